import { formatPrice } from '@app/domain/format'
import { pagePath } from '@app/domain/pages'
import {
  formatSessionTime,
  zoneLabel,
  type BookingSide,
  type BookingStatus,
} from '@app/domain/sessions'
import type { OutgoingMessage } from '../../outbox/outbox.repository'
import { sessionInvite, type SessionEvent } from './ical'
import type { BookingView } from './sessions.repository'

export interface NewsContext {
  publicUrl: string
  meetingUrl: (token: string) => string
}

/** A line break or tab in a name would start a new line of the e-mail. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ')

/** Each party's page of their sessions. */
const pageOf = (side: BookingSide, publicUrl: string) =>
  `${publicUrl}${pagePath(side === 'student' ? 'studentSessions' : 'instructorSessions')}`

function eventOf(
  row: BookingView,
  side: BookingSide,
  ctx: NewsContext,
  cancelled: boolean,
): SessionEvent {
  return {
    bookingId: row.id,
    sequence: row.sequence,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    title: row.title,
    mentor: { name: row.mentorName, email: row.mentorEmail },
    student: { name: row.studentName, email: row.studentEmail },
    meetingUrl: cancelled ? null : ctx.meetingUrl(row.meetingToken),
    pageUrl: pageOf(side, ctx.publicUrl),
    cancelled,
  }
}

/** "Tue 1 Dec 2026, 14:00 Europe/Berlin (UTC+1)" in the reader's zone, and the other's. */
function whenLines(row: BookingView, side: BookingSide): string[] {
  const [mine, theirs, other] =
    side === 'student'
      ? [row.studentTimeZone, row.mentorTimeZone, row.mentorName]
      : [row.mentorTimeZone, row.studentTimeZone, row.studentName]
  return [
    `When: ${formatSessionTime(row.startsAt, mine)} ${zoneLabel(mine, row.startsAt)}, ${row.durationMinutes} minutes`,
    `For ${oneLine(other)}: ${formatSessionTime(row.startsAt, theirs)} ${zoneLabel(theirs, row.startsAt)}`,
  ]
}

function message(
  row: BookingView,
  side: BookingSide,
  ctx: NewsContext,
  template: string,
  subject: string,
  lines: readonly string[],
  invite: 'REQUEST' | 'CANCEL' | null,
): OutgoingMessage | null {
  const recipient = side === 'student' ? row.studentEmail : row.mentorEmail
  if (!recipient) return null
  const name = side === 'student' ? row.studentName : row.mentorName
  const ics = invite
    ? sessionInvite(eventOf(row, side, ctx, invite === 'CANCEL'), ctx.publicUrl)
    : null
  return {
    template,
    recipient,
    replyTo: null,
    subject,
    body: [
      `Hello ${oneLine(name)},`,
      '',
      ...lines,
      '',
      `Your sessions: ${pageOf(side, ctx.publicUrl)}`,
      '',
      'The Learnlane team',
    ].join('\n'),
    params: {
      bookingId: String(row.id),
      sequence: String(row.sequence),
      ...(ics && invite ? { ics, icsMethod: invite } : {}),
    },
  }
}

/** What a booked session looks like in an e-mail: title, both times, the room. */
function details(
  row: BookingView,
  side: BookingSide,
  ctx: NewsContext,
  withRoom: boolean,
): string[] {
  return [
    `${row.title} with ${oneLine(side === 'student' ? row.mentorName : row.studentName)}`,
    ...whenLines(row, side),
    ...(withRoom ? [`Meeting room: ${ctx.meetingUrl(row.meetingToken)}`] : []),
  ]
}

/**
 * The e-mails a booking's news makes, from what the parties were last told (`was`) to what it is
 * now. A confirmed or moved session carries an invite (METHOD:REQUEST); a cancelled one that was
 * in their calendars carries METHOD:CANCEL with the same UID and a higher SEQUENCE.
 */
