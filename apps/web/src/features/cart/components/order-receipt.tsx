import { isOrderPaid, paymentMethodLabel, type Order } from '@app/domain/orders'
import { CircleCheck, CircleX, Hourglass, Landmark } from 'lucide-react'
import { Link } from 'react-router'
import { OrderStatusBadge } from '../../../components/commerce/order-status-badge'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { formatLongDate, formatPrice } from '../../../lib/format'
import { PayOnline, type PaymentReturn } from './pay-online'
import './cart.css'

interface OrderReceiptProps {
  order: Order
  /** The account's order history, or null for a guest. */
  ordersHref: string | null
  /** What the buyer's last visit to the payment provider's page came to (`?payment=`). */
  returned?: PaymentReturn | null
}

/** Where an order stands for its buyer: money still owed, paid, or closed (cancelled, refunded). */
type Standing = 'owed' | 'paid' | 'closed'

function standingOf(order: Order): Standing {
  if (order.status === 'pending_payment') return 'owed'
  return isOrderPaid(order.status) ? 'paid' : 'closed'
}

const ICONS = { owed: Hourglass, paid: CircleCheck, closed: CircleX } as const

/** The steps after this receipt, in the buyer's words; empty for a closed order. */
function nextSteps(order: Order, standing: Standing): string[] {
  const total = formatPrice(order.totalCents)
  const hasCourses = order.lines.some((line) => line.kind === 'course')
  const hasProducts = order.lines.some((line) => line.kind === 'product')
  if (standing === 'closed') return []
  if (standing === 'paid') {
    return [
      ...(hasCourses ? ['Your courses are open now: find them in your dashboard.'] : []),
      ...(hasProducts ? ['Your products are packed and shipped to your address.'] : []),
      `A confirmation is on its way to ${order.email}.`,
    ]
  }
  if (order.payOnline) {
    return [
      `Pay ${total} with the button above, on the payment page of ${order.paymentMethod === 'paypal' ? 'PayPal' : 'our card partner'}.`,
      `We confirm the order as soon as it is paid, and write to ${order.email}.`,
      ...(hasCourses ? ['Your courses open in your dashboard at once.'] : []),
      ...(hasProducts ? ['Your products are shipped as soon as it is paid.'] : []),
    ]
  }
  if (order.paymentMethod === 'cod') {
    return [
      'Your products are packed and shipped to your address.',
      `You pay ${total} in cash to the courier on delivery.`,
      ...(hasCourses ? ['Your courses open once the payment is recorded.'] : []),
    ]
  }
  return [
    `Pay ${total} by ${paymentMethodLabel(order.paymentMethod)}, as shown above.`,
    `We confirm the order when the payment arrives, and write to ${order.email}.`,
    ...(hasCourses ? ['Your courses open in your dashboard as soon as it is paid.'] : []),
    ...(hasProducts ? ['Your products are shipped as soon as it is paid.'] : []),
  ]
}

/**
 * 'Your Order Is Completed!' (the spec's heading) with where the order stands, unmistakably: what
 * is paid, what is still owed and how to pay it, and what happens next; then number, date, total,
 * payment method, status and the lines.
 */
export function OrderReceipt({ order, ordersHref, returned = null }: OrderReceiptProps) {
  const hasProducts = order.lines.some((line) => line.kind === 'product')
  const standing = standingOf(order)
  const Icon = ICONS[standing]
  const steps = nextSteps(order, standing)
  return (
    <div className="container cart-page receipt">
      <div className="receipt__hero">
        <span className={`receipt__icon receipt__icon--${standing}`} aria-hidden="true">
          <Icon size={32} />
        </span>
        <h2 className="receipt__title">Your Order Is Completed!</h2>
        <p className="receipt__intro">
          {standing === 'owed' ? (
            <>
              Thank you. Your order is placed, <strong>not paid yet</strong>:{' '}
              <strong>{formatPrice(order.totalCents)}</strong> is still to pay.
            </>
          ) : standing === 'paid' ? (
            <>Thank you. Your order is placed and paid.</>
          ) : (
            <>
              This order is {order.status === 'refunded' ? 'refunded' : 'cancelled'}: nothing is
              owed.
            </>
          )}
        </p>
      </div>

      <dl className="receipt__facts">
        <div>
          <dt>Order number</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatLongDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatPrice(order.totalCents)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatPrice(standing === 'paid' ? order.totalCents : 0)}</dd>
        </div>
        <div>
          <dt>Still to pay</dt>
          <dd>{formatPrice(standing === 'owed' ? order.totalCents : 0)}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
      </dl>

      {order.payOnline ? (
        <PayOnline order={order} returned={returned} />
      ) : order.paymentInstructions ? (
        <section className="receipt__pay" aria-labelledby="receipt-pay-title">
          <Landmark aria-hidden="true" size={22} />
          <div>
            <h3 id="receipt-pay-title">How to pay</h3>
            <p>{order.paymentInstructions}</p>
          </div>
        </section>
      ) : null}

      {steps.length ? (
        <section className="receipt__next" aria-labelledby="receipt-next-title">
          <h3 id="receipt-next-title">What happens next</h3>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}

      <section className="receipt__details" aria-labelledby="receipt-details-title">
        <h3 id="receipt-details-title" className="receipt__details-title">
          Order Details
        </h3>
        <table className="summary-lines">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Subtotal</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.kind}:${line.itemId}`}>
                <td>
                  <Link
                    to={
                      line.kind === 'product'
                        ? paths.shopSingle(line.itemId)
                        : paths.course(line.itemId)
                    }
                  >
                    {line.title}
                  </Link>{' '}
                  <span className="summary-lines__qty">x {line.quantity}</span>
                </td>
                <td>{formatPrice(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="totals">
          <div className="totals__row">
            <dt>Subtotal</dt>
            <dd>{formatPrice(order.subtotalCents)}</dd>
          </div>
          {order.discountCents > 0 ? (
            <div className="totals__row totals__row--discount">
              <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
              <dd>-{formatPrice(order.discountCents)}</dd>
            </div>
          ) : null}
          <div className="totals__row">
            <dt>Shipping</dt>
            <dd>{hasProducts ? formatPrice(order.shippingCents) : 'Free (digital)'}</dd>
          </div>
          <div className="totals__row totals__row--total">
            <dt>Total</dt>
            <dd>{formatPrice(order.totalCents)}</dd>
          </div>
        </dl>
      </section>

      <div className="receipt__actions">
        <Link className={buttonClassName()} to={paths.shopList}>
          Continue shopping
        </Link>
        {ordersHref ? (
          <Link className={buttonClassName({ variant: 'secondary' })} to={ordersHref}>
            View my orders
          </Link>
        ) : null}
      </div>
    </div>
  )
}
