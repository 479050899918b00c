import { formatCountOf, formatDuration, formatShortMonth, formatWeekday } from './format'

// The formatters are hand-written for speed; Intl is the reference they must agree with. Prices,
// counts and long dates are the domain's (@app/domain/format, tested there).
describe('format', () => {
  it('formatCountOf says one thing in the singular and any other count in the plural', () => {
    expect(formatCountOf(1, 'student')).toBe('1 student')
    expect(formatCountOf(0, 'student')).toBe('0 students')
    expect(formatCountOf(12500, 'Student')).toBe('12,500 Students')
    expect(formatCountOf(2, 'category', 'categories')).toBe('2 categories')
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
