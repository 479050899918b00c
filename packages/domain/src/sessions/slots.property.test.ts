import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AvailabilitySchema, isTimeZone, type Availability, type TimeRange } from './schemas'
import { freeSlots, slotRefusal, type BusyBooking, type SlotContext } from './slots'

/**
 * Free slots, checked against an oracle that knows nothing of slots.ts. The oracle reads the
 * rules straight from a mentor's availability; time zones come from `Intl` alone. The rules:
 *
 * - A slot is a start instant s; its session is [s, e) with e = s + its length.
 * - The mentor-local date of s is the date the mentor's wall clock shows at s. Its hours are the
 *   date's override when there is one (no ranges: a day off), else its weekday's hours.
 * - Each range start-end of that date becomes two instants: the wall time on that date in the
 *   mentor's zone; '24:00' is the next date's midnight. A wall time a spring change skips moves
 *   forward by the length of the gap (Luxon's reading: 02:30 on a day that jumps 02:00 -> 03:00
 *   is 03:30); a wall time an autumn change repeats is its first occurrence.
 * - [s, e) lies inside one range [rs, re) of that date, and s - rs is a whole number of 15
 *   minutes.
 * - s >= now + the minimum notice, and s <= now + maxDaysAhead days of 24 hours.
 * - With a daily cap, the bookings whose start falls on that mentor-local date number fewer than
 *   the cap.
 * - [s - bufferBefore, e + bufferAfter) overlaps no booking's [bs - its bufferBefore,
 *   be + its bufferAfter) (half-open intervals: touching is not overlapping).
 * - `freeSlots(ctx, from, to)` offers exactly the slots with from <= s <= to, in order, once each.
 *
 * Every offset in use today is a whole number of quarter hours, so each slot falls on the
 * 15-minute grid of UTC: the oracle walks that grid over the window.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const STEP = 15 * MINUTE

// ---- Time zones from Intl alone -----------------------------------------------------------

const clocks = new Map<string, Intl.DateTimeFormat>()

/** The wall clock of `zone` at an instant, as the numbers of its date and time. */
function wallClock(instant: number, zone: string) {
  let clock = clocks.get(zone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    clocks.set(zone, clock)
  }
  const part: Record<string, number> = {}
  for (const p of clock.formatToParts(instant)) {
    if (p.type !== 'literal') part[p.type] = Number(p.value)
  }
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  }
}

/** How far the wall clock of `zone` is ahead of UTC at an instant, in milliseconds. */
function intlOffsetAt(instant: number, zone: string): number {
  const w = wallClock(instant, zone)
  const seconds = Math.floor(instant / 1000) * 1000
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - seconds
}

/** The span the setups live in, with room for the days before and after `now`. */
const TABLE_FROM = Date.parse('2025-12-01T00:00:00Z')
const TABLE_TO = Date.parse('2028-02-01T00:00:00Z')

/** The offsets of a zone over the span: the first, then each change and the offset it brings. */
interface OffsetTable {
  first: number
  changes: number[]
  offsets: number[]
}

/**
 * Reads Intl every 6 hours over the span and, where the offset differs, halves the interval
 * down to the minute of the change (no zone changes twice within 6 hours). Looking offsets up
 * here is what keeps 10,000 runs fast; a check in the property compares it with Intl.
 */
function offsetTable(zone: string): OffsetTable {
  const table: OffsetTable = { first: intlOffsetAt(TABLE_FROM, zone), changes: [], offsets: [] }
  let offset = table.first
  for (let t = TABLE_FROM + 6 * HOUR; t <= TABLE_TO; t += 6 * HOUR) {
    const next = intlOffsetAt(t, zone)
    if (next === offset) continue
    let lo = t - 6 * HOUR
    let hi = t
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE
      if (intlOffsetAt(mid, zone) === offset) lo = mid
      else hi = mid
    }
    table.changes.push(hi)
    table.offsets.push(next)
    offset = next
  }
  return table
}

const tables = new Map<string, OffsetTable>()
const tableOf = (zone: string) => {
  let table = tables.get(zone)
  if (!table) tables.set(zone, (table = offsetTable(zone)))
  return table
}

