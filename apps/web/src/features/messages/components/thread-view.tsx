import type { Message } from '@app/domain/messages'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ChevronUp } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Link, useLocation } from 'react-router'
import { cx } from '../../../components/ui/cx'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { unreadMessagesQuery } from '../../../lib/unread-messages'
import { fetchEarlierMessages, messageQueries } from '../api/messages'
import { formatMessageTime } from '../message-time'
import { MessageComposer } from './message-composer'
import { MessageText } from './message-text'

/** Messages of both lists once each, oldest first. */
function mergeMessages(a: Message[], b: Message[]): Message[] {
  const byId = new Map([...a, ...b].map((message) => [message.id, message]))
  return [...byId.values()].sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.id - y.id)
}

/**
 * One conversation: its messages, oldest first, and the box to answer (refreshed every 15 s).
 * The latest 200 come first; "Show earlier messages" adds the 200 before, as often as there are.
 */
export function ThreadView({ id }: { id: number }) {
  const thread = useQuery(messageQueries.thread(id))
  const queryClient = useQueryClient()
  const listRef = useRef<HTMLDivElement>(null)
  const newest = thread.data?.messages.at(-1)?.id ?? null
  // Once earlier pages are shown, everything seen stays: a refresh that moves the latest 200 on
  // must not open a gap between them and the earlier pages.
  const [kept, setKept] = useState<{ messages: Message[]; hasEarlier: boolean } | null>(null)
  const latest = thread.data?.messages
  const [seenLatest, setSeenLatest] = useState(latest)
  if (latest !== seenLatest) {
    setSeenLatest(latest)
    if (kept && latest) setKept({ ...kept, messages: mergeMessages(kept.messages, latest) })
  }
  // Where the reader was before earlier messages went in above: kept in view after.
  const heightBefore = useRef<number | null>(null)
  const earlier = useMutation({
    mutationFn: (before: number) => fetchEarlierMessages(id, before),
    onMutate: () => {
      heightBefore.current = listRef.current?.scrollHeight ?? null
    },
    onSuccess: (page) =>
      setKept((old) => ({
        messages: mergeMessages(page.messages, old?.messages ?? latest ?? []),
        hasEarlier: page.hasEarlier,
      })),
  })
  const shownCount = kept?.messages.length ?? 0
  useLayoutEffect(() => {
    const list = listRef.current
    if (list && heightBefore.current !== null) {
      list.scrollTop += list.scrollHeight - heightBefore.current
      heightBefore.current = null
    }
  }, [shownCount])

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
  const { other } = thread.data
  const messages = kept ? mergeMessages(kept.messages, thread.data.messages) : thread.data.messages
  const hasEarlier = kept ? kept.hasEarlier : thread.data.hasEarlier
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
        {hasEarlier && messages[0] ? (
          <div className="thread__earlier">
            <Button
              size="sm"
              variant="ghost"
              icon={<ChevronUp aria-hidden="true" size={16} />}
              isBusy={earlier.isPending}
              busyLabel="Loading earlier messages…"
              onClick={() => earlier.mutate(messages[0]!.id)}
            >
              Show earlier messages
            </Button>
            {earlier.isError ? (
              <p className="thread__note" role="alert">
                {errorMessage(earlier.error, 'Earlier messages could not be loaded. Try again.')}
              </p>
            ) : null}
          </div>
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
