// The review forms' and answers' schemas; index.ts re-exports them with the rules.
import { z } from 'zod'
import { ReviewReplySchema } from '../catalog/schemas'
import { hasControlCharacters } from '../shop/index'

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
