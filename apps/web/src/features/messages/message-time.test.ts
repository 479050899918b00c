import { describe, expect, it } from 'vitest'
import { formatMessageTime } from './message-time'

// Local times on purpose: the reader's own zone is the one shown.
const at = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min).toISOString()

describe('formatMessageTime', () => {
  const now = new Date(2026, 11, 1, 18, 0)
  it.each([
    [at(2026, 12, 1, 14, 5), '2:05 PM'],
    [at(2026, 12, 1, 0, 30), '12:30 AM'],
    [at(2026, 12, 1, 12, 0), '12:00 PM'],
    [at(2026, 11, 30, 9, 7), 'Nov 30, 9:07 AM'],
    [at(2025, 12, 24, 23, 59), 'Dec 24, 2025, 11:59 PM'],
  ])('writes %s as %j', (iso, text) => {
    expect(formatMessageTime(iso, now)).toBe(text)
  })
  it('writes nothing for a time it cannot read', () => {
    expect(formatMessageTime('not a time', now)).toBe('')
  })
})
