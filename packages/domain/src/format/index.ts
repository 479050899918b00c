// Zod-free on purpose: the web app's first-load bundle imports this.
import { centsToDecimal, roundCents } from '../money/index'

/**
 * How amounts, counts and dates read, the same on the web pages, the sharing cards and in the
 * e-mails. Fixed en-US formats written out by hand rather than with Intl: the first Intl
 * formatter a page creates makes Chromium load its locale data, which costs 70-190 ms of
 * main-thread time on a phone-class CPU (measured with 4x CPU throttling) and landed inside the
 * first render of every catalog page. The tests check these functions against Intl's output.
 */

export const MONTH_NAMES = [
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

/** A whole count with thousands separators: 12500 -> "12,500". */
export function formatCount(n: number): string {
  return formatNumber(Math.round(n))
}

/**
 * Cents as dollars: 8929 -> "$89.29", 1250000 -> "$12,500.00", 0 -> "$0.00", -500 -> "-$5.00".
 * A fractional amount is rounded to whole cents by `roundCents` first.
 */
export function formatPrice(cents: number): string {
  const whole = roundCents(cents)
  const [dollars = '0', fraction = '00'] = centsToDecimal(Math.abs(whole)).split('.')
  return `${whole < 0 ? '-' : ''}$${groupThousands(dollars)}.${fraction}`
}

/** A price as the catalog shows it: "Free" for nothing, else `formatPrice` ("$249.00"). */
export function formatPriceOrFree(cents: number): string {
  return cents === 0 ? 'Free' : formatPrice(cents)
}

/** A calendar date as "November 18, 2025" (read in UTC, so it never shifts a day). */
export function formatLongDate(date: string | Date): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return String(date)
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
}
