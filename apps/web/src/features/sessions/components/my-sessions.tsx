import { SLOT_TAKING_STATUSES, type Booking } from '@app/domain/sessions'
import { useQuery } from '@tanstack/react-query'
import { CalendarClock, CircleCheck, Search } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { paths } from '../../../config/paths'
import { detectTimeZone } from '@app/domain/sessions/display'
import { sessionQueries } from '../api/sessions'
import { useNow } from '../hooks/use-now'
import { CancelSessionDialog } from './cancel-session-dialog'
import { MentoringCalendarFeed } from './mentoring-calendar-feed'
import { RescheduleDialog } from './reschedule-dialog'
import { SessionCard } from './session-card'
import './sessions.css'
import './my-sessions.css'

const isTaking = (status: Booking['status']) =>
  (SLOT_TAKING_STATUSES as readonly Booking['status'][]).includes(status)

/** Upcoming: still on (not cancelled, expired or declined) and not over yet, soonest first. Past: the rest, latest first. */
export function splitSessions(items: readonly Booking[], now: Date) {
  const upcoming: Booking[] = []
  const past: Booking[] = []
  for (const booking of items) {
    if (isTaking(booking.status) && Date.parse(booking.endsAt) > now.getTime())
      upcoming.push(booking)
    else past.push(booking)
  }
  upcoming.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  past.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))
  return { upcoming, past }
}

/**
 * My Sessions (GET /api/me/sessions): upcoming and past sessions, each with both sides' clocks,
 * its state, Join (open from 10 minutes before the start to the end), Reschedule and Cancel by
 * the booking's own policy, the order to pay for one awaiting payment, and afterwards what
 * happened and a review of the mentor; then the secret calendar feed of them all.
 */
export function MySessions() {
  const query = useQuery(sessionQueries.mine())
  const now = useNow()
  const [cancelling, setCancelling] = useState<Booking | null>(null)
  const [moving, setMoving] = useState<{ booking: Booking; key: number } | null>(null)
  const [isMoveOpen, setIsMoveOpen] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  // Every booking reads on the clock of this device, so one list never mixes zones (a session
  // booked before a trip still says when it is here); e-mails keep the zone it was booked in.
  const [browserZone] = useState(detectTimeZone)

  if (query.isPending) return <PanelLoading label="Loading your sessions…" />
  if (query.isError) {
    return (
      <PanelError
        title="Your sessions could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }

  const { upcoming, past } = splitSessions(query.data.items, now)
  const cardProps = {
    now,
    onCancel: (booking: Booking) => {
      setNotice(null)
      setCancelling(booking)
    },
    onReschedule: (booking: Booking) => {
      setNotice(null)
      setMoving((last) => ({ booking, key: (last?.key ?? 0) + 1 }))
      setIsMoveOpen(true)
    },
    onReleased: setNotice,
  }

  return (
    <div className="my-sessions">
      {notice ? (
        <p className="my-sessions__notice" role="status">
          <CircleCheck aria-hidden="true" size={18} />
          {notice}
        </p>
      ) : null}
      <section className="dash-card my-sessions__group" aria-labelledby="upcoming-sessions">
        <div className="dash-card__head">
          <h2 id="upcoming-sessions" className="dash-card__title">
            Upcoming
          </h2>
        </div>
        {upcoming.length ? (
          <ul className="session-list">
            {upcoming.map((booking) => (
              <SessionCard
                key={booking.id}
                booking={booking}
                timeZone={browserZone}
                isUpcoming
                {...cardProps}
              />
            ))}
          </ul>
        ) : (
          <EmptyState
            as="h3"
            isCompact
            icon={<CalendarClock />}
            title="No upcoming sessions"
            description="Book a 1:1 session with a mentor: pick a time in your own time zone on their profile."
            action={
              <Link to={paths.instructors} className={buttonClassName()}>
                <Search aria-hidden="true" size={18} />
                Find a mentor
              </Link>
            }
            className="my-sessions__empty"
          />
        )}
      </section>
      {past.length ? (
        <section className="dash-card my-sessions__group" aria-labelledby="past-sessions">
          <div className="dash-card__head">
            <h2 id="past-sessions" className="dash-card__title">
              Past
            </h2>
          </div>
          <ul className="session-list">
            {past.map((booking) => (
              <SessionCard
                key={booking.id}
                booking={booking}
                timeZone={browserZone}
                isUpcoming={false}
                {...cardProps}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <MentoringCalendarFeed />
      <CancelSessionDialog
        booking={cancelling}
        browserZone={browserZone}
        now={now}
        onClose={() => setCancelling(null)}
        onCancelled={(message) => {
          setCancelling(null)
          setNotice(message)
        }}
      />
      {moving ? (
        <RescheduleDialog
          key={moving.key}
          booking={moving.booking}
          isOpen={isMoveOpen}
          timeZone={browserZone}
          onClose={() => setIsMoveOpen(false)}
          onMoved={(message) => {
            setIsMoveOpen(false)
            setNotice(message)
          }}
        />
      ) : null}
    </div>
  )
}
