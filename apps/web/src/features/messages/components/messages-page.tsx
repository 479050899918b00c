import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarClock, MessageSquarePlus, Users } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { paths } from '../../../config/paths'
import { messageQueries, openThread, type OpenTarget } from '../api/messages'
import { ThreadList } from './thread-list'
import { ThreadView } from './thread-view'
import './messages.css'

export type MessagesArea = 'student' | 'instructor'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const positiveId = (value: string | null) => {
  const id = Number(value)
  return value && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/** Whom the address asks to open a conversation with: `?mentor=` (students), `?student=` (mentors). */
function openTarget(area: MessagesArea, params: URLSearchParams): OpenTarget | null {
  if (area === 'student') {
    const mentor = positiveId(params.get('mentor'))
    return mentor === null ? null : { mentor }
  }
  const student = params.get('student')
  return student && UUID.test(student) ? { student } : null
}

/**
 * The messages page of either dashboard: the conversations, and the one named by `?thread=`
 * beside them (on small screens, one or the other). `?mentor=<id>` or `?student=<id>` opens the
 * conversation with that person first, made on first use. With no conversation at all, the
 * second pane says how one starts (on small screens it takes the list's place).
 */
export function MessagesPage({ area }: { area: MessagesArea }) {
  const [params] = useSearchParams()
  const target = openTarget(area, params)
  const threadId = positiveId(params.get('thread'))
  const threads = useQuery({ ...messageQueries.threads(), enabled: target === null })
  if (target) return <OpeningThread key={JSON.stringify(target)} target={target} />
  const isEmpty = threadId === null && threads.data?.items.length === 0
  return (
    <div
      className={cx(
        'messages',
        threadId !== null && 'messages--open',
        isEmpty && 'messages--empty',
      )}
    >
      <div className="messages__list">
        <ThreadList area={area} threads={threads} selectedId={threadId} />
      </div>
      <div className="messages__thread">
        {threadId !== null ? (
          <ThreadView key={threadId} id={threadId} />
        ) : isEmpty ? (
          <NoConversations area={area} />
        ) : (
          <p className="messages__hint">Choose a conversation to read it and answer.</p>
        )}
      </div>
    </div>
  )
}

/** How a first conversation starts, on each side, with the way to where it does. */
function NoConversations({ area }: { area: MessagesArea }) {
  return area === 'student' ? (
    <EmptyState
      icon={<MessageSquarePlus size={28} />}
      title="Write to a mentor"
      description="A conversation starts on a mentor’s profile: press Message beside their sessions and write your question. Their answers show here."
      action={
        <Link to={paths.instructors} className={buttonClassName({})}>
          <Users aria-hidden="true" size={18} />
          Find a mentor
        </Link>
      }
    />
  ) : (
    <EmptyState
      icon={<MessageSquarePlus size={28} />}
      title="Your students’ messages show here"
      description="When a student writes to you, the conversation shows here. To write first to a student who booked a session with you, press Message on their booking."
      action={
        <Link to={paths.instructorArea.sessions} className={buttonClassName({})}>
          <CalendarClock aria-hidden="true" size={18} />
          Your bookings
        </Link>
      }
    />
  )
}

/** Opens (or finds) the conversation the address names, then shows it by its own address. */
function OpeningThread({ target }: { target: OpenTarget }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  const open = useMutation({
    mutationFn: openThread,
    onSuccess: async (thread) => {
      await queryClient.invalidateQueries({ queryKey: messageQueries.threads().queryKey })
      await navigate(`${pathname}?thread=${thread.id}`, { replace: true })
    },
  })
  const started = useRef(false)
  const { mutate } = open
  useEffect(() => {
    if (started.current) return
    started.current = true
    mutate(target)
  }, [mutate, target])

  if (open.isError) {
    return (
      <div className="messages__opening">
        <PanelError
          title="This conversation could not be opened"
          error={open.error}
          onRetry={() => open.mutate(target)}
          isRetrying={open.isPending}
        />
        <Link to={pathname} className="thread__back">
          All conversations
        </Link>
      </div>
    )
  }
  return <PanelLoading label="Opening the conversation" rows={2} />
}
