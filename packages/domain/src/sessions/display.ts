/**
 * How sessions read to people, in one place for the server's e-mails and the web pages: instants
 * on the wall clock of a named time zone (IANA), zone names with their offset, first names.
 * Intl does the zone arithmetic (daylight-saving changes, half-hour and 45-minute offsets), never
 * hand-added hours; nothing here loads Luxon or zod, so a page that only shows times stays light.
 */

type Kind = 'parts' | 'year' | 'key' | 'offset'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(zone: string, kind: Kind): Intl.DateTimeFormat {
  const cacheKey = `${kind}:${zone}`
  let f = formatters.get(cacheKey)
  if (!f) {
    f =
      kind === 'key'
        ? // en-CA writes dates as YYYY-MM-DD.
          new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          })
        : kind === 'offset'
          ? new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
          : new Intl.DateTimeFormat('en-GB', {
              timeZone: zone,
              weekday: 'short',
              day: 'numeric',
              month: 'short',
              ...(kind === 'year' ? { year: 'numeric' } : {}),
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            })
    formatters.set(cacheKey, f)
  }
  return f
}

const toDate = (instant: Date | string) =>
  typeof instant === 'string' ? new Date(instant) : instant

function partsOf(instant: Date | string, zone: string, kind: 'parts' | 'year' = 'parts') {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of formatter(zone, kind).formatToParts(toDate(instant))) {
    parts[part.type] = part.value
  }
  return parts
}

/** Whether this runtime knows the zone by this name. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The zone this runtime runs in ("Europe/Berlin" in a visitor's browser), or UTC. */
export function detectTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone && isKnownTimeZone(zone) ? zone : 'UTC'
  } catch {
    return 'UTC'
  }
}

/**
 * The zones a visitor can choose from, in alphabetical order: every zone the runtime knows, plus
 * `current` (a browser may report a name it does not list, "Asia/Calcutta" for "Asia/Kolkata")
 * and UTC.
 */
export function timeZoneOptions(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([...known, current, 'UTC'])].sort((a, b) => a.localeCompare(b))
}

/** "2026-12-03": the calendar date an instant falls on in a zone (sorts as it reads). */
export function dayKeyOf(instant: Date | string, zone: string): string {
  return formatter(zone, 'key').format(toDate(instant))
}

/** "Tue 3 Dec": the date an instant falls on in a zone. */
export function formatZonedDay(instant: Date | string, zone: string): string {
  const p = partsOf(instant, zone)
  return `${p.weekday} ${p.day} ${p.month}`
}

/** "10:00": the wall-clock time of an instant in a zone (24-hour). */
export function formatZonedTime(instant: Date | string, zone: string): string {
  const p = partsOf(instant, zone)
  return `${p.hour}:${p.minute}`
}

/** "Tue 3 Dec, 10:00": for pages, where the year goes without saying. */
export function formatZonedDayTime(instant: Date | string, zone: string): string {
  return `${formatZonedDay(instant, zone)}, ${formatZonedTime(instant, zone)}`
}

/** "Tue 1 Dec 2026, 14:00": with the year, for e-mails and records read long after. */
export function formatSessionTime(instant: Date | string, zone: string): string {
  const p = partsOf(instant, zone, 'year')
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`
}

/** "Tue 1 Dec 2026, 14:00–14:45": a session's span on the wall clock of a zone. */
export function formatSessionSpan(
  startsAt: Date | string,
  endsAt: Date | string,
  zone: string,
): string {
  return `${formatSessionTime(startsAt, zone)}–${formatZonedTime(endsAt, zone)}`
}

/** "UTC+1", "UTC+5:45", "UTC": the zone's offset from UTC at that instant. */
export function formatZoneOffset(instant: Date | string, zone: string): string {
  const name = formatter(zone, 'offset')
    .formatToParts(toDate(instant))
    .find((part) => part.type === 'timeZoneName')?.value
  // "GMT", "GMT+0" or "UTC" for no offset, depending on the runtime's ICU data.
  if (!name) return zone
  return /^(GMT|UTC)([+-]0)?$/.test(name) ? 'UTC' : name.replace(/^GMT/, 'UTC')
}

/** A zone as people read it at an instant: "Europe/Berlin (UTC+1)", "Asia/Kathmandu (UTC+5:45)". */
export function zoneLabel(zone: string, at: Date | string = new Date()): string {
  const offset = formatZoneOffset(at, zone)
  // UTC is its own offset: "UTC", not "UTC (UTC)".
  return offset === zone ? zone : `${zone} (${offset})`
}

/** "Jane" from "Jane Doe": how the other side of a session is addressed. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name
}
