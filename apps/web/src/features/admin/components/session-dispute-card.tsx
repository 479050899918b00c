import {
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
import { useResolveDispute } from '../api/admin-session-disputes'
import { formatDateTime } from './format-date'

/** What upholding means for each outcome: a mentor's no-show that stands is refunded. */
const UPHOLD_MEANS: Record<NonNullable<Booking['outcome']>, string> = {
  held: 'Upholding keeps the session as held.',
  student_no_show: 'Upholding keeps the student’s no-show; nothing is refunded.',
  mentor_no_show: 'Upholding keeps the mentor’s no-show and refunds the student in full.',
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
            <time dateTime={booking.startsAt}>{formatDateTime(booking.startsAt)}</time>
            <span className="admin-refund__email">
              {booking.sessionType.durationMinutes} min, your time
            </span>
          </dd>
        </div>
        <div>
          <dt>Booked</dt>
          <dd>
            <time dateTime={booking.createdAt}>{formatDateTime(booking.createdAt)}</time>
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
          hint={`Optional, up to 1,000 characters. ${booking.outcome ? UPHOLD_MEANS[booking.outcome] : ''}`}
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
