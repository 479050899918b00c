import { useState } from 'react'
import { readAppliedCoupon, saveAppliedCoupon } from '../coupon-storage'

/** The coupon applied to the cart (kept in session storage for checkout). */
export function useAppliedCoupon() {
  const [code, setCode] = useState(readAppliedCoupon)
  return {
    code,
    apply: (next: string) => {
      saveAppliedCoupon(next)
      setCode(next)
    },
    remove: () => {
      saveAppliedCoupon(null)
      setCode(null)
    },
  }
}
