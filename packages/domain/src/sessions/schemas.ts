import { z } from 'zod'
import { IANAZone } from 'luxon'
import {
  hasNoControlCharacters,
  isWellFormedText,
  optionalText as optionalPlainText,
  requiredText,
} from '../text/index'

/** Mentoring sessions: what a mentor offers, when, and on what terms (docs/decisions/038). */

/** A session lasts 15 to 120 minutes, in quarter hours, so slots fall on one 15-minute grid. */
export const SESSION_MINUTES_MIN = 15
export const SESSION_MINUTES_MAX = 120
/** Slots start on this grid, counted from the start of a range of working hours. */
export const SLOT_STEP_MINUTES = 15
/** A slot picked for a paid session is held this long for its student while they check out. */
export const HOLD_MINUTES = 10
/** A request for approval not answered in this time expires and frees its slot. */
export const REQUEST_EXPIRY_HOURS = 48
/** An offline payment (bank transfer, check) is due within this many hours... */
export const OFFLINE_PAYMENT_HOURS = 24
/** ...and never later than this many hours before the session starts. */
export const OFFLINE_PAYMENT_LEAD_HOURS = 24
/** "Join" opens this long before the start and stays open to the end. */
export const JOIN_OPENS_MINUTES = 10
/** Most price a session may have: $100,000.00 (in cents, below int32). */
export const SESSION_PRICE_MAX_CENTS = 10_000_000

/** The defaults of a mentor's cancellation and reschedule policy. */
export const DEFAULT_POLICY = {
  cutoffHours: 24,
  refundBeforePercent: 100,
  refundAfterPercent: 0,
  maxReschedules: 2,
} as const

export const isTimeZone = (name: string) => IANAZone.isValidZone(name)

/** Free text that may be left empty: trimmed, several lines, no control characters. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .refine(isWellFormedText, `${label} contains characters that are not allowed`)
    .trim()
    .refine(
      (v) => hasNoControlCharacters(v, true),
      `${label} contains characters that are not allowed`,
    )
    .max(max, `${label} is at most ${max} characters`)

export const TimeZoneSchema = z
  .string({ error: 'Choose a time zone' })
  .max(64, 'Unknown time zone')
  .refine(isTimeZone, 'Unknown time zone')

/** "09:00", "17:30", "24:00": a wall-clock time on the quarter hour. */
export const TimeOfDaySchema = z
  .string({ error: 'Times are written HH:MM' })
  .regex(/^(([01]\d|2[0-3]):(00|15|30|45)|24:00)$/, 'Times are written HH:MM, on the quarter hour')

export const minutesOfDay = (time: string) => {
  const [h = '0', m = '0'] = time.split(':')
  return Number(h) * 60 + Number(m)
}

export const TimeRangeSchema = z
  .object({ start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine((r) => minutesOfDay(r.start) < minutesOfDay(r.end), 'A range must end after it starts')
export type TimeRange = z.infer<typeof TimeRangeSchema>

/** Ranges of one day: at most 8, in order, none overlapping. */
const DayRangesSchema = z
  .array(TimeRangeSchema)
  .max(8, 'At most 8 ranges a day')
  .refine(
    (ranges) =>
      [...ranges]
        .sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start))
        .every((r, i, all) => i === 0 || minutesOfDay(all[i - 1]!.end) <= minutesOfDay(r.start)),
    'The ranges of a day must not overlap',
  )

