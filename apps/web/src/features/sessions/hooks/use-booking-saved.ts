import type { Booking } from '@app/domain/sessions'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { sessionQueries } from '../api/sessions'

/**
 * What to do with a booking the server answered after a change (outcome, dispute, review): it
 * replaces its copy in My Sessions at once, and the mentor's public reviews are asked again.
 */
export function useBookingSaved(): (booking: Booking) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (booking: Booking) => {
      queryClient.setQueryData(sessionQueries.mine().queryKey, (old) =>
        old ? { items: old.items.map((b) => (b.id === booking.id ? booking : b)) } : old,
      )
      void queryClient.invalidateQueries({
        queryKey: sessionQueries.reviews(booking.mentor.instructorId).queryKey,
      })
    },
    [queryClient],
  )
}
