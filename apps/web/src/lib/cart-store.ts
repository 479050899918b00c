import type { CartItemKind } from '@app/domain/cart'
import {
  isBoughtOnce,
  MAX_COUPON_CODE_LENGTH,
  MAX_LINE_QUANTITY,
  nextQuantity,
} from '@app/domain/cart/rules'
import type { CourseSummary } from '@app/domain/catalog'
import { toCents, toDollars } from '@app/domain/money'
import type { Booking } from '@app/domain/sessions'
import type { Product } from '@app/domain/shop'
import { useSyncExternalStore } from 'react'
import { storageKeys } from '../config/storage-keys'

/**
 * The one cart (SPEC section 4): courses, products and held mentoring sessions under the
 * `cartList` storage key, reloaded at start, and the coupon applied to it. It lives in `lib/`
 * because the header badge, the course page, the shop, the mentor's profile, the cart and the
 * checkout all use it. Every reader goes through a snapshot that re-reads storage and re-parses
 * only when the stored text changed, so a change made anywhere (this tab, another tab, a test)
 * shows at once.
 */

/** Same-tab signal that `cartList` or the applied coupon changed (other tabs send `storage` events). */
export const CART_CHANGE_EVENT = 'cartlist:change'

/**
 * What Add To Cart stores for one item (SPEC section 3, "a course or product plus quantity"): the
 * item's own fields as the catalog describes them, with `price` in dollars. A snapshot for an
 * instant preview; the server prices the cart again.
 */
export interface CartItem {
  kind: CartItemKind
  id: number
  title: string
  /** Unit price in dollars with two decimals (89.29; 0 means free), as the catalog writes it. */
  price: number
  imgSrc?: string
  alt?: string
  author?: string
  rating?: number
  /** Courses: Beginner, Intermediate or Expert. */
  level?: string
  /** Products. */
  sku?: string
  category?: string
  /** Sessions: when it starts and until when its slot is held (ISO instants, from the server). */
  startsAt?: string
  holdExpiresAt?: string
  /** Sessions: the mentor's public profile. */
  instructorId?: number
}

/** One `cartList` entry as stored: the item plus its quantity. */
export type CartEntry = CartItem & { quantity: number }

/** A cart line as read: the stored entry plus its unit price in integer cents, from `price`. */
export type CartLine = CartEntry & { priceCents: number }

const TEXT_FIELDS = [
  'imgSrc',
  'alt',
  'author',
  'level',
  'sku',
  'category',
  'startsAt',
  'holdExpiresAt',
] as const

/** The fields a course carries into the cart; its uploaded cover is its picture. */
export type CartCourse = Pick<CourseSummary, 'id' | 'title' | 'priceCents'> &
  Partial<Pick<CourseSummary, 'alt' | 'author' | 'rating' | 'level' | 'coverUrl'>>

export function courseCartItem(course: CartCourse): CartItem {
  return withoutEmpty({
    kind: 'course',
    id: course.id,
    title: course.title,
    price: toDollars(course.priceCents),
    imgSrc: course.coverUrl ?? undefined,
    alt: course.alt,
    author: course.author,
    rating: course.rating,
    level: course.level,
  })
}

export type CartProduct = Pick<Product, 'id' | 'title' | 'priceCents'> &
  Partial<Pick<Product, 'imgSrc' | 'author' | 'rating' | 'sku' | 'category'>>

export function productCartItem(product: CartProduct): CartItem {
  return withoutEmpty({
    kind: 'product',
    id: product.id,
    title: product.title,
    price: toDollars(product.priceCents),
    imgSrc: product.imgSrc,
    author: product.author,
    rating: product.rating,
    sku: product.sku,
    category: product.category,
  })
}

export type CartSession = Pick<
  Booking,
  'id' | 'sessionType' | 'mentor' | 'priceCents' | 'startsAt' | 'holdExpiresAt'
>

/**
 * A held session: its booking is the line (bought once), titled as the server's quote titles it
 * ("Career chat with Jane Doe"), with the mentor as its author.
 */
export function sessionCartItem(booking: CartSession): CartItem {
  return withoutEmpty({
    kind: 'session',
    id: booking.id,
    title: `${booking.sessionType.title} with ${booking.mentor.name}`,
    price: toDollars(booking.priceCents),
    author: booking.mentor.name,
    startsAt: booking.startsAt,
    holdExpiresAt: booking.holdExpiresAt ?? undefined,
    instructorId: booking.mentor.instructorId,
  })
}

type Loose<T> = { [K in keyof T]: T[K] | undefined }

/** Leaves out optional fields that are missing or empty, so the stored entry lists only facts. */
function withoutEmpty<T extends object>(item: Loose<T>): T {
  return Object.fromEntries(
    Object.entries(item).filter(([, value]) => value !== undefined && value !== ''),
  ) as T
}

const EMPTY: readonly CartLine[] = Object.freeze([])

function toQuantity(kind: CartItemKind, value: unknown): number {
  if (isBoughtOnce(kind)) return 1
  const n = Number(value)
  return Number.isFinite(n) && n >= 1 ? Math.min(MAX_LINE_QUANTITY, Math.floor(n)) : 1
}

function toPriceCents(item: Record<string, unknown>): number {
  // `price` in dollars, as the catalog writes it; older entries carry `priceCents`.
  const dollars = typeof item.price === 'string' && item.price ? Number(item.price) : item.price
  if (typeof dollars === 'number' && dollars >= 0 && dollars * 100 <= Number.MAX_SAFE_INTEGER) {
    return toCents(dollars)
  }
  const cents = Number(item.priceCents)
  return Number.isSafeInteger(cents) && cents >= 0 ? cents : 0
}

