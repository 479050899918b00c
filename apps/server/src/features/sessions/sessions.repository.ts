import {
  DEFAULT_AVAILABILITY,
  DEFAULT_POLICY,
  SLOT_TAKING_STATUSES,
  type Availability,
  type SessionPolicy,
  type SessionTypeInput,
} from '@app/domain/sessions'
import { and, asc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { enqueueMessage, type OutgoingMessage } from '../../outbox/outbox.repository'
import {
  bookings,
  calendarFeeds,
  instructorAccounts,
  instructors,
  mentorSchedules,
  orderLines,
  sessionReviews,
  sessionTypes,
  users,
  type BookingRow,
  type MentorScheduleRow,
} from '../../db/schema'
import { instructorIdOf } from '../../accounts/instructor-of'

export type NewBooking = typeof bookings.$inferInsert

/** The student's review of a booking's mentor. */
export interface BookingReview {
  rating: number
  comment: string
  createdAt: Date
  updatedAt: Date
}

/** A booking with both parties' names and e-mails, as the pages and e-mails show it. */
export interface BookingView extends BookingRow {
  mentorName: string
  mentorEmail: string | null
  mentorUserId: string | null
  studentName: string
  studentEmail: string
  review: BookingReview | null
}

/** PostgreSQL's exclusion_violation: the slot overlaps another booking of the mentor. */
export const isOverlap = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code
  const causeCode = (error as { cause?: { code?: string } } | null)?.cause?.code
  return code === '23P01' || causeCode === '23P01'
}

const taking = inArray(bookings.status, [...SLOT_TAKING_STATUSES])

export function availabilityOf(row: MentorScheduleRow | null): Availability {
  if (!row) return DEFAULT_AVAILABILITY
  return {
    timeZone: row.timeZone,
    weekly: row.weekly,
    overrides: row.overrides,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    minNoticeMinutes: row.minNoticeMinutes,
    maxDaysAhead: row.maxDaysAhead,
    maxPerDay: row.maxPerDay,
  }
}

/** Marks the held slots that ran out (of one mentor, or all) as expired; how many. */
async function expireHeld(db: Db, instructorId: number | null, now: Date): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        instructorId === null ? undefined : eq(bookings.instructorId, instructorId),
        eq(bookings.status, 'held'),
        lte(bookings.holdExpiresAt, now),
      ),
    )
    .returning({ id: bookings.id })
  return rows.length
}

