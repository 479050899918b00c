import type { ReactNode } from 'react'
import type { Role } from '@app/domain/roles'
import type { MentorStats, PublicSessions, SessionPolicy } from '@app/domain/sessions'
import { useQuery } from '@tanstack/react-query'
import { CalendarClock, Clock } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { formatPriceOrFree } from '../../../lib/format'
import { sessionQueries } from '../api/sessions'
import { SessionReviews } from './session-reviews'
import './session-types.css'

type OfferedSessionType = PublicSessions['types'][number]

// The booking flow (slot picker, time zones, checkout) loads when a visitor opens it.
const loadDialog = () => import('./book-session-dialog')
const BookSessionDialog = lazy(() => loadDialog().then((m) => ({ default: m.BookSessionDialog })))
const preloadDialog = () => void loadDialog()

interface MentorSessionsProps {
  instructorId: number
  mentorName: string
  /** The signed-in role, or null for a visitor (the server renders the page signed out). */
  role: Role | null
  /** The mentor's page, to come back to after logging in. */
  returnTo: string
  /** "Message" (from the messages feature), beside the heading. */
  message?: ReactNode
}

/** "Cancel up to 24 hours before the start for a full refund; later, no refund. ..." */
export function policySummary(policy: SessionPolicy): string {
  const share = (percent: number) =>
    percent === 100 ? 'a full refund' : percent === 0 ? 'no refund' : `a ${percent}% refund`
  const cancel =
    policy.refundBeforePercent === policy.refundAfterPercent
      ? `Cancelling gives ${share(policy.refundBeforePercent)}.`
      : `Cancel up to ${policy.cutoffHours} hours before the start for ${share(policy.refundBeforePercent)}; later, ${share(policy.refundAfterPercent)}.`
  const move =
    policy.maxReschedules === 0
      ? 'Bookings cannot be moved.'
      : `A booking can be moved ${policy.maxReschedules === 1 ? 'once' : `up to ${policy.maxReschedules} times`}, up to ${policy.cutoffHours} hours before it starts.`
  return `${cancel} ${move}`
}

/** "about 40 minutes", "about 3 hours", "about 2 days". */
function aboutDuration(minutes: number): string {
  const about = (n: number, unit: string) => `about ${n} ${unit}${n === 1 ? '' : 's'}`
  if (minutes < 60) return about(Math.max(1, Math.round(minutes)), 'minute')
  if (minutes < 48 * 60) return about(Math.round(minutes / 60), 'hour')
  return about(Math.round(minutes / (24 * 60)), 'day')
}

/**
 * The mentor's figures of the last 90 days (the domain's STATS_DAYS, which the tests hold this
 * text to): sessions held, the share they missed, how fast they answer requests. A figure
 * without data is left out.
 */
export function statsFacts(stats: MentorStats): string[] {
  const facts: string[] = []
  if (stats.sessionsHeld > 0)
    facts.push(
      `${stats.sessionsHeld} ${stats.sessionsHeld === 1 ? 'session' : 'sessions'} held in the last 90 days`,
    )
  if (stats.noShowRatePercent !== null)
    facts.push(`No-show rate ${Math.round(stats.noShowRatePercent)}%`)
  if (stats.medianResponseMinutes !== null)
    facts.push(`Answers requests in ${aboutDuration(stats.medianResponseMinutes)}`)
  return facts
}

function SessionTypeCard({
  type,
  onBook,
}: {
  type: OfferedSessionType
  onBook: (type: OfferedSessionType) => void
}) {
  const titleId = useId()
  return (
    <li className="session-type">
      <div className="session-type__head">
        <h3 id={titleId} className="session-type__title">
          {type.title}
        </h3>
        {type.requiresApproval ? (
          <span className="session-type__badge">Requires approval</span>
        ) : null}
      </div>
      {type.description ? <p className="session-type__description">{type.description}</p> : null}
      <div className="session-type__foot">
        <p className="session-type__meta">
          <span>
            <Clock aria-hidden="true" size={16} />
            {type.durationMinutes} min
          </span>
          <strong className="session-type__price">{formatPriceOrFree(type.priceCents)}</strong>
        </p>
        <Button
          aria-describedby={titleId}
          icon={<CalendarClock aria-hidden="true" size={18} />}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          onClick={() => onBook(type)}
        >
          Book a session
        </Button>
      </div>
    </li>
  )
}

/**
 * The mentor's session types on their profile (title, length, price, approval), each with
 * "Book a session", the cancellation policy and the students' session reviews. Rendered on the
 * server with the page.
 */
export function MentorSessions({
  instructorId,
  mentorName,
  role,
  returnTo,
  message,
}: MentorSessionsProps) {
  const query = useQuery(sessionQueries.offered(instructorId))
  // Each opening starts a fresh booking (new times, nothing picked); `key` tells them apart.
  const [chosen, setChosen] = useState<{ type: OfferedSessionType; key: number } | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const offered = query.data
  const facts = offered ? statsFacts(offered.stats) : []

  return (
    <section
      id="sessions"
      className="profile__section mentor-sessions"
      aria-labelledby="sessions-title"
    >
      <div className="mentor-sessions__head">
        <h2 id="sessions-title">Sessions</h2>
        {message}
      </div>
      {query.isPending ? (
        <ul className="session-types" aria-busy="true" aria-label="Loading sessions">
          <li className="session-type session-type--skeleton" />
          <li className="session-type session-type--skeleton" />
        </ul>
      ) : query.isError ? (
        <div className="inline-error" role="alert">
          <p>The sessions could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !offered || offered.types.length === 0 ? (
        <p className="profile__muted">{mentorName} does not offer 1:1 sessions yet.</p>
      ) : (
        <>
          <p className="mentor-sessions__intro">
            Book a 1:1 video session with {mentorName} at a time that suits you. Times are shown in
            your own time zone.
          </p>
          {facts.length ? (
            <ul className="mentor-sessions__stats" aria-label={`${mentorName}’s sessions`}>
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
          <ul className="session-types">
            {offered.types.map((type) => (
              <SessionTypeCard
                key={type.id}
                type={type}
                onBook={(picked) => {
                  setChosen((last) => ({ type: picked, key: (last?.key ?? 0) + 1 }))
                  setIsOpen(true)
                }}
              />
            ))}
          </ul>
          <p className="mentor-sessions__policy">{policySummary(offered.policy)}</p>
          {chosen ? (
            <Suspense fallback={null}>
              <BookSessionDialog
                key={chosen.key}
                isOpen={isOpen}
                onClose={() => setIsOpen(false)}
                instructorId={instructorId}
                mentor={{ name: mentorName, timeZone: offered.timeZone }}
                sessionType={chosen.type}
                role={role}
                returnTo={returnTo}
              />
            </Suspense>
          ) : null}
        </>
      )}
      <SessionReviews
        instructorId={instructorId}
        mentorName={mentorName}
        hasOffers={Boolean(offered?.types.length)}
      />
    </section>
  )
}
