/**
 * Browser (local) storage keys: `token`, `cartList` and `wishlist` are fixed by the spec; the
 * coupon applied to the cart is kept beside the cart, so every tab of the same cart shares it;
 * `wishlistAccount` names the signed-in student whose wishlist `wishlist` mirrors (none: a
 * visitor's own list, merged into the account at the next login).
 */
export const storageKeys = {
  token: 'token',
  cart: 'cartList',
  wishlist: 'wishlist',
  coupon: 'cartCoupon',
  wishlistAccount: 'wishlistAccount',
} as const

/**
 * Local-storage keys of the app's own: the role (`teacher` or `student`) last used to log in or
 * register on this browser, preselected on the login page. Kept at logout: it is no secret.
 */
export const preferenceKeys = { lastLoginRole: 'lastLoginRole' } as const

/**
 * Session-storage keys of the checkout flow (cleared with the rest of session storage at logout):
 * the current checkout attempt's Idempotency-Key and the page to come back to after logging in.
 */
export const sessionKeys = {
  checkoutKey: 'checkoutIdempotencyKey',
  returnTo: 'returnTo',
} as const