export function createSessionsRepository(db: Db) {
  const view = () =>
    db
      .select({
        booking: bookings,
        mentorName: instructors.name,
        mentorEmail: users.email,
        mentorUserId: instructorAccounts.userId,
        studentName: sql<string>`student.name`,
        studentEmail: sql<string>`student.email`,
        review: {
          rating: sessionReviews.rating,
          comment: sessionReviews.comment,
          createdAt: sessionReviews.createdAt,
          updatedAt: sessionReviews.updatedAt,
        },
      })
      .from(bookings)
      .innerJoin(instructors, eq(instructors.id, bookings.instructorId))
      .innerJoin(sql`${users} as student`, sql`student.id = ${bookings.studentId}`)
      .leftJoin(instructorAccounts, eq(instructorAccounts.instructorId, bookings.instructorId))
      .leftJoin(users, eq(users.id, instructorAccounts.userId))
      .leftJoin(sessionReviews, eq(sessionReviews.bookingId, bookings.id))
  const flat = (
    rows: Array<{
      booking: BookingRow
      mentorName: string
      mentorEmail: string | null
      mentorUserId: string | null
      studentName: string
      studentEmail: string
      review: BookingReview | null
    }>,
  ): BookingView[] => rows.map(({ booking, ...rest }) => ({ ...booking, ...rest }))

  return {
    instructorIdOf: (userId: string) => instructorIdOf(db, userId),

    async instructorExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: instructors.id })
        .from(instructors)
        .where(eq(instructors.id, id))
      return Boolean(row)
    },

    async schedule(instructorId: number): Promise<MentorScheduleRow | null> {
      const [row] = await db
        .select()
        .from(mentorSchedules)
        .where(eq(mentorSchedules.instructorId, instructorId))
      return row ?? null
    },

    async saveSchedule(
      instructorId: number,
      availability: Availability,
      policy: SessionPolicy | undefined,
      now: Date,
    ): Promise<MentorScheduleRow> {
      const values = { ...availability, updatedAt: now }
      const [row] = await db
        .insert(mentorSchedules)
        .values({ instructorId, ...values, policy: policy ?? { ...DEFAULT_POLICY } })
        .onConflictDoUpdate({
          target: mentorSchedules.instructorId,
          set: policy ? { ...values, policy } : values,
        })
        .returning()
      return row!
    },

    async types(instructorId: number, activeOnly: boolean) {
      return db
        .select()
        .from(sessionTypes)
        .where(
          and(
            eq(sessionTypes.instructorId, instructorId),
            activeOnly ? eq(sessionTypes.active, true) : undefined,
          ),
        )
        .orderBy(asc(sessionTypes.id))
    },

    async type(id: number) {
      const [row] = await db.select().from(sessionTypes).where(eq(sessionTypes.id, id))
      return row ?? null
    },

    async insertType(instructorId: number, input: SessionTypeInput) {
      const [row] = await db
        .insert(sessionTypes)
        .values({ instructorId, ...input })
        .returning()
      return row!
    },

    async updateType(instructorId: number, id: number, input: SessionTypeInput) {
      const [row] = await db
        .update(sessionTypes)
        .set(input)
        .where(and(eq(sessionTypes.id, id), eq(sessionTypes.instructorId, instructorId)))
        .returning()
      return row ?? null
    },

    /** Holds that ran out before their order was placed give their slot back (every mentor's). */
    async expireHolds(now: Date): Promise<number> {
      return expireHeld(db, null, now)
    },

    /**
     * The mentor's bookings that take time between `from` and `until` (their buffers counted),
     * but `except`: what the slot rules weigh a new or moved booking against.
     */
    async busy(instructorId: number, from: Date, until: Date, now: Date, except?: number) {
      return db
        .select({
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          bufferBeforeMinutes: bookings.bufferBeforeMinutes,
          bufferAfterMinutes: bookings.bufferAfterMinutes,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.instructorId, instructorId),
            taking,
            or(ne(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)),
            lt(bookings.blockedFrom, until),
            gt(bookings.blockedUntil, from),
            except === undefined ? undefined : ne(bookings.id, except),
          ),
        )
    },

    /**
     * Inserts a booking after giving back the mentor's holds that ran out; null when the database
     * finds it overlapping another (no double booking). Writers of one mentor's slots take turns:
     * a trigger takes the mentor's transaction lock before any row enters their slots (migration
     * 0024), for every writer, here or in the orders; overlapping writes would otherwise wait on
     * each other inside the exclusion constraint and end in a deadlock instead of one winner.
     */
    async insertBooking(values: NewBooking, now: Date): Promise<BookingRow | null> {
      try {
        return await db.transaction(async (tx) => {
          await expireHeld(tx, values.instructorId, now)
          const [row] = await tx.insert(bookings).values(values).returning()
          return row ?? null
        })
      } catch (error) {
        if (isOverlap(error)) return null
        throw error
      }
    },

    /** Moves a booking to another slot; false when the new one overlaps another booking. */
    async move(
      id: number,
      instructorId: number,
      set: Pick<NewBooking, 'startsAt' | 'endsAt' | 'blockedFrom' | 'blockedUntil'>,
      now: Date,
    ): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await expireHeld(tx, instructorId, now)
          await tx
            .update(bookings)
            .set({
              ...set,
              rescheduleCount: sql`${bookings.rescheduleCount} + 1`,
              sequence: sql`${bookings.sequence} + 1`,
              // Reminders follow the new time: due again from it (at once inside their window).
              reminded24hAt: null,
              reminded1hAt: null,
              updatedAt: now,
            })
            .where(eq(bookings.id, id))
        })
        return true
      } catch (error) {
        if (isOverlap(error)) return false
        throw error
      }
    },

    async find(id: number): Promise<BookingView | null> {
      return flat(await view().where(eq(bookings.id, id)))[0] ?? null
    },

    async ofStudent(studentId: string): Promise<BookingView[]> {
      return flat(
        await view()
          .where(and(eq(bookings.studentId, studentId), ne(bookings.status, 'expired')))
          .orderBy(asc(bookings.startsAt)),
      )
    },

    async ofInstructor(instructorId: number): Promise<BookingView[]> {
      return flat(
        await view()
          .where(
            and(
              eq(bookings.instructorId, instructorId),
              inArray(bookings.status, [...SLOT_TAKING_STATUSES, 'cancelled', 'declined']),
              ne(bookings.status, 'held'),
            ),
          )
          .orderBy(asc(bookings.startsAt))
          .limit(500),
      )
    },

    /** Releases a held slot of its student at once (the student went back). */
    async release(id: number, studentId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ status: 'expired', holdExpiresAt: now, updatedAt: now })
        .where(
          and(
            eq(bookings.id, id),
            eq(bookings.studentId, studentId),
            eq(bookings.status, 'held'),
            sql`${bookings.orderId} is null`,
          ),
        )
        .returning({ id: bookings.id })
      return rows.length > 0
    },

    async setStatus(
      id: number,
      status: BookingRow['status'],
      now: Date,
      extra: Partial<NewBooking> = {},
    ): Promise<void> {
      await db
        .update(bookings)
        .set({
          status,
          updatedAt: now,
          // A new status is news for both parties' calendars; a note on the same status is not.
          sequence: sql`case when ${bookings.status} <> ${status} then ${bookings.sequence} + 1 else ${bookings.sequence} end`,
          ...extra,
        })
        .where(eq(bookings.id, id))
    },

    /** The order line a booking was bought with. */
    async lineOf(bookingId: number) {
      const [row] = await db.select().from(orderLines).where(eq(orderLines.bookingId, bookingId))
      return row ?? null
    },

    async feedToken(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ token: calendarFeeds.token })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
      return row?.token ?? null
    },

    /** A new secret feed address for the user; the old one stops working. */
    async replaceFeedToken(userId: string, token: string, now: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, token, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: now } })
    },

    async deleteFeedToken(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
    },

    async userOfFeedToken(token: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.token, token))
      return row?.userId ?? null
    },

    /**
     * A person's sessions for their calendar feed, as student and as mentor: booked ones, and
     * cancelled ones their calendar may still show, from 90 days back.
     */
    async feedOf(userId: string, since: Date): Promise<BookingView[]> {
      const instructorId = await this.instructorIdOf(userId)
      return flat(
        await view()
          .where(
            and(
              or(
                eq(bookings.studentId, userId),
                instructorId === null ? sql`false` : eq(bookings.instructorId, instructorId),
              ),
              inArray(bookings.status, ['confirmed', 'cancelled']),
              gt(bookings.endsAt, since),
            ),
          )
          .orderBy(asc(bookings.startsAt))
          .limit(1000),
      )
    },

    /** Bookings with news for their parties (their sequence is ahead of what was told). */
    async withNews(only?: number, limit = 100): Promise<BookingView[]> {
      return flat(
        await view()
          .where(
            and(
              sql`${bookings.sequence} > ${bookings.notifiedSequence}`,
              only === undefined ? undefined : eq(bookings.id, only),
            ),
          )
          .orderBy(asc(bookings.updatedAt))
          .limit(limit),
      )
    },

    /**
     * Stores the e-mails of a booking's news and what they told, in one transaction; nothing when
     * the booking changed again meanwhile (the next round tells the newer news).
     */
    async announce(
      row: Pick<BookingRow, 'id' | 'sequence' | 'status'>,
      messages: readonly OutgoingMessage[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(bookings)
          .set({ notifiedSequence: row.sequence, notifiedStatus: row.status })
          .where(and(eq(bookings.id, row.id), eq(bookings.sequence, row.sequence)))
          .returning({ id: bookings.id })
        if (marked.length === 0) return false
        for (const message of messages) await enqueueMessage(tx, message)
        return true
      })
    },

    /** Bookings with an outcome disputed and not resolved yet (the admin's list), oldest first. */
    async disputed(): Promise<BookingView[]> {
      return flat(
        await view()
          .where(and(sql`${bookings.disputedAt} is not null`, sql`${bookings.resolvedAt} is null`))
          .orderBy(asc(bookings.disputedAt))
          .limit(200),
      )
    },

    /** Mentor no-shows past the dispute window, undisputed, whose line was not refunded. */
    async undisputedMentorNoShows(before: Date) {
      return db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(orderLines, eq(orderLines.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.outcome, 'mentor_no_show'),
            lte(bookings.outcomeAt, before),
            sql`${bookings.disputedAt} is null`,
            sql`${orderLines.refundedAt} is null`,
            gt(orderLines.paidCents, 0),
          ),
        )
        .limit(200)
    },

    /** Confirmed bookings whose reminder `hours` before the start is due and not stored yet. */
    async dueReminders(hours: 24 | 1, now: Date, only?: number): Promise<BookingView[]> {
      const column = hours === 24 ? bookings.reminded24hAt : bookings.reminded1hAt
      return flat(
        await view()
          .where(
            and(
              only === undefined ? undefined : eq(bookings.id, only),
              eq(bookings.status, 'confirmed'),
              sql`${column} is null`,
              gt(bookings.startsAt, now),
              lte(bookings.startsAt, new Date(now.getTime() + hours * 3_600_000)),
            ),
          )
          .limit(200),
      )
    },

    /**
     * Stamps a reminder and stores its e-mails in one transaction; false (nothing stored) when
     * another sweep stamped it first.
     */
    async remindWith(
      id: number,
      hours: 24 | 1,
      now: Date,
      messages: readonly OutgoingMessage[],
    ): Promise<boolean> {
      const column = hours === 24 ? bookings.reminded24hAt : bookings.reminded1hAt
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(bookings)
          .set(hours === 24 ? { reminded24hAt: now } : { reminded1hAt: now })
          .where(and(eq(bookings.id, id), sql`${column} is null`))
          .returning({ id: bookings.id })
        if (rows.length === 0) return false
        for (const message of messages) await enqueueMessage(tx, message)
        return true
      })
    },

    /** Raw figures of a mentor's last 90 days: sessions due, held, missed, and answer times. */
    async statsFigures(instructorId: number, since: Date, now: Date) {
      const rows = await db
        .select({
          status: bookings.status,
          endsAt: bookings.endsAt,
          outcome: bookings.outcome,
          resolution: bookings.resolution,
          requiresApproval: bookings.requiresApproval,
          createdAt: bookings.createdAt,
          answeredAt: bookings.answeredAt,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.instructorId, instructorId),
            or(gt(bookings.endsAt, since), gt(bookings.createdAt, since)),
            lte(bookings.createdAt, now),
          ),
        )
      return rows
    },

    /** Bookings awaiting an offline payment past its deadline, and requests not answered in time. */
    async overdue(now: Date) {
      return db
        .select({ id: bookings.id, status: bookings.status, orderId: bookings.orderId })
        .from(bookings)
        .where(
          or(
            and(eq(bookings.status, 'awaiting_payment'), lte(bookings.paymentDueAt, now)),
            and(eq(bookings.status, 'requested'), lte(bookings.requestExpiresAt, now)),
          ),
        )
        .limit(200)
    },
  }
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>
