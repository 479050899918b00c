import type { Delivery } from '@app/domain/email'
import { AlertTriangle, CheckCircle2, Clock, Loader } from 'lucide-react'
import { formatDateTime } from './format-date'

const LOOK = {
  pending: { label: 'Queued', icon: Clock },
  sending: { label: 'Sending', icon: Loader },
  sent: { label: 'Delivered', icon: CheckCircle2 },
  failed: { label: 'Failed', icon: AlertTriangle },
} as const

/** Where the e-mail about a message has got: queued, sending, delivered or failed (with the reason). */
export function DeliveryBadge({ delivery }: { delivery: Delivery | null }) {
  if (!delivery) return <span className="delivery-badge is-none">No e-mail</span>
  const { label, icon: Icon } = LOOK[delivery.status]
  const detail =
    delivery.status === 'sent' && delivery.sentAt
      ? `Delivered ${formatDateTime(delivery.sentAt)}`
      : delivery.status === 'pending' && delivery.attempts > 0
        ? `Attempt ${delivery.attempts} failed${delivery.lastError ? `: ${delivery.lastError}` : ''}${
            delivery.nextAttemptAt ? `. Next try ${formatDateTime(delivery.nextAttemptAt)}` : ''
          }`
        : delivery.status === 'failed'
          ? `Gave up after ${delivery.attempts} attempts${delivery.lastError ? `: ${delivery.lastError}` : ''}`
          : undefined
  return (
    <span className="delivery">
      <span className={`delivery-badge is-${delivery.status}`}>
        <Icon aria-hidden="true" size={14} />
        {label}
      </span>
      {detail ? <span className="delivery__detail">{detail}</span> : null}
    </span>
  )
}