export function bookingNews(
  row: BookingView,
  was: BookingStatus | null,
  ctx: NewsContext,
): OutgoingMessage[] {
  const both = (make: (side: BookingSide) => OutgoingMessage | null) =>
    [make('student'), make('mentor')].filter((m): m is OutgoingMessage => m !== null)
  const title = row.title
  switch (row.status) {
    case 'confirmed':
      return was === 'confirmed'
        ? both((side) =>
            message(
              row,
              side,
              ctx,
              'session-moved',
              `Session moved: ${title}`,
              ['Your session has a new time:', '', ...details(row, side, ctx, true)],
              'REQUEST',
            ),
          )
        : both((side) =>
            message(
              row,
              side,
              ctx,
              'session-confirmed',
              `Session booked: ${title}`,
              [
                'Your session is booked. The invite is attached; the room opens 10 minutes before the start.',
                '',
                ...details(row, side, ctx, true),
                ...(row.answerMessage && side === 'student'
                  ? ['', `${oneLine(row.mentorName)} wrote: ${row.answerMessage}`]
                  : []),
              ],
              'REQUEST',
            ),
          )
    case 'requested':
      return was === 'requested'
        ? []
        : [
            message(
              row,
              'mentor',
              ctx,
              'session-request',
              `New session request: ${title}`,
              [
                `${oneLine(row.studentName)} asks for a session. Accept or decline it within 48 hours; unanswered, it expires and frees the time.`,
                '',
                ...details(row, 'mentor', ctx, false),
                ...(row.priceCents > 0 ? [`Paid: ${formatPrice(row.priceCents)}`] : []),
              ],
              null,
            ),
            message(
              row,
              'student',
              ctx,
              'session-requested',
              `Request sent: ${title}`,
              [
                `${oneLine(row.mentorName)} has 48 hours to answer. The time is kept for you meanwhile.`,
                '',
                ...details(row, 'student', ctx, false),
              ],
              null,
            ),
          ].filter((m): m is OutgoingMessage => m !== null)
    case 'declined':
      return [
        message(
          row,
          'student',
          ctx,
          'session-declined',
          `Request declined: ${title}`,
          [
            `${oneLine(row.mentorName)} cannot take this session.${row.answerMessage ? ` They wrote: ${row.answerMessage}` : ''}`,
            ...(row.priceCents > 0 ? ['What you paid is refunded in full.'] : []),
            '',
            ...details(row, 'student', ctx, false),
          ],
          null,
        ),
      ].filter((m): m is OutgoingMessage => m !== null)
    case 'cancelled':
      if (was === 'confirmed' || was === 'requested') {
        const by =
          row.cancelledBy === 'student'
            ? `${oneLine(row.studentName)} cancelled it`
            : row.cancelledBy === 'mentor'
              ? `${oneLine(row.mentorName)} cancelled it`
              : 'It was cancelled with its order'
        return both((side) =>
          message(
            row,
            side,
            ctx,
            'session-cancelled',
            `Session cancelled: ${title}`,
            [`This session will not take place. ${by}.`, '', ...details(row, side, ctx, false)],
            was === 'confirmed' ? 'CANCEL' : null,
          ),
        )
      }
      return []
    case 'expired':
      if (was === 'awaiting_payment' || (was === null && row.orderId)) {
        return both((side) =>
          message(
            row,
            side,
            ctx,
            'session-released',
            `Time released: ${title}`,
            [
              side === 'student'
                ? 'The payment for this session did not arrive by its deadline, so the order was cancelled and the time is free again.'
                : 'The student’s payment did not arrive by its deadline: the order was cancelled and the time is free again.',
              '',
              ...details(row, side, ctx, false),
            ],
            null,
          ),
        )
      }
      if (was === 'requested') {
        return both((side) =>
          message(
            row,
            side,
            ctx,
            'session-request-expired',
            `Request expired: ${title}`,
            [
              'The request was not answered within 48 hours, so it expired and the time is free again.',
              ...(row.priceCents > 0 && side === 'student'
                ? ['What you paid is refunded in full.']
                : []),
              '',
              ...details(row, side, ctx, false),
            ],
            null,
          ),
        )
      }
      return []
    default:
      return []
  }
}

/** The reminder 24 hours or 1 hour before, to each party, with the room. */
export function bookingReminder(
  row: BookingView,
  hours: 24 | 1,
  ctx: NewsContext,
): OutgoingMessage[] {
  const when = hours === 24 ? 'tomorrow' : 'in an hour'
  return (['student', 'mentor'] as const)
    .map((side) =>
      message(
        row,
        side,
        ctx,
        `session-reminder-${hours}h`,
        `Reminder: ${row.title} ${when}`,
        [`Your session starts ${when}.`, '', ...details(row, side, ctx, true)],
        null,
      ),
    )
    .filter((m): m is OutgoingMessage => m !== null)
}
