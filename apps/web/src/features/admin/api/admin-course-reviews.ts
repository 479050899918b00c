import type {
  CourseMutationResult,
  CourseRejectInput,
  CourseReviewQueue,
} from '@app/domain/authoring'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Role admin on the server: the courses waiting for review, the longest-waiting first. */
export const courseReviewQueries = {
  all: ['admin', 'course-reviews'] as const,
  /** GET /api/admin/course-reviews?page */
  list: (page: number) =>
    queryOptions({
      queryKey: [...courseReviewQueries.all, 'list', { page }],
      queryFn: ({ signal }) =>
        api.get<CourseReviewQueue>('/admin/course-reviews', { page }, signal),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
}

export type ReviewDecision =
  { id: number; action: 'approve' } | { id: number; action: 'reject'; input: CourseRejectInput }

/**
 * POST /api/admin/course-reviews/:id/approve or /reject. Afterwards the queue is fetched again,
 * and the catalog too (an approved course is in it now).
 */
export function useReviewDecision() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      api.post<CourseMutationResult>(
        `/admin/course-reviews/${decision.id}/${decision.action}`,
        decision.action === 'reject' ? decision.input : undefined,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseReviewQueries.all }),
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
        queryClient.invalidateQueries({ queryKey: ['search'] }),
      ]),
  })
}
