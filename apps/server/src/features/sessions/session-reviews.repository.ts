import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, sessionReviews, users } from '../../db/schema'

/** A review as the mentor's profile lists it, before the student's first name is worked out. */
export interface ListedReviewRow {
  rating: number
  comment: string
  createdAt: Date
  /** The profile's first name, '' when the student never saved a profile. */
  profileFirstName: string | null
  accountName: string
}

export function createSessionReviewsRepository(db: Db) {
  return {
    /** Stores the student's review of a booking, or replaces its rating and comment. */
    async save(
      review: {
        bookingId: number
        instructorId: number
        studentId: string
        rating: number
        comment: string
      },
      now: Date,
    ): Promise<void> {
      await db
        .insert(sessionReviews)
        .values({ ...review, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: sessionReviews.bookingId,
          set: { rating: review.rating, comment: review.comment, updatedAt: now },
        })
    },

    /** How many reviews the mentor has, and their mean rating to one decimal (null for none). */
    async summary(instructorId: number): Promise<{ average: number | null; count: number }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          average: sql<number | null>`round(avg(${sessionReviews.rating})::numeric, 1)::float8`,
        })
        .from(sessionReviews)
        .where(eq(sessionReviews.instructorId, instructorId))
      return { average: row?.average ?? null, count: row?.count ?? 0 }
    },

    /** The mentor's latest reviews with their students' names, newest first. */
    async latest(instructorId: number, limit: number): Promise<ListedReviewRow[]> {
      return db
        .select({
          rating: sessionReviews.rating,
          comment: sessionReviews.comment,
          createdAt: sessionReviews.createdAt,
          profileFirstName: profiles.firstName,
          accountName: users.name,
        })
        .from(sessionReviews)
        .innerJoin(users, eq(users.id, sessionReviews.studentId))
        .leftJoin(profiles, eq(profiles.userId, sessionReviews.studentId))
        .where(eq(sessionReviews.instructorId, instructorId))
        .orderBy(desc(sessionReviews.createdAt), desc(sessionReviews.bookingId))
        .limit(limit)
    },
  }
}
export type SessionReviewsRepository = ReturnType<typeof createSessionReviewsRepository>