/** One stored entry as a line, or null when it names no item. */
function toLine(item: unknown): CartLine | null {
  if (!item || typeof item !== 'object') return null
  const raw = item as Record<string, unknown>
  const id = Number(raw.id)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  // Entries without a kind predate the shop: only the course page wrote them.
  const kind: CartItemKind = raw.kind === 'product' || raw.kind === 'session' ? raw.kind : 'course'
  const priceCents = toPriceCents(raw)
  const line: CartLine = {
    kind,
    id,
    title: typeof raw.title === 'string' ? raw.title : '',
    price: toDollars(priceCents),
    quantity: toQuantity(kind, raw.quantity),
    priceCents,
  }
  for (const field of TEXT_FIELDS) {
    const value = raw[field]
    if (typeof value === 'string' && value) line[field] = value
  }
  if (typeof raw.rating === 'number' && Number.isFinite(raw.rating)) line.rating = raw.rating
  if (Number.isSafeInteger(raw.instructorId) && (raw.instructorId as number) > 0)
    line.instructorId = raw.instructorId as number
  return line
}

/** A line as it is stored: cents are worked out again from `price` when read. */
function toEntry({ priceCents: _cents, quantity, ...item }: CartLine): CartEntry {
  return { ...item, quantity }
}

/**
 * The stored text as cart lines: anything unreadable is an empty cart, entries naming no item are
 * dropped, a quantity below 1 counts as 1, a course or a session counts once whatever quantity
 * was stored, and an item stored twice keeps its first line.
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

type CartKey = typeof storageKeys.cart | typeof storageKeys.coupon

// When storage is blocked (private mode, quota), the cart and its coupon still work for this page.
const memory: Record<CartKey, string | null> = { cartList: null, cartCoupon: null }
let isStorageBroken = false

function readRaw(key: CartKey): string | null {
  if (isStorageBroken) return memory[key]
  try {
    return localStorage.getItem(key)
  } catch {
    return memory[key]
  }
}

function writeRaw(key: CartKey, raw: string | null): void {
  try {
    if (raw === null) localStorage.removeItem(key)
    else localStorage.setItem(key, raw)
  } catch {
    if (!isStorageBroken) {
      // From now on both keys live in memory, starting from what storage held.
      const other = key === storageKeys.cart ? storageKeys.coupon : storageKeys.cart
      memory[other] = readRaw(other)
      isStorageBroken = true
    }
  }
  memory[key] = raw
}

let cachedRaw: string | null = null
let cachedLines: readonly CartLine[] = EMPTY

/** The current lines; the same array until the stored text changes. */
export function getCartLines(): readonly CartLine[] {
  const raw = readRaw(storageKeys.cart)
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedLines = parseCartLines(raw)
  }
  return cachedLines
}

function write(lines: readonly CartLine[]): void {
  writeRaw(storageKeys.cart, JSON.stringify(lines.map(toEntry)))
  window.dispatchEvent(new Event(CART_CHANGE_EVENT))
}

export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.cart || event.key === storageKeys.coupon) {
      onChange()
    }
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
 * Appends the item with `quantity` (1 by default; always 1 for a course or a session); an item
 * already in the cart is left alone (SPEC section 4). Returns whether it was added.
 */
export function addToCart(item: CartItem, quantity = 1): boolean {
  if (isInCart(item.kind, item.id)) return false
  const line = toLine({ ...item, quantity })
  if (!line) return false
  write([...getCartLines(), line])
  return true
}

/**
 * Applies a typed quantity: values below 1 are ignored (domain `nextQuantity`), and a course
 * stays at 1.
 */
export function setCartQuantity(kind: CartItemKind, id: number, typed: number): void {
  if (isBoughtOnce(kind)) return
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

/** Empties the cart and drops its coupon (after an order is placed). */
export function clearCart(): void {
  if (!getCartLines().length && getAppliedCoupon() === null) return
  writeRaw(storageKeys.coupon, null)
  write([])
}

/** The coupon applied to the cart, as it was accepted (upper case), or null. */
export function getAppliedCoupon(): string | null {
  const code = readRaw(storageKeys.coupon)?.trim()
  return code && code.length <= MAX_COUPON_CODE_LENGTH ? code : null
}

/** Keeps the coupon with the cart for every tab (null removes it). */
export function setAppliedCoupon(code: string | null): void {
  const next = code?.trim() || null
  if (next === getAppliedCoupon()) return
  writeRaw(storageKeys.coupon, next)
  window.dispatchEvent(new Event(CART_CHANGE_EVENT))
}

/** The cart's lines, kept in step with this tab and other tabs. */
export function useCartLines(): readonly CartLine[] {
  return useSyncExternalStore(subscribeToCart, getCartLines, () => EMPTY)
}

/** The cart's applied coupon, kept in step with this tab and other tabs. */
export function useAppliedCouponCode(): string | null {
  return useSyncExternalStore(subscribeToCart, getAppliedCoupon, () => null)
}

/** Whether one item is in the cart (Add To Cart / Already Added). */
export function useIsInCart(kind: CartItemKind, id: number): boolean {
  return useSyncExternalStore(
    subscribeToCart,
    () => isInCart(kind, id),
    () => false,
  )
}
