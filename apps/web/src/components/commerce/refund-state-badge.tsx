import { REFUND_STATE_LABELS, type RefundState } from '@app/domain/orders'
import { CircleAlert, CircleCheck, Clock, type LucideIcon } from 'lucide-react'
import { formatPrice } from '../../lib/format'
import { cx } from '../ui/cx'
import './order-status-badge.css'

const ICONS: Record<RefundState, LucideIcon> = {
  pending: Clock,
  granted: CircleCheck,
  declined: CircleAlert,
}

/**
 * A refund request's state as a pill, in the order status pills' look: the domain's label, and
 * the amount once granted when `amountCents` is given.
 */
export function RefundStateBadge({
  state,
  amountCents,
  className,
}: {
  state: RefundState
  amountCents?: number
  className?: string
}) {
  const Icon = ICONS[state]
  return (
    <span className={cx('order-status', `refund-state--${state}`, className)}>
      <Icon aria-hidden="true" size={14} />
      {REFUND_STATE_LABELS[state]}
      {state === 'granted' && amountCents !== undefined ? ` · ${formatPrice(amountCents)}` : null}
    </span>
  )
}
