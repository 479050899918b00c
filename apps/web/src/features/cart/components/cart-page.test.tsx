import type { CartQuoteInput } from '@app/domain/cart'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCartLines } from '../../../lib/cart-store'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { callsTo, quoteFor, stubApi, type PriceBook } from '../../../testing/shop-fixtures'
import { CartPage } from './cart-page'

afterEach(() => vi.unstubAllGlobals())

const PRICES: PriceBook = {
  'product:1': { title: 'TypeScript Book', priceCents: 3900 },
  'course:2': { title: 'React Course', priceCents: 8929 },
}

function storeCart(lines: unknown[]) {
  localStorage.setItem('cartList', JSON.stringify(lines))
}
const book = { kind: 'product', id: 1, title: 'TypeScript Book', priceCents: 3900, quantity: 2 }
const course = { kind: 'course', id: 2, title: 'React Course', priceCents: 8929, quantity: 1 }

function stubQuote(prices: PriceBook = PRICES) {
  return stubApi({
    'POST /api/cart/quote': (body) => {
      const input = body as CartQuoteInput
      if (input.couponCode === 'SUMMER25') {
        return jsonResponse(quoteFor(input, prices, { couponError: 'Coupon SUMMER25 has expired' }))
      }
      if (input.couponCode === 'SAVE20') {
        const quote = quoteFor(input, prices)
        return jsonResponse({
          ...quote,
          discountCents: 2000,
          totalCents: quote.totalCents - 2000,
          coupon: { code: 'SAVE20', description: '$20.00 off orders from $100.00' },
        })
      }
      return jsonResponse(quoteFor(input, prices))
    },
  })
}

const totals = () => within(screen.getByRole('complementary', { name: 'Cart Total' }))
const row = (name: string) => totals().getByText(name).closest('div')!

describe('CartPage', () => {
  it("shows 'You Cart is Empty' with 'Explore Products!' to /shop-list", () => {
    stubQuote()
    renderWithApp(<CartPage />)
    expect(screen.getByRole('heading', { name: 'You Cart is Empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Products!' })).toHaveAttribute(
      'href',
      '/shop-list',
    )
  })

  it('totals a cart with a product: line subtotal, $20.00 shipping, total', async () => {
    stubQuote()
    storeCart([book])
    renderWithApp(<CartPage />)
    expect(screen.getByRole('link', { name: /TypeScript Book/ })).toHaveAttribute(
      'href',
      '/shop-single/1',
    )
    await waitFor(() => expect(row('Total')).toHaveTextContent('$98.00'))
    expect(row('Subtotal')).toHaveTextContent('$78.00')
    expect(row('Shipping')).toHaveTextContent('$20.00')
    expect(screen.getByRole('link', { name: /Proceed to Checkout/ })).toHaveAttribute(
      'href',
      '/shop-checkout',
    )
  })

  it('ships a course-only cart free, and links the course to its page', async () => {
    stubQuote()
    storeCart([course])
    renderWithApp(<CartPage />)
    expect(screen.getByRole('link', { name: /React Course/ })).toHaveAttribute(
      'href',
      '/course-single-v1/2',
    )
    await waitFor(() => expect(row('Total')).toHaveTextContent('$89.29'))
    expect(row('Shipping')).toHaveTextContent('Free (digital)')
  })

  it("shows the server's prices once its quote arrives", async () => {
    stubQuote({ 'product:1': { title: 'TypeScript Book', priceCents: 4500 } })
    storeCart([book])
    renderWithApp(<CartPage />)
    // The stored snapshot first, at once...
    expect(row('Subtotal')).toHaveTextContent('$78.00')
    // ...then today's price from the server.
    await waitFor(() => expect(row('Subtotal')).toHaveTextContent('$90.00'))
    expect(row('Total')).toHaveTextContent('$110.00')
  })

  it("shows a coupon's refusal next to the field and does not keep it", async () => {
    const fetchMock = stubQuote()
    storeCart([book])
    const user = userEvent.setup()
    renderWithApp(<CartPage />)
    await user.type(screen.getByLabelText('Coupon code'), 'summer25')
    await user.click(screen.getByRole('button', { name: 'Apply Coupon' }))
    expect(await screen.findByText('Coupon SUMMER25 has expired')).toBeInTheDocument()
    expect(screen.getByLabelText('Coupon code')).toHaveAccessibleDescription(
      'Coupon SUMMER25 has expired',
    )
    expect(callsTo(fetchMock, 'POST', '/api/cart/quote').at(-1)?.body).toMatchObject({
      couponCode: 'SUMMER25',
    })
    expect(sessionStorage.getItem('cartCoupon')).toBeNull()
  })

  it('asks for a code before applying an empty one', async () => {
    stubQuote()
    storeCart([book])
    const user = userEvent.setup()
    renderWithApp(<CartPage />)
    await user.click(screen.getByRole('button', { name: 'Apply Coupon' }))
    expect(await screen.findByText('Enter a coupon code')).toBeInTheDocument()
  })

  it('applies a coupon: the discount line shows and the code is kept for checkout', async () => {
    stubQuote()
    storeCart([{ ...book, quantity: 3 }])
    const user = userEvent.setup()
    renderWithApp(<CartPage />)
    await user.type(screen.getByLabelText('Coupon code'), 'SAVE20')
    await user.click(screen.getByRole('button', { name: 'Apply Coupon' }))
    await waitFor(() => expect(row('Discount (SAVE20)')).toHaveTextContent('-$20.00'))
    expect(row('Total')).toHaveTextContent('$117.00')
    expect(sessionStorage.getItem('cartCoupon')).toBe('SAVE20')
  })

  it('applies typed quantities on Update Cart, ignores values below 1; plus applies at once', async () => {
    stubQuote()
    storeCart([book, course])
    const user = userEvent.setup()
    renderWithApp(<CartPage />)
    const bookQty = screen.getByLabelText('Quantity of TypeScript Book')
    await user.clear(bookQty)
    await user.type(bookQty, '5')
    const courseQty = screen.getByLabelText('Quantity of React Course')
    await user.clear(courseQty)
    await user.type(courseQty, '0')
    // Typing alone changes nothing.
    expect(getCartLines().map((l) => l.quantity)).toEqual([2, 1])
    await user.click(screen.getByRole('button', { name: 'Update Cart' }))
    expect(getCartLines().map((l) => l.quantity)).toEqual([5, 1])
    expect(screen.getByRole('status')).toHaveTextContent('Quantities below 1 were ignored')
    expect(screen.getByLabelText('Quantity of React Course')).toHaveValue(1)
    await user.click(screen.getByRole('button', { name: 'Increase quantity of react course' }))
    expect(getCartLines().map((l) => l.quantity)).toEqual([5, 2])
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of typescript book' }),
    ).toBeEnabled()
  })

  it('removes a line; the last one leaves the empty state', async () => {
    stubQuote()
    storeCart([book])
    const user = userEvent.setup()
    renderWithApp(<CartPage />)
    await user.click(screen.getByRole('button', { name: 'Remove TypeScript Book from the cart' }))
    expect(screen.getByRole('heading', { name: 'You Cart is Empty' })).toBeInTheDocument()
    expect(getCartLines()).toEqual([])
  })
})
