import { countItems, parseCartLines, useCartLines } from '../../lib/cart-store'

/** Same-tab signal that `cartList` changed (other tabs send `storage` events). */
export { CART_CHANGE_EVENT } from '../../lib/cart-store'

/** Number of items in the stored cart text: the sum of quantities (1 when a line has none). */
export function countCartItems(raw: string | null): number {
  return countItems(parseCartLines(raw))
}

/** The cart badge count, read from the one cart store: in step within this tab and across tabs. */
export function useCartCount(): number {
  return countItems(useCartLines())
}
