import type { TokenClaims } from '@app/domain/auth'
import { splitName } from '@app/domain/profile'
import {
  SESSION_REVIEWS_LISTED,
  sessionReviewRefusal,
  type Booking,
  type SessionReviewInput,
  type SessionReviews,
} from '@app/domain/sessions'
import { ConflictError, NotFoundError } from '../../lib/errors'
import type { ListedReviewRow, SessionReviewsRepository } from './session-reviews.repository'
import type { BookingView, SessionsRepository } from './sessions.repository'
import { BOOKING_NOT_FOUND } from './sessions.service'

export const MENTOR_NOT_FOUND = 'Mentor not found'

export interface SessionReviewsDeps {
  reviews: SessionReviewsRepository
  bookings: Pick<SessionsRepository, 'find' | 'instructorExists'>
  /** A booking as its parties see it (the sessions service's). */
  toBooking: (row: BookingView) => Booking
  /** The clock (tests move it). */
  now?: () => Date
}

/** The name a review is signed with: the student's first name, never their full name. */
function firstNameOf(row: ListedReviewRow): string {
  return row.profileFirstName?.trim() || splitName(row.accountName).firstName || 'A student'
}

/** Students' reviews of their mentor after a session that was held, and the mentor's summary. */
export function createSessionReviewsService({
  reviews,
  bookings,
  toBooking,
  now = () => new Date(),
}: SessionReviewsDeps) {
  return {
    /**
     * PUT /api/me/sessions/:id/review: the booking's student reviews the mentor, once the session
     * has ended and unless it was a no-show; sending again edits the same review.
     */
    async review(caller: TokenClaims, id: number, input: SessionReviewInput): Promise<Booking> {
      const row = await bookings.find(id)
      if (!row || row.studentId !== caller.sub) throw new NotFoundError(BOOKING_NOT_FOUND)
      const at = now()
      const refusal = sessionReviewRefusal(row, at)
      if (refusal) throw new ConflictError(refusal)
      await reviews.save(
        {
          bookingId: row.id,
          instructorId: row.instructorId,
          studentId: row.studentId,
          rating: input.rating,
          comment: input.comment,
        },
        at,
      )
      const saved = await bookings.find(id)
      if (!saved) throw new NotFoundError(BOOKING_NOT_FOUND)
      return toBooking(saved)
    },

    /** GET /api/instructors/:id/session-reviews: the average, the count and the latest 20. */
    async ofMentor(instructorId: number): Promise<SessionReviews> {
      if (!(await bookings.instructorExists(instructorId))) {
        throw new NotFoundError(MENTOR_NOT_FOUND)
      }
      const [summary, latest] = await Promise.all([
        reviews.summary(instructorId),
        reviews.latest(instructorId, SESSION_REVIEWS_LISTED),
      ])
      return {
        ...summary,
        latest: latest.map((row) => ({
          studentName: firstNameOf(row),
          rating: row.rating,
          comment: row.comment,
          createdAt: row.createdAt.toISOString(),
        })),
      }
    },
  }
}
export type SessionReviewsService = ReturnType<typeof createSessionReviewsService>
