import type { CourseReview, CourseReviewList, SavedReview } from '@app/domain/reviews'

/** Review fixtures for web tests, shaped like the API's answers. */
export function makeCourseReview(overrides: Partial<CourseReview> = {}): CourseReview {
  return {
    id: 1_000_000_001,
    courseId: 1,
    courseTitle: 'Complete Web Development Bootcamp',
    name: 'Sam Student',
    avatarUrl: null,
    rating: 5,
    title: 'I shipped my first real website',
    body: 'Every section builds on the last.',
    createdAt: '2026-01-12T10:00:00.000Z',
    ageText: '2 weeks ago',
    isByAccount: true,
    reply: null,
    ...overrides,
  }
}

export const reviewList = (items: CourseReview[]): CourseReviewList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  pageCount: 1,
})

export function savedReview(review: CourseReview, created = true): SavedReview {
  return {
    review,
    created,
    course: { id: review.courseId, rating: 4.9, ratingCount: 4121 },
    instructor: { id: 1, rating: 4.9, reviewCount: 2201 },
  }
}
