import type { ReactNode } from 'react'
import { formatPrice } from '../../../lib/format'
import type { CartView } from '../hooks/use-cart-quote'

/** "Free (digital)" for course-only carts; the flat $20.00 when a product ships. */
export function shippingText(view: Pick<CartView, 'isShippable' | 'shippingCents'>): string {
  return view.isShippable ? formatPrice(view.shippingCents) : 'Free (digital)'
}

interface TotalsListProps {
  view: CartView
  couponCode: string | null
}

/** Subtotal, discount (when a coupon applies), shipping and total. */
export function TotalsList({ view, couponCode }: TotalsListProps) {
  const isUpdating = view.discountCents === null
  return (
    <dl className="totals" aria-busy={!view.isServerPriced || undefined}>
      <div className="totals__row">
        <dt>Subtotal</dt>
        <dd>{formatPrice(view.subtotalCents)}</dd>
      </div>
      {couponCode && (isUpdating || (view.discountCents ?? 0) > 0) ? (
        <div className="totals__row totals__row--discount">
          <dt>Discount ({view.coupon?.code ?? couponCode})</dt>
          <dd>{isUpdating ? 'Updating…' : `-${formatPrice(view.discountCents ?? 0)}`}</dd>
        </div>
      ) : null}
      <div className="totals__row">
        <dt>Shipping</dt>
        <dd>{shippingText(view)}</dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>Total</dt>
        <dd>{isUpdating ? 'Updating…' : formatPrice(view.totalCents)}</dd>
      </div>
    </dl>
  )
}

interface CartTotalsProps extends TotalsListProps {
  children?: ReactNode
}

/** The cart total panel. */
export function CartTotals({ view, couponCode, children }: CartTotalsProps) {
  return (
    <aside className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="cart-totals__title">
        Cart Total
      </h2>
      <TotalsList view={view} couponCode={couponCode} />
      {children}
    </aside>
  )
}
