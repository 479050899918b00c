import {
  nextOrderStatuses,
  OrderStatusChangeSchema,
  type Order,
  type OrderStatus,
} from '@app/domain/orders'
import { AlertCircle, Ban, CircleCheck, RotateCcw, Wallet, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonVariant } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { TextareaField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { errorMessage } from '../../../lib/api-client'
import { useChangeOrderStatus } from '../api/admin-orders'

/**
 * The moves offered by hand. An order becomes partly refunded only when one of its courses is
 * refunded from Refund requests, so that move is not a button here; from it, a full refund is.
 */
type Move = Exclude<OrderStatus, 'pending_payment' | 'partially_refunded'>

const isManualMove = (status: OrderStatus): status is Move =>
  status !== 'pending_payment' && status !== 'partially_refunded'

interface MoveLook {
  label: string
  done: string
  icon: LucideIcon
  variant: ButtonVariant
  /** Moves that cannot be taken back ask first. */
  confirm?: string
}

const MOVES: Record<Move, MoveLook> = {
  paid: {
    label: 'Mark paid',
    done: 'marked paid',
    icon: Wallet,
    variant: 'primary',
  },
  completed: {
    label: 'Mark completed',
    done: 'marked completed',
    icon: CircleCheck,
    variant: 'primary',
  },
  cancelled: {
    label: 'Cancel order',
    done: 'cancelled',
    icon: Ban,
    variant: 'danger',
    confirm:
      'Its product units go back to stock and a coupon it used is released. A cancelled order cannot be reopened.',
  },
  refunded: {
    label: 'Refund',
    done: 'refunded',
    icon: RotateCcw,
    variant: 'danger',
    confirm:
      'The enrolments this order created are removed and its product units go back to stock. Pay the customer back through the method they paid with; a refunded order cannot be changed again.',
  },
}

const FINAL_NOTE: Partial<Record<OrderStatus, string>> = {
  cancelled: 'This order was cancelled. A cancelled order is final.',
  refunded: 'This order was refunded. A refunded order is final.',
}

/**
 * The status moves the domain allows from the order's state, with an optional note for its
 * history. Cancel and refund ask for confirmation; the server's refusal shows under the buttons.
 */
export function OrderStatusActions({ order }: { order: Order }) {
  const change = useChangeOrderStatus(order.id)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const [confirming, setConfirming] = useState<Move | null>(null)
  const moves = nextOrderStatuses(order.status).filter(isManualMove)

  const move = (status: Move) => {
    const parsed = OrderStatusChangeSchema.safeParse({ status, note: note.trim() || undefined })
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message)
      setConfirming(null)
      return
    }
    setNoteError(undefined)
    change.mutate(parsed.data, {
      onSuccess: (updated) => {
        setNote('')
        notify.success(`Order ${updated.number} ${MOVES[status].done}`)
      },
      onSettled: () => setConfirming(null),
    })
  }

  if (moves.length === 0) {
    return <p className="admin-order-final">{FINAL_NOTE[order.status] ?? 'No further changes.'}</p>
  }

  const pending = change.isPending ? change.variables?.status : undefined
  const asking = confirming ? MOVES[confirming] : null
  return (
    <div className="admin-order-actions">
      <TextareaField
        label="Note for the history"
        hint="Optional, up to 500 characters: a payment reference, the reason for a refund."
        rows={3}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={noteError}
      />
      <div className="admin-order-actions__buttons">
        {moves.map((status) => {
          const look = MOVES[status]
          const Icon = look.icon
          return (
            <Button
              key={status}
              variant={look.variant}
              icon={<Icon aria-hidden="true" size={18} />}
              isBusy={pending === status}
              busyLabel="Saving…"
              disabled={change.isPending}
              onClick={() => (look.confirm ? setConfirming(status) : move(status))}
            >
              {look.label}
            </Button>
          )
        })}
      </div>
      {change.isError ? (
        <p className="field__error admin-order-actions__error" role="alert">
          <AlertCircle aria-hidden="true" size={16} />
          {errorMessage(change.error)}
        </p>
      ) : null}
      <Dialog
        isOpen={asking !== null}
        onClose={() => (change.isPending ? undefined : setConfirming(null))}
        title={asking ? `${asking.label} ${order.number}?` : ''}
        description={asking?.confirm}
        footer={
          confirming && asking ? (
            <>
              <Button
                variant="secondary"
                onClick={() => setConfirming(null)}
                disabled={change.isPending}
              >
                Keep the order as it is
              </Button>
              <Button
                variant="danger"
                isBusy={change.isPending}
                busyLabel="Saving…"
                onClick={() => move(confirming)}
              >
                {asking.label}
              </Button>
            </>
          ) : null
        }
      >
        {note.trim() ? (
          <p className="admin-order-actions__note">
            Note: <q>{note.trim()}</q>
          </p>
        ) : null}
      </Dialog>
    </div>
  )
}
