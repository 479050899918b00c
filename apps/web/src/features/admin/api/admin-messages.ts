import type { AdminMessagesResponse } from '@app/domain/email'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface AdminMessagesPages {
  subscribersPage: number
  contactPage: number
}

/** GET /api/admin/messages (role admin): subscribers and contact messages, newest first. */
export const adminMessageQueries = {
  all: ['admin', 'messages'] as const,
  list: (pages: AdminMessagesPages) =>
    queryOptions({
      queryKey: [...adminMessageQueries.all, pages],
      queryFn: ({ signal }) =>
        api.get<AdminMessagesResponse>('/admin/messages', { ...pages }, signal),
      // Paging keeps the current rows on screen until the next page arrives.
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
}
