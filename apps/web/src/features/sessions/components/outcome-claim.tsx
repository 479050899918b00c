import { OUTCOME_LABELS, type Booking } from '@app/domain/sessions'
import { useId } from 'react'
import './outcome-claim.css'

/**
 * The other party's claim, quoted in the dialog that disputes it: the outcome they gave and
 * their note, so the answer is written with it in view.
 */
export function OutcomeClaim({
  booking,
  who,
}: {
  booking: Pick<Booking, 'outcome' | 'outcomeNote'>
  /** Who gave the outcome, by first name. */
  who: string
}) {
  const captionId = useId()
  if (booking.outcome === null) return null
  return (
    <figure className="outcome-claim" aria-labelledby={captionId}>
      <figcaption id={captionId} className="outcome-claim__caption">
        What {who} said
      </figcaption>
      <p className="outcome-claim__outcome">{OUTCOME_LABELS[booking.outcome]}</p>
      {booking.outcomeNote ? (
        <blockquote className="outcome-claim__note">{booking.outcomeNote}</blockquote>
      ) : (
        <p className="outcome-claim__none">{who} left no note.</p>
      )}
    </figure>
  )
}
