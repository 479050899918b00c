import type { Booking, ResolveDisputeInput } from '@app/domain/sessions'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Role admin on the server: session outcomes one party disputed, not resolved yet. */
export const sessionDisputeQueries = {
  all: ['admin', 'session-disputes'] as const,
  /** GET /api/admin/session-disputes: oldest first. */
  list: () =>
    queryOptions({
      queryKey: [...sessionDisputeQueries.all, 'list'],
      queryFn: ({ signal }) =>
        api.get<{ items: Booking[] }>('/admin/session-disputes', undefined, signal),
      staleTime: 15_000,
    }),
}

/** POST /api/admin/session-disputes/:id: the outcome stands (upheld) or not (overturned). */
export function useResolveDispute() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ResolveDisputeInput }) =>
      api.post<Booking>(`/admin/session-disputes/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionDisputeQueries.all }),
  })
}
