import { describe, expect, it } from 'vitest'
import {
  beforeCutoff,
  canJoin,
  canMarkOutcome,
  cancellationRefundCents,
  cancellationRefundPercent,
  median,
  offlinePaymentDue,
  rescheduleRefusal,
  SESSION_REVIEW_REFUSALS,
  sessionReviewRefusal,
  wasNoShow,
} from './policy'
import { DEFAULT_POLICY, SessionReviewInputSchema, type SessionPolicy } from './schemas'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const startsAt = new Date('2026-06-10T15:00:00Z')
const endsAt = new Date('2026-06-10T16:00:00Z')
const at = (ms: number) => new Date(startsAt.getTime() + ms)

describe('cancelling', () => {
  it('gives the student everything back up to 24 hours before the start, nothing after', () => {
    const lastMoment = at(-24 * HOUR)
    expect(beforeCutoff(DEFAULT_POLICY, startsAt, lastMoment)).toBe(true)
    expect(cancellationRefundPercent(DEFAULT_POLICY, startsAt, lastMoment)).toBe(100)
    expect(cancellationRefundCents(4999, DEFAULT_POLICY, startsAt, lastMoment, 'student')).toBe(
      4999,
    )

    const tooLate = at(-24 * HOUR + 1)
    expect(beforeCutoff(DEFAULT_POLICY, startsAt, tooLate)).toBe(false)
    expect(cancellationRefundPercent(DEFAULT_POLICY, startsAt, tooLate)).toBe(0)
    expect(cancellationRefundCents(4999, DEFAULT_POLICY, startsAt, tooLate, 'student')).toBe(0)
  })

  it('gives everything back when the mentor cancels, even at the last minute', () => {
    expect(cancellationRefundCents(4999, DEFAULT_POLICY, startsAt, at(-MINUTE), 'mentor')).toBe(
      4999,
    )
  })

  it("follows the booking's own policy, shares rounded to the cent", () => {
    const policy: SessionPolicy = {
      cutoffHours: 48,
      refundBeforePercent: 50,
      refundAfterPercent: 10,
      maxReschedules: 2,
    }
    // 4999 x 50% = 2499.5 and 4999 x 10% = 499.9: both round to whole cents.
    expect(cancellationRefundCents(4999, policy, startsAt, at(-48 * HOUR), 'student')).toBe(2500)
    expect(cancellationRefundCents(4999, policy, startsAt, at(-47 * HOUR), 'student')).toBe(500)
    // 30 hours before: inside a 48-hour cutoff, outside the default 24.
    expect(cancellationRefundPercent(policy, startsAt, at(-30 * HOUR))).toBe(10)
    expect(cancellationRefundPercent(DEFAULT_POLICY, startsAt, at(-30 * HOUR))).toBe(100)
  })

  it('gives nothing back of a free session', () => {
    expect(cancellationRefundCents(0, DEFAULT_POLICY, startsAt, at(-48 * HOUR), 'student')).toBe(0)
  })
})

describe('rescheduling', () => {
  const early = at(-72 * HOUR)

  it('is allowed up to the limit, twice by default', () => {
    expect(rescheduleRefusal(DEFAULT_POLICY, 0, startsAt, early)).toBeNull()
    expect(rescheduleRefusal(DEFAULT_POLICY, 1, startsAt, early)).toBeNull()
    expect(rescheduleRefusal(DEFAULT_POLICY, 2, startsAt, early)).toBe(
      'This session has been rescheduled 2 times, the most its policy allows',
    )
  })

  it('is refused outright by a policy of no reschedules', () => {
    const never = { ...DEFAULT_POLICY, maxReschedules: 0 }
    expect(rescheduleRefusal(never, 0, startsAt, early)).toBe('This session cannot be rescheduled')
  })

  it('is refused after the cutoff, like a refund', () => {
    expect(rescheduleRefusal(DEFAULT_POLICY, 0, startsAt, at(-24 * HOUR))).toBeNull()
    expect(rescheduleRefusal(DEFAULT_POLICY, 0, startsAt, at(-24 * HOUR + 1))).toBe(
      'Sessions can be rescheduled up to 24 hours before they start',
    )
  })
})

