import { z } from 'zod'
import { formatPrice } from '../format/index'
import { percentOf } from '../money/index'

import { MAX_CART_LINES, MAX_COUPON_CODE_LENGTH, MAX_LINE_QUANTITY, SHIPPING_CENTS } from './rules'

export {
  isBoughtOnce,
  MAX_CART_LINES,
  MAX_COUPON_CODE_LENGTH,
  MAX_LINE_QUANTITY,
  nextQuantity,
  SHIPPING_CENTS,
} from './rules'

/** Courses, shop products, and mentoring sessions (a held slot: its booking's id). */
export const CartItemKindSchema = z.enum(['course', 'product', 'session'])
export type CartItemKind = z.infer<typeof CartItemKindSchema>

/** A cart line as the browser sends it: what and how many, never a price. */
export const CartLineInputSchema = z.object({
  kind: CartItemKindSchema,
  id: z
    .number({ error: 'Each cart line needs a numeric item id' })
    .int('Each cart line needs a whole-number item id')
    .positive('Each cart line needs a positive item id')
    .max(2_147_483_647, 'Unknown item'),
  quantity: z
    .number({ error: 'Quantity must be a whole number of at least 1' })
    .int('Quantity must be a whole number of at least 1')
    .min(1, 'Quantity must be a whole number of at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}`),
})
export type CartLineInput = z.infer<typeof CartLineInputSchema>

export const CartLinesSchema = z
  .array(CartLineInputSchema, { error: 'The cart must be a list of lines' })
  .min(1, 'Your cart is empty')
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`)
  .refine(
    (lines) => new Set(lines.map((l) => `${l.kind}:${l.id}`)).size === lines.length,
    'The same item appears twice in the cart',
  )

export const CouponCodeSchema = z
  .string({ error: 'Enter a coupon code' })
  .trim()
  .min(1, 'Enter a coupon code')
  .max(MAX_COUPON_CODE_LENGTH, 'Unknown coupon code')
  .transform((code) => code.toUpperCase())

/** A line whose price is known (the server's from the database; the web's from its snapshot). */
export interface PricedLineInput {
  kind: CartItemKind
  id: number
  quantity: number
  unitPriceCents: number
}

export interface PricedLine extends PricedLineInput {
  lineTotalCents: number
}

/** What a coupon grants, as stored. */
export interface CouponTerms {
  code: string
  kind: 'percent' | 'fixed'
  /** Percent (1-100) for `percent`, cents for `fixed`. */
  value: number
  minSubtotalCents: number | null
  expiresAt: Date | null
  usageLimit: number | null
  usedCount: number
  perCustomerLimit: number | null
}

export type CouponRefusal =
  'unknown' | 'expired' | 'used_up' | 'customer_limit' | 'minimum_not_reached'

/** Messages shown next to the coupon field, and sent by the server as `error`. */
export function couponRefusalMessage(
  reason: CouponRefusal,
  terms: Pick<CouponTerms, 'code' | 'minSubtotalCents'>,
): string {
  switch (reason) {
    case 'unknown':
      return `Coupon ${terms.code} does not exist`
    case 'expired':
      return `Coupon ${terms.code} has expired`
    case 'used_up':
      return `Coupon ${terms.code} has been used up`
    case 'customer_limit':
      return `You have already used coupon ${terms.code}`
    case 'minimum_not_reached':
      return `Coupon ${terms.code} needs a subtotal of at least ${formatPrice(terms.minSubtotalCents ?? 0)}`
  }
}

/**
 * Whether a coupon may be used now for this subtotal; `customerUses` is how often this customer
 * has used it already (0 for a guest the server cannot tell apart).
 */
export function checkCoupon(
  terms: CouponTerms,
  subtotalCents: number,
  now: Date,
  customerUses = 0,
): CouponRefusal | null {
  if (terms.expiresAt && terms.expiresAt.getTime() <= now.getTime()) return 'expired'
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) return 'used_up'
  if (terms.perCustomerLimit !== null && customerUses >= terms.perCustomerLimit)
    return 'customer_limit'
  if (terms.minSubtotalCents !== null && subtotalCents < terms.minSubtotalCents)
    return 'minimum_not_reached'
  return null
}

/** The discount a coupon gives on a subtotal: never more than the subtotal, never negative. */
export function couponDiscount(
  terms: Pick<CouponTerms, 'kind' | 'value'>,
  subtotalCents: number,
): number {
  const raw = terms.kind === 'percent' ? percentOf(subtotalCents, terms.value) : terms.value
  return Math.max(0, Math.min(subtotalCents, raw))
}

export interface CartTotals {
  lines: PricedLine[]
  subtotalCents: number
  discountCents: number
  shippingCents: number
  totalCents: number
  /** True when the cart holds a physical product, which is what shipping is charged for. */
  isShippable: boolean
}

/**
 * Prices a cart: each line is unit price x quantity; the subtotal is their sum; a coupon's
 * discount comes off the subtotal; shipping ($20.00 flat) is added once when a product is in
 * the cart (courses are digital, docs/decisions/006); an empty cart totals 0.
 */
export function priceCart(
  lines: readonly PricedLineInput[],
  coupon: Pick<CouponTerms, 'kind' | 'value'> | null = null,
): CartTotals {
  const priced = lines.map((line) => ({
    ...line,
    lineTotalCents: line.unitPriceCents * line.quantity,
  }))
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0)
  const discountCents = coupon ? couponDiscount(coupon, subtotalCents) : 0
  const isShippable = priced.some((line) => line.kind === 'product')
  const shippingCents = isShippable && subtotalCents > 0 ? SHIPPING_CENTS : 0
  return {
    lines: priced,
    subtotalCents,
    discountCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + shippingCents,
    isShippable,
  }
}

/** Cart quote request (`POST /api/cart/quote`): lines and an optional coupon code. */
export const CartQuoteInputSchema = z.object({
  lines: z
    .array(CartLineInputSchema)
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`),
  couponCode: CouponCodeSchema.optional(),
})
export type CartQuoteInput = z.infer<typeof CartQuoteInputSchema>

export const QuotedLineSchema = z.object({
  kind: CartItemKindSchema,
  id: z.number().int(),
  title: z.string(),
  imgSrc: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  /** Units left for products; null for courses. */
  stock: z.number().int().nullable(),
  /** Why this line cannot be bought as it is (sold out, already enrolled...), or null. */
  problem: z.string().nullable(),
  /** The buyer's order awaiting payment that already holds this course: pay it instead. */
  openOrderId: z.string().optional(),
  /** For a session: until when its slot is held for this buyer. */
  holdExpiresAt: z.string().optional(),
})
export type QuotedLine = z.infer<typeof QuotedLineSchema>

export const CartQuoteSchema = z.object({
  lines: z.array(QuotedLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
  /** Why the typed coupon was not applied, or null. */
  couponError: z.string().nullable(),
  /** True when a course or session line means the buyer must be signed in as a student. */
  needsStudentAccount: z.boolean(),
})
export type CartQuote = z.infer<typeof CartQuoteSchema>
