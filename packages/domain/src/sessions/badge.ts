import {
  BOOKING_STATUS_LABELS,
  OUTCOME_LABELS,
  OUTCOME_WINDOW_HOURS,
  type Booking,
  type BookingStatus,
} from './schemas'

/**
 * How a badge is coloured: `success` (booked, or held), `waiting` (someone still has to act:
 * pay, answer, give the outcome, decide a dispute), `problem` (a no-show, or not held), `ended`
 * (cancelled, expired or declined) and `neutral` (over, and nothing more will be said).
 */
export type BookingBadgeTone = 'success' | 'waiting' | 'problem' | 'ended' | 'neutral'

export interface BookingBadge {
  label: string
  tone: BookingBadgeTone
}

/** The badges that are not a status or an outcome of their own. */
export const BOOKING_BADGE_LABELS = {
  disputed: 'Disputed',
  awaitingOutcome: 'Awaiting outcome',
  noOutcome: 'No outcome given',
  notHeld: 'Not held',
} as const

const STATUS_TONES: Record<BookingStatus, BookingBadgeTone> = {
  held: 'waiting',
  awaiting_payment: 'waiting',
  requested: 'waiting',
  confirmed: 'success',
  cancelled: 'ended',
  expired: 'ended',
  declined: 'ended',
}

const HOUR_MS = 60 * 60 * 1000

/** What of a booking its badge reads. */
export type BadgeBooking = Pick<
  Booking,
  'status' | 'startsAt' | 'endsAt' | 'outcome' | 'disputeNote' | 'resolution'
>

/**
 * The one badge of a booking, for its student and its mentor alike: what they need to know of
 * it now.
 *
 * - Not booked (held for checkout, awaiting payment or the mentor, cancelled, expired, declined):
 *   its status.
 * - Booked, with an outcome given: "Disputed" while the other party's dispute waits for an
 *   admin; otherwise the outcome as it stands ("Held", "Student did not come", "Mentor did not
 *   come"); an overturned no-show reads "Held", an overturned "held" reads "Not held".
 * - Booked, no outcome: "Confirmed" until the session ends, then "Awaiting outcome" while either
 *   party may still give one (72 hours from the start), then "No outcome given".
 */
export function bookingBadge(booking: BadgeBooking, now: Date): BookingBadge {
  if (booking.status !== 'confirmed') {
    return { label: BOOKING_STATUS_LABELS[booking.status], tone: STATUS_TONES[booking.status] }
  }
  const { outcome } = booking
  if (outcome !== null) {
    if (booking.disputeNote !== null && booking.resolution === null)
      return { label: BOOKING_BADGE_LABELS.disputed, tone: 'waiting' }
    if (booking.resolution === 'overturned') {
      return outcome === 'held'
        ? { label: BOOKING_BADGE_LABELS.notHeld, tone: 'problem' }
        : { label: OUTCOME_LABELS.held, tone: 'success' }
    }
    return { label: OUTCOME_LABELS[outcome], tone: outcome === 'held' ? 'success' : 'problem' }
  }
  const t = now.getTime()
  if (t < Date.parse(booking.endsAt))
    return { label: BOOKING_STATUS_LABELS.confirmed, tone: 'success' }
  if (t <= Date.parse(booking.startsAt) + OUTCOME_WINDOW_HOURS * HOUR_MS)
    return { label: BOOKING_BADGE_LABELS.awaitingOutcome, tone: 'waiting' }
  return { label: BOOKING_BADGE_LABELS.noOutcome, tone: 'neutral' }
}
