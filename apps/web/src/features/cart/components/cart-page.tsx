import { ArrowRight, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { setCartQuantity, useCartLines, lineKey } from '../../../lib/cart-store'
import { useAppliedCoupon } from '../hooks/use-applied-coupon'
import { useCartQuote } from '../hooks/use-cart-quote'
import { CartEmpty } from './cart-empty'
import { CartTable } from './cart-table'
import { CartTotals } from './cart-totals'
import { CouponForm } from './coupon-form'
import './cart.css'

/**
 * The cart (SPEC section 2): lines, coupon with Apply Coupon, Update Cart for typed quantities and
 * the cart total panel with Proceed to Checkout. Figures show at once from the stored snapshot and
 * are replaced by the server's quote.
 */
export function CartPage() {
  const lines = useCartLines()
  const coupon = useAppliedCoupon()
  const { view, query } = useCartQuote(lines, coupon.code)
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<string | null>(null)

  if (lines.length === 0) {
    return (
      <div className="container cart-page">
        <CartEmpty />
      </div>
    )
  }

  const onDraftChange = (key: string, text: string | null) => {
    setStatus(null)
    setDrafts(({ [key]: _old, ...rest }) => (text === null ? rest : { ...rest, [key]: text }))
  }

  const updateCart = () => {
    let ignored = 0
    for (const line of lines) {
      const text = drafts[lineKey(line)]
      if (text === undefined) continue
      const typed = text.trim() === '' ? Number.NaN : Number(text)
      if (!(typed >= 1)) ignored++
      setCartQuantity(line.kind, line.id, typed)
    }
    setDrafts({})
    setStatus(
      ignored
        ? 'Cart updated. Quantities below 1 were ignored: a line keeps at least 1 (use Remove to take it out).'
        : 'Cart updated.',
    )
  }

  return (
    <div className="container cart-page">
      <div className="cart-page__layout">
        <div className="cart-page__main">
          <CartTable lines={view.lines} drafts={drafts} onDraftChange={onDraftChange} />
          {query.isError && !view.isServerPriced ? (
            <p className="cart-page__note" role="alert">
              Prices shown are from when you added the items; today&apos;s prices could not be
              loaded ({errorMessage(query.error)}).
            </p>
          ) : null}
          <div className="cart-page__actions">
            <CouponForm
              lines={lines}
              view={view}
              appliedCode={coupon.code}
              onApply={coupon.apply}
              onRemove={coupon.remove}
            />
            <div className="cart-page__update">
              <Button
                variant="secondary"
                icon={<RefreshCw aria-hidden="true" size={18} />}
                onClick={updateCart}
              >
                Update Cart
              </Button>
              {status ? (
                <p className="cart-page__status" role="status">
                  {status}
                </p>
              ) : null}
            </div>
          </div>
        </div>
        <CartTotals view={view} couponCode={coupon.code}>
          <Link className={buttonClassName({ size: 'lg', isBlock: true })} to={paths.checkout}>
            Proceed to Checkout <ArrowRight aria-hidden="true" size={18} />
          </Link>
          <Link className="cart-totals__continue" to={paths.shopList}>
            Continue shopping
          </Link>
        </CartTotals>
      </div>
    </div>
  )
}
