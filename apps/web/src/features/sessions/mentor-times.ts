import { REQUEST_EXPIRY_HOURS, type Booking } from '@app/domain/sessions'
import { formatSessionSpan, zoneLabel } from '@app/domain/sessions/display'

/** "Tue 1 Dec 2026, 10:00–10:45": a booking's span on the clock of a zone. */
export function spanIn(booking: Pick<Booking, 'startsAt' | 'endsAt'>, timeZone: string): string {
  return formatSessionSpan(booking.startsAt, booking.endsAt, timeZone)
}

/** "America/New_York (UTC-5)": the zone with its offset on the day of the session. */
export const zoneOn = (timeZone: string, booking: Pick<Booking, 'startsAt'>): string =>
  zoneLabel(timeZone, booking.startsAt)

/** When an unanswered request expires and frees its slot. */
export function requestExpiresAt(booking: Pick<Booking, 'createdAt'>): Date {
  return new Date(Date.parse(booking.createdAt) + REQUEST_EXPIRY_HOURS * 60 * 60_000)
}
