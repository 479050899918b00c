import type { Message, ThreadList, ThreadRef, ThreadView } from '@app/domain/messages'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { unreadMessagesQuery } from '../../../lib/unread-messages'

/** New messages are looked for this often while the page is visible (never from a hidden tab). */
export const POLL_MS = 15_000

export const messageQueries = {
  all: ['messages'] as const,
  /** GET /api/messages/threads: the caller's conversations, newest first. */
  threads: () =>
    queryOptions({
      queryKey: [...messageQueries.all, 'threads'],
      queryFn: ({ signal }) => api.get<ThreadList>('/messages/threads', undefined, signal),
      staleTime: 5_000,
      refetchInterval: POLL_MS,
    }),
  /** GET /api/messages/threads/:id: the latest messages (the server marks them read). */
  thread: (id: number) =>
    queryOptions({
      queryKey: [...messageQueries.all, 'thread', id],
      queryFn: ({ signal }) => api.get<ThreadView>(`/messages/threads/${id}`, undefined, signal),
      staleTime: 5_000,
      refetchInterval: POLL_MS,
    }),
}

/** GET /api/messages/threads/:id?before=: the page of messages written before that one. */
export function fetchEarlierMessages(id: number, before: number): Promise<ThreadView> {
  return api.get<ThreadView>(`/messages/threads/${id}`, { before })
}

/** Who a conversation is opened with: a mentor (a student asks) or a student (a mentor asks). */
export type OpenTarget = { mentor: number } | { student: string }

/** POST /api/me/messages/threads or /api/instructor/messages/threads: made on first use. */
export function openThread(target: OpenTarget): Promise<ThreadRef> {
  return 'mentor' in target
    ? api.post<ThreadRef>('/me/messages/threads', { instructorId: target.mentor })
    : api.post<ThreadRef>('/instructor/messages/threads', { studentId: target.student })
}

/** The thread list and the unread count, after something was read or written. */
export function useRefreshMessageCounts() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messageQueries.threads().queryKey }),
      queryClient.invalidateQueries({ queryKey: unreadMessagesQuery().queryKey }),
    ])
}

/** POST /api/messages/threads/:id/messages: shown at once in the thread, which then refreshes. */
export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient()
  const key = messageQueries.thread(threadId).queryKey
  return useMutation({
    mutationFn: (body: string) =>
      api.post<Message>(`/messages/threads/${threadId}/messages`, { body }),
    onSuccess: async (message) => {
      queryClient.setQueryData(key, (old) =>
        old && !old.messages.some((m) => m.id === message.id)
          ? { ...old, messages: [...old.messages, message] }
          : old,
      )
      await queryClient.invalidateQueries({ queryKey: messageQueries.threads().queryKey })
    },
  })
}
