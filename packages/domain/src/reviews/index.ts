import { z } from 'zod'
import {
  ReviewReplySchema,
  type CourseDetail,
  type InstructorDetail,
  type Review,
} from '../catalog/schemas'
import { hasControlCharacters } from '../shop/index'

export { ReviewReplySchema, type ReviewReply } from '../catalog/schemas'

/** Why someone who may not review a course cannot (the server's 403 says the same). */
export const NOT_ENROLLED_MESSAGE = 'Only students enrolled in this course can review it'
export const REVIEW_LOGIN_MESSAGE = 'Log in as a student enrolled in this course to review it'
export const NOT_COURSE_INSTRUCTOR_MESSAGE = 'Only the instructor of this course can reply to it'
export const NOT_REVIEW_AUTHOR_MESSAGE = 'You can only delete your own review'

const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars'

const text = (
  required: string,
  max: number,
  tooLong: string,
  notAllowed: string,
  multiline = false,
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value, multiline), notAllowed)

/**
 * The course review form (SPEC section 3: star rating, title, message). The form also shows the
 * name and e-mail of the signed-in account, but they are not sent: the author is the account.
 */
export const CourseReviewInputSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  title: text(
    'Title is required',
    120,
    'Title is at most 120 characters',
    'Title contains characters that are not allowed',
  ),
  message: text(
    'Message is required',
    4000,
    'Message is at most 4000 characters',
    'Message contains characters that are not allowed',
    true,
  ),
})
export type CourseReviewInput = z.infer<typeof CourseReviewInputSchema>

/** The instructor's reply to a review. */
export const ReviewReplyInputSchema = z.object({
  body: text(
    'Write your reply',
    2000,
    'A reply is at most 2000 characters',
    'The reply contains characters that are not allowed',
    true,
  ),
})
export type ReviewReplyInput = z.infer<typeof ReviewReplyInputSchema>

/** Path ids: whole numbers from 1 (course ids and review ids). */
export const CourseIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Course not found' })
    .int('Course not found')
    .min(1, 'Course not found')
    .max(2_147_483_647, 'Course not found'),
})
export const ReviewIdParamsSchema = z.object({
  reviewId: z.coerce
    .number({ error: 'Review not found' })
    .int('Review not found')
    .min(1, 'Review not found')
    .max(2_147_483_647, 'Review not found'),
})

/** A review as the dashboards show it: the catalog review plus its course and dates. */
export const CourseReviewSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  ageText: z.string(),
  /** True when a student account wrote it (seeded sample reviews have no account). */
  isByAccount: z.boolean(),
  reply: ReviewReplySchema.nullable(),
})
export type CourseReview = z.infer<typeof CourseReviewSchema>

const pageParam = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Number(v)),
  z.number().int().min(1).max(100_000).catch(1).default(1),
)
export const REVIEW_PAGE_SIZE = 10

/** `GET /api/me/reviews` and `GET /api/me/course-reviews`: `?page=`. */
export const ReviewListQuerySchema = z.object({ page: pageParam })
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>

export const CourseReviewListSchema = z.object({
  items: z.array(CourseReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
})
export type CourseReviewList = z.infer<typeof CourseReviewListSchema>

/** `GET /api/me/reviewable-courses?courseId=&instructorId=`. */
export const ReviewableQuerySchema = z.object({
  courseId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  instructorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
})
export type ReviewableQuery = z.infer<typeof ReviewableQuerySchema>

/** The courses the signed-in student may review (enrolled), each with their review if written. */
export const ReviewableCoursesSchema = z.object({
  /** The author the review will show, from the account (the form shows it read-only). */
  author: z.object({ name: z.string(), email: z.string() }),
  items: z.array(
    z.object({
      courseId: z.number().int(),
      title: z.string(),
      review: CourseReviewSchema.nullable(),
    }),
  ),
})
export type ReviewableCourses = z.infer<typeof ReviewableCoursesSchema>

export const RatingStatsSchema = z.object({ rating: z.number(), count: z.number().int() })
export type RatingStats = z.infer<typeof RatingStatsSchema>

/** What saving (201 new, 200 edit) or deleting a review answers: it and the new figures. */
export const SavedReviewSchema = z.object({
  review: CourseReviewSchema,
  created: z.boolean(),
  course: z.object({ id: z.number().int(), rating: z.number(), ratingCount: z.number().int() }),
  instructor: z.object({ id: z.number().int(), rating: z.number(), reviewCount: z.number().int() }),
})
export type SavedReview = z.infer<typeof SavedReviewSchema>

export const DeletedReviewSchema = SavedReviewSchema.omit({ review: true, created: true }).extend({
  id: z.number().int(),
})
export type DeletedReview = z.infer<typeof DeletedReviewSchema>

export type RatingChange =
  | { kind: 'add'; rating: number }
  | { kind: 'edit'; from: number; to: number }
  | { kind: 'remove'; rating: number }

/**
 * The new average and count after one review is added, edited or removed. The stored count
 * includes ratings collected before reviews were kept here (a seeded course has 315,475), so
 * the average moves incrementally instead of being recomputed from the stored reviews.
 */
export function applyRatingChange(stats: RatingStats, change: RatingChange): RatingStats {
  const count = Math.max(0, stats.count)
  const total = stats.rating * count
  switch (change.kind) {
    case 'add':
      return { rating: (total + change.rating) / (count + 1), count: count + 1 }
    case 'edit':
      return count === 0
        ? { rating: change.to, count: 1 }
        : { rating: (total - change.from + change.to) / count, count }
    case 'remove':
      if (count <= 1) return { rating: 0, count: 0 }
      return { rating: clampRating((total - change.rating) / (count - 1)), count: count - 1 }
  }
}
const clampRating = (rating: number) => Math.min(5, Math.max(0, rating))

/** The catalog form of a dashboard review (the course page's list item). */
export const toCatalogReview = (review: CourseReview): Review => ({
  id: review.id,
  name: review.name,
  rating: review.rating,
  ageText: review.ageText,
  title: review.title,
  body: review.body,
  avatarUrl: review.avatarUrl,
  reply: review.reply,
})

/** The saved review first, replacing its older version. */
function withReview(reviews: readonly Review[], saved: CourseReview): Review[] {
  return [toCatalogReview(saved), ...reviews.filter((r) => r.id !== saved.id)]
}

/** The course page after a save: the review shows at once, with the new rating and count. */
export function courseWithSavedReview(course: CourseDetail, saved: SavedReview): CourseDetail {
  if (course.id !== saved.course.id) return course
  return {
    ...course,
    rating: Math.round(saved.course.rating * 100) / 100,
    ratingCount: saved.course.ratingCount,
    reviews: withReview(course.reviews, saved.review),
  }
}

/** The instructor page after a save of a review of one of their courses. */
export function instructorWithSavedReview(
  instructor: InstructorDetail,
  saved: SavedReview,
): InstructorDetail {
  if (instructor.id !== saved.instructor.id) return instructor
  return {
    ...instructor,
    rating: Math.round(saved.instructor.rating * 100) / 100,
    reviewCount: saved.instructor.reviewCount,
    reviews: withReview(instructor.reviews, saved.review),
  }
}
