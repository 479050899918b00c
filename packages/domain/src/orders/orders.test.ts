import { describe, expect, it } from 'vitest'
import {
  BillingSchema,
  canMoveOrder,
  IdempotencyKeySchema,
  initialOrderStatus,
  isOrderPaid,
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
  ['completed', 'refunded'],
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

  it('grants what was bought only while paid or completed', () => {
    expect(ORDER_STATUSES.filter(isOrderPaid)).toEqual(['paid', 'completed'])
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

  it('gives instructions with the order number while payment is owed, and none after', () => {
    expect(paymentInstructions('bank_transfer', 'LL-100001', 'pending_payment')).toContain(
      'LL-100001',
    )
    expect(paymentInstructions('bank_transfer', 'LL-100001', 'paid')).toBeNull()
  })
})

describe('BillingSchema', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical Ltd',
    country: 'United Kingdom',
    street: '12 St James Square',
    apartment: 'Flat 2',
    city: 'London',
    state: 'Greater London',
    zip: 'SW1Y 4JH',
    phone: '4402079460000',
    email: 'ada@example.com',
  }

  it('accepts a complete form without order notes', () => {
    expect(BillingSchema.safeParse(valid).success).toBe(true)
  })

  it.each([
    ['firstName', '', 'First name is required'],
    ['company', '   ', 'Company name is required'],
    ['phone', 'call me', 'Phone must be numeric'],
    ['email', 'ada@', 'Invalid email address'],
    ['country', 'Atlantis', 'Choose a country / region'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    const result = BillingSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
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