/** How far the wall clock of `zone` is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  if (instant < TABLE_FROM || instant > TABLE_TO) return intlOffsetAt(instant, zone)
  const table = tableOf(zone)
  let lo = 0
  let hi = table.changes.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (table.changes[mid]! <= instant) lo = mid + 1
    else hi = mid
  }
  return lo === 0 ? table.first : table.offsets[lo - 1]!
}

const isoOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** The date the wall clock of `zone` shows at an instant, YYYY-MM-DD. */
function dateAt(instant: number, zone: string): string {
  const wall = new Date(instant + offsetAt(instant, zone))
  return isoOf(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate())
}

/** A date `days` after an ISO date, counted on the calendar. */
function addDays(isoDate: string, days: number): string {
  const d = new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY)
  return isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())
}

/** Monday 0 ... Sunday 6, the order of `Availability.weekly`. */
const weekdayOf = (isoDate: string) => (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7

/**
 * The instant `minutes` after the start of an ISO date on the wall clock of `zone` (1440 is the
 * next date's midnight). Offsets in force a day before and a day after are the candidates (no
 * zone changes twice within two days); a candidate fits when the wall clock really reads that
 * time at the instant it gives. Two fit: an autumn change repeats the time, the first counts.
 * None fits: a spring change skips it, and it moves forward by the gap.
 */
function instantOfWallTime(zone: string, isoDate: string, minutes: number): number {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + minutes * MINUTE
  const before = offsetAt(wall - DAY, zone)
  const after = offsetAt(wall + DAY, zone)
  const fitting = [before, after]
    .filter((offset) => offsetAt(wall - offset, zone) === offset)
    .map((offset) => wall - offset)
  return fitting.length > 0 ? Math.min(...fitting) : wall - before
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':')
  return Number(hours) * 60 + Number(minutes)
}

// ---- The oracle ---------------------------------------------------------------------------

interface Setup {
  availability: Availability
  durationMinutes: number
  bookings: BusyBooking[]
  now: number
  from: number
  to: number
}

/** Every slot the rules allow in the setup's window, in order, walking the UTC quarter hours. */
function oracleSlots(setup: Setup): number[] {
  const { availability: a, bookings, now } = setup
  const zone = a.timeZone
  const length = setup.durationMinutes * MINUTE
  const rangesOn = new Map<string, { start: number; end: number }[]>()
  const bookedOn = new Map<string, number>()
  for (const b of bookings) {
    const date = dateAt(b.startsAt.getTime(), zone)
    bookedOn.set(date, (bookedOn.get(date) ?? 0) + 1)
  }
  const hoursOf = (date: string) => {
    let ranges = rangesOn.get(date)
    if (!ranges) {
      const override = a.overrides.find((o) => o.date === date)
      const wall = override ? override.ranges : (a.weekly[weekdayOf(date)] ?? [])
      ranges = wall.map((r) => ({
        start: instantOfWallTime(zone, date, minutesOf(r.start)),
        end: instantOfWallTime(zone, date, minutesOf(r.end)),
      }))
      rangesOn.set(date, ranges)
    }
    return ranges
  }

  const slots: number[] = []
  for (let s = Math.ceil(setup.from / STEP) * STEP; s <= setup.to; s += STEP) {
    if (s < now + a.minNoticeMinutes * MINUTE) continue
    if (s > now + a.maxDaysAhead * DAY) continue
    const e = s + length
    const date = dateAt(s, zone)
    const inHours = hoursOf(date).some(
      (r) => r.start <= s && e <= r.end && (s - r.start) % STEP === 0,
    )
    if (!inHours) continue
    if (a.maxPerDay !== null && (bookedOn.get(date) ?? 0) >= a.maxPerDay) continue
    const keepsFrom = s - a.bufferBeforeMinutes * MINUTE
    const keepsUntil = e + a.bufferAfterMinutes * MINUTE
    const clashes = bookings.some(
      (b) =>
        keepsFrom < b.endsAt.getTime() + b.bufferAfterMinutes * MINUTE &&
        b.startsAt.getTime() - b.bufferBeforeMinutes * MINUTE < keepsUntil,
    )
    if (clashes) continue
    slots.push(s)
  }
  return slots
}

// ---- Random setups ------------------------------------------------------------------------

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/St_Johns', // -3:30, changes at 02:00
  'America/Santiago', // changes at midnight
  'America/Havana', // changes at midnight: 00:00-01:00 repeated in November
  'Atlantic/Azores', // changes at midnight, both ways
  'Africa/Cairo', // changes at midnight, both ways
  'Australia/Sydney',
  'Australia/Lord_Howe', // a 30-minute change
  'Australia/Eucla', // +8:45
  'Asia/Kathmandu', // +5:45
  'Asia/Kolkata', // +5:30
  'Pacific/Chatham', // +12:45 / +13:45
  'Pacific/Kiritimati', // +14
  'Pacific/Pago_Pago', // -11
] as const

