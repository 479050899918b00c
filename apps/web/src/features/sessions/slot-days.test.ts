import { describe, expect, it } from 'vitest'
import { slotDays } from './slot-days'

describe('slotDays', () => {
  it('groups instants by the day they fall on in the zone, with that zone’s clock', () => {
    const slots = ['2026-12-01T23:30:00.000Z', '2026-12-01T15:00:00.000Z', '2026-12-01T22:30:00Z']
    // Kathmandu is 5:45 ahead of UTC.
    expect(slotDays(slots, 'Asia/Kathmandu')).toEqual([
      {
        key: '2026-12-01',
        label: 'Tue 1 Dec',
        slots: [{ startsAt: '2026-12-01T15:00:00.000Z', label: '20:45' }],
      },
      {
        key: '2026-12-02',
        label: 'Wed 2 Dec',
        slots: [
          { startsAt: '2026-12-01T22:30:00Z', label: '04:15' },
          { startsAt: '2026-12-01T23:30:00.000Z', label: '05:15' },
        ],
      },
    ])
  })

  it('tells apart the two 02:30s of the night the clocks go back', () => {
    // Berlin leaves summer time on 25 October 2026: 02:30 comes at 00:30 and again at 01:30 UTC.
    const [day] = slotDays(
      ['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z', '2026-10-25T08:00:00.000Z'],
      'Europe/Berlin',
    )
    expect(day?.slots.map((s) => s.label)).toEqual(['02:30 UTC+2', '02:30 UTC+1', '09:00'])
  })
})
