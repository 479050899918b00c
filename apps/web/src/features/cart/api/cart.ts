import type { CartLineInput, CartQuote, CartQuoteInput } from '@app/domain/cart'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { CartLine } from '../../../lib/cart-store'

/** What the server is told about the cart: items and quantities, never prices. */
export function toLineInputs(lines: readonly CartLine[]): CartLineInput[] {
  return lines.map(({ kind, id, quantity }) => ({ kind, id, quantity }))
}

export function quoteInput(lines: readonly CartLine[], couponCode: string | null): CartQuoteInput {
  return { lines: toLineInputs(lines), ...(couponCode ? { couponCode } : {}) }
}

export const cartQueries = {
  all: ['cart'] as const,
  /** POST /api/cart/quote: today's prices, the coupon's discount or its refusal, shipping, total. */
  quote: (input: CartQuoteInput) =>
    queryOptions({
      queryKey: [...cartQueries.all, 'quote', input],
      queryFn: ({ signal }) => api.post<CartQuote>('/cart/quote', input, { signal }),
      // Prices and stock can change: a quote is fresh for a short while only.
      staleTime: 15_000,
    }),
}

/**
 * DELETE /api/sessions/bookings/:id/hold: a held session taken out of the cart frees its slot for
 * others at once (it would free itself when the hold ends anyway, so a failure is left alone).
 */
export function releaseSessionHold(bookingId: number): void {
  void api.delete<void>(`/sessions/bookings/${bookingId}/hold`).catch(() => undefined)
}
