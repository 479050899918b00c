import {
  isOrderPaid,
  REFUND_STATE_LABELS,
  REFUND_WINDOW_DAYS,
  RefundRequestInputSchema,
  type OrderLine,
  type OrderSummary,
  type PaymentMethod,
  type Refund,
} from '@app/domain/orders'
import { AlertCircle, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { RefundStateBadge } from '../../../components/commerce/refund-state-badge'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { TextareaField } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { formatLongDate, formatPrice } from '../../../lib/format'
import { useRequestRefund } from '../api/refunds'
import './order-refunds.css'

export const REFUND_RULE = `Refunds within ${REFUND_WINDOW_DAYS} days of payment are granted at once when you have completed less than a quarter of the lessons and have no certificate; otherwise our team answers within 2 business days. Products are refunded once we have them back.`

/** Where a granted refund goes, as the student reads it ("goes back to your card"). */
const REFUND_DESTINATION: Record<PaymentMethod, string> = {
  card: 'card',
  paypal: 'PayPal account',
  bank_transfer: 'bank account',
  check: 'original payment method',
  cod: 'original payment method',
}

/** Whether the order's courses can still be refunded on request now. */
export function isRefundable(order: Pick<OrderSummary, 'status' | 'refundableUntil'>, now: number) {
  if (!order.refundableUntil || !isOrderPaid(order.status)) return false
  return Date.parse(order.refundableUntil) > now
}

/** The orders on this page with something to say about refunds: open to requests, or requested. */
function refundOrders(orders: readonly OrderSummary[], now: number) {
  return orders
    .map((order) => ({
      order,
      isOpen: isRefundable(order, now),
      lines: order.lines,
    }))
    .filter(
      ({ isOpen, lines }) =>
        lines.length > 0 && (isOpen || lines.some((line) => line.refund !== null)),
    )
}

/** What the student reads once the request is in. */
function outcomeOf(refund: Refund, method: PaymentMethod): string {
  if (refund.state === 'granted') {
    const after = refund.productId === null ? ' The course has left My Courses.' : ''
    return `Refunded: ${formatPrice(refund.amountCents)} goes back to your ${REFUND_DESTINATION[method]} within 5–10 days.${after}`
  }
  if (refund.state === 'pending') {
    const why = refund.reviewReason ? ` (${refund.reviewReason})` : ''
    return `Your request is with our team${why}. We answer within 2 business days.`
  }
  return `${REFUND_STATE_LABELS[refund.state]}.`
}

/**
 * Order History's refunds: for each paid order on the page still within its refund window, its
 * courses with "Request a refund", or the state of the request already made.
 */
export function OrderRefunds({ orders }: { orders: readonly OrderSummary[] }) {
  const [now] = useState(() => Date.now())
  const [asking, setAsking] = useState<{ order: OrderSummary; line: OrderLine } | null>(null)
  const [outcome, setOutcome] = useState<{ key: string; message: string } | null>(null)
  const shown = refundOrders(orders, now)
  if (shown.length === 0) return null

  return (
    <section className="order-refunds" aria-labelledby="order-refunds-title">
      <h2 className="order-refunds__title" id="order-refunds-title">
        Refunds
      </h2>
      <p className="order-refunds__rule">{REFUND_RULE}</p>
      <ul className="order-refunds__orders">
        {shown.map(({ order, isOpen, lines }) => (
          <li key={order.id} className="order-refunds__order" aria-label={`Order ${order.number}`}>
            <p className="order-refunds__head">
              <strong>{order.number}</strong>
              {isOpen && order.refundableUntil ? (
                <span className="order-refunds__until">
                  Refundable until{' '}
                  <time dateTime={order.refundableUntil}>
                    {formatLongDate(order.refundableUntil)}
                  </time>
                </span>
              ) : null}
            </p>
            <ul className="order-refunds__lines">
              {lines.map((line) => {
                const key = `${order.id}:${line.kind}:${line.itemId}`
                return (
                  <li key={key} className="order-refunds__line">
                    <span className="order-refunds__course">
                      {line.title}
                      <span className="order-refunds__price">
                        {formatPrice(line.lineTotalCents)}
                      </span>
                    </span>
                    {line.refund ? (
                      <RefundStateBadge
                        state={line.refund.state}
                        amountCents={line.refund.amountCents}
                      />
                    ) : isOpen ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        icon={<Undo2 aria-hidden="true" size={16} />}
                        onClick={() => setAsking({ order, line })}
                        aria-label={`Request a refund of ${line.title}`}
                      >
                        Request a refund
                      </Button>
                    ) : null}
                    {outcome?.key === key ? (
                      <p className="order-refunds__outcome" role="status">
                        {outcome.message}
                      </p>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
      {asking ? (
        <RefundRequestDialog
          key={`${asking.order.id}:${asking.line.kind}:${asking.line.itemId}`}
          order={asking.order}
          line={asking.line}
          onClose={() => setAsking(null)}
          onDone={(refund) => {
            setOutcome({
              key: `${asking.order.id}:${asking.line.kind}:${asking.line.itemId}`,
              message: outcomeOf(refund, asking.order.paymentMethod),
            })
            setAsking(null)
          }}
        />
      ) : null}
    </section>
  )
}

function RefundRequestDialog({
  order,
  line,
  onClose,
  onDone,
}: {
  order: OrderSummary
  line: OrderLine
  onClose: () => void
  onDone: (refund: Refund) => void
}) {
  const request = useRequestRefund(order.id)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()

  const submit = () => {
    const parsed = RefundRequestInputSchema.safeParse({
      ...(line.kind === 'course' ? { courseId: line.itemId } : { productId: line.itemId }),
      reason,
    })
    if (!parsed.success) {
      setReasonError(
        parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ??
          parsed.error.issues[0]?.message,
      )
      return
    }
    setReasonError(undefined)
    request.mutate(parsed.data, { onSuccess: onDone })
  }

  return (
    <Dialog
      isOpen
      onClose={() => (request.isPending ? undefined : onClose())}
      title={`Refund “${line.title}”?`}
      description={REFUND_RULE}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={request.isPending}>
            {line.kind === 'course' ? 'Keep the course' : 'Keep it'}
          </Button>
          <Button
            type="submit"
            form="refund-request-form"
            isBusy={request.isPending}
            busyLabel="Sending…"
          >
            Send request
          </Button>
        </>
      }
    >
      <form
        id="refund-request-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <TextareaField
          label="Why do you ask for a refund?"
          hint={`Order ${order.number}, ${formatPrice(line.lineTotalCents)}. Up to 1,000 characters.`}
          rows={4}
          maxLength={1000}
          isRequired
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError}
        />
      </form>
      {request.isError ? (
        <p className="field__error" role="alert">
          <AlertCircle aria-hidden="true" size={16} />
          {errorMessage(request.error)}
        </p>
      ) : null}
    </Dialog>
  )
}
