import {
  formatCount,
  formatCountOf,
  formatDuration,
  formatLongDate,
  formatNumber,
  formatPrice,
  formatShortMonth,
  formatWeekday,
} from './format'

// The formatters are hand-written for speed; Intl is the reference they must agree with.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const plain = new Intl.NumberFormat('en-US')
const long = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

describe('format', () => {
  it.each([0, 1, 5, 99, 100, 5800, 8929, 14300, 99999, 100000, 123456789, -250, -1])(
    'formatPrice(%i) matches Intl currency',
    (cents) => {
      expect(formatPrice(cents)).toBe(usd.format(cents / 100))
    },
  )

  it.each([0, 7, 999, 1000, 12500, 1234567, 1000000000, -4321])(
    'formatCount(%i) matches Intl grouping',
    (n) => {
      expect(formatCount(n)).toBe(plain.format(n))
    },
  )

  it('formatCountOf says one thing in the singular and any other count in the plural', () => {
    expect(formatCountOf(1, 'student')).toBe('1 student')
    expect(formatCountOf(0, 'student')).toBe('0 students')
    expect(formatCountOf(12500, 'Student')).toBe('12,500 Students')
    expect(formatCountOf(2, 'category', 'categories')).toBe('2 categories')
  })

  it.each([
    [4.5, 1],
    [1234.56, 2],
    [0.04, 1],
    [98765.4, 0],
    [-0.04, 1],
    [-1234.5, 1],
  ])('formatNumber(%d, %i) matches Intl with fixed digits', (value, decimals) => {
    const reference = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    expect(formatNumber(value, decimals)).toBe(reference.format(value))
  })

  it.each(['2025-11-18', '2024-02-29', '2026-01-01', '1999-12-31T23:30:00Z'])(
    'formatLongDate(%s) matches Intl in UTC',
    (iso) => {
      expect(formatLongDate(iso)).toBe(long.format(new Date(iso)))
    },
  )

  it('keeps text it cannot read as a date', () => {
    expect(formatLongDate('soon')).toBe('soon')
  })

  it('names every month like Intl does', () => {
    const short = new Intl.DateTimeFormat('en-US', { month: 'short' })
    for (let m = 0; m < 12; m += 1) {
      const date = new Date(2026, m, 15)
      expect(formatShortMonth(date)).toBe(short.format(date))
    }
  })

  it('names every weekday like Intl does', () => {
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' })
    for (let d = 1; d <= 7; d += 1) {
      const date = new Date(2026, 10, d)
      expect(formatWeekday(date)).toBe(weekday.format(date))
    }
  })

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45m')
    expect(formatDuration(120)).toBe('2h')
    expect(formatDuration(75)).toBe('1h 15m')
  })
})
