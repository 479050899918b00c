import type { PayoutInput, PlatformEarnings } from '@app/domain/earnings'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Role admin on the server: the platform's money and each mentor's balances. */
export const adminEarningsQueries = {
  all: ['admin', 'earnings'] as const,
  /** GET /api/admin/earnings: months newest first, and the mentors. */
  platform: () =>
    queryOptions({
      queryKey: [...adminEarningsQueries.all, 'platform'],
      queryFn: ({ signal }) => api.get<PlatformEarnings>('/admin/earnings', undefined, signal),
      staleTime: 15_000,
    }),
}

/**
 * POST /api/admin/earnings/payouts: money sent to a mentor. The answer is the platform's earnings
 * after it, which replace the page's.
 */
export function useRecordPayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PayoutInput) =>
      api.post<PlatformEarnings>('/admin/earnings/payouts', input),
    onSuccess: (earnings) => {
      queryClient.setQueryData(adminEarningsQueries.platform().queryKey, earnings)
    },
  })
}
