import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { cx } from '../../../components/ui/cx'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
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
 * conversation with that person first, made on first use.
 */
export function MessagesPage({ area }: { area: MessagesArea }) {
  const [params] = useSearchParams()
  const target = openTarget(area, params)
  const threadId = positiveId(params.get('thread'))
  if (target) return <OpeningThread key={JSON.stringify(target)} target={target} />
  return (
    <div className={cx('messages', threadId !== null && 'messages--open')}>
      <div className="messages__list">
        <ThreadList area={area} selectedId={threadId} />
      </div>
      <div className="messages__thread">
        {threadId !== null ? (
          <ThreadView key={threadId} id={threadId} />
        ) : (
          <p className="messages__hint">Choose a conversation to read it and answer.</p>
        )}
      </div>
    </div>
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