export const DateSchema = z
  .string({ error: 'Dates are written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Not a date')

/** A date with its own hours (empty: a day off), in place of that weekday's hours. */
export const DateOverrideSchema = z.object({ date: DateSchema, ranges: DayRangesSchema })
export type DateOverride = z.infer<typeof DateOverrideSchema>

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ${max} minutes`)

/**
 * When a mentor can be booked: a time zone, hours for each weekday (Monday first, several ranges
 * a day), dates with other hours, buffers around each session, how soon and how far ahead one may
 * book, and a cap of sessions a day.
 */
export const AvailabilitySchema = z.object({
  timeZone: TimeZoneSchema,
  weekly: z.array(DayRangesSchema).length(7, 'Give the hours of all seven weekdays'),
  overrides: z
    .array(DateOverrideSchema)
    .max(366, 'At most 366 dates with their own hours')
    .refine((o) => new Set(o.map((d) => d.date)).size === o.length, 'A date is listed twice'),
  bufferBeforeMinutes: minutes('The buffer before', 120),
  bufferAfterMinutes: minutes('The buffer after', 120),
  minNoticeMinutes: minutes('The minimum notice', 30 * 24 * 60),
  maxDaysAhead: z
    .number({ error: 'Days ahead must be a number' })
    .int('Days ahead must be whole days')
    .min(1, 'Allow booking at least 1 day ahead')
    .max(365, 'At most 365 days ahead'),
  maxPerDay: z
    .number({ error: 'The daily cap must be a number' })
    .int('The daily cap must be a whole number')
    .min(1, 'The daily cap is at least 1')
    .max(48, 'The daily cap is at most 48')
    .nullable(),
})
export type Availability = z.infer<typeof AvailabilitySchema>

export const DEFAULT_AVAILABILITY: Availability = {
  timeZone: 'UTC',
  weekly: [[], [], [], [], [], [], []],
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 12 * 60,
  maxDaysAhead: 60,
  maxPerDay: null,
}

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a percentage` })
    .int(`${label} must be a whole percentage`)
    .min(0, `${label} is at least 0%`)
    .max(100, `${label} is at most 100%`)

/** A mentor's cancellation and reschedule policy; each booking keeps a copy of the one in force. */
export const SessionPolicySchema = z.object({
  cutoffHours: z
    .number({ error: 'The cutoff must be a number of hours' })
    .int('The cutoff must be whole hours')
    .min(0, 'The cutoff cannot be negative')
    .max(720, 'The cutoff is at most 720 hours'),
  refundBeforePercent: percent('The refund before the cutoff'),
  refundAfterPercent: percent('The refund after the cutoff'),
  maxReschedules: z
    .number({ error: 'Reschedules must be a number' })
    .int('Reschedules must be a whole number')
    .min(0, 'Reschedules cannot be negative')
    .max(10, 'At most 10 reschedules'),
})
export type SessionPolicy = z.infer<typeof SessionPolicySchema>

export const SessionTypeInputSchema = z.object({
  title: requiredText({ label: 'Title', max: 120, tooLong: 'Title is at most 120 characters' }),
  description: optionalText('Description', 2000).default(''),
  durationMinutes: z
    .number({ error: 'Length must be a number of minutes' })
    .int('Length must be whole minutes')
    .min(SESSION_MINUTES_MIN, `A session lasts at least ${SESSION_MINUTES_MIN} minutes`)
    .max(SESSION_MINUTES_MAX, `A session lasts at most ${SESSION_MINUTES_MAX} minutes`)
    .refine((m) => m % SLOT_STEP_MINUTES === 0, 'Length is in quarter hours (15, 30, 45...)'),
  priceCents: z
    .number({ error: 'Price must be a number of cents' })
    .int('Price must be whole cents')
    .min(0, 'Price cannot be negative')
    .max(SESSION_PRICE_MAX_CENTS, 'Price is too high'),
  requiresApproval: z.boolean().default(false),
  active: z.boolean().default(true),
})
export type SessionTypeInput = z.infer<typeof SessionTypeInputSchema>

export const SessionTypeSchema = SessionTypeInputSchema.extend({ id: z.number().int() })
export type SessionType = z.infer<typeof SessionTypeSchema>

export const BOOKING_STATUSES = [
  'held',
  'awaiting_payment',
  'requested',
  'confirmed',
  'cancelled',
  'expired',
  'declined',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
/** The states that keep a slot taken (the database's exclusion constraint covers these). */
export const SLOT_TAKING_STATUSES = ['held', 'awaiting_payment', 'requested', 'confirmed'] as const

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held for checkout',
  awaiting_payment: 'Awaiting payment',
  requested: 'Awaiting the mentor',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  declined: 'Declined',
}

