import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useCartCount } from '../components/layout/use-cart-count'
import {
  addToCart,
  CART_CHANGE_EVENT,
  clearCart,
  getCartLines,
  parseCartLines,
  removeFromCart,
  setCartQuantity,
} from './cart-store'

const book = { kind: 'product', id: 3, title: 'Design Book', priceCents: 3900 } as const
const course = { kind: 'course', id: 1, title: 'React', priceCents: 8929 } as const

const stored = () => JSON.parse(localStorage.getItem('cartList') ?? 'null') as unknown

function Badge() {
  return <span data-testid="count">{useCartCount()}</span>
}

describe('cart store', () => {
  it('adds an item once with quantity 1; adding it again adds nothing', () => {
    expect(addToCart(book)).toBe(true)
    expect(addToCart(book)).toBe(false)
    expect(addToCart({ ...course })).toBe(true)
    expect(stored()).toEqual([
      { ...book, quantity: 1 },
      { ...course, quantity: 1 },
    ])
  })

  it('adds with a chosen quantity and tells this tab', () => {
    const onChange = vi.fn()
    window.addEventListener(CART_CHANGE_EVENT, onChange)
    addToCart(book, 3)
    window.removeEventListener(CART_CHANGE_EVENT, onChange)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(getCartLines()).toEqual([{ ...book, quantity: 3 }])
  })

  it.each([
    [4, 4],
    [0, 2],
    [-3, 2],
    [Number.NaN, 2],
    [2.7, 2],
    [500, 99],
  ])('setting the quantity to %s leaves %s', (typed, expected) => {
    addToCart(book, 2)
    setCartQuantity('product', 3, typed)
    expect(getCartLines()[0]?.quantity).toBe(expected)
  })

  it('keeps a course and a product with the same id apart, and removes one', () => {
    addToCart({ ...book, id: 1 })
    addToCart(course)
    removeFromCart('course', 1)
    expect(getCartLines()).toEqual([{ ...book, id: 1, quantity: 1 }])
    clearCart()
    expect(stored()).toEqual([])
  })

  it('reads legacy course lines with a dollar price and lines without a kind', () => {
    const lines = parseCartLines(
      JSON.stringify([
        { id: 1, title: 'React', price: 89.29, kind: 'course', quantity: 1 },
        { id: 2, quantity: 0 },
        { id: 'x' },
        { id: 1, kind: 'course', quantity: 5 },
      ]),
    )
    expect(lines).toEqual([
      { kind: 'course', id: 1, title: 'React', priceCents: 8929, quantity: 1 },
      { kind: 'course', id: 2, title: '', priceCents: 0, quantity: 1 },
    ])
    expect(parseCartLines('not json')).toEqual([])
    expect(parseCartLines('{"id":1}')).toEqual([])
  })

  it('updates the header count at once, and when another tab changes the cart', () => {
    render(<Badge />)
    expect(screen.getByTestId('count')).toHaveTextContent('0')
    act(() => void addToCart(book, 2))
    expect(screen.getByTestId('count')).toHaveTextContent('2')
    act(() => {
      // Another tab wrote the cart: this tab only hears the storage event.
      localStorage.setItem('cartList', JSON.stringify([{ ...course, quantity: 1 }]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartList' }))
    })
    expect(screen.getByTestId('count')).toHaveTextContent('1')
  })
})
