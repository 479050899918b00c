/** Browser storage keys fixed by the spec. */
export const storageKeys = { token: 'token', cart: 'cartList', wishlist: 'wishlist' } as const