/** Instants a booking may name: this century only (anything else is no slot of anyone's). */
const FIRST_INSTANT = Date.UTC(2000, 0, 1)
const LAST_INSTANT = Date.UTC(2100, 0, 1)
const InstantSchema = z.iso
  .datetime({ offset: true, error: 'Choose a time slot' })
  .refine((value) => {
    const t = Date.parse(value)
    return t >= FIRST_INSTANT && t < LAST_INSTANT
  }, 'Choose a time slot')

/** `POST /api/sessions/bookings`: a slot of a session type, and the student's own time zone. */
export const BookSlotInputSchema = z.object({
  sessionTypeId: z
    .number({ error: 'Choose a session type' })
    .int('Choose a session type')
    .positive('Choose a session type')
    .max(2_147_483_647, 'Unknown session type'),
  startsAt: InstantSchema,
  timeZone: TimeZoneSchema,
})
export type BookSlotInput = z.infer<typeof BookSlotInputSchema>

export const RescheduleInputSchema = z.object({ startsAt: InstantSchema })

/** Which slots to list: from an instant (default now) for a number of days (default 28, at most 62). */
export const SlotsQuerySchema = z.object({
  from: InstantSchema.optional(),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days is at least 1')
    .max(62, 'days is at most 62')
    .default(28),
})

/** One party of a booking as the other sees it. */
const PartySchema = z.object({ id: z.string(), name: z.string(), timeZone: z.string() })

/** Either party may say what happened from 10 minutes after the start to 72 hours after. */
export const OUTCOME_OPENS_MINUTES = 10
export const OUTCOME_WINDOW_HOURS = 72
/** A mentor's profile figures cover this many days. */
export const STATS_DAYS = 90

export const OUTCOMES = ['held', 'student_no_show', 'mentor_no_show'] as const
export type Outcome = (typeof OUTCOMES)[number]
export const OUTCOME_LABELS: Record<Outcome, string> = {
  held: 'Held',
  student_no_show: 'Student did not come',
  mentor_no_show: 'Mentor did not come',
}

const note = (label: string, min = 0) =>
  min > 0 ? requiredText({ label, max: 1000, multiline: true }) : optionalText(label, 1000)

/** The mentor's answer to a request. */
export const AnswerRequestInputSchema = z.object({
  decision: z.enum(['accept', 'decline'], { error: 'Accept or decline the request' }),
  message: note('The message').default(''),
})
export type AnswerRequestInput = z.infer<typeof AnswerRequestInputSchema>

/** What one party says happened: the session was held, or the other party did not come. */
export const OutcomeInputSchema = z.object({
  outcome: z.enum(['held', 'no_show'], { error: 'Say whether the session was held' }),
  note: note('The note').default(''),
})
export type OutcomeInput = z.infer<typeof OutcomeInputSchema>

export const DisputeInputSchema = z.object({ note: note('Your side of it', 1) })

export const ResolveDisputeInputSchema = z.object({
  resolution: z.enum(['upheld', 'overturned'], { error: 'Uphold or overturn the outcome' }),
  note: note('The note').default(''),
})
export type ResolveDisputeInput = z.infer<typeof ResolveDisputeInputSchema>

/** A mentor's figures over the last 90 days, on their public profile. */
export const MentorStatsSchema = z.object({
  sessionsHeld: z.number().int(),
  /** Sessions the mentor missed, in per cent of those due; null before the first one. */
  noShowRatePercent: z.number().nullable(),
  /** The median time to answer a request, in minutes; null with no request answered. */
  medianResponseMinutes: z.number().nullable(),
})
export type MentorStats = z.infer<typeof MentorStatsSchema>

