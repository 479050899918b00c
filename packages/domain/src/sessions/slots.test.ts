import { DateTime, Settings } from 'luxon'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_AVAILABILITY, type Availability, type TimeRange } from './schemas'
import { freeSlots, slotRefusal, workingRanges, type BusyBooking, type SlotContext } from './slots'

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

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Wall-clock times from `first` to `last` on the quarter hour ('09:00', '09:15', ...). */
function quarterHours(first: string, last: string): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
  const times: string[] = []
  for (let m = minutes(first); m <= minutes(last); m += 15) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)
  }
  return times
}

/** Slots as the mentor's wall clock shows them, by mentor-local date. */
function byLocalDate(slots: Date[], zone: string): Record<string, string[]> {
  const days: Record<string, string[]> = {}
  for (const slot of slots) {
    const local = DateTime.fromJSDate(slot, { zone })
    ;(days[local.toISODate()!] ??= []).push(local.toFormat('HH:mm'))
  }
  return days
}

/** How a student in `zone` reads an instant. */
const seenIn = (zone: string, instant: Date) =>
  DateTime.fromJSDate(instant, { zone }).toFormat('yyyy-MM-dd HH:mm')

/**
 * A mentor with 09:00-17:00 every day and 60-minute sessions, around a change of 2026, and a
 * student elsewhere. For the day before, the day of and the day after the change: the first
 * (09:00) and last (16:00) slot as instants, and as the student reads them (worked out by hand).
 */
