import type { Refund, RefundRequestInput } from '@app/domain/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { meQueries } from './me'

/** The cart feature's order queries (`orderQueries.all`) and the learning feature's (`learningQueries.all`). */
const ORDERS_KEY = ['orders'] as const
const LEARNING_KEY = ['learning'] as const

/**
 * POST /api/me/orders/:id/refunds: the student asks for one course of a paid order back. The
 * order lists and receipts refresh either way (the line shows its request); a refund granted at
 * once also takes the course off My Courses, so the enrolments and learning lists refresh too.
 */
export function useRequestRefund(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RefundRequestInput) =>
      api.post<Refund>(`/me/orders/${encodeURIComponent(orderId)}/refunds`, input),
    onSuccess: (refund) =>
      Promise.all(
        refund.state === 'granted'
          ? [
              // GET /api/me/orders, /me/enrolments, /me/learning and the account's counts.
              queryClient.invalidateQueries({ queryKey: meQueries.all }),
              // The receipt (GET /api/orders/:id) and the lesson player's access and lists.
              queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
              queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
            ]
          : [
              queryClient.invalidateQueries({ queryKey: [...meQueries.all, 'orders'] }),
              queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
            ],
      ),
  })
}
