import { cancellationRefundPercent, type Booking, type SessionPolicy } from '@app/domain/sessions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { errorMessage } from '../../../lib/api-client'
import { formatPrice } from '../../../lib/format'
import { cancelBooking, sessionQueries, type CancelledBooking } from '../api/sessions'
import { startInBothZones } from '../session-times'

interface CancelSessionDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: Booking | null
  /** The student's browser's zone, for a booking without its own. */
  browserZone: string
  now: Date
  onClose: () => void
  onCancelled: (message: string) => void
}

const share = (percent: number) => (percent === 100 ? 'all' : `${percent}%`)

/** The booking's own policy, in a sentence. */
function policyText(policy: SessionPolicy): string {
  if (policy.refundBeforePercent === policy.refundAfterPercent)
    return `This booking's policy refunds ${share(policy.refundBeforePercent)} of what was paid whenever it is cancelled.`
  return `This booking's policy refunds ${share(policy.refundBeforePercent)} of what was paid up to ${policy.cutoffHours} hours before the start, and ${share(policy.refundAfterPercent)} after that.`
}

/** What cancelling now gives back, from the policy copied onto the booking when it was made. */
export function refundText(booking: Booking, now: Date): string {
  if (booking.status === 'awaiting_payment')
    return 'Nothing has been paid yet: the order is cancelled and nothing is charged.'
  if (booking.priceCents === 0 || booking.status !== 'confirmed')
    return 'Nothing has been paid for this session, so there is nothing to refund.'
  const percent = cancellationRefundPercent(booking.policy, new Date(booking.startsAt), now)
  return `Cancelling now refunds ${percent}% of what you paid. ${policyText(booking.policy)}`
}

/** What the student reads once the server has cancelled. */
export function cancelledText({ booking, refundCents }: CancelledBooking): string {
  if (refundCents > 0)
    return `${booking.sessionType.title} is cancelled. ${formatPrice(refundCents)} is refunded to you.`
  return `${booking.sessionType.title} is cancelled.`
}

/** "Cancel this session?" with the refund it gives now; on confirmation, cancels it. */
export function CancelSessionDialog({
  booking: asked,
  browserZone,
  now,
  onClose,
  onCancelled,
}: CancelSessionDialogProps) {
  const queryClient = useQueryClient()
  // The last booking asked about stays shown while the dialog animates out.
  const [booking, setBooking] = useState(asked)
  if (asked && asked !== booking) setBooking(asked)
  const cancel = useMutation({
    mutationFn: (id: number) => cancelBooking(id),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: sessionQueries.mine().queryKey })
      onCancelled(cancelledText(result))
      cancel.reset()
    },
  })
  const close = () => {
    if (cancel.isPending) return
    cancel.reset()
    onClose()
  }
  return (
    <Dialog
      isOpen={asked !== null}
      onClose={close}
      title="Cancel this session?"
      description={
        booking
          ? `${booking.sessionType.title} with ${booking.mentor.name}, ${startInBothZones(booking.startsAt, browserZone, booking.mentor)}`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            Keep the session
          </Button>
          <Button
            variant="danger"
            isBusy={cancel.isPending}
            busyLabel="Cancelling…"
            onClick={() => booking && cancel.mutate(booking.id)}
          >
            Cancel the session
          </Button>
        </>
      }
    >
      {booking ? <p className="cancel-session__refund">{refundText(booking, now)}</p> : null}
      {cancel.isError ? (
        <p className="book-session__error" role="alert">
          <AlertTriangle aria-hidden="true" size={18} />
          {errorMessage(cancel.error, 'The session could not be cancelled. Try again.')}
        </p>
      ) : null}
    </Dialog>
  )
}
