import { firstNameOf } from '@app/domain/sessions/display'
import { DisputeInputSchema, OutcomeInputSchema, type Booking } from '@app/domain/sessions'
import { AlertCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { TextareaField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { errorMessage } from '../../../lib/api-client'
import { formatPrice } from '../../../lib/format'
import { useCancelAsMentor, useDisputeOutcome, useMarkOutcome } from '../api/instructor-sessions'
import { OutcomeClaim } from './outcome-claim'

interface BookingDialogProps {
  booking: Booking
  onClose: () => void
}

function ServerError({ error }: { error: unknown }) {
  return (
    <p className="field__error" role="alert">
      <AlertCircle aria-hidden="true" size={16} />
      {errorMessage(error)}
    </p>
  )
}

/** What the student gets back when their mentor cancels: always everything they paid. */
export function mentorCancelRefundText(booking: Booking): string {
  const name = booking.student.name
  if (booking.status === 'awaiting_payment') {
    return `${name} has not paid yet: their order is cancelled and the slot freed.`
  }
  if (booking.priceCents === 0)
    return `The session is free: ${name} paid nothing, so nothing is refunded.`
  return `${name} is refunded in full: everything they paid for this session goes back to them.`
}

/** "Cancel this session?": what the student gets back, then the cancellation. */
export function CancelBookingDialog({ booking, onClose }: BookingDialogProps) {
  const cancel = useCancelAsMentor()
  const name = firstNameOf(booking.student.name)
  const confirm = () =>
    cancel.mutate(booking.id, {
      onSuccess: ({ refundCents }) => {
        notify.success(
          refundCents > 0
            ? `Session cancelled. ${formatPrice(refundCents)} goes back to ${name}.`
            : `Session cancelled. ${name} is told by e-mail.`,
        )
        onClose()
      },
    })
  return (
    <Dialog
      isOpen
      onClose={() => (cancel.isPending ? undefined : onClose())}
      title="Cancel this session?"
      description={`${mentorCancelRefundText(booking)} You both get an e-mail, and the session leaves your calendars.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep the session
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            isBusy={cancel.isPending}
            busyLabel="Cancelling…"
          >
            Cancel the session
          </Button>
        </>
      }
    >
      {cancel.isError ? <ServerError error={cancel.error} /> : null}
    </Dialog>
  )
}

/** "Mark held" or "Student did not come", with an optional note. */
export function OutcomeDialog({
  booking,
  outcome,
  onClose,
}: BookingDialogProps & { outcome: 'held' | 'no_show' }) {
  const mark = useMarkOutcome()
  const formId = useId()
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const name = firstNameOf(booking.student.name)
  const isHeld = outcome === 'held'

  const submit = () => {
    const parsed = OutcomeInputSchema.safeParse({ outcome, note })
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message)
      return
    }
    setNoteError(undefined)
    mark.mutate(
      { id: booking.id, outcome: parsed.data },
      {
        onSuccess: () => {
          notify.success(isHeld ? 'Marked as held.' : `Noted: ${name} did not come.`)
          onClose()
        },
      },
    )
  }

  return (
    <Dialog
      isOpen
      onClose={() => (mark.isPending ? undefined : onClose())}
      title={isHeld ? 'Mark the session held?' : `Report that ${name} did not come?`}
      description={`You can say what happened once; ${name} may dispute it within 72 hours of the start, and Learnlane then decides.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mark.isPending}>
            Not now
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={isHeld ? 'primary' : 'danger'}
            isBusy={mark.isPending}
            busyLabel="Saving…"
          >
            {isHeld ? 'Mark held' : 'Report no-show'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <TextareaField
          label="Note"
          hint="Optional, up to 1,000 characters."
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
        />
      </form>
      {mark.isError ? <ServerError error={mark.error} /> : null}
    </Dialog>
  )
}

/** Disputes the student's outcome, once, with the mentor's side of it and the student's claim in view. */
export function DisputeDialog({ booking, onClose }: BookingDialogProps) {
  const dispute = useDisputeOutcome()
  const formId = useId()
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const name = firstNameOf(booking.student.name)

  const submit = () => {
    const parsed = DisputeInputSchema.safeParse({ note })
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message)
      return
    }
    setNoteError(undefined)
    dispute.mutate(
      { id: booking.id, note: parsed.data.note },
      {
        onSuccess: () => {
          notify.success('Dispute sent. Learnlane reads both sides and decides.')
          onClose()
        },
      },
    )
  }

  return (
    <Dialog
      isOpen
      onClose={() => (dispute.isPending ? undefined : onClose())}
      title={`Dispute ${name}’s outcome?`}
      description="You can dispute once. Learnlane reads both sides and decides; both of you are told."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={dispute.isPending}>
            Not now
          </Button>
          <Button type="submit" form={formId} isBusy={dispute.isPending} busyLabel="Sending…">
            Send dispute
          </Button>
        </>
      }
    >
      <OutcomeClaim booking={booking} who={name} />
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <TextareaField
          label="Your side of it"
          hint="Up to 1,000 characters."
          rows={4}
          maxLength={1000}
          isRequired
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
        />
      </form>
      {dispute.isError ? <ServerError error={dispute.error} /> : null}
    </Dialog>
  )
}
