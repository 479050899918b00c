import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useCartCount } from '../components/layout/use-cart-count'
import { makeCourseDetail } from '../testing/catalog-fixtures'
import { makeBooking } from '../testing/session-fixtures'
import { makeProduct } from '../testing/shop-fixtures'
import {
  addToCart,
  CART_CHANGE_EVENT,
  clearCart,
  courseCartItem,
  getAppliedCoupon,
  getCartLines,
  parseCartLines,
  productCartItem,
  removeFromCart,
  sessionCartItem,
  setAppliedCoupon,
  setCartQuantity,
  useAppliedCouponCode,
} from './cart-store'

const book = { kind: 'product', id: 3, title: 'Design Book', price: 39 } as const
const course = { kind: 'course', id: 1, title: 'React', price: 89.29 } as const

const stored = () => JSON.parse(localStorage.getItem('cartList') ?? 'null') as unknown

/** Another tab writes `key`: this tab only hears the storage event. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key }))
}

function Badge() {
  return <span data-testid="count">{useCartCount()}</span>
}

function AppliedCoupon() {
  return <span data-testid="coupon">{useAppliedCouponCode() ?? 'none'}</span>
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
    expect(getCartLines()).toEqual([{ ...book, priceCents: 3900, quantity: 3 }])
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
    expect(stored()).toEqual([{ ...book, id: 1, quantity: 1 }])
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
      { kind: 'course', id: 1, title: 'React', price: 89.29, priceCents: 8929, quantity: 1 },
      { kind: 'course', id: 2, title: '', price: 0, priceCents: 0, quantity: 1 },
    ])
    expect(parseCartLines('not json')).toEqual([])
    expect(parseCartLines('{"id":1}')).toEqual([])
  })

  it('updates the header count at once, and when another tab changes the cart', () => {
    render(<Badge />)
    expect(screen.getByTestId('count')).toHaveTextContent('0')
    act(() => void addToCart(book, 2))
    expect(screen.getByTestId('count')).toHaveTextContent('2')
    act(() => otherTabWrites('cartList', JSON.stringify([{ ...course, quantity: 1 }])))
    expect(screen.getByTestId('count')).toHaveTextContent('1')
  })
})

describe('cart store: a course is bought once', () => {
  it('adds a course with quantity 1 whatever quantity is asked', () => {
    addToCart(course, 3)
    expect(stored()).toEqual([{ ...course, quantity: 1 }])
  })

  it('keeps a course at 1 when its quantity is set, stepped or typed', () => {
    addToCart(course)
    for (const typed of [2, 5, 99]) setCartQuantity('course', 1, typed)
    expect(getCartLines()[0]?.quantity).toBe(1)
    expect(stored()).toEqual([{ ...course, quantity: 1 }])
  })

  it('repairs a stored course line with another quantity when read, and counts it once', () => {
    localStorage.setItem(
      'cartList',
      JSON.stringify([
        { ...course, quantity: 2 },
        { ...book, quantity: 2 },
      ]),
    )
    expect(getCartLines().map((line) => line.quantity)).toEqual([1, 2])
    render(<Badge />)
    expect(screen.getByTestId('count')).toHaveTextContent('3')
    // Adding it again (Add To Cart twice, Buy Now) leaves it at 1.
    expect(addToCart(course)).toBe(false)
    expect(getCartLines()[0]?.quantity).toBe(1)
  })

  it('writes a repaired course line back with quantity 1 on the next change', () => {
    localStorage.setItem('cartList', JSON.stringify([{ ...course, quantity: 4 }, book]))
    setCartQuantity('product', 3, 2)
    expect(stored()).toEqual([
      { ...course, quantity: 1 },
      { ...book, quantity: 2 },
    ])
  })
})

describe('cart store: the spec item shape', () => {
  it('stores a product as the catalog describes it: price in dollars, plus quantity', () => {
    addToCart(productCartItem(makeProduct({ id: 4, title: 'Design Kit', priceCents: 2599 })), 2)
    expect(stored()).toEqual([
      {
        kind: 'product',
        id: 4,
        title: 'Design Kit',
        price: 25.99,
        imgSrc: '/api/products/4/cover.svg',
        author: 'Maya Lindqvist',
        rating: 4.7,
        sku: 'LL-BK-004',
        category: 'Books',
        quantity: 2,
      },
    ])
    expect(getCartLines()[0]?.priceCents).toBe(2599)
  })

  it('stores a course with its uploaded cover as its picture, and cents are read from price', () => {
    const detail = makeCourseDetail({ id: 7, priceCents: 8929, coverUrl: '/api/files/cover-7' })
    addToCart(courseCartItem(detail))
    expect(stored()).toEqual([
      {
        kind: 'course',
        id: 7,
        title: 'Complete Web Development Bootcamp',
        price: 89.29,
        imgSrc: '/api/files/cover-7',
        alt: 'Cover of Complete Web Development Bootcamp',
        author: 'Maya Lindqvist',
        rating: 4.87,
        level: 'Beginner',
        quantity: 1,
      },
    ])
    expect(getCartLines()[0]?.priceCents).toBe(8929)
  })

  it('stores a held session as its booking, once, with its mentor, start and hold', () => {
    const booking = makeBooking({
      status: 'held',
      holdExpiresAt: '2026-11-28T12:10:00.000Z',
      startsAt: '2026-12-01T15:00:00.000Z',
    })
    addToCart(sessionCartItem(booking), 3)
    expect(stored()).toEqual([
      {
        kind: 'session',
        id: 77,
        title: 'Career chat with Jane Doe',
        price: 50,
        author: 'Jane Doe',
        startsAt: '2026-12-01T15:00:00.000Z',
        holdExpiresAt: '2026-11-28T12:10:00.000Z',
        instructorId: 3,
        quantity: 1,
      },
    ])
    setCartQuantity('session', 77, 2)
    expect(getCartLines()).toEqual([
      expect.objectContaining({ kind: 'session', id: 77, quantity: 1, priceCents: 5000 }),
    ])
  })

  it('reads older entries written with priceCents, and writes them back with price', () => {
    localStorage.setItem(
      'cartList',
      JSON.stringify([
        { kind: 'product', id: 3, title: 'Design Book', priceCents: 3900, quantity: 2 },
        { kind: 'product', id: 5, title: 'Pens', priceCents: -4, quantity: 1 },
      ]),
    )
    expect(getCartLines().map((line) => [line.price, line.priceCents])).toEqual([
      [39, 3900],
      [0, 0],
    ])
    setCartQuantity('product', 3, 4)
    expect(stored()).toEqual([
      { kind: 'product', id: 3, title: 'Design Book', price: 39, quantity: 4 },
      { kind: 'product', id: 5, title: 'Pens', price: 0, quantity: 1 },
    ])
  })

  it.each([
    ['89.29', 8929],
    [-1, 0],
    [Number.MAX_VALUE, 0],
    [null, 0],
  ])('reads a stored price of %j as %d cents', (price, cents) => {
    const [line] = parseCartLines(JSON.stringify([{ kind: 'product', id: 1, price }]))
    expect(line?.priceCents).toBe(cents)
  })
})

describe('cart store: the applied coupon', () => {
  it('keeps the coupon with the cart in browser storage, for every tab', () => {
    addToCart(book)
    setAppliedCoupon('SAVE20')
    expect(localStorage.getItem('cartCoupon')).toBe('SAVE20')
    expect(sessionStorage.length).toBe(0)
    expect(getAppliedCoupon()).toBe('SAVE20')
    setAppliedCoupon(null)
    expect(localStorage.getItem('cartCoupon')).toBeNull()
  })

  it('follows a coupon applied or removed in another tab', () => {
    render(<AppliedCoupon />)
    expect(screen.getByTestId('coupon')).toHaveTextContent('none')
    act(() => setAppliedCoupon('WELCOME10'))
    expect(screen.getByTestId('coupon')).toHaveTextContent('WELCOME10')
    act(() => otherTabWrites('cartCoupon', 'SAVE20'))
    expect(screen.getByTestId('coupon')).toHaveTextContent('SAVE20')
    act(() => otherTabWrites('cartCoupon', null))
    expect(screen.getByTestId('coupon')).toHaveTextContent('none')
  })

  it('drops the coupon when the cart is cleared after an order', () => {
    addToCart(book)
    setAppliedCoupon('SAVE20')
    clearCart()
    expect(getAppliedCoupon()).toBeNull()
    expect(localStorage.getItem('cartCoupon')).toBeNull()
    expect(stored()).toEqual([])
  })

  it('ignores a stored coupon that cannot be a code', () => {
    localStorage.setItem('cartCoupon', 'X'.repeat(41))
    expect(getAppliedCoupon()).toBeNull()
    localStorage.setItem('cartCoupon', '   ')
    expect(getAppliedCoupon()).toBeNull()
  })
})