const AROUND_CHANGES = [
  {
    change: 'Berlin springs forward (02:00 -> 03:00)',
    mentor: 'Europe/Berlin',
    student: 'America/New_York',
    days: [
      [
        '2026-03-28',
        '2026-03-28T08:00:00.000Z',
        '2026-03-28 04:00',
        '2026-03-28T15:00:00.000Z',
        '2026-03-28 11:00',
      ],
      [
        '2026-03-29',
        '2026-03-29T07:00:00.000Z',
        '2026-03-29 03:00',
        '2026-03-29T14:00:00.000Z',
        '2026-03-29 10:00',
      ],
      [
        '2026-03-30',
        '2026-03-30T07:00:00.000Z',
        '2026-03-30 03:00',
        '2026-03-30T14:00:00.000Z',
        '2026-03-30 10:00',
      ],
    ],
  },
  {
    change: 'Berlin falls back (03:00 -> 02:00)',
    mentor: 'Europe/Berlin',
    student: 'America/New_York',
    days: [
      [
        '2026-10-24',
        '2026-10-24T07:00:00.000Z',
        '2026-10-24 03:00',
        '2026-10-24T14:00:00.000Z',
        '2026-10-24 10:00',
      ],
      [
        '2026-10-25',
        '2026-10-25T08:00:00.000Z',
        '2026-10-25 04:00',
        '2026-10-25T15:00:00.000Z',
        '2026-10-25 11:00',
      ],
      [
        '2026-10-26',
        '2026-10-26T08:00:00.000Z',
        '2026-10-26 04:00',
        '2026-10-26T15:00:00.000Z',
        '2026-10-26 11:00',
      ],
    ],
  },
  {
    change: 'New York springs forward (02:00 -> 03:00)',
    mentor: 'America/New_York',
    student: 'Europe/Berlin',
    days: [
      [
        '2026-03-07',
        '2026-03-07T14:00:00.000Z',
        '2026-03-07 15:00',
        '2026-03-07T21:00:00.000Z',
        '2026-03-07 22:00',
      ],
      [
        '2026-03-08',
        '2026-03-08T13:00:00.000Z',
        '2026-03-08 14:00',
        '2026-03-08T20:00:00.000Z',
        '2026-03-08 21:00',
      ],
      [
        '2026-03-09',
        '2026-03-09T13:00:00.000Z',
        '2026-03-09 14:00',
        '2026-03-09T20:00:00.000Z',
        '2026-03-09 21:00',
      ],
    ],
  },
  {
    change: 'New York falls back (02:00 -> 01:00)',
    mentor: 'America/New_York',
    student: 'Europe/Berlin',
    days: [
      [
        '2026-10-31',
        '2026-10-31T13:00:00.000Z',
        '2026-10-31 14:00',
        '2026-10-31T20:00:00.000Z',
        '2026-10-31 21:00',
      ],
      [
        '2026-11-01',
        '2026-11-01T14:00:00.000Z',
        '2026-11-01 15:00',
        '2026-11-01T21:00:00.000Z',
        '2026-11-01 22:00',
      ],
      [
        '2026-11-02',
        '2026-11-02T14:00:00.000Z',
        '2026-11-02 15:00',
        '2026-11-02T21:00:00.000Z',
        '2026-11-02 22:00',
      ],
    ],
  },
  {
    change: 'Sydney falls back (03:00 -> 02:00)',
    mentor: 'Australia/Sydney',
    student: 'Europe/London',
    days: [
      [
        '2026-04-04',
        '2026-04-03T22:00:00.000Z',
        '2026-04-03 23:00',
        '2026-04-04T05:00:00.000Z',
        '2026-04-04 06:00',
      ],
      [
        '2026-04-05',
        '2026-04-04T23:00:00.000Z',
        '2026-04-05 00:00',
        '2026-04-05T06:00:00.000Z',
        '2026-04-05 07:00',
      ],
      [
        '2026-04-06',
        '2026-04-05T23:00:00.000Z',
        '2026-04-06 00:00',
        '2026-04-06T06:00:00.000Z',
        '2026-04-06 07:00',
      ],
    ],
  },
  {
    change: 'Sydney springs forward (02:00 -> 03:00)',
    mentor: 'Australia/Sydney',
    student: 'Europe/London',
    days: [
      [
        '2026-10-03',
        '2026-10-02T23:00:00.000Z',
        '2026-10-03 00:00',
        '2026-10-03T06:00:00.000Z',
        '2026-10-03 07:00',
      ],
      [
        '2026-10-04',
        '2026-10-03T22:00:00.000Z',
        '2026-10-03 23:00',
        '2026-10-04T05:00:00.000Z',
        '2026-10-04 06:00',
      ],
      [
        '2026-10-05',
        '2026-10-04T22:00:00.000Z',
        '2026-10-04 23:00',
        '2026-10-05T05:00:00.000Z',
        '2026-10-05 06:00',
      ],
    ],
  },
  {
    change: 'Lord Howe falls back half an hour (02:00 -> 01:30)',
    mentor: 'Australia/Lord_Howe',
    student: 'Asia/Tokyo',
    days: [
      [
        '2026-04-04',
        '2026-04-03T22:00:00.000Z',
        '2026-04-04 07:00',
        '2026-04-04T05:00:00.000Z',
        '2026-04-04 14:00',
      ],
      [
        '2026-04-05',
        '2026-04-04T22:30:00.000Z',
        '2026-04-05 07:30',
        '2026-04-05T05:30:00.000Z',
        '2026-04-05 14:30',
      ],
      [
        '2026-04-06',
        '2026-04-05T22:30:00.000Z',
        '2026-04-06 07:30',
        '2026-04-06T05:30:00.000Z',
        '2026-04-06 14:30',
      ],
    ],
  },
  {
    change: 'Lord Howe springs forward half an hour (02:00 -> 02:30)',
    mentor: 'Australia/Lord_Howe',
    student: 'Asia/Tokyo',
    days: [
      [
        '2026-10-03',
        '2026-10-02T22:30:00.000Z',
        '2026-10-03 07:30',
        '2026-10-03T05:30:00.000Z',
        '2026-10-03 14:30',
      ],
      [
        '2026-10-04',
        '2026-10-03T22:00:00.000Z',
        '2026-10-04 07:00',
        '2026-10-04T05:00:00.000Z',
        '2026-10-04 14:00',
      ],
      [
        '2026-10-05',
        '2026-10-04T22:00:00.000Z',
        '2026-10-05 07:00',
        '2026-10-05T05:00:00.000Z',
        '2026-10-05 14:00',
      ],
    ],
  },
  {
    change: 'Kathmandu (+05:45) while Los Angeles springs forward',
    mentor: 'Asia/Kathmandu',
    student: 'America/Los_Angeles',
    days: [
      [
        '2026-03-07',
        '2026-03-07T03:15:00.000Z',
        '2026-03-06 19:15',
        '2026-03-07T10:15:00.000Z',
        '2026-03-07 02:15',
      ],
      [
        '2026-03-08',
        '2026-03-08T03:15:00.000Z',
        '2026-03-07 19:15',
        '2026-03-08T10:15:00.000Z',
        '2026-03-08 03:15',
      ],
      [
        '2026-03-09',
        '2026-03-09T03:15:00.000Z',
        '2026-03-08 20:15',
        '2026-03-09T10:15:00.000Z',
        '2026-03-09 03:15',
      ],
    ],
  },
  {
    change: 'Kathmandu (+05:45) while Los Angeles falls back',
    mentor: 'Asia/Kathmandu',
    student: 'America/Los_Angeles',
    days: [
      [
        '2026-10-31',
        '2026-10-31T03:15:00.000Z',
        '2026-10-30 20:15',
        '2026-10-31T10:15:00.000Z',
        '2026-10-31 03:15',
      ],
      [
        '2026-11-01',
        '2026-11-01T03:15:00.000Z',
        '2026-10-31 20:15',
        '2026-11-01T10:15:00.000Z',
        '2026-11-01 02:15',
      ],
      [
        '2026-11-02',
        '2026-11-02T03:15:00.000Z',
        '2026-11-01 19:15',
        '2026-11-02T10:15:00.000Z',
        '2026-11-02 02:15',
      ],
    ],
  },
] as const

