import { firstNameOf } from '@app/domain/sessions/display'
import { DisputeInputSchema, OutcomeInputSchema, type Booking } from '@app/domain/sessions'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { TextareaField } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { disputeOutcome, markOutcome } from '../api/sessions'
import { OutcomeClaim } from './outcome-claim'

/** What the note is for: the student reporting the mentor's no-show, or disputing their outcome. */
export type OutcomeNoteKind = 'no_show' | 'dispute'

/** The note of each kind as its form holds it (a text, empty when left out). */
const SCHEMAS = {
  no_show: OutcomeInputSchema.pick({ note: true }).required(),
  dispute: DisputeInputSchema,
} as const

interface OutcomeNoteDialogProps {
  booking: Booking
  kind: OutcomeNoteKind
  isOpen: boolean
  onClose: () => void
  onSaved: (booking: Booking) => void
}

/** The texts of each kind of note. */
function textsOf(kind: OutcomeNoteKind, booking: Booking) {
  const mentor = firstNameOf(booking.mentor.name)
  if (kind === 'no_show') {
    return {
      title: `${mentor} did not come?`,
      description:
        booking.priceCents > 0
          ? `${mentor} may dispute this once; a no-show that stands refunds what you paid in full.`
          : `${mentor} may dispute this once; an admin then decides.`,
      label: 'Note',
      hint: 'Optional: what happened, for instance how long you waited.',
      submit: 'Report no-show',
      busy: 'Reporting…',
    }
  }
  // The mentor's outcome and note are quoted above the form (OutcomeClaim).
  return {
    title: 'Dispute the outcome?',
    description: `You can dispute ${mentor}’s outcome once. Tell us your side: an admin reads both and decides.`,
    label: 'Your side of it',
    hint: 'What happened, as you saw it (up to 1,000 characters).',
    submit: 'Send dispute',
    busy: 'Sending…',
  }
}

/**
 * A native dialog asking for a note: the student says the mentor did not come (the note is
 * optional), or disputes the mentor's outcome (the note is required). Sends it on submit.
 */
export function OutcomeNoteDialog({
  booking,
  kind,
  isOpen,
  onClose,
  onSaved,
}: OutcomeNoteDialogProps) {
  const formId = useId()
  const texts = textsOf(kind, booking)
  const form = useForm<{ note: string }>({
    resolver: zodResolver(SCHEMAS[kind]),
    defaultValues: { note: '' },
  })
  const { errors, isSubmitting } = form.formState
  const send = useMutation({
    mutationFn: ({ note }: { note: string }) =>
      kind === 'no_show'
        ? markOutcome(booking.id, { outcome: 'no_show', note })
        : disputeOutcome(booking.id, note),
    onSuccess: onSaved,
  })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })
  const close = () => {
    if (!isSubmitting) onClose()
  }
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={texts.title}
      description={texts.description}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Back
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={kind === 'no_show' ? 'danger' : 'primary'}
            isBusy={isSubmitting}
            busyLabel={texts.busy}
          >
            {texts.submit}
          </Button>
        </>
      }
    >
      {kind === 'dispute' ? (
        <OutcomeClaim booking={booking} who={firstNameOf(booking.mentor.name)} />
      ) : null}
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextareaField
          label={texts.label}
          hint={texts.hint}
          rows={4}
          maxLength={1000}
          isRequired={kind === 'dispute'}
          error={errors.note?.message}
          {...form.register('note')}
        />
        {errors.root?.server ? (
          <p className="book-session__error" role="alert">
            <AlertTriangle aria-hidden="true" size={18} />
            {errors.root.server.message}
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
