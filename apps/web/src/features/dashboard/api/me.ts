import type { Account } from '@app/domain/auth'
import type { EnrolmentList, MyLearning } from '@app/domain/learning'
import type { OrderList } from '@app/domain/orders'
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
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
  /** GET /api/me/orders?page: the account's orders, newest first. */
  orders: (page: number) =>
    queryOptions({
      queryKey: [...meQueries.all, 'orders', { page }],
      queryFn: ({ signal }) => api.get<OrderList>('/me/orders', { page }, signal),
      // Paging keeps the current rows on screen until the next page arrives.
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  /** GET /api/me/enrolments (role student or admin): the courses the account is enrolled in. */
  enrolments: () =>
    queryOptions({
      queryKey: [...meQueries.all, 'enrolments'],
      queryFn: ({ signal }) => api.get<EnrolmentList>('/me/enrolments', undefined, signal),
      staleTime: 30_000,
    }),
  /** GET /api/me/learning (role student or admin): the courses with progress and the counts. */
  learning: () =>
    queryOptions({
      queryKey: [...meQueries.all, 'learning'],
      queryFn: ({ signal }) => api.get<MyLearning>('/me/learning', undefined, signal),
      staleTime: 30_000,
    }),
}

/**
 * Route loader factory: every dashboard page needs the account before it renders. Loaders run
 * before the area guard redirects, so a visitor who may not open the area asks for nothing.
 * `prefetch` starts a panel's own request alongside (the panel shows its own loading and errors).
 */
export function dashboardLoader(
  queryClient: QueryClient,
  mayOpen: () => boolean,
  prefetch?: (url: URL) => Promise<void>,
) {
  return ({ request }: { request: Request }) => {
    if (!mayOpen()) return null
    if (prefetch) void prefetch(new URL(request.url))
    return queryClient.ensureQueryData(meQueries.detail())
  }
}
