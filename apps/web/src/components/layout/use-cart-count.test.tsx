import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CART_CHANGE_EVENT, countCartItems, useCartCount } from './use-cart-count'

function Badge() {
  return <span data-testid="count">{useCartCount()}</span>
}

describe('cart count', () => {
  it.each([
    [null, 0],
    ['not json', 0],
    ['{"id":1}', 0],
    ['[]', 0],
    ['[{"id":1},{"id":2}]', 2],
    ['[{"kind":"product","id":1,"quantity":3},{"kind":"product","id":2,"quantity":1}]', 4],
    ['[{"kind":"product","id":1,"quantity":0}]', 1],
    // A course is bought once, whatever quantity was stored.
    ['[{"kind":"course","id":1,"quantity":2},{"kind":"product","id":1,"quantity":2}]', 3],
    ['[{"id":1,"quantity":3}]', 1],
  ])('counts %j as %i items', (raw, count) => {
    expect(countCartItems(raw)).toBe(count)
  })

  it('follows same-tab changes and other tabs', () => {
    render(<Badge />)
    expect(screen.getByTestId('count')).toHaveTextContent('0')
    act(() => {
      localStorage.setItem('cartList', '[{"kind":"product","id":1,"quantity":2}]')
      window.dispatchEvent(new Event(CART_CHANGE_EVENT))
    })
    expect(screen.getByTestId('count')).toHaveTextContent('2')
    act(() => {
      localStorage.setItem('cartList', '[]')
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartList' }))
    })
    expect(screen.getByTestId('count')).toHaveTextContent('0')
  })
})
