import {
  AvailabilitySchema,
  minutesOfDay,
  SLOT_STEP_MINUTES,
  type Availability,
  type TimeRange,
} from '@app/domain/sessions'
import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'

/** A mentor's hours as their form holds them: numbers as typed, notice in hours. */
export interface HoursFormValues {
  timeZone: string
  /** Monday first; `ranges` in an object, as field arrays want. */
  weekly: { ranges: TimeRange[] }[]
  /** A day off keeps the hours last shown, so unticking it brings them back. */
  overrides: { date: string; isDayOff: boolean; ranges: TimeRange[] }[]
  bufferBeforeMinutes: string
  bufferAfterMinutes: string
  minNoticeHours: string
  maxDaysAhead: string
  /** Empty: no cap. */
  maxPerDay: string
}

const MINUTES_A_DAY = 24 * 60

/** "09:15" from 555; "24:00" for the end of the day. */
export function timeOfDay(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

const quarterHours = (from: number, to: number) =>
  Array.from({ length: (to - from) / SLOT_STEP_MINUTES + 1 }, (_, i) =>
    timeOfDay(from + i * SLOT_STEP_MINUTES),
  )
/** Where a range may start (00:00 to 23:45) and end (00:15 to 24:00), on the quarter hour. */
export const START_TIMES = quarterHours(0, MINUTES_A_DAY - SLOT_STEP_MINUTES)
export const END_TIMES = quarterHours(SLOT_STEP_MINUTES, MINUTES_A_DAY)

export const DEFAULT_RANGE: TimeRange = { start: '09:00', end: '17:00' }

/** The range a day gets next: 09:00-17:00 on an empty day, else the hour after its last range. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange | null {
  const last = ranges.at(-1)
  if (!last) return DEFAULT_RANGE
  const start = minutesOfDay(last.end)
  if (start >= MINUTES_A_DAY) return null
  return { start: timeOfDay(start), end: timeOfDay(Math.min(start + 60, MINUTES_A_DAY)) }
}

export function hoursFormValues(availability: Availability): HoursFormValues {
  return {
    timeZone: availability.timeZone,
    weekly: availability.weekly.map((ranges) => ({ ranges: ranges.map((r) => ({ ...r })) })),
    overrides: availability.overrides.map((o) => ({
      date: o.date,
      isDayOff: o.ranges.length === 0,
      ranges: o.ranges.length ? o.ranges.map((r) => ({ ...r })) : [DEFAULT_RANGE],
    })),
    bufferBeforeMinutes: String(availability.bufferBeforeMinutes),
    bufferAfterMinutes: String(availability.bufferAfterMinutes),
    // Hours with at most two decimals: 90 minutes read 1.5.
    minNoticeHours: String(Math.round((availability.minNoticeMinutes / 60) * 100) / 100),
    maxDaysAhead: String(availability.maxDaysAhead),
    maxPerDay: availability.maxPerDay === null ? '' : String(availability.maxPerDay),
  }
}

/** A number as typed; undefined when the box is empty (the schema names what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text))

/** What the form holds, in the shape the API takes (not yet checked). */
export function toAvailability(values: HoursFormValues): Record<keyof Availability, unknown> {
  const noticeHours = numberOf(values.minNoticeHours)
  return {
    timeZone: values.timeZone,
    weekly: values.weekly.map((day) => day.ranges.map(({ start, end }) => ({ start, end }))),
    overrides: values.overrides.map((o) => ({
      date: o.date,
      ranges: o.isDayOff ? [] : o.ranges.map(({ start, end }) => ({ start, end })),
    })),
    bufferBeforeMinutes: numberOf(values.bufferBeforeMinutes),
    bufferAfterMinutes: numberOf(values.bufferAfterMinutes),
    minNoticeMinutes: noticeHours === undefined ? undefined : Math.round(noticeHours * 60),
    maxDaysAhead: numberOf(values.maxDaysAhead),
    maxPerDay: values.maxPerDay.trim() === '' ? null : Number(values.maxPerDay),
  }
}

/** The form field an issue of the schema belongs to: a day's or a date's ranges as a whole. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [head, index, part] = path.map(String)
  if (head === 'weekly' && index !== undefined) return `weekly.${index}.ranges`
  if (head === 'overrides' && index !== undefined) {
    return part === 'date' ? `overrides.${index}.date` : `overrides.${index}.ranges`
  }
  if (head === 'minNoticeMinutes') return 'minNoticeHours'
  return head ?? 'root'
}

/** Checks the hours with the domain's AvailabilitySchema before anything is sent. */
export const hoursResolver: Resolver<HoursFormValues, unknown, Availability> = (
  values,
  _context,
  options,
) => {
  const parsed = AvailabilitySchema.safeParse(toAvailability(values))
  if (parsed.success) return { values: parsed.data, errors: {} }
  const flat: Record<string, FieldError> = {}
  for (const issue of parsed.error.issues) {
    flat[fieldOf(issue.path)] ??= { type: issue.code, message: issue.message }
  }
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) }
}
