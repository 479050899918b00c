import {
  formatSessionSpan,
  zoneLabel,
  REQUEST_EXPIRY_HOURS,
  type Booking,
} from '@app/domain/sessions'

/** "Tue 1 Dec 2026, 10:00–10:45": a booking's span on the clock of a zone. */
export function spanIn(booking: Pick<Booking, 'startsAt' | 'endsAt'>, timeZone: string): string {
  return formatSessionSpan(booking.startsAt, booking.endsAt, timeZone)
}

/** "America/New_York (UTC-5)": the zone with its offset on the day of the session. */
export const zoneOn = (timeZone: string, booking: Pick<Booking, 'startsAt'>): string =>
  zoneLabel(timeZone, booking.startsAt)

/** "Sam" from "Sam Student". */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name
}

/** When an unanswered request expires and frees its slot. */
export function requestExpiresAt(booking: Pick<Booking, 'createdAt'>): Date {
  return new Date(Date.parse(booking.createdAt) + REQUEST_EXPIRY_HOURS * 60 * 60_000)
}
