import type { AdminOutboxList, AdminOutboxMessage, AdminOutboxQuery } from '@app/domain/email'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Role admin on the server: every stored outgoing e-mail, and one with its text and links. */
export const adminOutboxQueries = {
  all: ['admin', 'outbox'] as const,
  /** GET /api/admin/outbox?status&page (newest first). */
  list: (query: AdminOutboxQuery) =>
    queryOptions({
      queryKey: [...adminOutboxQueries.all, 'list', query],
      queryFn: ({ signal }) => api.get<AdminOutboxList>('/admin/outbox', { ...query }, signal),
      // Paging and filtering keep the current rows on screen until the next ones arrive.
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  /** GET /api/admin/outbox/:id: the message's text and the links in it. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminOutboxQueries.all, 'detail', id],
      queryFn: ({ signal }) =>
        api.get<AdminOutboxMessage>(`/admin/outbox/${encodeURIComponent(id)}`, undefined, signal),
      staleTime: 15_000,
    }),
}
