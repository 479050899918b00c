import { firstNameOf } from '@app/domain/sessions/display'
import { canMarkOutcome, sessionReviewRefusal, type Booking } from '@app/domain/sessions'
import { useMutation } from '@tanstack/react-query'
import { AlertTriangle, CircleCheck, Flag, Star, UserX } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { markOutcome } from '../api/sessions'
import { useBookingSaved } from '../hooks/use-booking-saved'
import { OutcomeNoteDialog, type OutcomeNoteKind } from './outcome-note-dialog'
import { ReviewSessionDialog } from './review-session-dialog'
import { outcomeFacts, SessionRecord } from './session-record'

type DialogKind = OutcomeNoteKind | 'review'

interface SessionFollowUpProps {
  booking: Booking
  now: Date
  /** The card's title, read with each button. */
  titleId: string
  /** The card's own action after the others on the same row ("Book again"), shown in any case. */
  trailingAction?: ReactNode
}

/**
 * After a booked session: what happened ("It was held", "Mentor did not come" with a note), the
 * student's dispute of the mentor's outcome, and the student's review of the mentor. Each control
 * shows only while the rules allow it (from 10 minutes to 72 hours after the start, after the end
 * unless it was a no-show).
 */
export function SessionFollowUp({ booking, now, titleId, trailingAction }: SessionFollowUpProps) {
  const saved = useBookingSaved()
  const [dialog, setDialog] = useState<{ kind: DialogKind; key: number } | null>(null)
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const held = useMutation({
    mutationFn: () => markOutcome(booking.id, { outcome: 'held', note: '' }),
    onSuccess: (next) => {
      saved(next)
      setNotice('Thank you: the session is marked as held.')
    },
  })
  const onlyTrailing = trailingAction ? (
    <div className="session-card__actions">{trailingAction}</div>
  ) : null
  if (booking.status !== 'confirmed') return onlyTrailing

  const mentor = firstNameOf(booking.mentor.name)
  const isOutcomeOpen = canMarkOutcome(new Date(booking.startsAt), now)
  const canGiveOutcome = isOutcomeOpen && booking.outcome === null
  const canDispute = isOutcomeOpen && booking.outcomeBy === 'mentor' && booking.disputeNote === null
  const canReview =
    sessionReviewRefusal({ ...booking, endsAt: new Date(booking.endsAt) }, now) === null
  const review = booking.review
  const hasRecord = review !== null || outcomeFacts(booking).length > 0
  if (!canGiveOutcome && !canDispute && !canReview && !hasRecord && !notice) return onlyTrailing

  const open = (kind: DialogKind) => {
    setNotice(null)
    setDialog((last) => ({ kind, key: (last?.key ?? 0) + 1 }))
    setIsDialogOpen(true)
  }
  const done = (message: string) => (next: Booking) => {
    saved(next)
    setIsDialogOpen(false)
    setNotice(message)
  }

  return (
    <div className="session-follow-up">
      <SessionRecord booking={booking} />
      {canGiveOutcome || canDispute || canReview || trailingAction ? (
        <div className="session-card__actions">
          {canGiveOutcome ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-describedby={titleId}
                icon={<CircleCheck aria-hidden="true" size={16} />}
                isBusy={held.isPending}
                busyLabel="Saving…"
                onClick={() => {
                  setNotice(null)
                  held.mutate()
                }}
              >
                It was held
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-describedby={titleId}
                icon={<UserX aria-hidden="true" size={16} />}
                disabled={held.isPending}
                onClick={() => open('no_show')}
              >
                Mentor did not come
              </Button>
            </>
          ) : null}
          {canDispute ? (
            <Button
              size="sm"
              variant="secondary"
              aria-describedby={titleId}
              icon={<Flag aria-hidden="true" size={16} />}
              onClick={() => open('dispute')}
            >
              Dispute
            </Button>
          ) : null}
          {canReview ? (
            <Button
              size="sm"
              variant={review ? 'ghost' : 'primary'}
              aria-describedby={titleId}
              icon={<Star aria-hidden="true" size={16} />}
              onClick={() => open('review')}
            >
              {review ? 'Edit review' : `Review ${mentor}`}
            </Button>
          ) : null}
          {trailingAction}
        </div>
      ) : null}
      {held.isError ? (
        <p className="book-session__error" role="alert">
          <AlertTriangle aria-hidden="true" size={18} />
          {errorMessage(held.error, 'The outcome could not be saved. Try again.')}
        </p>
      ) : null}
      {notice ? (
        <p className="session-follow-up__notice" role="status">
          <CircleCheck aria-hidden="true" size={16} />
          {notice}
        </p>
      ) : null}
      {dialog?.kind === 'review' ? (
        <ReviewSessionDialog
          key={dialog.key}
          booking={booking}
          isOpen={isDialogOpen}
          onClose={() => setIsDialogOpen(false)}
          onSaved={done(
            review
              ? `Your review of ${mentor} is updated.`
              : `Thank you: your review of ${mentor} is posted.`,
          )}
        />
      ) : dialog ? (
        <OutcomeNoteDialog
          key={dialog.key}
          booking={booking}
          kind={dialog.kind}
          isOpen={isDialogOpen}
          onClose={() => setIsDialogOpen(false)}
          onSaved={done(
            dialog.kind === 'no_show'
              ? `Reported: ${mentor} did not come. ${mentor} may dispute it once.`
              : 'Your dispute is sent: an admin will decide.',
          )}
        />
      ) : null}
    </div>
  )
}
