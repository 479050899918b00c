import { setAppliedCoupon, useAppliedCouponCode } from '../../../lib/cart-store'

/** The coupon applied to the cart: kept with the cart, the same in every tab, cart and checkout. */
export function useAppliedCoupon() {
  return {
    code: useAppliedCouponCode(),
    apply: (code: string) => setAppliedCoupon(code),
    remove: () => setAppliedCoupon(null),
  }
}
