import { countryName, type Billing, type Order, type OrderEvent } from '@app/domain/orders'
import { OrderStatusBadge } from '../../../components/commerce/order-status-badge'
import { formatPrice } from '../../../lib/format'
import { formatDateTime } from './format-date'

/** The order's lines and its totals (subtotal, coupon discount, shipping, total). */
export function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <div className="admin-table-wrap admin-lines">
        <table className="admin-table">
          <caption className="visually-hidden">Items in {order.number}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
              <th scope="col">Subtotal</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.kind}-${line.itemId}`}>
                <th scope="row" data-label="Item">
                  <span>
                    {line.title}
                    <span className="admin-lines__kind">
                      {line.kind === 'course' ? 'Course' : 'Product'}
                    </span>
                  </span>
                </th>
                <td data-label="Price">{formatPrice(line.unitPriceCents)}</td>
                <td data-label="Quantity">{line.quantity}</td>
                <td data-label="Subtotal">{formatPrice(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="admin-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.subtotalCents)}</dd>
        </div>
        {order.discountCents > 0 ? (
          <div>
            <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
            <dd>-{formatPrice(order.discountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd>{order.shippingCents > 0 ? formatPrice(order.shippingCents) : 'Free'}</dd>
        </div>
        <div className="admin-totals__total">
          <dt>Total</dt>
          <dd>{formatPrice(order.totalCents)}</dd>
        </div>
      </dl>
    </>
  )
}

/** Every status the order went through: when, by whom, and the note left with it. */
export function OrderHistory({ history }: { history: OrderEvent[] }) {
  return (
    <section className="admin-card admin-card--history" aria-labelledby="order-history-title">
      <h2 id="order-history-title">History</h2>
      <ol className="admin-history">
        {history.map((event, i) => (
          <li key={`${event.at}-${i}`} className="admin-history__item">
            <div className="admin-history__head">
              <OrderStatusBadge status={event.status} />
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </div>
            <p className="admin-history__by">by {event.by}</p>
            {event.note ? <p className="admin-history__note">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Billing details as entered at checkout. */
export function OrderBilling({ billing }: { billing: Billing }) {
  return (
    <section className="admin-card admin-card--billing" aria-labelledby="order-billing-title">
      <h2 id="order-billing-title">Billing</h2>
      <address className="admin-address">
        <strong>
          {billing.firstName} {billing.lastName}
        </strong>
        {billing.company ? <span>{billing.company}</span> : null}
        {billing.street ? <span>{billing.street}</span> : null}
        {billing.apartment ? <span>{billing.apartment}</span> : null}
        {billing.city ? (
          <span>
            {billing.city}, {billing.state} {billing.zip}
          </span>
        ) : null}
        <span>{countryName(billing.country)}</span>
        {billing.phone ? (
          <span>
            <a href={`tel:${billing.phone.replace(/\s+/g, '')}`}>{billing.phone}</a>
          </span>
        ) : null}
        <span>
          <a href={`mailto:${billing.email}`}>{billing.email}</a>
        </span>
      </address>
      {billing.notes ? (
        <>
          <h3 className="admin-card__sub">Order notes</h3>
          <p className="admin-history__note">{billing.notes}</p>
        </>
      ) : null}
    </section>
  )
}
