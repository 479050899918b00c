import { describe, expect, it } from 'vitest'
import { formatSessionSpan, formatSessionTime } from './format'

describe('session times', () => {
  it('writes a start and a span on the clock of a zone, with the date of that zone', () => {
    const startsAt = '2026-11-27T04:00:00.000Z'
    const endsAt = '2026-11-27T04:15:00.000Z'
    expect(formatSessionTime(startsAt, 'America/New_York')).toBe('Thu 26 Nov 2026, 23:00')
    expect(formatSessionSpan(startsAt, endsAt, 'America/New_York')).toBe(
      'Thu 26 Nov 2026, 23:00–23:15',
    )
    expect(formatSessionSpan(new Date(startsAt), new Date(endsAt), 'Asia/Kathmandu')).toBe(
      'Fri 27 Nov 2026, 09:45–10:00',
    )
  })
})
