/** Browser storage keys fixed by the spec. */
export const storageKeys = { token: 'token', cart: 'cartList', wishlist: 'wishlist' } as const

/**
 * Session-storage keys of the checkout flow (cleared with the rest of session storage at logout):
 * the applied coupon, the current checkout attempt's Idempotency-Key and the page to come back
 * to after logging in.
 */
export const sessionKeys = {
  coupon: 'cartCoupon',
  checkoutKey: 'checkoutIdempotencyKey',
  returnTo: 'returnTo',
} as const
