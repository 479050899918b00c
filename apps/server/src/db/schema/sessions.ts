import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { DateOverride, SessionPolicy, TimeRange } from '@app/domain/sessions'
import { BOOKING_STATUSES } from '@app/domain/sessions'
import { instructors } from './catalog'
import { orders } from './commerce'
import { users } from './users'

const createdAt = timestamp({ withTimezone: true }).notNull().defaultNow()

/** What a mentor offers: a kind of 1:1 session, its length and price. */
export const sessionTypes = pgTable(
  'session_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    instructorId: integer()
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    durationMinutes: smallint().notNull(),
    priceCents: integer().notNull(),
    requiresApproval: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdAt,
  },
  (t) => [
    index('session_types_instructor_idx').on(t.instructorId),
    check('session_types_length', sql`${t.durationMinutes} between 15 and 120`),
    check('session_types_price', sql`${t.priceCents} >= 0`),
  ],
)
export type SessionTypeRow = typeof sessionTypes.$inferSelect

/** When a mentor can be booked, and the cancellation policy in force for new bookings. */
export const mentorSchedules = pgTable('mentor_schedules', {
  instructorId: integer()
    .primaryKey()
    .references(() => instructors.id, { onDelete: 'cascade' }),
  timeZone: text().notNull(),
  weekly: jsonb().$type<TimeRange[][]>().notNull(),
  overrides: jsonb().$type<DateOverride[]>().notNull(),
  bufferBeforeMinutes: smallint().notNull(),
  bufferAfterMinutes: smallint().notNull(),
  minNoticeMinutes: integer().notNull(),
  maxDaysAhead: smallint().notNull(),
  maxPerDay: smallint(),
  policy: jsonb().$type<SessionPolicy>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
export type MentorScheduleRow = typeof mentorSchedules.$inferSelect

/**
 * A student's booking of a mentor's time. `blocked_from`/`blocked_until` are the session widened
 * by the mentor's buffers as they were when it was booked; the exclusion constraint of migration
 * 0020 refuses two slot-taking bookings of one mentor whose blocked ranges overlap.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    instructorId: integer()
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    sessionTypeId: integer()
      .notNull()
      .references(() => sessionTypes.id),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: BOOKING_STATUSES }).notNull(),
    /** The session type's title, length and price as booked. */
    title: text().notNull(),
    durationMinutes: smallint().notNull(),
    priceCents: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    bufferBeforeMinutes: smallint().notNull(),
    bufferAfterMinutes: smallint().notNull(),
    blockedFrom: timestamp({ withTimezone: true }).notNull(),
    blockedUntil: timestamp({ withTimezone: true }).notNull(),
    mentorTimeZone: text().notNull(),
    studentTimeZone: text().notNull(),
    /** The mentor's policy when the booking was made; later edits never change it. */
    policy: jsonb().$type<SessionPolicy>().notNull(),
    requiresApproval: boolean().notNull().default(false),
    holdExpiresAt: timestamp({ withTimezone: true }),
    paymentDueAt: timestamp({ withTimezone: true }),
    requestExpiresAt: timestamp({ withTimezone: true }),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /** The meeting room's secret name: 160 random bits, base64url. */
    meetingToken: text().notNull(),
    /** Raised on every change the invite carries (iCalendar SEQUENCE). */
    sequence: integer().notNull().default(0),
    /**
     * The sequence and status the parties were last told of by e-mail: a booking whose sequence
     * is ahead has news to send (confirmed, moved, cancelled), whichever feature changed it.
     */
    notifiedSequence: integer().notNull().default(0),
    notifiedStatus: text({ enum: BOOKING_STATUSES }),
    rescheduleCount: smallint().notNull().default(0),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text({ enum: ['student', 'mentor', 'system'] }),
    /** When the mentor accepted or declined a request, and what they wrote. */
    answeredAt: timestamp({ withTimezone: true }),
    answerMessage: text(),
    /** When the reminders 24 hours and 1 hour before were stored for sending. */
    reminded24hAt: timestamp({ withTimezone: true }),
    reminded1hAt: timestamp({ withTimezone: true }),
    /** What happened, as one party marked it after the start: held, or who did not come. */
    outcome: text({ enum: ['held', 'student_no_show', 'mentor_no_show'] }),
    outcomeBy: text({ enum: ['student', 'mentor'] }),
    outcomeNote: text(),
    outcomeAt: timestamp({ withTimezone: true }),
    /** The other party's one dispute of the outcome, and the admin's resolution. */
    disputeNote: text(),
    disputedAt: timestamp({ withTimezone: true }),
    resolution: text({ enum: ['upheld', 'overturned'] }),
    resolutionNote: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt,
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_meeting_token_key').on(t.meetingToken),
    index('bookings_instructor_start_idx').on(t.instructorId, t.startsAt),
    index('bookings_student_start_idx').on(t.studentId, t.startsAt),
    index('bookings_order_idx').on(t.orderId),
    // Holds run out often and are looked for on every booking of their mentor.
    index('bookings_held_idx')
      .on(t.instructorId, t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    index('bookings_news_idx')
      .on(t.updatedAt)
      .where(sql`${t.sequence} > ${t.notifiedSequence}`),
    check('bookings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'bookings_blocked_covers',
      sql`${t.blockedFrom} <= ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`,
    ),
    check('bookings_price', sql`${t.priceCents} >= 0`),
  ],
)
export type BookingRow = typeof bookings.$inferSelect

/** One conversation per mentor and student. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    instructorId: integer()
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Up to when each side has read the thread. */
    mentorReadAt: timestamp({ withTimezone: true }),
    studentReadAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('message_threads_pair_key').on(t.instructorId, t.studentId),
    index('message_threads_student_idx').on(t.studentId, t.lastMessageAt),
    index('message_threads_instructor_idx').on(t.instructorId, t.lastMessageAt),
  ],
)
export type MessageThreadRow = typeof messageThreads.$inferSelect

/** A plain-text message in a thread. */
export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer()
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Which side wrote it. */
    side: text({ enum: ['mentor', 'student'] }).notNull(),
    body: text().notNull(),
    /** When an e-mail digest told the other side about it (unread after 15 minutes). */
    notifiedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.createdAt),
    index('messages_unnotified_idx')
      .on(t.createdAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
)
export type MessageRow = typeof messages.$inferSelect

/** A user's secret calendar feed address (webcal); a new one revokes the old. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 160 random bits, base64url: the secret part of the address. */
  token: text().notNull().unique('calendar_feeds_token_key'),
  createdAt,
})

/**
 * A student's review of the mentor after a session that was held: one per booking, edited in
 * place. The mentor and student are the booking's, kept here for the mentor's public list.
 */
export const sessionReviews = pgTable(
  'session_reviews',
  {
    bookingId: integer()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    instructorId: integer()
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    /** Plain text; empty when the student left no comment. */
    comment: text().notNull().default(''),
    createdAt,
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('session_reviews_instructor_idx').on(t.instructorId, t.createdAt),
    check('session_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
)
export type SessionReviewRow = typeof sessionReviews.$inferSelect
