import { firstNameOf } from '@app/domain/sessions/display'
import { OUTCOME_LABELS, type Booking } from '@app/domain/sessions'
import { useId } from 'react'
import { RatingStars } from '../../../components/ui/rating-stars'

/**
 * What was said after the session, as the student reads it: the outcome and who gave it, the
 * dispute and who made it, and the admin's resolution.
 */
export function outcomeFacts(booking: Booking): string[] {
  if (!booking.outcome) return []
  const mentor = firstNameOf(booking.mentor.name)
  const quoted = (note: string | null) => (note ? ` — “${note}”` : '')
  const by = booking.outcomeBy === 'student' ? 'you' : mentor
  const facts = [
    `Outcome: ${OUTCOME_LABELS[booking.outcome]}, marked by ${by}${quoted(booking.outcomeNote)}`,
  ]
  if (booking.disputeNote !== null) {
    const disputer = booking.outcomeBy === 'student' ? mentor : 'you'
    facts.push(`Disputed by ${disputer}${quoted(booking.disputeNote)}`)
    facts.push(
      booking.resolution === null
        ? 'An admin will decide.'
        : `An admin ${booking.resolution === 'upheld' ? 'upheld' : 'overturned'} the outcome${quoted(booking.resolutionNote)}`,
    )
  }
  return facts
}

/** The outcome, dispute and resolution of a session, and the student's review of the mentor. */
export function SessionRecord({ booking }: { booking: Booking }) {
  const captionId = useId()
  const facts = outcomeFacts(booking)
  const { review } = booking
  if (facts.length === 0 && !review) return null
  return (
    <>
      {facts.length ? (
        <ul className="session-record" aria-label="What happened">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {review ? (
        <figure className="session-review" aria-labelledby={captionId}>
          <figcaption id={captionId} className="session-review__caption">
            Your review
          </figcaption>
          <RatingStars value={review.rating} size={16} />
          {review.comment ? (
            <blockquote className="session-review__comment">{review.comment}</blockquote>
          ) : null}
        </figure>
      ) : null}
    </>
  )
}