const NOW_FROM = Date.parse('2026-01-01T00:00:00Z')
const NOW_TO = Date.parse('2027-12-01T00:00:00Z')
/** The instants at which each zone changes its offset within the span. */
const CHANGES = new Map(ZONES.map((zone) => [zone, tableOf(zone).changes]))

const hhmm = (quarters: number) =>
  `${String(Math.floor(quarters / 4)).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}`

/**
 * Ranges of one day on the quarter hour, maybe touching, listed in any order: at most `count`,
 * the first starting within `firstBy` quarter hours of midnight, each next one up to `gap`
 * quarter hours after the last, each up to `length` long, the last cut at '24:00'.
 */
function rangesOf(firstBy: number, count: number, gap: number, length: number) {
  return fc
    .tuple(
      fc.integer({ min: 0, max: firstBy }),
      fc.array(
        fc.record({
          gap: fc.integer({ min: 0, max: gap }),
          length: fc.integer({ min: 1, max: length }),
        }),
        { maxLength: count },
      ),
    )
    .map(([first, parts]) => {
      const ranges: TimeRange[] = []
      let at = first
      for (const part of parts) {
        const start = at + (ranges.length === 0 ? 0 : part.gap)
        if (start >= 96) break
        const end = Math.min(start + part.length, 96)
        ranges.push({ start: hhmm(start), end: hhmm(end) })
        at = end
      }
      return ranges
    })
    .chain((ranges) => fc.shuffledSubarray(ranges, { minLength: ranges.length }))
}

const dayRanges: fc.Arbitrary<TimeRange[]> = fc.oneof(
  // A working day.
  rangesOf(40, 4, 40, 40),
  // Short ranges in the small hours, where most zones change (02:00, 03:00, 02:45 in Chatham).
  rangesOf(12, 6, 3, 6),
  // The evening up to midnight, where Santiago, Havana and Cairo change.
  rangesOf(92, 3, 2, 8),
)

const weekly = fc.array(dayRanges, { minLength: 7, maxLength: 7 })

/**
 * Milliseconds from `min` to `max`: any, or as often one on the quarter hour, where a boundary
 * meets the grid of slots exactly.
 */
const msBetween = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min: Math.ceil(min / STEP), max: Math.floor(max / STEP) }).map((q) => q * STEP),
  )

/** Minutes up to `max`: none, whole quarter hours, or any. */
const minutesUpTo = (max: number) =>
  fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: Math.floor(max / 15) }).map((q) => q * 15),
    fc.integer({ min: 0, max }),
  )

const setups: fc.Arbitrary<Setup> = fc.constantFrom(...ZONES).chain((zone) => {
  const anywhere = msBetween(NOW_FROM, NOW_TO)
  const changes = CHANGES.get(zone) ?? []
  const now =
    changes.length === 0
      ? anywhere
      : fc.oneof(
          fc
            .tuple(fc.constantFrom(...changes), msBetween(-6 * DAY, 2 * DAY))
            .map(([change, shift]) => change + shift),
          anywhere,
        )
  return now.chain((now) => {
    const today = dateAt(now, zone)
    const override = fc.record({
      date: fc.integer({ min: -1, max: 12 }).map((days) => addDays(today, days)),
      ranges: fc.oneof(fc.constant<TimeRange[]>([]), dayRanges),
    })
    // Bookings start on whole minutes, anywhere: hours may have changed since they were made.
    const booking = fc
      .record({
        shift: msBetween(-2 * DAY, 13 * DAY),
        quarters: fc.integer({ min: 1, max: 8 }),
        before: minutesUpTo(120),
        after: minutesUpTo(120),
      })
      .map(({ shift, quarters, before, after }): BusyBooking => {
        const start = Math.floor((now + shift) / MINUTE) * MINUTE
        return {
          startsAt: new Date(start),
          endsAt: new Date(start + quarters * STEP),
          bufferBeforeMinutes: before,
          bufferAfterMinutes: after,
        }
      })
    return fc
      .record({
        weekly,
        overrides: fc.uniqueArray(override, { maxLength: 4, selector: (o) => o.date }),
        bufferBeforeMinutes: minutesUpTo(120),
        bufferAfterMinutes: minutesUpTo(120),
        minNoticeMinutes: minutesUpTo(3 * 24 * 60),
        maxDaysAhead: fc.integer({ min: 1, max: 10 }),
        maxPerDay: fc.option(fc.integer({ min: 1, max: 4 })),
        quarters: fc.integer({ min: 1, max: 8 }),
        bookings: fc.array(booking, { maxLength: 8 }),
        fromShift: msBetween(-DAY, 4 * DAY),
        windowLength: msBetween(0, 5 * DAY),
      })
      .map(({ quarters, bookings, fromShift, windowLength, ...rest }) => ({
        availability: { timeZone: zone, ...rest },
        durationMinutes: quarters * 15,
        bookings,
        now,
        from: now + fromShift,
        to: now + fromShift + windowLength,
      }))
  })
})

