import type { CartQuoteInput } from '@app/domain/cart'
import { act, screen, waitFor, within } from '@testing-library/react'
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
  'product:3': { title: 'Sketchbook', priceCents: 1200 },
}

function storeCart(lines: unknown[]) {
  localStorage.setItem('cartList', JSON.stringify(lines))
}
const book = { kind: 'product', id: 1, title: 'TypeScript Book', price: 39, quantity: 2 }
const course = { kind: 'course', id: 2, title: 'React Course', price: 89.29, quantity: 1 }

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
    expect(localStorage.getItem('cartCoupon')).toBeNull()
  })

  it('asks for a code before applying an empty one', async () => {
    stubQuote()
    storeCart([book])
    const user = userEvent.setup()
    renderWithApp(<CartPage />)
    await user.click(screen.getByRole('button', { name: 'Apply Coupon' }))
    expect(await screen.findByText('Enter a coupon code')).toBeInTheDocument()
  })

  it('applies a coupon: the discount line shows and the code is kept with the cart', async () => {
    stubQuote()
    storeCart([{ ...book, quantity: 3 }])
    const user = userEvent.setup()
    renderWithApp(<CartPage />)
    await user.type(screen.getByLabelText('Coupon code'), 'SAVE20')
    await user.click(screen.getByRole('button', { name: 'Apply Coupon' }))
    await waitFor(() => expect(row('Discount (SAVE20)')).toHaveTextContent('-$20.00'))
    expect(row('Total')).toHaveTextContent('$117.00')
    expect(localStorage.getItem('cartCoupon')).toBe('SAVE20')
  })

  it('shows the coupon applied before, on coming back to the cart', async () => {
    stubQuote()
    storeCart([{ ...book, quantity: 3 }])
    localStorage.setItem('cartCoupon', 'SAVE20')
    renderWithApp(<CartPage />)
    expect(screen.getByRole('status')).toHaveTextContent('Coupon SAVE20 applied')
    await waitFor(() => expect(row('Discount (SAVE20)')).toHaveTextContent('-$20.00'))
  })

  it('follows the coupon applied or removed in another tab of the same cart', async () => {
    const fetchMock = stubQuote()
    storeCart([{ ...book, quantity: 3 }])
    renderWithApp(<CartPage />)
    await waitFor(() => expect(row('Total')).toHaveTextContent('$137.00'))
    act(() => {
      localStorage.setItem('cartCoupon', 'SAVE20')
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartCoupon' }))
    })
    await waitFor(() => expect(row('Total')).toHaveTextContent('$117.00'))
    expect(callsTo(fetchMock, 'POST', '/api/cart/quote').at(-1)?.body).toMatchObject({
      couponCode: 'SAVE20',
    })
    act(() => {
      localStorage.removeItem('cartCoupon')
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartCoupon' }))
    })
    await waitFor(() => expect(row('Total')).toHaveTextContent('$137.00'))
    expect(screen.queryByText(/Coupon SAVE20 applied/)).not.toBeInTheDocument()
  })

  it('applies typed quantities on Update Cart, ignores values below 1; plus applies at once', async () => {
    stubQuote()
    storeCart([book, { ...book, id: 3, title: 'Sketchbook', price: 12, quantity: 1 }])
    const user = userEvent.setup()
    renderWithApp(<CartPage />)
    const bookQty = screen.getByLabelText('Quantity of TypeScript Book')
    await user.clear(bookQty)
    await user.type(bookQty, '5')
    const sketchQty = screen.getByLabelText('Quantity of Sketchbook')
    await user.clear(sketchQty)
    await user.type(sketchQty, '0')
    // Typing alone changes nothing.
    expect(getCartLines().map((l) => l.quantity)).toEqual([2, 1])
    await user.click(screen.getByRole('button', { name: 'Update Cart' }))
    expect(getCartLines().map((l) => l.quantity)).toEqual([5, 1])
    expect(screen.getByRole('status')).toHaveTextContent('Quantities below 1 were ignored')
    expect(screen.getByLabelText('Quantity of Sketchbook')).toHaveValue(1)
    await user.click(screen.getByRole('button', { name: 'Increase quantity of sketchbook' }))
    expect(getCartLines().map((l) => l.quantity)).toEqual([5, 2])
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of typescript book' }),
    ).toBeEnabled()
  })

  it('shows a course line with 1 and no quantity control, even one stored with 2', async () => {
    const fetchMock = stubQuote()
    storeCart([{ ...course, quantity: 2 }, book])
    renderWithApp(<CartPage />)
    const courseRow = screen.getByRole('link', { name: /React Course/ }).closest('tr')!
    expect(within(courseRow).queryByRole('spinbutton')).not.toBeInTheDocument()
    expect(within(courseRow).queryAllByRole('button', { name: /quantity/i })).toHaveLength(0)
    expect(
      within(courseRow).getByRole('cell', { name: '1 (a course is bought once)' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Quantity of TypeScript Book')).toHaveValue(2)
    expect(getCartLines().map((l) => l.quantity)).toEqual([1, 2])
    // The server is asked for one copy, so checkout is not refused.
    await waitFor(() => expect(row('Total')).toHaveTextContent('$187.29'))
    expect(callsTo(fetchMock, 'POST', '/api/cart/quote').at(-1)?.body).toMatchObject({
      lines: [
        { kind: 'course', id: 2, quantity: 1 },
        { kind: 'product', id: 1, quantity: 2 },
      ],
    })
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
