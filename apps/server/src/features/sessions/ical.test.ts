import { DateTime } from 'luxon'
import ical, { type ParameterValue, type VEvent } from 'node-ical'
import { describe, expect, it } from 'vitest'
import { sessionFeed, sessionInvite, sessionUid, type SessionEvent } from './ical'

const PUBLIC_URL = 'https://learnlane.example'
const HOUR = 60 * 60 * 1000

function session(more: Partial<SessionEvent> = {}): SessionEvent {
  return {
    bookingId: 42,
    sequence: 0,
    startsAt: new Date('2026-06-01T07:00:00Z'),
    endsAt: new Date('2026-06-01T08:00:00Z'),
    title: 'Career chat',
    mentor: { name: 'Ann Mentor', email: 'ann@example.com' },
    student: { name: 'Bob Student', email: 'bob@example.com' },
    meetingUrl: 'https://meet.jit.si/learnlane-3f9c1a7e5b2d4c6a8e0f1b3d5a7c9e1f',
    pageUrl: `${PUBLIC_URL}/dashboard/sessions/42`,
    cancelled: false,
    ...more,
  }
}

/** The calendar a client would read from the text: its METHOD and its events. */
function parse(text: string) {
  const parsed = ical.sync.parseICS(text)
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT')
  return { method: parsed.vcalendar?.method, events }
}

function onlyEvent(text: string) {
  const { method, events } = parse(text)
  expect(events).toHaveLength(1)
  return { method, event: events[0]! }
}

const valueOf = (v: ParameterValue | undefined) => (typeof v === 'object' ? v.val : v)

/**
 * Sessions at 09:00 on the mentor's clock on the days clocks change in 2026 (and the day before),
 * with a student elsewhere: the instant, and the student's clock then (worked out by hand).
 */
const AROUND_CHANGES = [
  ['Europe/Berlin', '2026-03-28', '2026-03-28T08:00:00Z', 'America/New_York', '2026-03-28 04:00'],
  ['Europe/Berlin', '2026-03-29', '2026-03-29T07:00:00Z', 'America/New_York', '2026-03-29 03:00'],
  ['Europe/Berlin', '2026-10-24', '2026-10-24T07:00:00Z', 'America/New_York', '2026-10-24 03:00'],
  ['Europe/Berlin', '2026-10-25', '2026-10-25T08:00:00Z', 'America/New_York', '2026-10-25 04:00'],
  ['America/New_York', '2026-03-08', '2026-03-08T13:00:00Z', 'Europe/Berlin', '2026-03-08 14:00'],
  ['America/New_York', '2026-11-01', '2026-11-01T14:00:00Z', 'Europe/Berlin', '2026-11-01 15:00'],
  ['Australia/Sydney', '2026-04-05', '2026-04-04T23:00:00Z', 'Europe/London', '2026-04-05 00:00'],
  ['Australia/Sydney', '2026-10-04', '2026-10-03T22:00:00Z', 'Europe/London', '2026-10-03 23:00'],
  ['Australia/Lord_Howe', '2026-04-05', '2026-04-04T22:30:00Z', 'Asia/Tokyo', '2026-04-05 07:30'],
  ['Australia/Lord_Howe', '2026-10-04', '2026-10-03T22:00:00Z', 'Asia/Tokyo', '2026-10-04 07:00'],
  [
    'Asia/Kathmandu',
    '2026-03-08',
    '2026-03-08T03:15:00Z',
    'America/Los_Angeles',
    '2026-03-07 19:15',
  ],
  [
    'Asia/Kathmandu',
    '2026-11-01',
    '2026-11-01T03:15:00Z',
    'America/Los_Angeles',
    '2026-10-31 20:15',
  ],
] as const

