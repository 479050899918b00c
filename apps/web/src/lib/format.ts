// Fixed en-US formats written out by hand rather than with Intl: the first Intl formatter a page
// creates makes Chromium load its locale data, which costs 70-190 ms of main-thread time on a
// phone-class CPU (measured with 4x CPU throttling) and landed inside the first render of every
// catalog page. format.test.ts checks these functions against Intl's output.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** 1234.5 -> "1,234.5" with exactly `decimals` fraction digits. */
export function formatNumber(value: number, decimals = 0): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.')
  return `${value < 0 ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`
}

/** Integer cents as dollars: 8929 -> "$89.29", 1250000 -> "$12,500.00". */
export function formatPrice(cents: number): string {
  const text = formatNumber(Math.abs(cents) / 100, 2)
  return cents < 0 ? `-$${text}` : `$${text}`
}

/** A whole count with thousands separators: 12500 -> "12,500". */
export function formatCount(n: number): string {
  return formatNumber(Math.round(n))
}

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

/** A calendar date as "November 18, 2025" (read in UTC, so it never shifts a day). */
export function formatLongDate(date: string | Date): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return String(date)
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
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
  return MONTHS[date.getMonth()]!.slice(0, 3)
}
