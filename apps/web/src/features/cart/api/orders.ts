import type { Billing, OnlinePayments, Order, PlaceOrderInput } from '@app/domain/orders'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const orderQueries = {
  all: ['orders'] as const,
  /** GET /api/orders/:id: a guest order for whoever holds its uuid, an account's for that account. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'detail', id],
      queryFn: ({ signal }) =>
        api.get<Order>(`/orders/${encodeURIComponent(id)}`, undefined, signal),
    }),
}

export const checkoutDetailsQueries = {
  /** GET /api/me/checkout-details: the billing of the latest order, or the account's name and e-mail. */
  mine: () =>
    queryOptions({
      queryKey: ['me', 'checkout-details'],
      queryFn: ({ signal }) =>
        api.get<{ billing: Partial<Billing> }>('/me/checkout-details', undefined, signal),
      staleTime: 5 * 60_000,
    }),
}

/** POST /api/orders with this checkout attempt's Idempotency-Key: the created (or replayed) order. */
export function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<Order> {
  return api.post<Order>('/orders', input, { headers: { 'Idempotency-Key': idempotencyKey } })
}

/** GET /api/payments/methods: which online methods (card, PayPal) this shop takes now. */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: ['payments', 'methods'],
    queryFn: ({ signal }) => api.get<OnlinePayments>('/payments/methods', undefined, signal),
    staleTime: 5 * 60_000,
  })

/** POST /api/orders/:id/pay: the provider's page to pay the order on. */
export function startPayment(orderId: string): Promise<{ redirectUrl: string }> {
  return api.post<{ redirectUrl: string }>(`/orders/${encodeURIComponent(orderId)}/pay`, {})
}
