import {
  messagePreview,
  type ThreadList as Threads,
  type ThreadListItem,
  type ThreadView,
} from '@app/domain/messages'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { MessagesSquare } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Avatar } from '../../../components/ui/avatar'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { messageQueries } from '../api/messages'
import { formatMessageTime } from '../message-time'
import type { MessagesArea } from './messages-page'

/**
 * The caller's conversations, newest first: who, the last message, when, and what is unread. The
 * open one leads the list even before the server lists it (a new one, with no message yet).
 */
export function ThreadList({
  area,
  threads,
  selectedId,
}: {
  area: MessagesArea
  /** GET /api/messages/threads, asked for by the page. */
  threads: UseQueryResult<Threads>
  selectedId: number | null
}) {
  if (threads.isPending) return <PanelLoading label="Loading your conversations" />
  if (threads.isError) {
    return (
      <PanelError
        title="Your conversations could not be loaded"
        error={threads.error}
        onRetry={() => void threads.refetch()}
        isRetrying={threads.isFetching}
      />
    )
  }
  const items = threads.data.items
  const empty = (
    <EmptyState
      isCompact
      icon={<MessagesSquare size={24} />}
      title="No messages yet"
      description={
        area === 'student'
          ? 'Your conversations with mentors show here.'
          : 'Your conversations with students show here.'
      }
    />
  )
  if (selectedId !== null && !items.some((thread) => thread.id === selectedId)) {
    return <WithOpenThread id={selectedId} items={items} empty={empty} />
  }
  return items.length === 0 ? empty : <ThreadLines items={items} selectedId={selectedId} />
}

/**
 * The list with the open conversation first, which the server does not list yet: it lists a
 * conversation from its first message. Its line is made from the conversation as the page
 * opened it (read from the cache, never asked for twice).
 */
function WithOpenThread({
  id,
  items,
  empty,
}: {
  id: number
  items: ThreadListItem[]
  empty: ReactNode
}) {
  const open = useQuery({ ...messageQueries.thread(id), enabled: false })
  if (open.data) return <ThreadLines items={[lineOf(open.data), ...items]} selectedId={id} />
  // The conversation beside the list is on its way.
  if (!open.isError) return <PanelLoading label="Loading your conversations" />
  // It could not be opened (the pane beside says why): the list as it is.
  return items.length === 0 ? empty : <ThreadLines items={items} selectedId={id} />
}

function ThreadLines({
  items,
  selectedId,
}: {
  items: ThreadListItem[]
  selectedId: number | null
}) {
  return (
    <nav aria-label="Conversations">
      <ul className="thread-list">
        {items.map((thread) => (
          <ThreadLine key={thread.id} thread={thread} isSelected={thread.id === selectedId} />
        ))}
      </ul>
    </nav>
  )
}

/** A conversation as the list shows it, made from the conversation as opened. */
function lineOf(view: ThreadView): ThreadListItem {
  const last = view.messages.at(-1)
  return {
    id: view.id,
    mySide: view.mySide,
    other: view.other,
    lastMessage: last
      ? { preview: messagePreview(last.body), mine: last.mine, createdAt: last.createdAt }
      : null,
    lastMessageAt: last?.createdAt ?? '',
    unreadCount: 0,
  }
}

function ThreadLine({ thread, isSelected }: { thread: ThreadListItem; isSelected: boolean }) {
  const unread = thread.unreadCount
  return (
    <li>
      <Link
        to={`?thread=${thread.id}`}
        className={cx('thread-line', isSelected && 'thread-line--selected')}
        aria-current={isSelected ? 'page' : undefined}
      >
        <Avatar name={thread.other.name} size={40} isDecorative />
        <span className="thread-line__main">
          <span className="thread-line__top">
            <span className="thread-line__name">{thread.other.name}</span>
            {thread.lastMessage ? (
              <time className="thread-line__time" dateTime={thread.lastMessage.createdAt}>
                {formatMessageTime(thread.lastMessage.createdAt)}
              </time>
            ) : null}
          </span>
          <span className="thread-line__bottom">
            <span
              className={cx('thread-line__preview', unread > 0 && 'thread-line__preview--unread')}
            >
              {thread.lastMessage
                ? `${thread.lastMessage.mine ? 'You: ' : ''}${thread.lastMessage.preview}`
                : 'New conversation'}
            </span>
            {unread > 0 ? (
              <span className="thread-line__unread">
                {unread}
                <span className="visually-hidden"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  )
}
