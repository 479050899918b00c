import { firstNameOf } from '@app/domain/sessions/display'
import {
  AnswerRequestInputSchema,
  bookingBadge,
  canJoin,
  canMarkOutcome,
  JOIN_OPENS_MINUTES,
  OUTCOME_OPENS_MINUTES,
  type AnswerRequestInput,
  type Booking,
} from '@app/domain/sessions'
import { AlertCircle, Check, Flag, MessageSquare, UserX, Video, X } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useState } from 'react'
import { Button, buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { TextareaField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { errorMessage } from '../../../lib/api-client'
import { useAnswerRequest } from '../api/instructor-sessions'
import { MentoringBookingFacts } from './mentoring-booking-facts'
import { CancelBookingDialog, DisputeDialog, OutcomeDialog } from './mentoring-booking-dialogs'

type OpenDialog = 'cancel' | 'held' | 'no_show' | 'dispute' | null

/** One booking on the mentor's Sessions page, with what the mentor can do with it now. */
export function MentoringBookingCard({
  booking,
  mentorZone,
  now,
}: {
  booking: Booking
  mentorZone: string
  now: Date
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const titleId = `booking-${booking.id}-title`
  const startsAt = new Date(booking.startsAt)
  const isBooked = booking.status === 'confirmed'
  const hasStarted = startsAt.getTime() <= now.getTime()
  const isOutcomeOpen = isBooked && canMarkOutcome(startsAt, now)
  // The meeting room, while Join is open: from 10 minutes before the start to the end.
  const joinUrl =
    isBooked && canJoin(startsAt, new Date(booking.endsAt), now) ? booking.meetingUrl : null
  const mayCancel = (isBooked || booking.status === 'awaiting_payment') && !hasStarted
  const mayMark = isOutcomeOpen && booking.outcome === null
  const mayDispute =
    isOutcomeOpen && booking.outcomeBy === 'student' && booking.disputeNote === null
  const name = firstNameOf(booking.student.name)
  const badge = bookingBadge(booking, now)

  return (
    <li className="mentoring-booking" aria-labelledby={titleId}>
      <div className="mentoring-booking__head">
        <h3 className="mentoring-booking__title" id={titleId}>
          {booking.sessionType.title} with {booking.student.name}
        </h3>
        <span className={cx('mentoring-status', `mentoring-status--${badge.tone}`)}>
          {badge.label}
        </span>
      </div>
      <MentoringBookingFacts booking={booking} mentorZone={mentorZone} />

      {booking.status === 'requested' && !hasStarted ? (
        <RequestAnswer booking={booking} titleId={titleId} />
      ) : null}

      <div className="mentoring-booking__actions">
        <Link
          to={paths.messageStudent(booking.student.id)}
          className={buttonClassName({ size: 'sm', variant: 'ghost' })}
          aria-describedby={titleId}
        >
          <MessageSquare aria-hidden="true" size={16} />
          Message
        </Link>
        {joinUrl ? (
          <a
            href={joinUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ size: 'sm' })}
            aria-describedby={titleId}
          >
            <Video aria-hidden="true" size={16} />
            Join
          </a>
        ) : isBooked && !hasStarted ? (
          <p className="mentoring-booking__note">
            Join opens {JOIN_OPENS_MINUTES} minutes before the start.
          </p>
        ) : null}
        {mayMark ? (
          <>
            <Button
              size="sm"
              icon={<Check aria-hidden="true" size={16} />}
              onClick={() => setDialog('held')}
              aria-describedby={titleId}
            >
              Mark held
            </Button>
            <Button
              size="sm"
              variant="secondary"
              icon={<UserX aria-hidden="true" size={16} />}
              onClick={() => setDialog('no_show')}
              aria-describedby={titleId}
            >
              Student did not come
            </Button>
          </>
        ) : null}
        {mayDispute ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<Flag aria-hidden="true" size={16} />}
            onClick={() => setDialog('dispute')}
            aria-describedby={titleId}
          >
            Dispute
          </Button>
        ) : null}
        {mayCancel ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<X aria-hidden="true" size={16} />}
            onClick={() => setDialog('cancel')}
            aria-describedby={titleId}
          >
            Cancel
          </Button>
        ) : null}
      </div>

      {isBooked && hasStarted && !isOutcomeOpen && booking.outcome === null ? (
        <p className="mentoring-booking__note">
          {now.getTime() < startsAt.getTime() + OUTCOME_OPENS_MINUTES * 60_000
            ? `You can say how it went from ${OUTCOME_OPENS_MINUTES} minutes after the start.`
            : `No outcome was given for this session with ${name}.`}
        </p>
      ) : null}

      {dialog === 'cancel' ? (
        <CancelBookingDialog booking={booking} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'held' || dialog === 'no_show' ? (
        <OutcomeDialog booking={booking} outcome={dialog} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'dispute' ? (
        <DisputeDialog booking={booking} onClose={() => setDialog(null)} />
      ) : null}
    </li>
  )
}

/** Accept or Decline a request, with an optional message the student reads. */
function RequestAnswer({ booking, titleId }: { booking: Booking; titleId: string }) {
  const answer = useAnswerRequest()
  const [message, setMessage] = useState('')
  const [messageError, setMessageError] = useState<string>()
  const busy = answer.isPending ? answer.variables.answer.decision : null
  const name = firstNameOf(booking.student.name)
  const messageId = `booking-${booking.id}-message`

  const send = (decision: AnswerRequestInput['decision']) => {
    const parsed = AnswerRequestInputSchema.safeParse({ decision, message })
    if (!parsed.success) {
      setMessageError(parsed.error.issues[0]?.message)
      return
    }
    setMessageError(undefined)
    answer.mutate(
      { id: booking.id, answer: parsed.data },
      {
        onSuccess: () => {
          setMessage('')
          notify.success(
            decision === 'accept'
              ? `Request accepted: the session with ${name} is booked.`
              : `Request declined. ${name} reads your message${booking.priceCents > 0 ? ' and is refunded in full' : ''}.`,
          )
        },
      },
    )
  }

  return (
    <div className="mentoring-booking__answer">
      <TextareaField
        id={messageId}
        label={`Message to ${name}`}
        hint="Optional. Sent with your answer."
        rows={2}
        maxLength={1000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={messageError}
      />
      <div className="mentoring-booking__actions">
        <Button
          size="sm"
          icon={<Check aria-hidden="true" size={16} />}
          isBusy={busy === 'accept'}
          busyLabel="Accepting…"
          disabled={answer.isPending}
          onClick={() => send('accept')}
          aria-describedby={titleId}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="danger"
          icon={<X aria-hidden="true" size={16} />}
          isBusy={busy === 'decline'}
          busyLabel="Declining…"
          disabled={answer.isPending}
          onClick={() => send('decline')}
          aria-describedby={titleId}
        >
          Decline
        </Button>
      </div>
      {answer.isError ? (
        <p className="field__error" role="alert">
          <AlertCircle aria-hidden="true" size={16} />
          {errorMessage(answer.error)}
        </p>
      ) : null}
    </div>
  )
}
