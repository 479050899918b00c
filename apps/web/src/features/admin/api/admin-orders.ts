import type { AdminOrderQuery, Order, OrderList, OrderStatusChange } from '@app/domain/orders'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Role admin on the server: every order, filtered by status and number / e-mail. */
export const adminOrderQueries = {
  all: ['admin', 'orders'] as const,
  /** GET /api/admin/orders?status&q&page (OrderList, newest first). */
  list: (query: AdminOrderQuery) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all, 'list', query],
      queryFn: ({ signal }) => api.get<OrderList>('/admin/orders', { ...query }, signal),
      // Paging and filtering keep the current rows on screen until the next ones arrive.
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  /** GET /api/admin/orders/:id: the whole order with its history. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all, 'detail', id],
      queryFn: ({ signal }) =>
        api.get<Order>(`/admin/orders/${encodeURIComponent(id)}`, undefined, signal),
      staleTime: 15_000,
    }),
}

/**
 * POST /api/admin/orders/:id/status. On success the answer replaces the cached detail and every
 * admin order query (lists included) is refetched, since a move changes what the filters match.
 */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: OrderStatusChange) =>
      api.post<Order>(`/admin/orders/${encodeURIComponent(id)}/status`, change),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueries.detail(id).queryKey, order)
      return queryClient.invalidateQueries({ queryKey: adminOrderQueries.all })
    },
  })
}
