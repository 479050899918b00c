/**
 * Instants read in a named time zone (IANA), for mentoring sessions: the visitor's own zone, the
 * mentor's, the student's. Intl does the zone arithmetic (daylight-saving changes, half-hour and
 * 45-minute offsets), never hand-added hours. Used only by parts that load after the first paint
 * (the booking dialog, the cart, the dashboard), so its Intl formatters cost nothing up front.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(zone: string, kind: 'parts' | 'key' | 'offset'): Intl.DateTimeFormat {
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
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            })
    formatters.set(cacheKey, f)
  }
  return f
}

function partsOf(instant: Date, zone: string) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of formatter(zone, 'parts').formatToParts(instant)) parts[part.type] = part.value
  return parts
}

/** Whether the browser knows the zone by this name. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The visitor's time zone as the browser reports it ("Europe/Berlin"), or UTC. */
export function detectTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone && isKnownTimeZone(zone) ? zone : 'UTC'
  } catch {
    return 'UTC'
  }
}

/**
 * The zones a visitor can choose from, in alphabetical order: every zone the browser knows, plus
 * `current` (a browser may report a name it does not list, "Asia/Calcutta" for "Asia/Kolkata")
 * and UTC.
 */
export function timeZoneOptions(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([...known, current, 'UTC'])].sort((a, b) => a.localeCompare(b))
}

/** "2026-12-03": the calendar date an instant falls on in a zone (sorts as it reads). */
export function dayKeyOf(instant: Date, zone: string): string {
  return formatter(zone, 'key').format(instant)
}

/** "Tue 3 Dec": the date an instant falls on in a zone. */
export function formatZonedDay(instant: Date, zone: string): string {
  const p = partsOf(instant, zone)
  return `${p.weekday} ${p.day} ${p.month}`
}

/** "10:00": the wall-clock time of an instant in a zone (24-hour). */
export function formatZonedTime(instant: Date, zone: string): string {
  const p = partsOf(instant, zone)
  return `${p.hour}:${p.minute}`
}

/** "Tue 3 Dec, 10:00". */
export function formatZonedDayTime(instant: Date, zone: string): string {
  return `${formatZonedDay(instant, zone)}, ${formatZonedTime(instant, zone)}`
}

/** "GMT+1", "GMT+5:45", "GMT": the zone's offset at that instant. */
export function formatZoneOffset(instant: Date, zone: string): string {
  return (
    formatter(zone, 'offset')
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  )
}
