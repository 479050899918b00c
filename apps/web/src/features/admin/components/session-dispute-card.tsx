import {
  formatSessionSpan,
  formatSessionTime,
  OUTCOME_LABELS,
  ResolveDisputeInputSchema,
  zoneLabel,
  type Booking,
  type ResolveDisputeInput,
} from '@app/domain/sessions'
import { AlertCircle, Check, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { TextareaField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { errorMessage } from '../../../lib/api-client'
import { formatPriceOrFree } from '../../../lib/format'
import { detectTimeZone } from '@app/domain/sessions/display'
import { useResolveDispute } from '../api/admin-session-disputes'

/**
 * What upholding means for the outcome, as the server does it: a mentor's no-show that stands
 * gives back what the student paid for the session; nothing else is refunded. A free session
 * has nothing to refund, so nothing is said of refunds.
 */
export function upholdMeans(booking: Pick<Booking, 'outcome' | 'priceCents'>): string {
  const isPaid = booking.priceCents > 0
  switch (booking.outcome) {
    case 'held':
      return 'Upholding keeps the session as held.'
    case 'student_no_show':
      return isPaid
        ? 'Upholding keeps the student’s no-show; nothing is refunded.'
        : 'Upholding keeps the student’s no-show.'
    case 'mentor_no_show':
      return isPaid
        ? 'Upholding keeps the mentor’s no-show and gives the student back what they paid for the session.'
        : 'Upholding keeps the mentor’s no-show.'
    default:
      return ''
  }
}

/** A party with the session's start on their own clock. */
function Party({
  label,
  party,
  booking,
}: {
  label: string
  party: Booking['student']
  booking: Booking
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {party.name}
        <span className="admin-refund__email">
          {formatSessionTime(booking.startsAt, party.timeZone)} ·{' '}
          {zoneLabel(party.timeZone, booking.startsAt)}
        </span>
      </dd>
    </div>
  )
}

/**
 * One disputed session: both parties and their clocks, the outcome one gave with their note, the
 * other's dispute; a note and Uphold / Overturn.
 */
export function SessionDisputeCard({ booking }: { booking: Booking }) {
  const resolve = useResolveDispute()
  // The admin's own clock, for the session and when it was booked.
  const [yourZone] = useState(detectTimeZone)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const busy = resolve.isPending ? resolve.variables.input.resolution : null
  const markedBy = booking.outcomeBy === 'mentor' ? booking.mentor : booking.student
  const disputedBy = booking.outcomeBy === 'mentor' ? booking.student : booking.mentor
  const title = `${booking.sessionType.title}: ${booking.mentor.name} with ${booking.student.name}`
  const titleId = `dispute-${booking.id}`

  const decide = (resolution: ResolveDisputeInput['resolution']) => {
    const parsed = ResolveDisputeInputSchema.safeParse({ resolution, note })
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message)
      return
    }
    setNoteError(undefined)
    resolve.mutate(
      { id: booking.id, input: parsed.data },
      {
        onSuccess: () => {
          setNote('')
          notify.success(
            resolution === 'upheld'
              ? `Outcome upheld: ${OUTCOME_LABELS[booking.outcome ?? 'held']}. Both parties are told.`
              : 'Outcome overturned. Both parties are told.',
          )
        },
      },
    )
  }

  return (
    <li className="admin-refund" aria-labelledby={titleId}>
      <div className="admin-refund__head">
        <h2 className="admin-refund__title" id={titleId}>
          {title}
        </h2>
        <span className="admin-dispute__price">{formatPriceOrFree(booking.priceCents)}</span>
      </div>
      <dl className="admin-refund__facts">
        <Party label="Mentor" party={booking.mentor} booking={booking} />
        <Party label="Student" party={booking.student} booking={booking} />
        <div>
          <dt>Session</dt>
          <dd>
            <time dateTime={booking.startsAt}>
              {formatSessionSpan(booking.startsAt, booking.endsAt, yourZone)}
            </time>{' '}
            ({booking.sessionType.durationMinutes} min)
            <span className="admin-refund__email">
              Your time · {zoneLabel(yourZone, booking.startsAt)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Booked</dt>
          <dd>
            <time dateTime={booking.createdAt}>
              {formatSessionTime(booking.createdAt, yourZone)}
            </time>
          </dd>
        </div>
        <div className="admin-refund__wide">
          <dt>Outcome given by {markedBy.name}</dt>
          <dd className="admin-refund__text">
            <strong>{booking.outcome ? OUTCOME_LABELS[booking.outcome] : 'None'}</strong>
            {booking.outcomeNote ? ` · “${booking.outcomeNote}”` : ' · No note'}
          </dd>
        </div>
        <div className="admin-refund__wide">
          <dt>Disputed by {disputedBy.name}</dt>
          <dd className="admin-refund__text">“{booking.disputeNote}”</dd>
        </div>
      </dl>
      <div className="admin-refund__decide">
        <TextareaField
          label="Note for both parties"
          hint={`Optional, up to 1,000 characters. ${upholdMeans(booking)}`.trim()}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
        />
        <div className="admin-review__actions">
          <Button
            icon={<Check aria-hidden="true" size={18} />}
            isBusy={busy === 'upheld'}
            busyLabel="Upholding…"
            disabled={resolve.isPending}
            onClick={() => decide('upheld')}
            aria-describedby={titleId}
          >
            Uphold
          </Button>
          <Button
            variant="secondary"
            icon={<Undo2 aria-hidden="true" size={18} />}
            isBusy={busy === 'overturned'}
            busyLabel="Overturning…"
            disabled={resolve.isPending}
            onClick={() => decide('overturned')}
            aria-describedby={titleId}
          >
            Overturn
          </Button>
        </div>
        {resolve.isError ? (
          <p className="field__error" role="alert">
            <AlertCircle aria-hidden="true" size={16} />
            {errorMessage(resolve.error)}
          </p>
        ) : null}
      </div>
    </li>
  )
}
