import type { Account } from '@app/domain/auth'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const meQueries = {
  all: ['me'] as const,
  /** GET /api/me: the signed-in account. */
  detail: () =>
    queryOptions({
      queryKey: [...meQueries.all, 'detail'],
      queryFn: ({ signal }) => api.get<Account>('/me', undefined, signal),
      staleTime: 5 * 60_000,
    }),
}

/**
 * Route loader factory: every dashboard page needs the account before it renders. Loaders run
 * before the area guard redirects, so a visitor who may not open the area asks for nothing.
 */
export function dashboardLoader(queryClient: QueryClient, mayOpen: () => boolean) {
  return () => (mayOpen() ? queryClient.ensureQueryData(meQueries.detail()) : null)
}
