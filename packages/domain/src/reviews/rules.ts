// What the review pages need on their first load, without zod: the messages and the page updates
// after a save. The schemas are in schemas.ts; index.ts re-exports both.
import type { CourseDetail, InstructorDetail, Review } from '../catalog/schemas'
import type { CourseReview, RatingStats, SavedReview } from './schemas'

/** Why someone who may not review a course cannot (the server's 403 says the same). */
export const NOT_ENROLLED_MESSAGE = 'Only students enrolled in this course can review it'
export const REVIEW_LOGIN_MESSAGE = 'Log in as a student enrolled in this course to review it'
export const NOT_COURSE_INSTRUCTOR_MESSAGE = 'Only the instructor of this course can reply to it'
export const NOT_REVIEW_AUTHOR_MESSAGE = 'You can only delete your own review'

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

/** An average as the pages show it: to two decimals. */
const shownRating = (rating: number) => Math.round(rating * 100) / 100

/** The saved review first, replacing its older version. */
function withReview(reviews: readonly Review[], saved: CourseReview): Review[] {
  return [toCatalogReview(saved), ...reviews.filter((r) => r.id !== saved.id)]
}

/** The course page after a save: the review shows at once, with the new rating and count. */
export function courseWithSavedReview(course: CourseDetail, saved: SavedReview): CourseDetail {
  if (course.id !== saved.course.id) return course
  return {
    ...course,
    rating: shownRating(saved.course.rating),
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
    rating: shownRating(saved.instructor.rating),
    reviewCount: saved.instructor.reviewCount,
    reviews: withReview(instructor.reviews, saved.review),
  }
}
