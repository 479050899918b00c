import { ORDER_STATUS_LABELS, type OrderStatus } from '@app/domain/orders'
import {
  CircleCheck,
  CircleX,
  Clock,
  RotateCcw,
  Undo2,
  Wallet,
  type LucideIcon,
} from 'lucide-react'
import { cx } from '../ui/cx'
import './order-status-badge.css'

const ICONS: Record<OrderStatus, LucideIcon> = {
  pending_payment: Clock,
  paid: Wallet,
  completed: CircleCheck,
  partially_refunded: Undo2,
  cancelled: CircleX,
  refunded: RotateCcw,
}

/** An order's status as a pill: the domain's label, an icon and a colour per state. */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus
  className?: string
}) {
  const Icon = ICONS[status]
  return (
    <span className={cx('order-status', `order-status--${status}`, className)}>
      <Icon aria-hidden="true" size={14} />
      {ORDER_STATUS_LABELS[status]}
    </span>
  )
}
