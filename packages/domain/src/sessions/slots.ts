import { DateTime } from 'luxon'
import { minutesOfDay, SLOT_STEP_MINUTES, type Availability, type TimeRange } from './schemas'

const MINUTE_MS = 60_000

/** A booking that takes time from its mentor: its session and the buffers kept around it. */
export interface BusyBooking {
  startsAt: Date
  endsAt: Date
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
}

/** A mentor's working time on one date, as instants. */
export interface WorkingRange {
  start: Date
  end: Date
}

/**
 * Wall-clock times on a mentor-local date, as instants; 1440 minutes ('24:00') is the next date's
 * midnight. Luxon resolves a wall time from the offset of the DateTime it is set on, so a time of
 * the date is set on noon of the day before, and the next midnight on noon of the date: offsets
 * no change of the day in question has touched yet. A time a spring change skips then moves on by
 * the gap, and a time an autumn change repeats is its first occurrence, on any machine in any
 * season. (The start of the date from `fromISO(date)` is no anchor: it guesses from the offset in
 * force on the machine's clock today, so a midnight an autumn change repeats came out an hour
 * apart in summer and in winter; and where a spring change skips midnight it is 01:00, so a day
 * later it is 01:00 again and '24:00' ran an hour into the next date.)
 */
function wallTimesOf(timeZone: string, isoDate: string): (minutes: number) => Date {
  const noon = DateTime.fromISO(`${isoDate}T12:00`, { zone: timeZone })
  const dayBefore = noon.minus({ days: 1 })
  const next = noon.plus({ days: 1 })
  return (minutes) => {
    const [anchor, date, time] =
      minutes >= 24 * 60 ? [noon, next, minutes - 24 * 60] : [dayBefore, noon, minutes]
    return anchor
      .set({
        year: date.year,
        month: date.month,
        day: date.day,
        hour: Math.floor(time / 60),
        minute: time % 60,
      })
      .toJSDate()
  }
}

/** The hours of a mentor-local date: its override, or its weekday's hours. */
export function rangesOfDate(availability: Availability, isoDate: string): TimeRange[] {
  const override = availability.overrides.find((o) => o.date === isoDate)
  if (override) return override.ranges
  const weekday = DateTime.fromISO(isoDate, { zone: availability.timeZone }).weekday
  return availability.weekly[weekday - 1] ?? []
}

/** The working ranges of one mentor-local date, as instants, in order. */
export function workingRanges(availability: Availability, isoDate: string): WorkingRange[] {
  const ranges = rangesOfDate(availability, isoDate)
  if (ranges.length === 0) return []
  const instantOf = wallTimesOf(availability.timeZone, isoDate)
  return ranges
    .map((r) => ({ start: instantOf(minutesOfDay(r.start)), end: instantOf(minutesOfDay(r.end)) }))
    .filter((r) => r.start < r.end)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
}

/** One date formatter per zone: asked thousands of times for a slot list, built once. */
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** The mentor-local date (YYYY-MM-DD) an instant falls on. */
export function localDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dateFormats.set(timeZone, format)
  }
  let year = ''
  let month = ''
  let day = ''
  for (const part of format.formatToParts(instant)) {
    if (part.type === 'year') year = part.value
    else if (part.type === 'month') month = part.value
    else if (part.type === 'day') day = part.value
  }
  return `${year.padStart(4, '0')}-${month}-${day}`
}

/** The interval a booking keeps from other bookings: the session widened by its buffers. */
export function blockedInterval(b: BusyBooking): { from: number; until: number } {
  return {
    from: b.startsAt.getTime() - b.bufferBeforeMinutes * MINUTE_MS,
    until: b.endsAt.getTime() + b.bufferAfterMinutes * MINUTE_MS,
  }
}

export interface SlotContext {
  availability: Availability
  durationMinutes: number
  /** The mentor's bookings that take a slot (held and unexpired, awaiting payment, requested, confirmed). */
  bookings: readonly BusyBooking[]
  now: Date
}

/** Why a start is not a free slot; the server's answer (409/422) to a slot made up by hand. */
export type SlotRefusal = 'outside_hours' | 'too_soon' | 'too_far' | 'day_full' | 'taken'

export const SLOT_REFUSAL_MESSAGES: Record<SlotRefusal, string> = {
  outside_hours: 'That time is outside the mentor’s hours',
  too_soon: 'That time is too soon: the mentor asks for more notice',
  too_far: 'That time is too far ahead to book yet',
  day_full: 'The mentor has no more sessions free that day',
  taken: 'That time slot has just been taken. Choose another one.',
}

/** The latest instant a session may start: `maxDaysAhead` days from now (epoch ms). */
export const latestStart = (a: Availability, now: Date) =>
  now.getTime() + a.maxDaysAhead * 24 * 60 * MINUTE_MS

