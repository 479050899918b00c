import { describe, expect, it } from 'vitest'
import { bookingBadge, type BadgeBooking } from './badge'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const startsAt = '2026-06-10T15:00:00.000Z'
const endsAt = '2026-06-10T15:45:00.000Z'
const at = (ms: number) => new Date(Date.parse(startsAt) + ms)

const booked: BadgeBooking = {
  status: 'confirmed',
  startsAt,
  endsAt,
  outcome: null,
  disputeNote: null,
  resolution: null,
}

describe('bookingBadge', () => {
  it.each([
    ['held', 'Held for checkout', 'waiting'],
    ['awaiting_payment', 'Awaiting payment', 'waiting'],
    ['requested', 'Awaiting the mentor', 'waiting'],
    ['cancelled', 'Cancelled', 'ended'],
    ['expired', 'Expired', 'ended'],
    ['declined', 'Declined', 'ended'],
  ] as const)(
    'shows a %s booking by its status, before and after its time',
    (status, label, tone) => {
      for (const now of [at(-HOUR), at(2 * HOUR), at(100 * HOUR)])
        expect(bookingBadge({ ...booked, status }, now)).toEqual({ label, tone })
    },
  )

  it('reads "Confirmed" until the session ends, then waits for the outcome for 72 hours from the start', () => {
    expect(bookingBadge(booked, at(-HOUR))).toEqual({ label: 'Confirmed', tone: 'success' })
    // Under way: still booked.
    expect(bookingBadge(booked, at(20 * MINUTE))).toEqual({ label: 'Confirmed', tone: 'success' })
    expect(bookingBadge(booked, at(45 * MINUTE))).toEqual({
      label: 'Awaiting outcome',
      tone: 'waiting',
    })
    expect(bookingBadge(booked, at(72 * HOUR))).toEqual({
      label: 'Awaiting outcome',
      tone: 'waiting',
    })
    // Nobody can give one any more.
    expect(bookingBadge(booked, at(72 * HOUR + 1))).toEqual({
      label: 'No outcome given',
      tone: 'neutral',
    })
  })

  it.each([
    ['held', 'Held', 'success'],
    ['student_no_show', 'Student did not come', 'problem'],
    ['mentor_no_show', 'Mentor did not come', 'problem'],
  ] as const)('shows the outcome %s once given, whenever that was', (outcome, label, tone) => {
    for (const now of [at(20 * MINUTE), at(2 * HOUR), at(100 * HOUR)])
      expect(bookingBadge({ ...booked, outcome }, now)).toEqual({ label, tone })
  })

  it('reads "Disputed" while the dispute waits for an admin, for any outcome', () => {
    for (const outcome of ['held', 'student_no_show', 'mentor_no_show'] as const) {
      expect(
        bookingBadge({ ...booked, outcome, disputeNote: 'I was there.' }, at(2 * HOUR)),
      ).toEqual({ label: 'Disputed', tone: 'waiting' })
    }
  })

  it('shows the outcome that stands once an admin decided', () => {
    const disputed = { ...booked, disputeNote: 'I was there.' }
    const now = at(100 * HOUR)
    expect(
      bookingBadge({ ...disputed, outcome: 'mentor_no_show', resolution: 'upheld' }, now),
    ).toEqual({ label: 'Mentor did not come', tone: 'problem' })
    expect(bookingBadge({ ...disputed, outcome: 'held', resolution: 'upheld' }, now)).toEqual({
      label: 'Held',
      tone: 'success',
    })
    // An overturned no-show was held after all; an overturned "held" was not.
    expect(
      bookingBadge({ ...disputed, outcome: 'student_no_show', resolution: 'overturned' }, now),
    ).toEqual({ label: 'Held', tone: 'success' })
    expect(bookingBadge({ ...disputed, outcome: 'held', resolution: 'overturned' }, now)).toEqual({
      label: 'Not held',
      tone: 'problem',
    })
  })
})
