import type { CartItemKind } from '@app/domain/cart'
import { MAX_LINE_QUANTITY, nextQuantity } from '@app/domain/cart/rules'
import { toCents } from '@app/domain/money'
import { useSyncExternalStore } from 'react'
import { storageKeys } from '../config/storage-keys'

/**
 * The one cart (SPEC section 4): courses and products under the `cartList` storage key, reloaded at
 * start. It lives in `lib/` because the header badge, the course page and the shop all use it.
 * Every reader goes through `getSnapshot`, which re-reads storage and re-parses only when the
 * stored text changed, so a change made anywhere (this tab, another tab, a test) shows at once.
 */

/** Same-tab signal that `cartList` changed (other tabs send `storage` events). */
export const CART_CHANGE_EVENT = 'cartlist:change'

/** A stored cart line: a snapshot of the item for an instant preview; the server re-prices it. */
export interface CartLine {
  kind: CartItemKind
  id: number
  title: string
  /** Unit price in integer cents when the line was added. */
  priceCents: number
  quantity: number
  imgSrc?: string
}

/** What is added: the item without its quantity. */
export type CartItem = Omit<CartLine, 'quantity'>

const EMPTY: readonly CartLine[] = Object.freeze([])

function toQuantity(value: unknown): number {
  const n = Number(value)
  return Number.isFinite(n) && n >= 1 ? Math.min(MAX_LINE_QUANTITY, Math.floor(n)) : 1
}

function toPriceCents(item: Record<string, unknown>): number {
  const cents = Number(item.priceCents)
  if (Number.isInteger(cents) && cents >= 0) return cents
  // Older lines written by the course page carry `price` in dollars.
  const dollars = Number(item.price)
  return Number.isFinite(dollars) && dollars >= 0 ? toCents(dollars) : 0
}

/** One stored entry as a line, or null when it names no item. */
function toLine(item: unknown): CartLine | null {
  if (!item || typeof item !== 'object') return null
  const raw = item as Record<string, unknown>
  const id = Number(raw.id)
  if (!Number.isInteger(id) || id <= 0) return null
  return {
    // Lines without a kind predate the shop: only the course page wrote them.
    kind: raw.kind === 'product' ? 'product' : 'course',
    id,
    title: typeof raw.title === 'string' ? raw.title : '',
    priceCents: toPriceCents(raw),
    quantity: toQuantity(raw.quantity),
    ...(typeof raw.imgSrc === 'string' && raw.imgSrc ? { imgSrc: raw.imgSrc } : {}),
  }
}

/**
 * The stored text as cart lines: anything unreadable is an empty cart, entries naming no item are
 * dropped, a quantity below 1 counts as 1, and an item stored twice keeps its first line.
 */
export function parseCartLines(raw: string | null): readonly CartLine[] {
  if (!raw) return EMPTY
  let list: unknown
  try {
    list = JSON.parse(raw)
  } catch {
    return EMPTY
  }
  if (!Array.isArray(list)) return EMPTY
  const seen = new Set<string>()
  const lines: CartLine[] = []
  for (const item of list) {
    const line = toLine(item)
    if (!line || seen.has(lineKey(line))) continue
    seen.add(lineKey(line))
    lines.push(line)
  }
  return lines.length ? Object.freeze(lines) : EMPTY
}

export const lineKey = (line: Pick<CartLine, 'kind' | 'id'>) => `${line.kind}:${line.id}`

/** Number of items: the sum of quantities. */
export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

// When storage is blocked (private mode, quota), the cart still works for this page.
let memoryRaw: string | null = null
let isStorageBroken = false

function readRaw(): string | null {
  if (isStorageBroken) return memoryRaw
  try {
    return localStorage.getItem(storageKeys.cart)
  } catch {
    return memoryRaw
  }
}

let cachedRaw: string | null = null
let cachedLines: readonly CartLine[] = EMPTY

/** The current lines; the same array until the stored text changes. */
export function getCartLines(): readonly CartLine[] {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedLines = parseCartLines(raw)
  }
  return cachedLines
}

function write(lines: readonly CartLine[]): void {
  const raw = JSON.stringify(lines)
  try {
    localStorage.setItem(storageKeys.cart, raw)
  } catch {
    isStorageBroken = true
    memoryRaw = raw
  }
  window.dispatchEvent(new Event(CART_CHANGE_EVENT))
}

export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.cart) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CART_CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CART_CHANGE_EVENT, onChange)
  }
}

export function isInCart(kind: CartItemKind, id: number): boolean {
  return getCartLines().some((line) => line.kind === kind && line.id === id)
}

/**
 * Appends the item with `quantity` (1 by default); an item already in the cart is left alone
 * (SPEC section 4). Returns whether it was added.
 */
export function addToCart(item: CartItem, quantity = 1): boolean {
  if (isInCart(item.kind, item.id)) return false
  write([...getCartLines(), { ...item, quantity: toQuantity(quantity) }])
  return true
}

/** Applies a typed quantity: values below 1 are ignored (domain `nextQuantity`). */
export function setCartQuantity(kind: CartItemKind, id: number, typed: number): void {
  const lines = getCartLines()
  let isChanged = false
  const next = lines.map((line) => {
    if (line.kind !== kind || line.id !== id) return line
    const quantity = nextQuantity(line.quantity, typed)
    if (quantity === line.quantity) return line
    isChanged = true
    return { ...line, quantity }
  })
  if (isChanged) write(next)
}

export function removeFromCart(kind: CartItemKind, id: number): void {
  const lines = getCartLines()
  const next = lines.filter((line) => line.kind !== kind || line.id !== id)
  if (next.length !== lines.length) write(next)
}

export function clearCart(): void {
  if (getCartLines().length) write([])
}

/** The cart's lines, kept in step with this tab and other tabs. */
export function useCartLines(): readonly CartLine[] {
  return useSyncExternalStore(subscribeToCart, getCartLines, () => EMPTY)
}

/** Whether one item is in the cart (Add To Cart / Already Added). */
export function useIsInCart(kind: CartItemKind, id: number): boolean {
  return useSyncExternalStore(
    subscribeToCart,
    () => isInCart(kind, id),
    () => false,
  )
}