describe('a session invite', () => {
  it.each(AROUND_CHANGES)(
    'keeps 09:00 on %s on %s as the same instant through a parser',
    (mentorZone, date, instant, studentZone, studentReads) => {
      const startsAt = DateTime.fromISO(`${date}T09:00`, { zone: mentorZone }).toJSDate()
      expect(startsAt.toISOString()).toBe(new Date(instant).toISOString())
      const endsAt = new Date(startsAt.getTime() + HOUR)
      const text = sessionInvite(session({ startsAt, endsAt }), PUBLIC_URL)

      // Written in UTC, so no calendar reads it in the other party's zone.
      const stamp = instant.replace(/[-:]/g, '')
      expect(text).toContain(`DTSTART:${stamp}`)
      const { event } = onlyEvent(text)
      expect(event.start.getTime()).toBe(startsAt.getTime())
      expect(event.end!.getTime()).toBe(endsAt.getTime())
      const reads = (zone: string, at: Date) =>
        DateTime.fromJSDate(at, { zone }).toFormat('yyyy-MM-dd HH:mm')
      expect(reads(mentorZone, event.start)).toBe(`${date} 09:00`)
      expect(reads(studentZone, event.start)).toBe(studentReads)
    },
  )

  it('carries a session across the changed hour itself at its real length', () => {
    // 01:30 to 03:30 on Berlin's clock on 2026-03-29 is one hour: 02:00 became 03:00.
    const startsAt = DateTime.fromISO('2026-03-29T01:30', { zone: 'Europe/Berlin' }).toJSDate()
    const endsAt = DateTime.fromISO('2026-03-29T03:30', { zone: 'Europe/Berlin' }).toJSDate()
    const { event } = onlyEvent(sessionInvite(session({ startsAt, endsAt }), PUBLIC_URL))
    expect([event.start.toISOString(), event.end!.toISOString()]).toEqual([
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ])
  })

  it('keeps one UID per booking while SEQUENCE rises, and cancels with METHOD:CANCEL', () => {
    const booked = onlyEvent(sessionInvite(session(), PUBLIC_URL))
    const moved = onlyEvent(
      sessionInvite(
        session({
          sequence: 1,
          startsAt: new Date('2026-06-02T07:00:00Z'),
          endsAt: new Date('2026-06-02T08:00:00Z'),
        }),
        PUBLIC_URL,
      ),
    )
    const cancelled = onlyEvent(
      sessionInvite(session({ sequence: 2, cancelled: true, meetingUrl: null }), PUBLIC_URL),
    )

    expect(booked.event.uid).toBe('booking-42@learnlane.example')
    expect([moved.event.uid, cancelled.event.uid]).toEqual([booked.event.uid, booked.event.uid])
    expect([booked.event.sequence, moved.event.sequence, cancelled.event.sequence]).toEqual([
      0, 1, 2,
    ])
    expect([booked.method, moved.method, cancelled.method]).toEqual([
      'REQUEST',
      'REQUEST',
      'CANCEL',
    ])
    expect([booked.event.status, moved.event.status, cancelled.event.status]).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'CANCELLED',
    ])
    expect(moved.event.start.toISOString()).toBe('2026-06-02T07:00:00.000Z')

    // Another booking, or another site, is another event.
    expect(sessionUid(43, PUBLIC_URL)).not.toBe(booked.event.uid)
    expect(sessionUid(42, 'https://staging.learnlane.example')).not.toBe(booked.event.uid)
  })

  it('puts the meeting room in LOCATION and DESCRIPTION, with the booking page', () => {
    const s = session()
    const { event } = onlyEvent(sessionInvite(s, PUBLIC_URL))
    expect(valueOf(event.location)).toBe(s.meetingUrl)
    expect(valueOf(event.description)).toBe(
      `Join the session: ${s.meetingUrl}\nYour booking: ${s.pageUrl}`,
    )
    expect(valueOf(event.url)).toBe(s.pageUrl)
    expect(valueOf(event.summary)).toBe('Career chat: Ann Mentor and Bob Student')

    // No room yet (a request awaiting the mentor): the booking page stands in.
    const request = onlyEvent(sessionInvite(session({ meetingUrl: null }), PUBLIC_URL)).event
    expect(valueOf(request.location)).toBe(s.pageUrl)
    expect(valueOf(request.description)).toBe(`Your booking: ${s.pageUrl}`)
  })

  it('names the mentor as ORGANIZER and the student as ATTENDEE', () => {
    const { event } = onlyEvent(sessionInvite(session(), PUBLIC_URL))
    expect(event.organizer).toEqual({ params: { CN: 'Ann Mentor' }, val: 'mailto:ann@example.com' })
    expect(event.attendee).toMatchObject({
      params: { CN: 'Bob Student', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'ACCEPTED' },
      val: expect.stringMatching(/^mailto:bob@example\.com$/i),
    })
    const noAddress = session({ mentor: { name: 'Ann Mentor', email: null } })
    expect(onlyEvent(sessionInvite(noAddress, PUBLIC_URL)).event.organizer).toBeUndefined()
  })

  it('keeps names and titles as text, whatever characters they hold', () => {
    const s = session({
      title: 'Résumé review; "portfolio", 1:1',
      student: { name: 'Bob\r\nATTENDEE:mailto:eve@example.com', email: 'bob@example.com' },
    })
    const text = sessionInvite(s, PUBLIC_URL)
    const { event } = onlyEvent(text)
    expect(valueOf(event.summary)).toBe(
      'Résumé review; "portfolio", 1:1: Ann Mentor and Bob\nATTENDEE:mailto:eve@example.com',
    )
    // The name did not add an attendee: one ATTENDEE line, the student's address.
    expect(text.split('\r\n').filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1)
    expect(valueOf(event.attendee as ParameterValue)).toMatch(/^mailto:bob@example\.com$/i)
  })
})

describe('a calendar feed', () => {
  it('publishes each session once with its own UID, cancelled ones marked so', () => {
    const text = sessionFeed(
      [
        session(),
        session({
          bookingId: 43,
          sequence: 1,
          startsAt: new Date('2026-10-25T08:00:00Z'),
          endsAt: new Date('2026-10-25T08:30:00Z'),
        }),
        session({ bookingId: 44, sequence: 3, cancelled: true, meetingUrl: null }),
      ],
      PUBLIC_URL,
    )
    const { method, events } = parse(text)
    expect(method).toBe('PUBLISH')
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]))
    expect(Object.keys(byUid).sort()).toEqual([
      'booking-42@learnlane.example',
      'booking-43@learnlane.example',
      'booking-44@learnlane.example',
    ])
    const moved = byUid['booking-43@learnlane.example']!
    expect([moved.start.toISOString(), moved.end!.toISOString(), moved.sequence]).toEqual([
      '2026-10-25T08:00:00.000Z',
      '2026-10-25T08:30:00.000Z',
      1,
    ])
    expect(byUid['booking-44@learnlane.example']!.status).toBe('CANCELLED')
    expect(byUid['booking-42@learnlane.example']!.status).toBe('CONFIRMED')
    // Calendars are asked to look again every 15 minutes.
    expect(text).toContain('X-PUBLISHED-TTL:PT15M')
  })

  it('is a valid, empty calendar for someone with no sessions', () => {
    const { method, events } = parse(sessionFeed([], PUBLIC_URL))
    expect(method).toBe('PUBLISH')
    expect(events).toEqual([])
  })
})
