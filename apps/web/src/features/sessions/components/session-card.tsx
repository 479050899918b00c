import {
  bookingBadge,
  canJoin,
  JOIN_OPENS_MINUTES,
  rescheduleRefusal,
  type Booking,
} from '@app/domain/sessions'
import { CalendarClock, CalendarX, Repeat, Video } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { formatPriceOrFree } from '../../../lib/format'
import { firstNameOf, formatZonedDayTime } from '@app/domain/sessions/display'
import { startInBothZones } from '../session-times'
import { HeldBooking } from './held-booking'
import { SessionFollowUp } from './session-follow-up'

/** The states a student may still cancel or move. */
const CHANGEABLE: readonly Booking['status'][] = ['confirmed', 'requested', 'awaiting_payment']

interface SessionCardProps {
  booking: Booking
  /** The zone the student reads times in. */
  timeZone: string
  now: Date
  isUpcoming: boolean
  onCancel: (booking: Booking) => void
  onReschedule: (booking: Booking) => void
  /** A held slot was given back: what to tell the student. */
  onReleased: (message: string) => void
}

/** Join: a link to the meeting from 10 minutes before the start to the end, until then disabled. */
function JoinControl({
  booking,
  isOpen,
  describedBy,
}: {
  booking: Booking
  isOpen: boolean
  /** The card's title, and while closed the line saying when it opens. */
  describedBy: string
}) {
  if (isOpen) {
    return (
      <a
        className={buttonClassName({ size: 'sm' })}
        href={booking.meetingUrl ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={describedBy}
      >
        <Video aria-hidden="true" size={16} />
        Join
      </a>
    )
  }
  return (
    <Button
      size="sm"
      disabled
      aria-describedby={describedBy}
      icon={<Video aria-hidden="true" size={16} />}
    >
      Join
    </Button>
  )
}

/**
 * One booking in My Sessions: what, with whom, when on both sides' clocks, its state, and what the
 * student can do now (join, pay, reschedule, cancel; afterwards say what happened and review).
 */
export function SessionCard({
  booking,
  timeZone,
  now,
  isUpcoming,
  onCancel,
  onReschedule,
  onReleased,
}: SessionCardProps) {
  const titleId = useId()
  const joinHintId = useId()
  const moveHintId = useId()
  const isChangeable = isUpcoming && CHANGEABLE.includes(booking.status)
  const refusal = isChangeable
    ? rescheduleRefusal(booking.policy, booking.rescheduleCount, new Date(booking.startsAt), now)
    : null
  const hasJoin = isUpcoming && booking.status === 'confirmed'
  const isJoinOpen =
    hasJoin &&
    booking.meetingUrl !== null &&
    canJoin(new Date(booking.startsAt), new Date(booking.endsAt), now)
  const mentorPage = paths.instructor(booking.mentor.instructorId)
  const badge = bookingBadge(booking, now)
  const isHeld = isUpcoming && booking.status === 'held'
  return (
    <li className="session-card" aria-labelledby={titleId}>
      <div className="session-card__head">
        <h3 id={titleId} className="session-card__title">
          {booking.sessionType.title}
        </h3>
        <span className={`session-status session-status--${badge.tone}`}>{badge.label}</span>
      </div>
      <p className="session-card__with">
        with <Link to={mentorPage}>{booking.mentor.name}</Link> ·{' '}
        {booking.sessionType.durationMinutes} min · {formatPriceOrFree(booking.priceCents)}
      </p>
      <p className="session-card__when">
        <CalendarClock aria-hidden="true" size={18} />
        <time dateTime={booking.startsAt}>
          {startInBothZones(booking.startsAt, timeZone, booking.mentor)}
        </time>
      </p>
      {isUpcoming && booking.status === 'awaiting_payment' && booking.orderId ? (
        <p className="session-card__notice">
          {booking.paymentDueAt
            ? `Pay by ${formatZonedDayTime(new Date(booking.paymentDueAt), timeZone)} to keep this time; it is released after that.`
            : 'Pay your order to keep this time.'}{' '}
          <Link to={paths.orderReceipt(booking.orderId)}>View your order</Link>
        </p>
      ) : null}
      {isHeld ? (
        <HeldBooking
          booking={booking}
          timeZone={timeZone}
          titleId={titleId}
          onReleased={onReleased}
        />
      ) : null}
      {isUpcoming && booking.status === 'requested' ? (
        <p className="session-card__notice">
          Waiting for {firstNameOf(booking.mentor.name)} to accept; the time is kept for you until
          then.
        </p>
      ) : null}
      {isHeld ? null : isUpcoming ? (
        <>
          {hasJoin || isChangeable ? (
            <div className="session-card__actions">
              {hasJoin ? (
                <JoinControl
                  booking={booking}
                  isOpen={isJoinOpen}
                  describedBy={isJoinOpen ? titleId : `${joinHintId} ${titleId}`}
                />
              ) : null}
              {isChangeable ? (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={refusal !== null}
                    aria-describedby={refusal ? `${moveHintId} ${titleId}` : titleId}
                    icon={<Repeat aria-hidden="true" size={16} />}
                    onClick={() => onReschedule(booking)}
                  >
                    Reschedule
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-describedby={titleId}
                    icon={<CalendarX aria-hidden="true" size={16} />}
                    onClick={() => onCancel(booking)}
                  >
                    Cancel
                  </Button>
                </>
              ) : null}
            </div>
          ) : null}
          {/* Why a button is disabled, under the whole row, so the buttons keep even spacing. */}
          {(hasJoin && !isJoinOpen) || refusal ? (
            <div className="session-card__hints">
              {hasJoin && !isJoinOpen ? (
                <p id={joinHintId} className="session-card__hint">
                  Join opens {JOIN_OPENS_MINUTES} minutes before the start
                </p>
              ) : null}
              {refusal ? (
                <p id={moveHintId} className="session-card__hint">
                  {refusal}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      ) : (
        <SessionFollowUp
          booking={booking}
          now={now}
          titleId={titleId}
          trailingAction={
            <Link
              to={`${mentorPage}#sessions`}
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
            >
              Book again
            </Link>
          }
        />
      )}
      {/* A session under way: Join first, then what to say once 10 minutes have passed. */}
      {isUpcoming ? <SessionFollowUp booking={booking} now={now} titleId={titleId} /> : null}
    </li>
  )
}
