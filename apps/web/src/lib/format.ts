import { formatCount, MONTH_NAMES } from '@app/domain/format'

// Amounts, counts and dates read the same on the pages, the sharing cards and in the e-mails:
// their formatters live in the domain. The formats below are the web's own.
export {
  formatCount,
  formatLongDate,
  formatNumber,
  formatPrice,
  formatPriceOrFree,
} from '@app/domain/format'

/**
 * A count with its noun, singular for exactly one: (1, 'student') -> "1 student",
 * (12500, 'Student') -> "12,500 Students". `plural` is for nouns that do not just add an s.
 */
export function formatCountOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${Math.round(n) === 1 ? singular : plural}`
}

/** "75 min" -> "1h 15m". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (!h) return `${m}m`
  return m ? `${h}h ${m}m` : `${h}h`
}

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/** "Monday": the weekday of a date in the viewer's time zone. */
export function formatWeekday(date: Date): string {
  return WEEKDAYS[date.getDay()]!
}

/** "Nov", "Dec": the short month name of a date in the viewer's time zone. */
export function formatShortMonth(date: Date): string {
  return MONTH_NAMES[date.getMonth()]!.slice(0, 3)
}
