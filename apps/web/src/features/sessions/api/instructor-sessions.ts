import type {
  AnswerRequestInput,
  Availability,
  Booking,
  MentorSessions,
  OutcomeInput,
  SessionPolicy,
  SessionType,
  SessionTypeInput,
} from '@app/domain/sessions'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** What cancelling a booking answers: the booking as it is now, and what went back to the student. */
export interface CancelledBooking {
  booking: Booking
  refundCents: number
}

/** The signed-in person's secret calendar feed address (webcal), or null when there is none. */
export interface CalendarFeed {
  url: string | null
}

/** Role teacher on the server: the mentor's own hours, policy, session types and bookings. */
export const instructorSessionQueries = {
  all: ['instructor', 'sessions'] as const,
  /** GET /api/instructor/sessions. */
  mine: () =>
    queryOptions({
      queryKey: [...instructorSessionQueries.all, 'mine'],
      queryFn: ({ signal }) => api.get<MentorSessions>('/instructor/sessions', undefined, signal),
      staleTime: 30_000,
    }),
}

export const calendarFeedQueries = {
  all: ['me', 'calendar-feed'] as const,
  /** GET /api/me/calendar-feed. */
  mine: () =>
    queryOptions({
      queryKey: calendarFeedQueries.all,
      queryFn: ({ signal }) => api.get<CalendarFeed>('/me/calendar-feed', undefined, signal),
      staleTime: 5 * 60_000,
    }),
}

const base = '/instructor/sessions'
const bookingPath = (id: number, action: string) => `${base}/bookings/${id}/${action}`

/** A mutation on the mentor's sessions; afterwards the page's data is fetched again. */
function useSessionsMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instructorSessionQueries.all }),
  })
}

/** PUT /api/instructor/sessions/availability: zone, weekly hours, dates, buffers, notice, window, cap. */
export const useSaveAvailability = () =>
  useSessionsMutation((availability: Availability) =>
    api.put<Availability>(`${base}/availability`, availability),
  )

/** PUT /api/instructor/sessions/policy: for bookings made from now on. */
export const useSavePolicy = () =>
  useSessionsMutation((policy: SessionPolicy) => api.put<SessionPolicy>(`${base}/policy`, policy))

/** POST /api/instructor/sessions/types, or PUT .../types/:id for one that exists. */
export const useSaveSessionType = () =>
  useSessionsMutation(({ id, input }: { id: number | null; input: SessionTypeInput }) =>
    id === null
      ? api.post<SessionType>(`${base}/types`, input)
      : api.put<SessionType>(`${base}/types/${id}`, input),
  )

/** POST .../bookings/:id/answer: accept or decline a request, with a message. */
export const useAnswerRequest = () =>
  useSessionsMutation(({ id, answer }: { id: number; answer: AnswerRequestInput }) =>
    api.post<Booking>(bookingPath(id, 'answer'), answer),
  )

/** POST .../bookings/:id/cancel: the mentor cancels; everything paid goes back. */
export const useCancelAsMentor = () =>
  useSessionsMutation((id: number) => api.post<CancelledBooking>(bookingPath(id, 'cancel')))

/** POST .../bookings/:id/outcome: held, or the student did not come. */
export const useMarkOutcome = () =>
  useSessionsMutation(({ id, outcome }: { id: number; outcome: OutcomeInput }) =>
    api.post<Booking>(bookingPath(id, 'outcome'), outcome),
  )

/** POST .../bookings/:id/dispute: the mentor disputes the student's outcome, once. */
export const useDisputeOutcome = () =>
  useSessionsMutation(({ id, note }: { id: number; note: string }) =>
    api.post<Booking>(bookingPath(id, 'dispute'), { note }),
  )

/** POST /api/me/calendar-feed (a new address, the old one revoked) or DELETE (no feed). */
export function useCalendarFeedChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: 'renew' | 'stop'): Promise<CalendarFeed> => {
      if (change === 'renew') return api.post<CalendarFeed>('/me/calendar-feed')
      await api.delete<void>('/me/calendar-feed')
      return { url: null }
    },
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueries.all, feed),
  })
}
