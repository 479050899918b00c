import type { CartQuote, CartQuoteInput } from '@app/domain/cart'
import type { Role } from '@app/domain/roles'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCartLines, sessionCartItem } from '../../../lib/cart-store'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { makeBooking } from '../../../testing/session-fixtures'
import { callsTo, quoteFor, stubApi, type PriceBook } from '../../../testing/shop-fixtures'
import { CartPage } from './cart-page'
import { CheckoutPage } from './checkout-page'

const STUDENT: Role = 'student'
const NOW = new Date('2026-11-28T12:00:00.000Z')
const HOLD_ENDS = '2026-11-28T12:09:30.000Z'
const PRICES: PriceBook = {
  'session:77': { title: 'Career chat with Jane Doe', priceCents: 5000 },
  'product:1': { title: 'TypeScript Book', priceCents: 3900 },
}
const session = {
  ...sessionCartItem(
    makeBooking({
      status: 'held',
      startsAt: '2026-12-01T15:00:00.000Z',
      holdExpiresAt: HOLD_ENDS,
    }),
  ),
  quantity: 1,
}
const book = { kind: 'product', id: 1, title: 'TypeScript Book', price: 39, quantity: 1 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(NOW)
  // The buyer is in Berlin.
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: 'Europe/Berlin' }
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The server's quote: a session line carries its hold's end, or a problem once it has ended. */
function stubQuote(extra: Partial<CartQuote['lines'][number]> = {}) {
  return stubApi({
    'POST /api/cart/quote': (body) => {
      const quote = quoteFor(body as CartQuoteInput, PRICES)
      return jsonResponse({
        ...quote,
        lines: quote.lines.map((line) =>
          line.kind === 'session' ? { ...line, holdExpiresAt: HOLD_ENDS, ...extra } : line,
        ),
      })
    },
    'DELETE /api/sessions/bookings/77/hold': () => new Response(null, { status: 204 }),
  })
}

describe('a session in the cart', () => {
  it('shows the session with its mentor, its start and the hold’s countdown, bought once', async () => {
    localStorage.setItem('cartList', JSON.stringify([session]))
    stubQuote()
    renderWithApp(<CartPage />, { path: '/shop-cart' })
    const row = screen.getByRole('row', { name: /Career chat with Jane Doe/ })
    expect(row).toHaveTextContent('1:1 mentoring session')
    expect(row).toHaveTextContent('Tue 1 Dec, 16:00 (Europe/Berlin)')
    expect(within(row).getByRole('link', { name: /Career chat with Jane Doe/ })).toHaveAttribute(
      'href',
      '/instructor-single/3#sessions',
    )
    expect(within(row).queryByRole('spinbutton')).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /Increase|Decrease/ })).not.toBeInTheDocument()
    const timer = within(row).getByRole('timer')
    expect(timer).toHaveTextContent('Held for you for 09:30 (until 13:09)')
    // The start and the countdown sit in the title's column, under it (not under the picture),
    // and out of the link's name, which stays the title alone.
    const title = within(row).getByRole('link', { name: 'Career chat with Jane Doe' })
    const column = title.parentElement!
    expect(column).toContainElement(timer)
    expect(column).toHaveTextContent(
      /^Career chat with Jane Doe1:1 mentoring sessionTue 1 Dec, 16:00 \(Europe\/Berlin\)Held for you/,
    )
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(timer).toHaveTextContent('Held for you for 08:30')
    act(() => {
      vi.advanceTimersByTime(8 * 60_000 + 30_000)
    })
    expect(row).toHaveTextContent('The hold on this time has ended')
  })

  it('frees the held time at once when the session is removed', async () => {
    localStorage.setItem('cartList', JSON.stringify([session]))
    const fetchMock = stubQuote()
    renderWithApp(<CartPage />, { path: '/shop-cart' })
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Remove Career chat with Jane Doe from the cart' }))
    expect(getCartLines()).toEqual([])
    expect(callsTo(fetchMock, 'DELETE', '/api/sessions/bookings/77/hold')).toHaveLength(1)
  })
})

describe('a session at checkout', () => {
  it('lists the session with its countdown and leaves Cash on Delivery out, products or not', async () => {
    localStorage.setItem('cartList', JSON.stringify([session, book]))
    stubQuote()
    renderWithApp(<CheckoutPage role={STUDENT} />, { path: '/shop-checkout' })
    const summary = screen.getByRole('region', { name: 'Your Order' })
    const line = within(summary)
      .getByText(/^Career chat with Jane Doe/)
      .closest('td')!
    expect(within(line).getByRole('timer')).toHaveTextContent('Held for you for 09:30')
    expect(line).not.toHaveTextContent('x 1')
    expect(screen.queryByLabelText('Cash on Delivery')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Direct Bank Transfer')).toBeChecked()
    expect(screen.getByLabelText('Direct Bank Transfer')).toHaveAccessibleDescription(
      expect.stringContaining('Your session’s time is kept for you until the payment deadline'),
    )
  })

  it('shows the server’s reason once the hold has ended', async () => {
    localStorage.setItem('cartList', JSON.stringify([session]))
    stubQuote({ problem: 'The hold on this time has ended. Pick the time again.' })
    renderWithApp(<CheckoutPage role={STUDENT} />, { path: '/shop-checkout' })
    const summary = screen.getByRole('region', { name: 'Your Order' })
    expect(
      await within(summary).findByText('The hold on this time has ended. Pick the time again.'),
    ).toBeInTheDocument()
    expect(within(summary).queryByRole('timer')).not.toBeInTheDocument()
  })
})
