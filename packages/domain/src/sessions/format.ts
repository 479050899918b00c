import { DateTime } from 'luxon'

/** "Tue 1 Dec 2026, 14:00": an instant as the wall clock of a zone shows it. */
export function formatSessionTime(instant: Date | string, timeZone: string): string {
  const date =
    typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant)
  return date.setZone(timeZone).setLocale('en-GB').toFormat('ccc d LLL yyyy, HH:mm')
}

/** "14:00": the time of day only. */
export function formatSessionClock(instant: Date | string, timeZone: string): string {
  const date =
    typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant)
  return date.setZone(timeZone).toFormat('HH:mm')
}

/** "Tue 1 Dec 2026, 14:00–14:45": a session's span on the wall clock of a zone. */
export function formatSessionSpan(
  startsAt: Date | string,
  endsAt: Date | string,
  timeZone: string,
): string {
  return `${formatSessionTime(startsAt, timeZone)}–${formatSessionClock(endsAt, timeZone)}`
}

/** A zone as people read it at an instant: "Europe/Berlin (UTC+1)", "Asia/Kathmandu (UTC+5:45)". */
export function zoneLabel(timeZone: string, at: Date | string = new Date()): string {
  const date = typeof at === 'string' ? DateTime.fromISO(at) : DateTime.fromJSDate(at)
  const offset = date.setZone(timeZone).toFormat('Z')
  return `${timeZone} (UTC${offset === '+0' ? '' : offset})`
}
