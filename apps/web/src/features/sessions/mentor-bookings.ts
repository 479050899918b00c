import type { Booking } from '@app/domain/sessions'

export interface MentorBookings {
  /** Requests waiting for the mentor's answer, soonest first. */
  requests: Booking[]
  /** Sessions to come or under way (booked, awaiting payment, held for checkout), soonest first. */
  upcoming: Booking[]
  /** Sessions that took place, newest first. */
  past: Booking[]
  /** Cancelled, declined and expired bookings, newest first. */
  closed: Booking[]
}

const startOf = (b: Booking) => Date.parse(b.startsAt)
const soonestFirst = (a: Booking, b: Booking) => startOf(a) - startOf(b)
const newestFirst = (a: Booking, b: Booking) => startOf(b) - startOf(a)

/** The mentor's bookings in the sections of the Sessions page, as they stand at `now`. */
export function partitionBookings(bookings: readonly Booking[], now: Date): MentorBookings {
  const t = now.getTime()
  const requests: Booking[] = []
  const upcoming: Booking[] = []
  const past: Booking[] = []
  const closed: Booking[] = []
  for (const booking of bookings) {
    const hasEnded = Date.parse(booking.endsAt) <= t
    switch (booking.status) {
      case 'requested':
        // A request whose time has come can no longer be taken: it expires with the next sweep.
        if (startOf(booking) > t) requests.push(booking)
        else closed.push(booking)
        break
      case 'confirmed':
        if (hasEnded) past.push(booking)
        else upcoming.push(booking)
        break
      case 'awaiting_payment':
      case 'held':
        if (hasEnded) closed.push(booking)
        else upcoming.push(booking)
        break
      case 'cancelled':
      case 'declined':
      case 'expired':
        closed.push(booking)
        break
    }
  }
  return {
    requests: requests.sort(soonestFirst),
    upcoming: upcoming.sort(soonestFirst),
    past: past.sort(newestFirst),
    closed: closed.sort(newestFirst),
  }
}
