import type {
  CourseReview,
  CourseReviewInput,
  CourseReviewList,
  DeletedReview,
  ReviewableCourses,
  ReviewableQuery,
  SavedReview,
} from '@app/domain/reviews'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/**
 * Keys a review change makes stale: the review lists, and the catalog pages that show reviews
 * and ratings (course and instructor pages) by their prefixes.
 */
export const REVIEWED_KEYS = [['reviews'], ['courses'], ['instructors']] as const

export const reviewQueries = {
  all: ['reviews'] as const,
  /** GET /api/me/reviews: the signed-in student's reviews. */
  mine: (page: number) =>
    queryOptions({
      queryKey: [...reviewQueries.all, 'mine', { page }],
      queryFn: ({ signal }) => api.get<CourseReviewList>('/me/reviews', { page }, signal),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/me/course-reviews: reviews of the signed-in instructor's courses. */
  ofMyCourses: (page: number) =>
    queryOptions({
      queryKey: [...reviewQueries.all, 'of-my-courses', { page }],
      queryFn: ({ signal }) => api.get<CourseReviewList>('/me/course-reviews', { page }, signal),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/me/reviewable-courses: what the signed-in student may review here. */
  reviewable: (scope: ReviewableQuery) =>
    queryOptions({
      queryKey: [...reviewQueries.all, 'reviewable', scope],
      queryFn: ({ signal }) =>
        api.get<ReviewableCourses>(
          '/me/reviewable-courses',
          { courseId: scope.courseId, instructorId: scope.instructorId },
          signal,
        ),
    }),
}

export const saveReview = (courseId: number, input: CourseReviewInput) =>
  api.post<SavedReview>(`/courses/${courseId}/reviews`, input)

export const deleteReview = (reviewId: number) =>
  api.delete<DeletedReview>(`/course-reviews/${reviewId}`)

export const saveReply = (reviewId: number, body: string) =>
  api.put<CourseReview>(`/course-reviews/${reviewId}/reply`, { body })