describe('daylight-saving changes of 2026', () => {
  for (const { change, mentor: zone, student, days } of AROUND_CHANGES) {
    it(`${change}: 09:00-17:00 stays 09:00-17:00, read rightly in ${student}`, () => {
      const first = DateTime.fromISO(days[0][0], { zone })
      const from = first.toJSDate()
      const to = first.plus({ days: 3 }).toJSDate()
      const now = new Date(from.getTime() - DAY)
      const ctx: SlotContext = {
        availability: mentor(zone),
        durationMinutes: 60,
        bookings: [],
        now,
      }
      const slots = freeSlots(ctx, from, to)

      // Every slot at 09:00-16:00 on the mentor's clock on each of the three dates: none moved.
      expect(byLocalDate(slots, zone)).toEqual(
        Object.fromEntries(days.map(([date]) => [date, quarterHours('09:00', '16:00')])),
      )
      for (const [date, firstAt, firstSeen, lastAt, lastSeen] of days) {
        const ofDate = slots.filter((s) => DateTime.fromJSDate(s, { zone }).toISODate() === date)
        const [firstSlot, lastSlot] = [ofDate[0]!, ofDate.at(-1)!]
        expect([firstSlot.toISOString(), seenIn(student, firstSlot)]).toEqual([firstAt, firstSeen])
        expect([lastSlot.toISOString(), seenIn(student, lastSlot)]).toEqual([lastAt, lastSeen])
        // The server refuses a start a quarter of an hour outside them, as an hour off would be.
        expect(slotRefusal(ctx, new Date(firstSlot.getTime() - 15 * MINUTE))).toBe('outside_hours')
        expect(slotRefusal(ctx, new Date(lastSlot.getTime() + 15 * MINUTE))).toBe('outside_hours')
        // A quarter of an hour of real time between neighbours, whatever the clocks do.
        for (let i = 1; i < ofDate.length; i++) {
          expect(ofDate[i]!.getTime() - ofDate[i - 1]!.getTime()).toBe(15 * MINUTE)
        }
      }
    })
  }

  const allDay = (date: string) =>
    mentor('Europe/Berlin', { overrides: [{ date, ranges: [{ start: '00:00', end: '24:00' }] }] })
  const slotsOf = (availability: Availability, date: string) => {
    const from = DateTime.fromISO(date, { zone: availability.timeZone })
    return freeSlots(
      { availability, durationMinutes: 60, bookings: [], now: new Date('2026-01-01T00:00:00Z') },
      from.toJSDate(),
      from.endOf('day').toJSDate(),
    )
  }

  it('gives a day the clock jumps forward 23 hours of sessions, none in the skipped hour', () => {
    const slots = slotsOf(allDay('2026-03-29'), '2026-03-29')
    expect(slots).toHaveLength(22 * 4 + 1)
    expect(slots[0]!.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(slots.at(-1)!.toISOString()).toBe('2026-03-29T21:00:00.000Z')
    const times = byLocalDate(slots, 'Europe/Berlin')['2026-03-29']!
    expect(times.slice(6, 10)).toEqual(['01:30', '01:45', '03:00', '03:15'])
    expect(times.at(-1)).toBe('23:00')
  })

  it('gives a day the clock goes back 25 hours of sessions, the repeated hour twice', () => {
    const slots = slotsOf(allDay('2026-10-25'), '2026-10-25')
    expect(slots).toHaveLength(24 * 4 + 1)
    expect(slots[0]!.toISOString()).toBe('2026-10-24T22:00:00.000Z')
    expect(slots.at(-1)!.toISOString()).toBe('2026-10-25T22:00:00.000Z')
    const times = byLocalDate(slots, 'Europe/Berlin')['2026-10-25']!
    expect(times.slice(8, 16)).toEqual([
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '02:00',
      '02:15',
      '02:30',
      '02:45',
    ])
  })

  it('starts hours written inside the skipped hour as far past it as they were into it', () => {
    // 02:30 does not exist on 2026-03-29 in Berlin: the hours start at 03:30.
    const availability = mentor('Europe/Berlin', {
      overrides: [{ date: '2026-03-29', ranges: [{ start: '02:30', end: '05:00' }] }],
    })
    expect(byLocalDate(slotsOf(availability, '2026-03-29'), 'Europe/Berlin')).toEqual({
      '2026-03-29': ['03:30', '03:45', '04:00'],
    })
  })

  it('starts hours written inside the repeated hour at its first occurrence', () => {
    // New York goes from 02:00 back to 01:00 on 2026-11-01: 01:00-03:00 is three hours of work.
    const availability = mentor('America/New_York', {
      overrides: [{ date: '2026-11-01', ranges: [{ start: '01:00', end: '03:00' }] }],
    })
    const slots = slotsOf(availability, '2026-11-01')
    expect(iso([slots[0]!, slots.at(-1)!])).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ])
    expect(slots).toHaveLength(9)
  })
})