/** The schema less its time zone, which Luxon checks slowly (the zones are checked once). */
const WithoutZone = AvailabilitySchema.omit({ timeZone: true })

// ---- The property -------------------------------------------------------------------------

describe('free slots against an oracle', () => {
  it('draws known zones, and knows every change it draws `now` near', () => {
    for (const zone of ZONES) expect(isTimeZone(zone), zone).toBe(true)
    // The generator puts `now` near these; a zone that changes must have them found.
    expect(CHANGES.get('Europe/Berlin')!.map((t) => new Date(t).toISOString())).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-10-31T01:00:00.000Z',
    ])
    expect(
      CHANGES.get('Australia/Lord_Howe')!
        .slice(0, 2)
        .map((t) => new Date(t).toISOString()),
    ).toEqual(['2026-04-04T15:00:00.000Z', '2026-10-03T15:30:00.000Z'])
    expect(CHANGES.get('Asia/Kathmandu')).toEqual([])
  })

  it('offers exactly the slots every rule allows, and refuses every other start', () => {
    fc.assert(
      fc.property(setups, fc.nat(), (setup, probe) => {
        // The generated availability is one a mentor could save (the zones are checked once
        // above), and the oracle's table of offsets reads as Intl does.
        WithoutZone.parse(setup.availability)
        const zone = setup.availability.timeZone
        expect(offsetAt(setup.now, zone)).toBe(intlOffsetAt(setup.now, zone))
        expect(offsetAt(setup.to, zone)).toBe(intlOffsetAt(setup.to, zone))
        const ctx: SlotContext = {
          availability: setup.availability,
          durationMinutes: setup.durationMinutes,
          bookings: setup.bookings,
          now: new Date(setup.now),
        }
        const offered = freeSlots(ctx, new Date(setup.from), new Date(setup.to)).map((d) =>
          d.getTime(),
        )
        const expected = oracleSlots(setup)

        // In order, once each, and the very set the rules allow.
        expect(
          offered.every((t, i) => i === 0 || offered[i - 1]! < t),
          'in order, once each',
        ).toBe(true)
        const isoOfAll = (instants: number[]) => instants.map((t) => new Date(t).toISOString())
        expect(isoOfAll(offered)).toEqual(isoOfAll(expected))

        // The server's check agrees with the list: on an offered slot and its neighbours on the
        // grid, on another start of the window, and on a start off the grid (always refused).
        const allowed = new Set(expected)
        const agrees = (s: number) => {
          const refusal = slotRefusal(ctx, new Date(s))
          if ((refusal === null) !== allowed.has(s)) {
            expect.fail(`slotRefusal says ${refusal} at ${new Date(s).toISOString()}`)
          }
        }
        const slot = offered[probe % Math.max(offered.length, 1)]
        if (slot !== undefined) {
          agrees(slot)
          if (slot - STEP >= setup.from) agrees(slot - STEP)
          if (slot + STEP <= setup.to) agrees(slot + STEP)
        }
        const gridStart = Math.ceil(setup.from / STEP) * STEP
        const gridCount = Math.floor((setup.to - gridStart) / STEP) + 1
        if (gridCount > 0) {
          const s = gridStart + (probe % gridCount) * STEP
          agrees(s)
          expect(slotRefusal(ctx, new Date(s + 5 * MINUTE))).not.toBeNull()
        }
      }),
      { numRuns: 10_000 },
    )
  }, 120_000)
})