describe('an offline payment', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  const inHours = (hours: number, ms = 0) => new Date(now.getTime() + hours * HOUR + ms)

  it('is due in 24 hours for a session far enough ahead', () => {
    expect(offlinePaymentDue(inHours(24 * 9), now)).toEqual(inHours(24))
    expect(offlinePaymentDue(inHours(48), now)).toEqual(inHours(24))
  })

  it('is due 24 hours before the start when that comes sooner', () => {
    expect(offlinePaymentDue(inHours(36), now)).toEqual(inHours(12))
    expect(offlinePaymentDue(inHours(24, 1), now)).toEqual(inHours(0, 1))
  })

  it('is not offered when 24 hours before the start has come', () => {
    expect(offlinePaymentDue(inHours(24), now)).toBeNull()
    expect(offlinePaymentDue(inHours(3), now)).toBeNull()
  })
})

describe('joining', () => {
  it('opens 10 minutes before the start and closes at the end', () => {
    expect(canJoin(startsAt, endsAt, at(-10 * MINUTE - 1))).toBe(false)
    expect(canJoin(startsAt, endsAt, at(-10 * MINUTE))).toBe(true)
    expect(canJoin(startsAt, endsAt, at(30 * MINUTE))).toBe(true)
    expect(canJoin(startsAt, endsAt, endsAt)).toBe(true)
    expect(canJoin(startsAt, endsAt, new Date(endsAt.getTime() + 1))).toBe(false)
  })
})

describe('saying what happened', () => {
  it('opens 10 minutes after the start, for 72 hours after it', () => {
    expect(canMarkOutcome(startsAt, at(10 * MINUTE - 1))).toBe(false)
    expect(canMarkOutcome(startsAt, at(10 * MINUTE))).toBe(true)
    expect(canMarkOutcome(startsAt, at(72 * HOUR))).toBe(true)
    expect(canMarkOutcome(startsAt, at(72 * HOUR + 1))).toBe(false)
  })
})

describe('reviewing the mentor', () => {
  const held = { status: 'confirmed' as const, endsAt, outcome: null, resolution: null }

  it('opens when the session has ended, with or without an outcome given', () => {
    expect(sessionReviewRefusal(held, endsAt)).toBeNull()
    expect(sessionReviewRefusal({ ...held, outcome: 'held' }, at(30 * 24 * HOUR))).toBeNull()
    expect(sessionReviewRefusal(held, at(59 * MINUTE))).toBe(SESSION_REVIEW_REFUSALS.notEnded)
  })

  it('takes 1 to 5 whole stars and an optional plain-text comment of up to 2000 characters', () => {
    expect(SessionReviewInputSchema.parse({ rating: 5 })).toEqual({ rating: 5, comment: '' })
    expect(SessionReviewInputSchema.parse({ rating: 1, comment: ' Good\r\nthanks ' })).toEqual({
      rating: 1,
      comment: 'Good\r\nthanks',
    })
    const messageOf = (input: unknown) =>
      SessionReviewInputSchema.safeParse(input).error?.issues[0]?.message
    expect(messageOf({ rating: 0 })).toBe('Choose a rating from 1 to 5 stars')
    expect(messageOf({ rating: 3.5 })).toBe('Choose a rating from 1 to 5 stars')
    expect(messageOf({ rating: 5, comment: 'x'.repeat(2001) })).toBe(
      'Comment is at most 2000 characters',
    )
    expect(messageOf({ rating: 5, comment: 'x'.repeat(2000) })).toBeUndefined()
  })

  it.each(['cancelled', 'expired', 'declined'] as const)('refuses a %s booking', (status) => {
    expect(sessionReviewRefusal({ ...held, status }, at(2 * HOUR))).toBe(
      SESSION_REVIEW_REFUSALS.notHeld,
    )
  })

  it.each([
    ['mentor_no_show', null, true],
    ['student_no_show', null, true],
    ['mentor_no_show', 'upheld', true],
    ['mentor_no_show', 'overturned', false],
    ['held', null, false],
    ['held', 'upheld', false],
    ['held', 'overturned', true],
  ] as const)('counts %s (resolution %s) as a no-show: %s', (outcome, resolution, noShow) => {
    expect(wasNoShow(outcome, resolution)).toBe(noShow)
    expect(sessionReviewRefusal({ ...held, outcome, resolution }, at(2 * HOUR))).toBe(
      noShow ? SESSION_REVIEW_REFUSALS.noShow : null,
    )
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the middle two, and null for none', () => {
    expect(median([])).toBeNull()
    expect(median([7])).toBe(7)
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('leaves the numbers it is given in their order', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})
