import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { cx } from '../../../components/ui/cx'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { paths } from '../../../config/paths'
import { unreadMessagesQuery } from '../../../lib/unread-messages'
import { messageQueries } from '../api/messages'
import { formatMessageTime } from '../message-time'
import { MessageComposer } from './message-composer'
import { MessageText } from './message-text'

/** One conversation: its messages, oldest first, and the box to answer (refreshed every 15 s). */
export function ThreadView({ id }: { id: number }) {
  const thread = useQuery(messageQueries.thread(id))
  const queryClient = useQueryClient()
  const listRef = useRef<HTMLDivElement>(null)
  const newest = thread.data?.messages.at(-1)?.id ?? null

  // Reading the thread marked it read: the list and the badges follow, and the newest shows.
  useEffect(() => {
    if (newest === null) return
    void queryClient.invalidateQueries({ queryKey: messageQueries.threads().queryKey })
    void queryClient.invalidateQueries({ queryKey: unreadMessagesQuery().queryKey })
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [newest, queryClient])

  if (thread.isPending) return <PanelLoading label="Loading the conversation" rows={4} />
  if (thread.isError) {
    return (
      <div className="thread">
        <BackLink />
        <PanelError
          title="This conversation could not be opened"
          error={thread.error}
          onRetry={() => void thread.refetch()}
          isRetrying={thread.isFetching}
        />
      </div>
    )
  }
  const { other, messages, hasEarlier } = thread.data
  return (
    <section className="thread" aria-labelledby={`thread-${id}-title`}>
      <header className="thread__head">
        <BackLink />
        <h2 className="thread__title" id={`thread-${id}-title`}>
          {other.name}
        </h2>
        {other.side === 'mentor' ? (
          <Link className="thread__profile" to={paths.instructor(other.instructorId)}>
            View profile
          </Link>
        ) : null}
      </header>
      <div
        ref={listRef}
        className="thread__messages"
        role="log"
        aria-label={`Messages with ${other.name}`}
        // The messages scroll in their own box, so the answer box stays in view; a box that
        // scrolls is reached by keyboard too (its messages may hold no link to stop at).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
      >
        {hasEarlier ? (
          <p className="thread__note">Only the latest 200 messages are shown.</p>
        ) : null}
        {messages.length === 0 ? (
          <p className="thread__note">
            Say hello to {other.name}: your first message starts the conversation.
          </p>
        ) : (
          <ol className="thread__list">
            {messages.map((message) => (
              <li
                key={message.id}
                className={cx('message', message.mine ? 'message--mine' : 'message--theirs')}
              >
                <span className="visually-hidden">
                  {`${message.mine ? 'You' : other.name} wrote: `}
                </span>
                <MessageText body={message.body} />
                <time className="message__time" dateTime={message.createdAt}>
                  {formatMessageTime(message.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </div>
      <MessageComposer threadId={id} otherName={other.name} />
    </section>
  )
}

/** Back to the list (shown where the list and the conversation do not fit side by side). */
function BackLink() {
  const { pathname } = useLocation()
  return (
    <Link to={pathname} className="thread__back">
      <ArrowLeft aria-hidden="true" size={18} />
      All conversations
    </Link>
  )
}
