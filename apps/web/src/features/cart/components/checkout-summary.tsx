import type { ReactNode } from 'react'
import { formatPrice } from '../../../lib/format'
import type { CartView } from '../hooks/use-cart-quote'
import { TotalsList } from './cart-totals'
import { OpenOrderLink } from './open-order-link'
import { SessionLineFacts } from './session-line-facts'

interface CheckoutSummaryProps {
  view: CartView
  couponCode: string | null
  /** The coupon field, between the lines and the totals. */
  coupon?: ReactNode
  children?: ReactNode
}

/**
 * Your order: each line as product x quantity with its subtotal (a session with its start and
 * its hold's countdown instead), the coupon, then the totals.
 */
export function CheckoutSummary({ view, couponCode, coupon, children }: CheckoutSummaryProps) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        Your Order
      </h2>
      <table className="summary-lines">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr key={`${line.kind}:${line.id}`}>
              <td>
                {line.title}{' '}
                {line.kind === 'session' ? (
                  <SessionLineFacts line={line} />
                ) : (
                  <span className="summary-lines__qty">x {line.quantity}</span>
                )}
                {line.problem ? (
                  <span className="summary-lines__problem">
                    {line.problem} <OpenOrderLink orderId={line.openOrderId} />
                  </span>
                ) : null}
              </td>
              <td>{formatPrice(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {coupon}
      <TotalsList view={view} couponCode={couponCode} />
      {children}
    </section>
  )
}
