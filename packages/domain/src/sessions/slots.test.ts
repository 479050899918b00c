import { Settings } from 'luxon'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_AVAILABILITY, type Availability, type TimeRange } from './schemas'
import { freeSlots, workingRanges, type SlotContext } from './slots'

const nineToFive: TimeRange[] = [{ start: '09:00', end: '17:00' }]

/** A mentor in `timeZone` with the same hours every day, no notice and a year's window. */
function mentor(timeZone: string, more: Partial<Availability> = {}): Availability {
  return {
    ...DEFAULT_AVAILABILITY,
    timeZone,
    weekly: Array.from({ length: 7 }, () => nineToFive),
    minNoticeMinutes: 0,
    maxDaysAhead: 365,
    ...more,
  }
}

const iso = (dates: Date[]) => dates.map((d) => d.toISOString())

describe('a date a change starts at midnight', () => {
  const machineClock = Settings.now
  afterEach(() => {
    Settings.now = machineClock
  })

  it('ends its hours at 24:00 on the next midnight, when its own midnight was skipped', () => {
    // Havana jumps from 00:00 (-05:00) to 01:00 (-04:00) on 2026-03-08: that date begins at
    // 01:00, yet its '24:00' is the midnight that begins 2026-03-09, not 01:00 of that day.
    const havana = mentor('America/Havana', {
      overrides: [
        {
          date: '2026-03-08',
          ranges: [
            { start: '00:00', end: '02:00' },
            { start: '22:00', end: '24:00' },
          ],
        },
      ],
    })
    expect(workingRanges(havana, '2026-03-08')).toEqual([
      { start: new Date('2026-03-08T05:00:00Z'), end: new Date('2026-03-08T06:00:00Z') },
      { start: new Date('2026-03-09T02:00:00Z'), end: new Date('2026-03-09T04:00:00Z') },
    ])
  })

  it('reads a midnight that comes twice the same whatever the season on the machine', () => {
    // The Azores go back from 01:00 (+00:00) to 00:00 (-01:00) on 2026-10-25, Havana from 01:00
    // (-04:00) to 00:00 (-05:00) on 2026-11-01: hours from midnight start at the first one.
    const azores = mentor('Atlantic/Azores', {
      overrides: [{ date: '2026-10-25', ranges: [{ start: '00:00', end: '02:00' }] }],
    })
    const havana = mentor('America/Havana', {
      overrides: [{ date: '2026-11-01', ranges: [{ start: '00:00', end: '02:00' }] }],
    })
    for (const season of ['2026-07-01T12:00:00Z', '2026-12-01T12:00:00Z']) {
      Settings.now = () => Date.parse(season)
      expect(workingRanges(azores, '2026-10-25')).toEqual([
        { start: new Date('2026-10-25T00:00:00Z'), end: new Date('2026-10-25T03:00:00Z') },
      ])
      expect(workingRanges(havana, '2026-11-01')).toEqual([
        { start: new Date('2026-11-01T04:00:00Z'), end: new Date('2026-11-01T07:00:00Z') },
      ])
    }
  })
})

describe('ranges a spring change moves onto the hour after it', () => {
  it('list each start once, in order', () => {
    // Berlin jumps from 02:00 to 03:00 on 2026-03-29: 02:00-02:30 becomes 03:00-03:30, inside
    // the 03:00-04:00 range.
    const ctx: SlotContext = {
      availability: mentor('Europe/Berlin', {
        overrides: [
          {
            date: '2026-03-29',
            ranges: [
              { start: '02:00', end: '02:30' },
              { start: '03:00', end: '04:00' },
            ],
          },
        ],
      }),
      durationMinutes: 15,
      bookings: [],
      now: new Date('2026-03-20T00:00:00Z'),
    }
    const slots = freeSlots(ctx, new Date('2026-03-28T22:00:00Z'), new Date('2026-03-29T05:00:00Z'))
    expect(iso(slots)).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:15:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T01:45:00.000Z',
    ])
  })
})
