import type { Role } from '@app/domain/auth'
import { pageCount } from '@app/domain/catalog'
import {
  NOT_COURSE_INSTRUCTOR_MESSAGE,
  NOT_ENROLLED_MESSAGE,
  NOT_REVIEW_AUTHOR_MESSAGE,
  REVIEW_PAGE_SIZE,
  type CourseReview,
  type CourseReviewInput,
  type CourseReviewList,
  type DeletedReview,
  type ReviewableCourses,
  type ReviewableQuery,
  type ReviewReplyInput,
  type SavedReview,
} from '@app/domain/reviews'
import { ForbiddenError, NotFoundError } from '../../lib/errors'
import { ageText } from '../../catalog/courses.service'
import type { CourseReviewRow, ReviewsRepository } from './reviews.repository'

export interface Caller {
  sub: string
  role: Role
}

const reviewMissing = () => new NotFoundError('Review not found')

export function toCourseReview(row: CourseReviewRow, now: Date = new Date()): CourseReview {
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    name: row.name,
    avatarUrl: row.avatarUrl,
    rating: row.rating,
    title: row.title,
    body: row.body,
    createdAt: new Date(row.createdAt).toISOString(),
    ageText: ageText(row.createdAt, now),
    isByAccount: row.isByAccount,
    reply:
      row.replyBody === null || row.replyAt === null
        ? null
        : {
            authorName: row.replyAuthor ?? '',
            body: row.replyBody,
            createdAt: new Date(row.replyAt).toISOString(),
            ageText: ageText(row.replyAt, now),
          },
  }
}

export function createReviewsService(repo: ReviewsRepository) {
  const reviewById = async (id: number): Promise<CourseReview> => {
    const row = await repo.findReview(id)
    if (!row) throw reviewMissing()
    return toCourseReview(row)
  }
  const page = (
    result: { items: CourseReviewRow[]; total: number },
    current: number,
  ): CourseReviewList => {
    const now = new Date()
    return {
      items: result.items.map((row) => toCourseReview(row, now)),
      total: result.total,
      page: current,
      pageSize: REVIEW_PAGE_SIZE,
      pageCount: pageCount(result.total, REVIEW_PAGE_SIZE),
    }
  }

  /** May the caller answer reviews of this instructor's courses? Admins may answer any. */
  const mayReply = async (caller: Caller, instructorId: number) =>
    caller.role === 'admin' || (await repo.instructorIdOf(caller.sub)) === instructorId

  return {
    /** Posts (created) or edits the caller's review of a course they are enrolled in. */
    async save(courseId: number, caller: Caller, input: CourseReviewInput): Promise<SavedReview> {
      const outcome = await repo.saveReview(courseId, caller.sub, input)
      if (outcome.kind === 'no-course') throw new NotFoundError('Course not found')
      if (outcome.kind === 'not-enrolled') throw new ForbiddenError(NOT_ENROLLED_MESSAGE)
      return {
        review: await reviewById(outcome.reviewId),
        created: outcome.created,
        course: outcome.course,
        instructor: outcome.instructor,
      }
    },

    async remove(reviewId: number, caller: Caller): Promise<DeletedReview> {
      const outcome = await repo.deleteReview(reviewId, caller.sub, caller.role === 'admin')
      if (outcome.kind === 'not-found') throw reviewMissing()
      if (outcome.kind === 'not-author') throw new ForbiddenError(NOT_REVIEW_AUTHOR_MESSAGE)
      return { id: reviewId, course: outcome.course, instructor: outcome.instructor }
    },

    async reply(reviewId: number, caller: Caller, input: ReviewReplyInput): Promise<CourseReview> {
      const review = await repo.reviewInstructor(reviewId)
      if (!review) throw reviewMissing()
      if (!(await mayReply(caller, review.instructorId))) {
        throw new ForbiddenError(NOT_COURSE_INSTRUCTOR_MESSAGE)
      }
      // The course's own instructor answers under their public name; an admin under their own.
      const ownInstructor = (await repo.instructorIdOf(caller.sub)) === review.instructorId
      const authorName = ownInstructor
        ? await repo.instructorName(review.instructorId)
        : (await repo.author(caller.sub))?.name
      await repo.saveReply(reviewId, {
        authorId: caller.sub,
        authorName: authorName ?? 'Instructor',
        body: input.body,
      })
      return reviewById(reviewId)
    },

    async removeReply(reviewId: number, caller: Caller): Promise<CourseReview> {
      const review = await repo.reviewInstructor(reviewId)
      if (!review) throw reviewMissing()
      if (!(await mayReply(caller, review.instructorId))) {
        throw new ForbiddenError(NOT_COURSE_INSTRUCTOR_MESSAGE)
      }
      await repo.deleteReply(reviewId)
      return reviewById(reviewId)
    },

    async mine(caller: Caller, current: number): Promise<CourseReviewList> {
      return page(await repo.byAuthor(caller.sub, current, REVIEW_PAGE_SIZE), current)
    },

    /**
     * Reviews of the caller's courses. A mentor account without a catalog instructor has none;
     * an admin who does not teach sees every course's reviews.
     */
    async ofMyCourses(caller: Caller, current: number): Promise<CourseReviewList> {
      const instructorId = await repo.instructorIdOf(caller.sub)
      if (instructorId === null && caller.role !== 'admin') return page({ items: [], total: 0 }, 1)
      return page(
        await repo.byInstructor(instructorId ?? 'all', current, REVIEW_PAGE_SIZE),
        current,
      )
    },

    async reviewable(caller: Caller, query: ReviewableQuery): Promise<ReviewableCourses> {
      const [author, courses] = await Promise.all([
        repo.author(caller.sub),
        repo.reviewable(caller.sub, query),
      ])
      const items = await Promise.all(
        courses.map(async (c) => ({
          courseId: c.courseId,
          title: c.title,
          review: c.reviewId === null ? null : await reviewById(c.reviewId),
        })),
      )
      return { author: author ?? { name: '', email: '' }, items }
    },
  }
}
export type ReviewsService = ReturnType<typeof createReviewsService>
