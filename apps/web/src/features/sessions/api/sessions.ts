import type {
  BookSlotInput,
  Booking,
  OutcomeInput,
  PublicSessions,
  SessionReviewInput,
  SessionReviews,
  SlotList,
} from '@app/domain/sessions'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api-client'

/** How far ahead the slot picker looks: the next 4 weeks. */
export const SLOT_DAYS = 28

export interface SlotsQuery {
  instructorId: number
  sessionTypeId: number
  /** The instant the list starts at (ISO). */
  from: string
}

/** What `POST /api/me/sessions/:id/cancel` answers: the booking as it is now, and what is refunded. */
export interface CancelledBooking {
  booking: Booking
  refundCents: number
}

export const sessionQueries = {
  all: ['sessions'] as const,
  /**
   * GET /api/instructors/:id/sessions: the mentor's session types and policy, or null when the
   * mentor offers none (an instructor without an account has nothing to book).
   */
  offered: (instructorId: number) =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'offered', instructorId],
      queryFn: async ({ signal }): Promise<PublicSessions | null> => {
        try {
          return await api.get<PublicSessions>(
            `/instructors/${instructorId}/sessions`,
            undefined,
            signal,
          )
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) return null
          throw err
        }
      },
      staleTime: 60_000,
    }),
  /** GET /api/instructors/:id/sessions/:typeId/slots?from&days: free starts, as UTC instants. */
  slots: ({ instructorId, sessionTypeId, from }: SlotsQuery) =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'slots', instructorId, sessionTypeId, from],
      queryFn: ({ signal }) =>
        api.get<SlotList>(
          `/instructors/${instructorId}/sessions/${sessionTypeId}/slots`,
          { from, days: SLOT_DAYS },
          signal,
        ),
      // Slots are taken by others all the time: always asked again when the picker opens.
      staleTime: 0,
    }),
  /** GET /api/me/sessions: the student's bookings, by start. */
  mine: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'mine'],
      queryFn: ({ signal }) => api.get<{ items: Booking[] }>('/me/sessions', undefined, signal),
      staleTime: 30_000,
    }),
  /**
   * GET /api/instructors/:id/session-reviews: what students said after their sessions, or null
   * for an instructor the API does not know as a mentor.
   */
  reviews: (instructorId: number) =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'reviews', instructorId],
      queryFn: async ({ signal }): Promise<SessionReviews | null> => {
        try {
          return await api.get<SessionReviews>(
            `/instructors/${instructorId}/session-reviews`,
            undefined,
            signal,
          )
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) return null
          throw err
        }
      },
      staleTime: 60_000,
    }),
}

/** POST /api/sessions/bookings: holds a paid slot for 10 minutes, or books a free one. */
export const bookSlot = (input: BookSlotInput) => api.post<Booking>('/sessions/bookings', input)

/** DELETE /api/sessions/bookings/:id/hold: frees a held slot at once. */
export const releaseHold = (bookingId: number) =>
  api.delete<void>(`/sessions/bookings/${bookingId}/hold`)

/** POST /api/me/sessions/:id/cancel: cancels, refunding by the booking's own policy. */
export const cancelBooking = (bookingId: number) =>
  api.post<CancelledBooking>(`/me/sessions/${bookingId}/cancel`)

/** POST /api/me/sessions/:id/reschedule: moves the booking to another free slot. */
export const rescheduleBooking = (bookingId: number, startsAt: string) =>
  api.post<Booking>(`/me/sessions/${bookingId}/reschedule`, { startsAt })

/** POST /api/me/sessions/:id/outcome: the session was held, or the mentor did not come. */
export const markOutcome = (bookingId: number, input: OutcomeInput) =>
  api.post<Booking>(`/me/sessions/${bookingId}/outcome`, input)

/** POST /api/me/sessions/:id/dispute: the student disputes the mentor's outcome, once. */
export const disputeOutcome = (bookingId: number, note: string) =>
  api.post<Booking>(`/me/sessions/${bookingId}/dispute`, { note })

/** PUT /api/me/sessions/:id/review: reviews the mentor after the session, or edits the review. */
export const reviewSession = (bookingId: number, input: SessionReviewInput) =>
  api.put<Booking>(`/me/sessions/${bookingId}/review`, input)
