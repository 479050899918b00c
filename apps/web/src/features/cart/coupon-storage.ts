import { sessionKeys } from '../../config/storage-keys'

/** The coupon applied on the cart page, kept for checkout in this tab's session storage. */
export function readAppliedCoupon(): string | null {
  try {
    return sessionStorage.getItem(sessionKeys.coupon) || null
  } catch {
    return null
  }
}

export function saveAppliedCoupon(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(sessionKeys.coupon, code)
    else sessionStorage.removeItem(sessionKeys.coupon)
  } catch {
    // Storage blocked: the coupon is applied on this page only.
  }
}
