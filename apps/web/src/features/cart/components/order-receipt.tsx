import { paymentMethodLabel, type Order } from '@app/domain/orders'
import { CircleCheck, Landmark } from 'lucide-react'
import { Link } from 'react-router'
import { OrderStatusBadge } from '../../../components/commerce/order-status-badge'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { formatLongDate, formatPrice } from '../../../lib/format'
import './cart.css'

interface OrderReceiptProps {
  order: Order
  /** The account's order history, or null for a guest. */
  ordersHref: string | null
}

/** 'Your Order Is Completed!' with number, date, total, payment method, status and the lines. */
export function OrderReceipt({ order, ordersHref }: OrderReceiptProps) {
  const hasProducts = order.lines.some((line) => line.kind === 'product')
  return (
    <div className="container cart-page receipt">
      <div className="receipt__hero">
        <span className="receipt__icon" aria-hidden="true">
          <CircleCheck size={32} />
        </span>
        <h2 className="receipt__title">Your Order Is Completed!</h2>
        <p className="receipt__intro">
          Thank you. Your order has been received
          {order.email ? (
            <>
              {' '}
              and a confirmation goes to <strong>{order.email}</strong>
            </>
          ) : null}
          .
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

      {order.paymentInstructions ? (
        <section className="receipt__pay" aria-labelledby="receipt-pay-title">
          <Landmark aria-hidden="true" size={22} />
          <div>
            <h3 id="receipt-pay-title">How to pay</h3>
            <p>{order.paymentInstructions}</p>
          </div>
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
