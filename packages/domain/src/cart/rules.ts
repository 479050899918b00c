import type { CartItemKind } from './index'

// Cart rules without schemas: the web app's header (cart badge) imports these on every page, so
// this module must not pull the schema library into the first-load bundle.

/** Flat shipping (SPEC section 9): $20.00, charged once when the cart holds a physical product. */
export const SHIPPING_CENTS = 2000
/** Largest quantity one line may carry; more is refused rather than silently capped. */
export const MAX_LINE_QUANTITY = 99
/** Most lines one cart may hold. */
export const MAX_CART_LINES = 50

/** Longest coupon code accepted. */
export const MAX_COUPON_CODE_LENGTH = 40

/**
 * A course or a session is bought once: its cart line always holds quantity 1; a product's holds
 * 1 or more.
 */
export function isBoughtOnce(kind: CartItemKind): boolean {
  return kind === 'course' || kind === 'session'
}

/** Applies a typed quantity: values below 1 (or not whole numbers) are ignored (SPEC section 4). */
export function nextQuantity(current: number, typed: number): number {
  if (!Number.isFinite(typed) || typed < 1) return current
  return Math.min(MAX_LINE_QUANTITY, Math.floor(typed))
}
