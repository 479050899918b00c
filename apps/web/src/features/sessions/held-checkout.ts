import { ApiError } from '../../lib/api-client'
import { addToCart, removeFromCart, sessionCartItem, type CartSession } from '../../lib/cart-store'
import { releaseHold } from './api/sessions'

/**
 * A held slot and the cart, for the booking dialog and My Sessions alike: the cart lives in this
 * browser's storage, so a hold made on another device (or before the storage was cleared) has no
 * line until it is put there again.
 */

/** Puts the held session's line in the cart for checkout to pay, unless it is there already. */
export function putHeldInCart(booking: CartSession): void {
  addToCart(sessionCartItem(booking))
}

/**
 * Gives a held slot back at once (DELETE /api/sessions/bookings/:id/hold) and takes its line out
 * of the cart. Resolves true when it was released now, false when it was no longer held (the hold
 * ran out or was released already: the line is useless and leaves the cart too). Any other error
 * is thrown, and the line stays.
 */
export async function releaseHeldSlot(bookingId: number): Promise<boolean> {
  let isReleased = true
  try {
    await releaseHold(bookingId)
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 409)) throw err
    isReleased = false
  }
  removeFromCart('session', bookingId)
  return isReleased
}
