import type { ThreadListItem } from '@app/domain/messages'
import { useQuery } from '@tanstack/react-query'
import { MessagesSquare } from 'lucide-react'
import { Link } from 'react-router'
import { Avatar } from '../../../components/ui/avatar'
import { buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { paths } from '../../../config/paths'
import { messageQueries } from '../api/messages'
import { formatMessageTime } from '../message-time'
import type { MessagesArea } from './messages-page'

/** The caller's conversations, newest first: who, the last message, when, and what is unread. */
export function ThreadList({
  area,
  selectedId,
}: {
  area: MessagesArea
  selectedId: number | null
}) {
  const threads = useQuery(messageQueries.threads())
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
  if (threads.data.items.length === 0) {
    return area === 'student' ? (
      <EmptyState
        isCompact
        icon={<MessagesSquare size={24} />}
        title="No messages yet"
        description="Write to a mentor from their profile: the conversation shows here."
        action={
          <Link to={paths.instructors} className={buttonClassName({ size: 'sm' })}>
            Find a mentor
          </Link>
        }
      />
    ) : (
      <EmptyState
        isCompact
        icon={<MessagesSquare size={24} />}
        title="No messages yet"
        description="When a student writes to you, or you write to a student who booked a session, the conversation shows here."
      />
    )
  }
  return (
    <nav aria-label="Conversations">
      <ul className="thread-list">
        {threads.data.items.map((thread) => (
          <ThreadLine key={thread.id} thread={thread} isSelected={thread.id === selectedId} />
        ))}
      </ul>
    </nav>
  )
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
                : 'No messages yet'}
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