/** A student's review of the mentor, after a session that was held: 1 to 5 stars and a comment. */
export const SESSION_REVIEW_COMMENT_MAX = 2000
/** How many reviews the mentor's profile answer lists, latest first. */
export const SESSION_REVIEWS_LISTED = 20
const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars'

/** `PUT /api/me/sessions/:id/review`: the student's review, made or edited. */
export const SessionReviewInputSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  comment: optionalPlainText({
    label: 'Comment',
    max: SESSION_REVIEW_COMMENT_MAX,
    tooLong: `Comment is at most ${SESSION_REVIEW_COMMENT_MAX} characters`,
    multiline: true,
  }).default(''),
})
export type SessionReviewInput = z.infer<typeof SessionReviewInputSchema>
export type SessionReviewFormValues = z.input<typeof SessionReviewInputSchema>

/** The review of a booking, as its student and its mentor see it. */
export const SessionReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SessionReview = z.infer<typeof SessionReviewSchema>

/** One review on the mentor's profile: the student is named by their first name only. */
export const PublicSessionReviewSchema = z.object({
  studentName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
})
export type PublicSessionReview = z.infer<typeof PublicSessionReviewSchema>

/** `GET /api/instructors/:id/session-reviews`: the average (null before the first), count, latest. */
export const SessionReviewsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  latest: z.array(PublicSessionReviewSchema),
})
export type SessionReviews = z.infer<typeof SessionReviewsSchema>

/** A booking as its student, its mentor or an admin sees it. */
export const BookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  sessionType: z.object({ id: z.number().int(), title: z.string(), durationMinutes: z.number() }),
  priceCents: z.number().int(),
  mentor: PartySchema.extend({ instructorId: z.number().int() }),
  student: PartySchema,
  /** Until when a held slot waits for checkout. */
  holdExpiresAt: z.string().nullable(),
  /** Until when an offline payment is awaited. */
  paymentDueAt: z.string().nullable(),
  orderId: z.string().nullable(),
  /** The meeting room, for a confirmed booking only. */
  meetingUrl: z.string().nullable(),
  rescheduleCount: z.number().int(),
  /** The policy in force when the booking was made. */
  policy: SessionPolicySchema,
  /** The mentor's answer to a request. */
  answerMessage: z.string().nullable(),
  /** What happened, as one party marked it, and the other's dispute and its resolution. */
  outcome: z.enum(OUTCOMES).nullable(),
  outcomeBy: z.enum(['student', 'mentor']).nullable(),
  outcomeNote: z.string().nullable(),
  disputeNote: z.string().nullable(),
  resolution: z.enum(['upheld', 'overturned']).nullable(),
  resolutionNote: z.string().nullable(),
  /** The student's review of the mentor, once given. */
  review: SessionReviewSchema.nullable(),
  createdAt: z.string(),
})
export type Booking = z.infer<typeof BookingSchema>

export const MentorSessionsSchema = z.object({
  /** The mentor's public profile (`/instructor-single/{instructorId}`); null for an admin without one. */
  instructorId: z.number().int().nullable(),
  availability: AvailabilitySchema,
  policy: SessionPolicySchema,
  types: z.array(SessionTypeSchema),
  bookings: z.array(BookingSchema),
})
export type MentorSessions = z.infer<typeof MentorSessionsSchema>

/** `GET /api/instructors/:id/sessions`: what a mentor offers, for their public profile. */
export const PublicSessionsSchema = z.object({
  timeZone: z.string(),
  stats: MentorStatsSchema,
  policy: SessionPolicySchema,
  types: z.array(SessionTypeSchema.omit({ active: true })),
})
export type PublicSessions = z.infer<typeof PublicSessionsSchema>

/** `GET /api/instructors/:id/sessions/:typeId/slots`: free starts, as ISO instants (UTC). */
export const SlotListSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** The end of the mentor's booking window: no page of slots reaches past it (null: no hours). */
  bookableUntil: z.string().nullable(),
  slots: z.array(z.string()),
})
export type SlotList = z.infer<typeof SlotListSchema>
