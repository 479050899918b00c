import { describe, expect, it } from 'vitest'
import { checkoutKeyFor, endCheckoutAttempt, markCheckoutRefused } from './checkout-attempt'

const body = { lines: [{ kind: 'product', id: 1, quantity: 2 }], paymentMethod: 'check' }
const changed = { ...body, paymentMethod: 'paypal' }

describe('checkout attempt key', () => {
  it('reuses the key for a double click, a retry after an unknown outcome, or a changed order', () => {
    const key = checkoutKeyFor(body)
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/)
    expect(checkoutKeyFor(body)).toBe(key)
    // The first send may have created the order: the same key must go, even with changes.
    expect(checkoutKeyFor(changed)).toBe(key)
  })

  it('keeps the key for the same order after a refusal, and makes a new one once it changes', () => {
    const key = checkoutKeyFor(body)
    markCheckoutRefused()
    expect(checkoutKeyFor(body)).toBe(key)
    markCheckoutRefused()
    const next = checkoutKeyFor(changed)
    expect(next).not.toBe(key)
    expect(checkoutKeyFor(changed)).toBe(next)
  })

  it('starts afresh after the order succeeded', () => {
    const key = checkoutKeyFor(body)
    endCheckoutAttempt()
    expect(checkoutKeyFor(body)).not.toBe(key)
  })
})
