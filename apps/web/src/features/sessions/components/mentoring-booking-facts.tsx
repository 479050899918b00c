import { firstNameOf, formatSessionTime } from '@app/domain/sessions/display'
import { OUTCOME_LABELS, type Booking } from '@app/domain/sessions'
import { RatingStars } from '../../../components/ui/rating-stars'
import { formatPriceOrFree } from '../../../lib/format'
import { requestExpiresAt, spanIn, zoneOn } from '../mentor-times'

/** Who said what happened, as the mentor reads it. */
const byWhom = (booking: Booking) =>
  booking.outcomeBy === 'mentor' ? 'you' : firstNameOf(booking.student.name)

/**
 * What the mentor knows of a booking: its time on their clock and on the student's, its length
 * and price, and, as it goes on, the request's deadline, the answer, the outcome and any dispute.
 */
export function MentoringBookingFacts({
  booking,
  mentorZone,
}: {
  booking: Booking
  mentorZone: string
}) {
  const student = booking.student
  const name = firstNameOf(student.name)
  const isOtherZone = student.timeZone !== mentorZone
  return (
    <dl className="mentoring-booking__facts">
      <div>
        <dt>Your time</dt>
        <dd>
          <time dateTime={booking.startsAt}>{spanIn(booking, mentorZone)}</time>
          <span className="mentoring-booking__zone">{zoneOn(mentorZone, booking)}</span>
        </dd>
      </div>
      <div>
        <dt>{isOtherZone ? `${name}’s time` : 'Student’s time'}</dt>
        <dd>
          {isOtherZone ? (
            <>
              {spanIn(booking, student.timeZone)}
              <span className="mentoring-booking__zone">{zoneOn(student.timeZone, booking)}</span>
            </>
          ) : (
            'The same as yours'
          )}
        </dd>
      </div>
      <div>
        <dt>Session</dt>
        <dd>
          {booking.sessionType.durationMinutes} min · {formatPriceOrFree(booking.priceCents)}
        </dd>
      </div>
      {booking.status === 'requested' ? (
        <div>
          <dt>Answer by</dt>
          <dd>
            {formatSessionTime(requestExpiresAt(booking), mentorZone)}
            <span className="mentoring-booking__zone">
              Unanswered, the request expires and the slot is freed.
            </span>
          </dd>
        </div>
      ) : null}
      {booking.status === 'awaiting_payment' && booking.paymentDueAt ? (
        <div>
          <dt>Payment due</dt>
          <dd>{formatSessionTime(booking.paymentDueAt, mentorZone)}</dd>
        </div>
      ) : null}
      {booking.answerMessage ? (
        <div className="mentoring-booking__wide">
          <dt>Your answer</dt>
          <dd className="mentoring-booking__text">{booking.answerMessage}</dd>
        </div>
      ) : null}
      {booking.outcome ? (
        <div className="mentoring-booking__wide">
          <dt>Outcome</dt>
          <dd className="mentoring-booking__text">
            {OUTCOME_LABELS[booking.outcome]}, marked by {byWhom(booking)}
            {booking.outcomeNote ? `: “${booking.outcomeNote}”` : null}
          </dd>
        </div>
      ) : null}
      {booking.disputeNote ? (
        <div className="mentoring-booking__wide">
          <dt>Disputed by {booking.outcomeBy === 'mentor' ? name : 'you'}</dt>
          <dd className="mentoring-booking__text">
            “{booking.disputeNote}”
            <span className="mentoring-booking__zone">
              {booking.resolution === 'upheld'
                ? 'Learnlane upheld the outcome'
                : booking.resolution === 'overturned'
                  ? 'Learnlane overturned the outcome'
                  : 'Waiting for Learnlane’s decision.'}
              {booking.resolution === null
                ? null
                : booking.resolutionNote
                  ? `: “${booking.resolutionNote}”`
                  : '.'}
            </span>
          </dd>
        </div>
      ) : null}
      {booking.review ? (
        <div className="mentoring-booking__wide">
          <dt>{name}’s review</dt>
          <dd className="mentoring-booking__text">
            <RatingStars value={booking.review.rating} size={16} />
            {booking.review.comment ? (
              <span className="mentoring-booking__review">“{booking.review.comment}”</span>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