/** A mentor in UTC working `hours` on Mondays only; 2026-06-01 is a Monday. */
const mondays = (hours: TimeRange[], more: Partial<Availability> = {}) =>
  mentor('UTC', { weekly: [hours, [], [], [], [], [], []], ...more })

const monday = (time: string) => new Date(`2026-06-01T${time}:00Z`)
const sundayNight = new Date('2026-05-31T00:00:00Z')

/** The slots of Monday 2026-06-01 in UTC, as times of day. */
function mondaySlots(
  availability: Availability,
  durationMinutes: number,
  more: Partial<SlotContext> = {},
) {
  const ctx = { availability, durationMinutes, bookings: [], now: sundayNight, ...more }
  return freeSlots(ctx, monday('00:00'), new Date('2026-06-01T23:59:59Z')).map((s) =>
    s.toISOString().slice(11, 16),
  )
}

const booking = (start: string, end: string, before = 0, after = 0): BusyBooking => ({
  startsAt: monday(start),
  endsAt: monday(end),
  bufferBeforeMinutes: before,
  bufferAfterMinutes: after,
})

describe('the rules of a slot, one by one', () => {
  it('fits a session inside one range, on its quarter hours from the range start', () => {
    const ranges = [
      { start: '14:00', end: '15:00' },
      { start: '09:45', end: '11:00' },
    ]
    expect(mondaySlots(mondays(ranges), 30)).toEqual([
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '14:00',
      '14:15',
      '14:30',
    ])
    // Touching ranges stay two ranges: an hour from 09:15, 09:30 or 09:45 would straddle them.
    const touching = [
      { start: '09:00', end: '10:00' },
      { start: '10:00', end: '11:00' },
    ]
    expect(mondaySlots(mondays(touching), 60)).toEqual(['09:00', '10:00'])
    expect(mondaySlots(mondays(touching), 90)).toEqual([])
  })

  it("runs a range written up to '24:00' to midnight", () => {
    expect(mondaySlots(mondays([{ start: '22:30', end: '24:00' }]), 60)).toEqual([
      '22:30',
      '22:45',
      '23:00',
    ])
  })

  it('lists the window from and to both included', () => {
    const ctx = {
      availability: mondays(nineToFive),
      durationMinutes: 60,
      bookings: [],
      now: sundayNight,
    }
    expect(iso(freeSlots(ctx, monday('09:15'), monday('10:00')))).toEqual(
      iso([monday('09:15'), monday('09:30'), monday('09:45'), monday('10:00')]),
    )
  })

  it('takes a date off, gives it other hours, or opens a day of the week without any', () => {
    /** The slots from one date to another of June 2026 with `overrides`, as instants. */
    const june = (overrides: Availability['overrides'], from: string, to: string) => {
      const availability = { ...mondays(nineToFive), maxDaysAhead: 30, overrides }
      const ctx = { availability, durationMinutes: 60, bookings: [], now: sundayNight }
      const slots = freeSlots(
        ctx,
        new Date(`2026-06-${from}T00:00Z`),
        new Date(`2026-06-${to}T23:59Z`),
      )
      return iso(slots).map((s) => s.slice(0, 16))
    }
    const dayOff = [{ date: '2026-06-01', ranges: [] }]
    expect(june(dayOff, '01', '07')).toEqual([])
    expect(june(dayOff, '08', '08')).toHaveLength(29) // the next Monday keeps its hours

    const otherHours = [{ date: '2026-06-01', ranges: [{ start: '13:00', end: '14:30' }] }]
    expect(june(otherHours, '01', '07')).toEqual([
      '2026-06-01T13:00',
      '2026-06-01T13:15',
      '2026-06-01T13:30',
    ])

    const aSaturday = [{ date: '2026-06-06', ranges: [{ start: '10:00', end: '11:00' }] }]
    expect(june(aSaturday, '02', '07')).toEqual(['2026-06-06T10:00'])
  })

  it('keeps the buffers around a booking and around the new session apart', () => {
    const hours = [{ start: '09:00', end: '13:00' }]
    const taken = [booking('10:00', '11:00')]
    // No buffers: a session may end as the booking starts and start as it ends.
    expect(mondaySlots(mondays(hours), 60, { bookings: taken })).toEqual([
      '09:00',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
    ])
    // The mentor's buffers now: 30 minutes before a session, 15 after.
    const buffered = mondays(hours, { bufferBeforeMinutes: 30, bufferAfterMinutes: 15 })
    expect(mondaySlots(buffered, 60, { bookings: taken })).toEqual(['11:30', '11:45', '12:00'])
    // The booking keeps the buffers it was made with, whatever the mentor's are now.
    expect(
      mondaySlots(mondays(hours), 60, { bookings: [booking('10:00', '11:00', 0, 45)] }),
    ).toEqual(['09:00', '11:45', '12:00'])
    expect(
      mondaySlots(mondays(hours), 60, { bookings: [booking('10:00', '11:00', 15, 0)] }),
    ).toEqual(['11:00', '11:15', '11:30', '11:45', '12:00'])
    const ctx = { availability: buffered, durationMinutes: 60, bookings: taken, now: sundayNight }
    expect(slotRefusal(ctx, monday('11:15'))).toBe('taken')
    expect(slotRefusal(ctx, monday('11:30'))).toBeNull()
  })

  it('asks for the minimum notice, to the minute', () => {
    const notice = mondays(nineToFive, { minNoticeMinutes: 90 })
    const now = monday('08:30')
    expect(mondaySlots(notice, 60, { now }).slice(0, 2)).toEqual(['10:00', '10:15'])
    const ctx = { availability: notice, durationMinutes: 60, bookings: [], now }
    expect(slotRefusal(ctx, monday('09:45'))).toBe('too_soon')
    expect(slotRefusal(ctx, monday('10:00'))).toBeNull()
  })

  it('opens only so many days ahead, counted from now', () => {
    const everyDay = mentor('UTC', { maxDaysAhead: 2 })
    const now = new Date('2026-06-01T10:07:00Z')
    const ctx = { availability: everyDay, durationMinutes: 60, bookings: [], now }
    const slots = freeSlots(ctx, now, new Date('2026-06-10T00:00:00Z'))
    expect(slots.at(-1)!.toISOString()).toBe('2026-06-03T10:00:00.000Z')
    expect(slotRefusal(ctx, new Date('2026-06-03T10:00:00Z'))).toBeNull()
    expect(slotRefusal(ctx, new Date('2026-06-03T10:15:00Z'))).toBe('too_far')
    // The last start allowed is the very instant two days from now.
    const onTheHour = { ...ctx, now: new Date('2026-06-01T10:00:00Z') }
    expect(slotRefusal(onTheHour, new Date('2026-06-03T10:00:00Z'))).toBeNull()
    expect(slotRefusal(onTheHour, new Date('2026-06-03T10:15:00Z'))).toBe('too_far')
  })

  it('counts the days ahead as 24 hours each, even across a change of the clocks', () => {
    // From 09:00 on 2026-03-28 in Berlin, two days ahead is 10:00 on 2026-03-30 (clocks +1h).
    const berlin = mentor('Europe/Berlin', { maxDaysAhead: 2 })
    const now = new Date('2026-03-28T08:00:00Z')
    const ctx = { availability: berlin, durationMinutes: 60, bookings: [], now }
    const slots = freeSlots(ctx, now, new Date('2026-04-10T00:00:00Z'))
    expect(slots.at(-1)!.toISOString()).toBe('2026-03-30T08:00:00.000Z')
    expect(DateTime.fromJSDate(slots.at(-1)!, { zone: 'Europe/Berlin' }).toFormat('HH:mm')).toBe(
      '10:00',
    )
  })

  it("caps the sessions of a date on the mentor's own calendar", () => {
    // In Berlin (+02:00), 22:30 UTC on Monday is 00:30 on Tuesday.
    const berlin = mentor('Europe/Berlin', { maxPerDay: 2 })
    const bookings = [
      booking('22:30', '23:30'),
      {
        startsAt: new Date('2026-06-02T15:00:00Z'),
        endsAt: new Date('2026-06-02T16:00:00Z'),
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
      },
    ]
    const ctx = { availability: berlin, durationMinutes: 60, bookings, now: sundayNight }
    const slots = freeSlots(ctx, monday('00:00'), new Date('2026-06-03T23:59:59Z'))
    expect(Object.keys(byLocalDate(slots, 'Europe/Berlin'))).toEqual(['2026-06-01', '2026-06-03'])
    expect(slotRefusal(ctx, new Date('2026-06-02T07:00:00Z'))).toBe('day_full')
    expect(slotRefusal(ctx, new Date('2026-06-01T07:00:00Z'))).toBeNull()
  })

  it('says why a start made up by hand is refused', () => {
    const ctx = {
      availability: mondays(nineToFive, { minNoticeMinutes: 60, maxDaysAhead: 7 }),
      durationMinutes: 60,
      bookings: [booking('12:00', '13:00')],
      now: monday('08:30'),
    }
    expect(slotRefusal(ctx, monday('16:15'))).toBe('outside_hours')
    expect(slotRefusal(ctx, monday('09:10'))).toBe('outside_hours')
    expect(slotRefusal(ctx, monday('09:15'))).toBe('too_soon')
    expect(slotRefusal(ctx, new Date('2026-06-08T09:00:00Z'))).toBe('too_far')
    expect(slotRefusal(ctx, monday('11:30'))).toBe('taken')
    expect(slotRefusal(ctx, monday('13:00'))).toBeNull()
  })
})