/**
 * The rules of one mentor's slots, with what they need worked out once: sessions a day, and the
 * bookings' blocked intervals in order of start.
 */
function slotRules(ctx: SlotContext) {
  const { availability: a, durationMinutes, now } = ctx
  const perDay = new Map<string, number>()
  for (const b of ctx.bookings) {
    const date = localDate(b.startsAt, a.timeZone)
    perDay.set(date, (perDay.get(date) ?? 0) + 1)
  }
  const blocked = ctx.bookings.map(blockedInterval).sort((x, y) => x.from - y.from)
  const widestBlock = blocked.reduce((w, b) => Math.max(w, b.until - b.from), 0)
  const rangesByDate = new Map<string, WorkingRange[]>()
  const rangesOf = (date: string) => {
    let ranges = rangesByDate.get(date)
    if (!ranges) rangesByDate.set(date, (ranges = workingRanges(a, date)))
    return ranges
  }
  const earliestStart = now.getTime() + a.minNoticeMinutes * MINUTE_MS
  const latest = latestStart(a, now)

  /** `date`: the mentor-local date of `start` when the caller knows it (saves working it out). */
  return function refusal(start: Date, knownDate?: string): SlotRefusal | null {
    const startMs = start.getTime()
    const endMs = startMs + durationMinutes * MINUTE_MS
    const date = knownDate ?? localDate(start, a.timeZone)
    const inside = rangesOf(date).some(
      (r) =>
        r.start.getTime() <= startMs &&
        endMs <= r.end.getTime() &&
        (startMs - r.start.getTime()) % (SLOT_STEP_MINUTES * MINUTE_MS) === 0,
    )
    if (!inside) return 'outside_hours'
    if (startMs < earliestStart) return 'too_soon'
    if (startMs > latest) return 'too_far'
    if (a.maxPerDay !== null && (perDay.get(date) ?? 0) >= a.maxPerDay) return 'day_full'
    const mine = {
      from: startMs - a.bufferBeforeMinutes * MINUTE_MS,
      until: endMs + a.bufferAfterMinutes * MINUTE_MS,
    }
    // Only bookings starting before `mine.until` and not ending before `mine.from` can overlap:
    // a binary search finds the first whose start could reach us.
    let lo = 0
    let hi = blocked.length
    const reach = mine.from - widestBlock
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (blocked[mid]!.from < reach) lo = mid + 1
      else hi = mid
    }
    for (let i = lo; i < blocked.length && blocked[i]!.from < mine.until; i++) {
      if (mine.from < blocked[i]!.until) return 'taken'
    }
    return null
  }
}

/**
 * Whether `start` is a free slot, or why not. Every rule is checked against the instants
 * themselves: the session lies inside one working range of its mentor-local date and starts on
 * that range's 15-minute grid; it starts after the notice and within the window; the day holds
 * fewer sessions than its cap; its interval widened by the buffers overlaps no booking's.
 */
export function slotRefusal(ctx: SlotContext, start: Date): SlotRefusal | null {
  return slotRules(ctx)(start)
}

/**
 * The free slots between `from` and `to` (instants), in order: each working range of each
 * mentor-local date is walked on its 15-minute grid, and each start is kept when `slotRefusal`
 * finds nothing against it. Dates are walked in the mentor's zone, so a daylight-saving change
 * moves no working hour. Two ranges of a date may overlap once a spring change has moved one
 * (02:00-02:30 on a day that jumps from 02:00 to 03:00 is 03:00-03:30, beside 03:00-04:00): a
 * start is listed once all the same.
 */
export function freeSlots(ctx: SlotContext, from: Date, to: Date): Date[] {
  const { availability: a, now } = ctx
  const earliest = Math.max(from.getTime(), now.getTime() + a.minNoticeMinutes * MINUTE_MS)
  const latest = Math.min(to.getTime(), latestStart(a, now))
  if (earliest > latest) return []
  const step = SLOT_STEP_MINUTES * MINUTE_MS
  const length = ctx.durationMinutes * MINUTE_MS
  const refusal = slotRules(ctx)
  const starts = new Set<number>()
  let day = DateTime.fromMillis(earliest, { zone: a.timeZone }).startOf('day')
  const lastDay = DateTime.fromMillis(latest, { zone: a.timeZone }).startOf('day')
  while (day <= lastDay) {
    const date = day.toISODate() ?? ''
    for (const range of workingRanges(a, date)) {
      // Every start of a range lies on the range's own date.
      for (let t = range.start.getTime(); t + length <= range.end.getTime(); t += step) {
        if (t < earliest || t > latest) continue
        if (!starts.has(t) && refusal(new Date(t), date) === null) starts.add(t)
      }
    }
    day = day.plus({ days: 1 }).startOf('day')
  }
  return [...starts].sort((x, y) => x - y).map((t) => new Date(t))
}
