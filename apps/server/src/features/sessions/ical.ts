import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalEventData,
} from 'ical-generator'

/**
 * One session as a calendar event (RFC 5545). It keeps one UID for its whole life, and its
 * SEQUENCE is raised by the caller on every change (a move, a cancellation), so calendars update
 * the event they already hold instead of adding another.
 */
export interface SessionEvent {
  bookingId: number
  sequence: number
  startsAt: Date
  endsAt: Date
  /** The session type's title. */
  title: string
  /** The organizer; without an address the invite names no ORGANIZER. */
  mentor: { name: string; email: string | null }
  student: { name: string; email: string }
  /** The meeting room; null while there is none (a request, a cancelled booking). */
  meetingUrl: string | null
  /** The booking's page on the site. */
  pageUrl: string
  cancelled: boolean
}

const PRODUCT_ID = { company: 'Learnlane', product: 'Mentoring sessions', language: 'EN' }
const CALENDAR_NAME = 'Learnlane sessions'

/** A booking's UID: the same in every invite and feed, unique to the site that made it. */
export const sessionUid = (bookingId: number, publicUrl: string) =>
  `booking-${bookingId}@${new URL(publicUrl).hostname}`

function eventData(event: SessionEvent, publicUrl: string): ICalEventData {
  const description = [
    event.meetingUrl ? `Join the session: ${event.meetingUrl}` : null,
    `Your booking: ${event.pageUrl}`,
  ]
  return {
    id: sessionUid(event.bookingId, publicUrl),
    sequence: event.sequence,
    // Instants in UTC (DTSTART:...Z): each calendar shows them in its owner's zone, so neither
    // party gets the other's zone, and no VTIMEZONE is needed.
    start: event.startsAt,
    end: event.endsAt,
    summary: `${event.title}: ${event.mentor.name} and ${event.student.name}`,
    description: description.filter((line) => line !== null).join('\n'),
    location: event.meetingUrl ?? event.pageUrl,
    url: event.pageUrl,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: event.mentor.email
      ? { name: event.mentor.name, email: event.mentor.email }
      : undefined,
    attendees: [
      {
        name: event.student.name,
        email: event.student.email,
        role: ICalAttendeeRole.REQ,
        // The student chose the slot: nothing for them to answer.
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  }
}

/**
 * The invite a confirmation, move or cancellation e-mail carries: METHOD:REQUEST with the session,
 * or METHOD:CANCEL with it marked STATUS:CANCELLED.
 */
export function sessionInvite(event: SessionEvent, publicUrl: string): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    name: CALENDAR_NAME,
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent(eventData(event, publicUrl))
  return calendar.toString()
}

/**
 * A person's subscription feed (METHOD:PUBLISH): each of their sessions, cancelled ones kept and
 * marked so calendars that already hold them take them off. Calendars are asked to look again
 * every 15 minutes.
 */
export function sessionFeed(events: readonly SessionEvent[], publicUrl: string): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    name: CALENDAR_NAME,
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  })
  for (const event of events) calendar.createEvent(eventData(event, publicUrl))
  return calendar.toString()
}
