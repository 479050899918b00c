/** Browser storage keys fixed by the spec. */
export const storageKeys = { token: 'token', cart: 'cartList', wishlist: 'wishlist' } as const

/**
 * Local-storage keys of the app's own: the role (`teacher` or `student`) last used to log in or
 * register on this browser, preselected on the login page. Kept at logout: it is no secret.
 */
export const preferenceKeys = { lastLoginRole: 'lastLoginRole' } as const

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
