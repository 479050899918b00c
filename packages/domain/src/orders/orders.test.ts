import { describe, expect, it } from 'vitest'
import {
  BillingSchema,
  billingSchemaFor,
  canMoveOrder,
  countryName,
  countryOptions,
  PlaceOrderInputSchema,
  SAMPLE_COUNTRIES,
  ShippingBillingSchema,
  IdempotencyKeySchema,
  initialOrderStatus,
  isOrderPaid,
  offeredPaymentMethods,
  ORDER_STATUSES,
  paymentInstructions,
  paymentMethodRefusal,
  type OrderStatus,
} from './index'

const allowed: [OrderStatus, OrderStatus][] = [
  ['pending_payment', 'paid'],
  ['pending_payment', 'cancelled'],
  ['paid', 'completed'],
  ['paid', 'refunded'],
  ['paid', 'partially_refunded'],
  ['completed', 'refunded'],
  ['completed', 'partially_refunded'],
  ['partially_refunded', 'refunded'],
]

describe('order state transitions', () => {
  it.each(allowed)('allows %s -> %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true)
  })

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !allowed.some(([f, t]) => f === from && t === to)).map(
      (to) => [from, to] as [OrderStatus, OrderStatus],
    ),
  )
  it.each(refused)('refuses %s -> %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false)
  })

  it('grants what was bought while paid, completed or partly refunded', () => {
    expect(ORDER_STATUSES.filter(isOrderPaid)).toEqual(['paid', 'completed', 'partially_refunded'])
  })

  it('starts a free order as paid and any other as awaiting payment', () => {
    expect(initialOrderStatus(0)).toBe('paid')
    expect(initialOrderStatus(1)).toBe('pending_payment')
  })
})

describe('payment methods', () => {
  it('allows Cash on Delivery only when there is something to deliver', () => {
    expect(paymentMethodRefusal('cod', false)).toMatch(/Cash on Delivery/)
    expect(paymentMethodRefusal('cod', true)).toBeNull()
    expect(paymentMethodRefusal('bank_transfer', false)).toBeNull()
  })

  it('offers card only where a card provider is set up', () => {
    expect(paymentMethodRefusal('card', false, { card: false, paypal: true })).toMatch(/Card/)
    expect(paymentMethodRefusal('card', false, { card: true, paypal: false })).toBeNull()
    expect(offeredPaymentMethods({ card: false, paypal: false }).map((m) => m.value)).toEqual([
      'bank_transfer',
      'check',
      'cod',
      'paypal',
    ])
    expect(offeredPaymentMethods({ card: true, paypal: false }).map((m) => m.value)).toContain(
      'card',
    )
  })

  it('tells an online buyer to pay on the provider page, and a PayPal buyer without it by hand', () => {
    expect(paymentInstructions('card', 'LL-1', 'pending_payment')).toContain('by card')
    expect(paymentInstructions('paypal', 'LL-1', 'pending_payment', true)).toContain('with PayPal')
    expect(paymentInstructions('paypal', 'LL-1', 'pending_payment', false)).toContain(
      'payments@learnlane.test',
    )
  })

  it('gives instructions with the order number while payment is owed, and none after', () => {
    expect(paymentInstructions('bank_transfer', 'LL-100001', 'pending_payment')).toContain(
      'LL-100001',
    )
    expect(paymentInstructions('bank_transfer', 'LL-100001', 'paid')).toBeNull()
  })
})

describe('billing forms', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical Ltd',
    country: 'GB',
    street: '12 St James Square',
    apartment: 'Flat 2',
    city: 'Manchester',
    state: 'Greater London',
    zip: 'SW1Y 4JH',
    phone: '4402079460000',
    email: 'ada@example.com',
  }
  const digital = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'GB',
    email: 'ada@example.com',
  }

  it('accepts a complete shipping form without order notes, and any town', () => {
    expect(ShippingBillingSchema.parse(valid)).toMatchObject({ city: 'Manchester', country: 'GB' })
  })

  it('leaves company and apartment out of an order when they are empty', () => {
    const billing = ShippingBillingSchema.parse({ ...valid, company: ' ', apartment: '' })
    expect(billing.company).toBeUndefined()
    expect(billing.apartment).toBeUndefined()
  })

  it('asks a cart without products for the name, e-mail and country only, and drops an address', () => {
    expect(BillingSchema.parse(digital)).toEqual(digital)
    expect(BillingSchema.parse({ ...digital, street: '1 Road', phone: 'call me' })).toEqual(digital)
    expect(billingSchemaFor(false).safeParse(digital).success).toBe(true)
    expect(billingSchemaFor(true).safeParse(digital).success).toBe(false)
  })

  it.each([
    ['firstName', '', 'First name is required'],
    ['street', '   ', 'Street address is required'],
    ['city', '', 'Town / City is required'],
    ['phone', 'call me', 'Phone must be numeric'],
    ['email', 'ada@', 'Invalid email address'],
    ['country', 'Atlantis', 'Choose a country / region'],
    ['country', 'XX', 'Choose a country / region'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    const result = ShippingBillingSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('reads a country as its ISO 3166-1 alpha-2 code, from a code or an English name', () => {
    const country = (value: string) => BillingSchema.parse({ ...digital, country: value }).country
    expect(country('us')).toBe('US')
    expect(country('United States')).toBe('US')
    expect(country('United Kingdom')).toBe('GB')
    expect(country('Canada')).toBe('CA')
    expect(country('Japan')).toBe('JP')
  })
})

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 code once, named in English, the sample three among them', () => {
    const options = countryOptions()
    expect(options).toHaveLength(249)
    expect(new Set(options.map((c) => c.code)).size).toBe(249)
    for (const { code, name } of options) {
      expect(code).toMatch(/^[A-Z]{2}$/)
      // A code Intl does not know would be named by the code itself.
      expect(name).not.toBe(code)
    }
    const names = options.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    for (const sample of Object.keys(SAMPLE_COUNTRIES)) expect(names).toContain(sample)
  })

  it('names a code, and shows an unknown value as it is', () => {
    expect(countryName('DE')).toBe('Germany')
    expect(countryName('United States')).toBe('United States')
    expect(countryName('Atlantis')).toBe('Atlantis')
  })
})

describe('PlaceOrderInputSchema', () => {
  const digital = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'CA',
    email: 'ada@example.com',
  }
  const course = { kind: 'course', id: 1, quantity: 1 }
  const product = { kind: 'product', id: 2, quantity: 1 }

  it('accepts a course order without an address, phone or company', () => {
    const input = PlaceOrderInputSchema.parse({ lines: [course], billing: digital })
    expect(input.billing).toEqual(digital)
  })

  it('asks an order with a product for the shipping address, under billing', () => {
    const result = PlaceOrderInputSchema.safeParse({ lines: [course, product], billing: digital })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['billing.street', 'Street address is required'],
      ['billing.city', 'Town / City is required'],
      ['billing.state', 'State is required'],
      ['billing.zip', 'Zip is required'],
      ['billing.phone', 'Phone is required'],
    ])
  })
})

describe('IdempotencyKeySchema', () => {
  it('accepts a uuid-like key and refuses short or odd ones', () => {
    expect(IdempotencyKeySchema.safeParse('3f1c9b7e-2a4d-4c1e-9f0a-1b2c3d4e5f60').success).toBe(
      true,
    )
    expect(IdempotencyKeySchema.safeParse('abc').success).toBe(false)
    expect(IdempotencyKeySchema.safeParse('a'.repeat(20) + ' ;drop').success).toBe(false)
  })
})
