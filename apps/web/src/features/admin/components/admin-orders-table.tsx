import { paymentMethodLabel, type OrderSummary } from '@app/domain/orders'
import { Link, useLocation } from 'react-router'
import { OrderStatusBadge } from '../../../components/commerce/order-status-badge'
import { cx } from '../../../components/ui/cx'
import { paths } from '../../../config/paths'
import { formatPrice } from '../../../lib/format'
import { formatDateTime } from './format-date'

/** Lines shown in a row before the rest is summed up as "+ N more". */
const LINES_SHOWN = 3

/** The order list: a table on wide screens, one card per order under 768 px. */
export function AdminOrdersTable({
  orders,
  isUpdating,
}: {
  orders: OrderSummary[]
  isUpdating: boolean
}) {
  // The detail page's "All orders" link returns to this filtered page.
  const { search } = useLocation()
  return (
    <div className={cx('admin-table-wrap', isUpdating && 'is-updating')}>
      <table className="admin-table admin-orders-table">
        <caption className="visually-hidden">Orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const more = order.lines.length - LINES_SHOWN
            return (
              <tr key={order.id}>
                <th scope="row" data-label="Order">
                  <Link
                    to={paths.adminOrder(order.id)}
                    state={{ listSearch: search }}
                    className="admin-order-link"
                  >
                    {order.number}
                  </Link>
                </th>
                <td data-label="Date">
                  <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                </td>
                <td data-label="Customer" className="admin-orders-table__email">
                  {order.email}
                </td>
                <td data-label="Items">
                  <ul className="admin-order-items">
                    {order.lines.slice(0, LINES_SHOWN).map((line) => (
                      <li key={`${line.kind}-${line.itemId}`}>
                        {line.title}{' '}
                        <span className="admin-order-items__qty">× {line.quantity}</span>
                      </li>
                    ))}
                    {more > 0 ? <li className="admin-order-items__more">+ {more} more</li> : null}
                  </ul>
                </td>
                <td data-label="Total" className="admin-orders-table__total">
                  {formatPrice(order.totalCents)}
                </td>
                <td data-label="Status">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td data-label="Payment">{paymentMethodLabel(order.paymentMethod)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
