import type { AdminRefundList, Refund, RefundDecision, RefundState } from '@app/domain/orders'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { adminOrderQueries } from './admin-orders'

/** Role admin on the server: the students' refund requests, newest first. */
export const adminRefundQueries = {
  all: ['admin', 'refunds'] as const,
  /** GET /api/admin/refunds?state (every request without a state). */
  list: (state: RefundState | undefined) =>
    queryOptions({
      queryKey: [...adminRefundQueries.all, 'list', { state }],
      queryFn: ({ signal }) => api.get<AdminRefundList>('/admin/refunds', { state }, signal),
      // Switching filters keeps the current requests on screen until the next ones arrive.
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
}

/**
 * POST /api/admin/refunds/:id: grant or decline a pending request. Afterwards every refund list
 * is fetched again, and the admin's orders too (a granted refund changes its order's status).
 */
export function useRefundDecision() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: RefundDecision }) =>
      api.post<Refund>(`/admin/refunds/${encodeURIComponent(id)}`, decision),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRefundQueries.all }),
        queryClient.invalidateQueries({ queryKey: adminOrderQueries.all }),
      ]),
  })
}
