import { percentOf } from '../money/index'
import {
  JOIN_OPENS_MINUTES,
  OUTCOME_OPENS_MINUTES,
  OUTCOME_WINDOW_HOURS,
  OFFLINE_PAYMENT_HOURS,
  OFFLINE_PAYMENT_LEAD_HOURS,
  type BookingStatus,
  type Outcome,
  type SessionPolicy,
} from './schemas'

const HOUR_MS = 60 * 60 * 1000

/** Whether `now` is before the policy's cutoff for a session starting at `startsAt`. */
export function beforeCutoff(policy: SessionPolicy, startsAt: Date, now: Date): boolean {
  return now.getTime() <= startsAt.getTime() - policy.cutoffHours * HOUR_MS
}

/** The share of what was paid that a cancellation by the student gives back now. */
export function cancellationRefundPercent(
  policy: SessionPolicy,
  startsAt: Date,
  now: Date,
): number {
  return beforeCutoff(policy, startsAt, now)
    ? policy.refundBeforePercent
    : policy.refundAfterPercent
}

/** The two people of a booking: who cancels, marks an outcome or disputes. */
export type BookingSide = 'student' | 'mentor'

/**
 * What a cancellation gives back of `paidCents`: the student's, by the booking's own policy; a
 * mentor's cancellation always gives everything back.
 */
export function cancellationRefundCents(
  paidCents: number,
  policy: SessionPolicy,
  startsAt: Date,
  now: Date,
  by: BookingSide,
): number {
  if (by === 'mentor') return paidCents
  return percentOf(paidCents, cancellationRefundPercent(policy, startsAt, now))
}

/** Why the student may not move the booking now, or null. */
export function rescheduleRefusal(
  policy: SessionPolicy,
  rescheduleCount: number,
  startsAt: Date,
  now: Date,
): string | null {
  if (rescheduleCount >= policy.maxReschedules) {
    return policy.maxReschedules === 0
      ? 'This session cannot be rescheduled'
      : `This session has been rescheduled ${policy.maxReschedules} times, the most its policy allows`
  }
  if (!beforeCutoff(policy, startsAt, now)) {
    return `Sessions can be rescheduled up to ${policy.cutoffHours} hours before they start`
  }
  return null
}

/**
 * When an offline payment (bank transfer, check) must arrive: 24 hours from now, and never later
 * than 24 hours before the start. Null when that moment is already past: pay online instead.
 */
export function offlinePaymentDue(startsAt: Date, now: Date): Date | null {
  const due = Math.min(
    now.getTime() + OFFLINE_PAYMENT_HOURS * HOUR_MS,
    startsAt.getTime() - OFFLINE_PAYMENT_LEAD_HOURS * HOUR_MS,
  )
  return due > now.getTime() ? new Date(due) : null
}

/** Whether "Join" is active: from 10 minutes before the start to the end. */
export function canJoin(startsAt: Date, endsAt: Date, now: Date): boolean {
  const t = now.getTime()
  return t >= startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000 && t <= endsAt.getTime()
}

/** Whether a party may say what happened now: from 10 minutes after the start to 72 hours after. */
export function canMarkOutcome(startsAt: Date, now: Date): boolean {
  const t = now.getTime()
  return (
    t >= startsAt.getTime() + OUTCOME_OPENS_MINUTES * 60_000 &&
    t <= startsAt.getTime() + OUTCOME_WINDOW_HOURS * HOUR_MS
  )
}

/**
 * Whether a session stands as a no-show: one party said the other did not come and the admin did
 * not overturn it, or "held" was overturned on the other party's dispute.
 */
export function wasNoShow(outcome: Outcome | null, resolution: 'upheld' | 'overturned' | null) {
  if (outcome === null) return false
  return outcome === 'held' ? resolution === 'overturned' : resolution !== 'overturned'
}

/** Why a student may not review the mentor (yet): the reasons of {@link sessionReviewRefusal}. */
export const SESSION_REVIEW_REFUSALS = {
  notHeld: 'Only a session that took place can be reviewed',
  notEnded: 'You can review this session once it has ended',
  noShow: 'A session marked as a no-show cannot be reviewed',
} as const

/**
 * Why the student may not review the mentor for this session now, or null: a review follows a
 * session that was booked, has ended and was not a no-show (no outcome given yet is fine). Once
 * allowed, the review can be edited as long as that holds.
 */
export function sessionReviewRefusal(
  booking: {
    status: BookingStatus
    endsAt: Date
    outcome: Outcome | null
    resolution: 'upheld' | 'overturned' | null
  },
  now: Date,
): string | null {
  if (booking.status !== 'confirmed') return SESSION_REVIEW_REFUSALS.notHeld
  if (now.getTime() < booking.endsAt.getTime()) return SESSION_REVIEW_REFUSALS.notEnded
  if (wasNoShow(booking.outcome, booking.resolution)) return SESSION_REVIEW_REFUSALS.noShow
  return null
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
