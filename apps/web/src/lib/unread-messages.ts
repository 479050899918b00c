import type { UnreadCount } from '@app/domain/messages'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

/**
 * How many messages to the signed-in person are unread: the header's badge, the dashboards' side
 * menus and the messages page share this one query (the page refreshes it when it reads a thread).
 */
export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: ['messages', 'unread'] as const,
    queryFn: ({ signal }) => api.get<UnreadCount>('/messages/unread', undefined, signal),
    staleTime: 30_000,
    // Looked at again every minute while the page is visible (never from a hidden tab).
    refetchInterval: 60_000,
  })

/** The unread count, 0 until it is known; nothing is asked while `isEnabled` is false (guests). */
export function useUnreadMessages(isEnabled: boolean): number {
  const { data } = useQuery({ ...unreadMessagesQuery(), enabled: isEnabled })
  return isEnabled ? (data?.count ?? 0) : 0
}
