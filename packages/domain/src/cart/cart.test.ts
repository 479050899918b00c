import { describe, expect, it } from 'vitest'
import {
  CartLinesSchema,
  CartQuoteInputSchema,
  checkCoupon,
  couponDiscount,
  couponRefusalMessage,
  nextQuantity,
  priceCart,
  SHIPPING_CENTS,
  type CouponTerms,
  type PricedLineInput,
} from './index'

const product = (id: number, unitPriceCents: number, quantity = 1): PricedLineInput => ({
  kind: 'product',
  id,
  unitPriceCents,
  quantity,
})
const course = (id: number, unitPriceCents: number): PricedLineInput => ({
  kind: 'course',
  id,
  unitPriceCents,
  quantity: 1,
})

const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  minSubtotalCents: null,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: null,
  ...overrides,
})

describe('priceCart', () => {
  it('totals an empty cart as 0 with no shipping', () => {
    expect(priceCart([])).toMatchObject({
      subtotalCents: 0,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 0,
    })
  })

  it('multiplies price by quantity per line and adds $20.00 shipping for products', () => {
    const totals = priceCart([product(1, 2999, 3), product(2, 1250)])
    expect(totals.lines.map((l) => l.lineTotalCents)).toEqual([8997, 1250])
    expect(totals.subtotalCents).toBe(10247)
    expect(totals.shippingCents).toBe(SHIPPING_CENTS)
    expect(totals.totalCents).toBe(10247 + 2000)
  })

  it('charges no shipping for a cart of courses only (courses are digital)', () => {
    const totals = priceCart([course(1, 8929), course(2, 5800)])
    expect(totals.shippingCents).toBe(0)
    expect(totals.totalCents).toBe(14729)
    expect(totals.isShippable).toBe(false)
  })

  it('charges shipping once for a mixed cart', () => {
    const totals = priceCart([course(1, 8929), product(3, 1500, 2)])
    expect(totals.shippingCents).toBe(2000)
    expect(totals.totalCents).toBe(8929 + 3000 + 2000)
  })

  it('takes a percent coupon off the subtotal, not the shipping, rounding once', () => {
    const totals = priceCart([product(1, 8929)], { kind: 'percent', value: 15 })
    // 15% of 89.29 is 13.3935 -> 13.39
    expect(totals.discountCents).toBe(1339)
    expect(totals.totalCents).toBe(8929 - 1339 + 2000)
  })

  it('caps a fixed coupon at the subtotal so the total never goes below shipping', () => {
    const totals = priceCart([product(1, 1500)], { kind: 'fixed', value: 2000 })
    expect(totals.discountCents).toBe(1500)
    expect(totals.totalCents).toBe(2000)
  })

  it('makes a free-course cart total 0', () => {
    expect(priceCart([course(9, 0)]).totalCents).toBe(0)
  })
})

describe('couponDiscount', () => {
  it.each([
    [{ kind: 'percent' as const, value: 10 }, 10000, 1000],
    [{ kind: 'percent' as const, value: 10 }, 8929, 893],
    [{ kind: 'percent' as const, value: 100 }, 4321, 4321],
    [{ kind: 'fixed' as const, value: 2000 }, 10000, 2000],
    [{ kind: 'fixed' as const, value: 2000 }, 999, 999],
    [{ kind: 'fixed' as const, value: 2000 }, 0, 0],
  ])('gives %o on %d cents as %d cents', (terms, subtotal, expected) => {
    expect(couponDiscount(terms, subtotal)).toBe(expected)
  })
})

describe('checkCoupon', () => {
  const now = new Date('2026-11-23T12:00:00Z')

  it('accepts a coupon with no limits', () => {
    expect(checkCoupon(coupon(), 100, now)).toBeNull()
  })

  it('refuses an expired coupon, including at the very moment it expires', () => {
    expect(checkCoupon(coupon({ expiresAt: new Date('2026-11-01T00:00:00Z') }), 100, now)).toBe(
      'expired',
    )
    expect(checkCoupon(coupon({ expiresAt: now }), 100, now)).toBe('expired')
    expect(
      checkCoupon(coupon({ expiresAt: new Date('2027-01-01T00:00:00Z') }), 100, now),
    ).toBeNull()
  })

  it('refuses a coupon whose total usage limit is reached', () => {
    expect(checkCoupon(coupon({ usageLimit: 1, usedCount: 1 }), 100, now)).toBe('used_up')
    expect(checkCoupon(coupon({ usageLimit: 2, usedCount: 1 }), 100, now)).toBeNull()
  })

  it('refuses a coupon this customer has used as often as allowed', () => {
    expect(checkCoupon(coupon({ perCustomerLimit: 1 }), 100, now, 1)).toBe('customer_limit')
    expect(checkCoupon(coupon({ perCustomerLimit: 2 }), 100, now, 1)).toBeNull()
  })

  it('refuses a subtotal under the minimum and accepts one exactly at it', () => {
    expect(checkCoupon(coupon({ minSubtotalCents: 5000 }), 4999, now)).toBe('minimum_not_reached')
    expect(checkCoupon(coupon({ minSubtotalCents: 5000 }), 5000, now)).toBeNull()
  })

  it('explains every refusal in words a buyer understands', () => {
    const terms = { code: 'SAVE20', minSubtotalCents: 10000 }
    expect(couponRefusalMessage('unknown', terms)).toBe('Coupon SAVE20 does not exist')
    expect(couponRefusalMessage('expired', terms)).toBe('Coupon SAVE20 has expired')
    expect(couponRefusalMessage('used_up', terms)).toBe('Coupon SAVE20 has been used up')
    expect(couponRefusalMessage('customer_limit', terms)).toBe(
      'You have already used coupon SAVE20',
    )
    expect(couponRefusalMessage('minimum_not_reached', terms)).toBe(
      'Coupon SAVE20 needs a subtotal of at least $100.00',
    )
  })
})

describe('nextQuantity', () => {
  it.each([
    [2, 5, 5],
    [2, 0, 2],
    [2, -1, 2],
    [2, Number.NaN, 2],
    [2, 3.7, 3],
    [2, 1e9, 99],
  ])('from %d, typing %d gives %d', (current, typed, expected) => {
    expect(nextQuantity(current, typed)).toBe(expected)
  })
})

describe('cart line input', () => {
  it.each([0, -1, 1e9, 1.5])('refuses quantity %d', (quantity) => {
    expect(CartLinesSchema.safeParse([{ kind: 'product', id: 1, quantity }]).success).toBe(false)
  })

  it('refuses the same item twice and an empty cart', () => {
    const line = { kind: 'product', id: 1, quantity: 1 }
    expect(CartLinesSchema.safeParse([line, line]).success).toBe(false)
    expect(CartLinesSchema.safeParse([]).success).toBe(false)
  })

  it('ignores a price the browser sends along', () => {
    const parsed = CartQuoteInputSchema.parse({
      lines: [{ kind: 'course', id: 1, quantity: 1, price: 0.01 }],
      couponCode: ' welcome10 ',
    })
    expect(parsed.lines[0]).toEqual({ kind: 'course', id: 1, quantity: 1 })
    expect(parsed.couponCode).toBe('WELCOME10')
  })
})
