import type { CartQuoteInput } from '@app/domain/cart'
import type { Role } from '@app/domain/roles'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCartLines } from '../../../lib/cart-store'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { makeOrder } from '../../../testing/order-fixtures'
import { callsTo, quoteFor, stubApi, type PriceBook } from '../../../testing/shop-fixtures'
import { CheckoutPage } from './checkout-page'

afterEach(() => vi.unstubAllGlobals())

const PRICES: PriceBook = {
  'product:1': { title: 'TypeScript Book', priceCents: 3900 },
  'course:2': { title: 'React Course', priceCents: 8929 },
}
const book = { kind: 'product', id: 1, title: 'TypeScript Book', price: 39, quantity: 2 }
const course = { kind: 'course', id: 2, title: 'React Course', price: 89.29, quantity: 1 }

const order = makeOrder({ id: 'b9d0c2a4-6f1e-4e5b-9a3c-7d8e9f0a1b2c' })

function setup(
  lines: unknown[],
  {
    role = null,
    orders = [],
    needsStudentAccount = false,
  }: { role?: Role | null; orders?: Response[]; needsStudentAccount?: boolean } = {},
) {
  localStorage.setItem('cartList', JSON.stringify(lines))
  const answers = [...orders]
  const fetchMock = stubApi({
    'POST /api/cart/quote': (body) => {
      const input = body as CartQuoteInput
      const quote = quoteFor(input, PRICES, { needsStudentAccount })
      if (input.couponCode !== 'SAVE20') return jsonResponse(quote)
      return jsonResponse({
        ...quote,
        discountCents: 2000,
        totalCents: quote.totalCents - 2000,
        coupon: { code: 'SAVE20', description: '$20.00 off orders from $100.00' },
      })
    },
    'POST /api/orders': () => answers.shift() ?? jsonResponse(order, 201),
    'GET /api/me/checkout-details': () =>
      jsonResponse({
        billing: { firstName: 'Sam', lastName: 'Student', email: 'sam@example.com' },
      }),
  })
  const user = userEvent.setup()
  const view = renderWithApp(<CheckoutPage role={role} />, {
    path: '/shop-checkout',
    routes: [
      { path: '/shop-order', element: <p>Receipt page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  })
  return { user, fetchMock, ...view }
}

/** Fills the billing form: the shipping address too when the cart holds a product. */
async function fillBilling(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Ada')
  await user.type(screen.getByLabelText('Last name'), 'Lovelace')
  await user.selectOptions(screen.getByLabelText('Country / Region'), 'United Kingdom')
  if (screen.queryByLabelText('Street address')) {
    await user.type(screen.getByLabelText('Company name'), 'Analytical Ltd')
    await user.type(screen.getByLabelText('Street address'), '12 St James Square')
    await user.type(screen.getByLabelText('Town / City'), 'London')
    await user.type(screen.getByLabelText('State'), 'Greater London')
    await user.type(screen.getByLabelText('Zip'), 'SW1Y 4JH')
    await user.type(screen.getByLabelText('Phone'), '4402079460000')
  }
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com')
}

const ADDRESS_LABELS = [
  'Company name',
  'Street address',
  'Apartment, suite, unit',
  'Town / City',
  'State',
  'Zip',
  'Phone',
]

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' })

describe('CheckoutPage', () => {
  it('shows a message next to each field on a bad submit and sends no order', async () => {
    const { user, fetchMock } = setup([book])
    await user.click(placeOrder())
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    for (const message of [
      'Last name is required',
      'Choose a country / region',
      'Street address is required',
      'Town / City is required',
      'State is required',
      'Zip is required',
      'Phone is required',
      'Email address is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    )
    for (const optional of ['Company name', 'Apartment, suite, unit', 'Order notes (optional)']) {
      expect(screen.getByLabelText(optional)).not.toHaveAttribute('aria-invalid')
    }
    expect(callsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(0)
  })

  it('asks a cart of courses for the name, country and e-mail only, and sends no address', async () => {
    const { user, fetchMock } = setup([course])
    const form = screen.getByRole('form', { name: 'Checkout' })
    const controls = [...form.querySelectorAll<HTMLInputElement>('input, select, textarea')]
    expect(controls.map((control) => control.labels?.[0]?.textContent)).toEqual([
      'First name',
      'Last name',
      'Country / Region',
      'Email address',
      'Order notes (optional)',
    ])
    for (const label of ADDRESS_LABELS) expect(within(form).queryByLabelText(label)).toBeNull()
    expect(screen.getByText('Courses are delivered online: no address is needed.')).toBeVisible()

    await user.click(placeOrder())
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.queryByText('Street address is required')).toBeNull()
    expect(screen.queryByText('Phone is required')).toBeNull()

    await fillBilling(user)
    await user.click(placeOrder())
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1))
    expect(callsTo(fetchMock, 'POST', '/api/orders')[0]!.body).toMatchObject({
      lines: [{ kind: 'course', id: 2, quantity: 1 }],
      billing: { firstName: 'Ada', lastName: 'Lovelace', country: 'GB', email: 'ada@example.com' },
    })
    const sent = callsTo(fetchMock, 'POST', '/api/orders')[0]!.body as { billing: object }
    expect(Object.keys(sent.billing).sort()).toEqual([
      'country',
      'email',
      'firstName',
      'lastName',
      'notes',
    ])
  })

  it('asks a cart with a product for the shipping address, company and apartment optional', () => {
    setup([course, book])
    const form = within(screen.getByRole('form', { name: 'Checkout' }))
    for (const label of ADDRESS_LABELS) expect(form.getByLabelText(label)).toBeInTheDocument()
    for (const label of ['Company name', 'Apartment, suite, unit']) {
      expect(form.getByLabelText(label)).not.toHaveAttribute('aria-required')
    }
    for (const label of ['Street address', 'Town / City', 'State', 'Zip', 'Phone']) {
      expect(form.getByLabelText(label)).toHaveAttribute('aria-required', 'true')
    }
    expect(form.getByLabelText('Phone')).toHaveAttribute('inputmode', 'numeric')
    // The spec's labels, in its order.
    const order = [
      'First name',
      'Last name',
      'Company name',
      'Country / Region',
      'Street address',
      'Apartment, suite, unit',
      'Town / City',
      'State',
      'Zip',
      'Phone',
      'Email address',
      'Order notes (optional)',
    ]
    const controls = order.map((label) => form.getByLabelText(label))
    for (let i = 1; i < controls.length; i++) {
      expect(
        controls[i - 1]!.compareDocumentPosition(controls[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()
    }

    // Town / City is free text with the three sample towns as suggestions.
    const town = form.getByLabelText('Town / City')
    expect(town.tagName).toBe('INPUT')
    const suggestions = document.getElementById(town.getAttribute('list')!)!
    expect([...suggestions.querySelectorAll('option')].map((o) => o.value)).toEqual([
      'New York',
      'London',
      'Toronto',
    ])

    // Every ISO 3166-1 country, named in English, the three sample countries among them.
    const country = form.getByLabelText('Country / Region')
    const options = within(country).getAllByRole('option')
    expect(options).toHaveLength(250)
    expect(options[0]).toHaveTextContent('Select a country / region')
    for (const [name, code] of [
      ['United States', 'US'],
      ['United Kingdom', 'GB'],
      ['Canada', 'CA'],
      ['Germany', 'DE'],
    ]) {
      expect(within(country).getByRole('option', { name })).toHaveValue(code)
    }
  })

  it('sends one Idempotency-Key, reuses it on retry, then clears the cart and opens the receipt', async () => {
    const { user, fetchMock, router } = setup([book], {
      orders: [jsonResponse({ error: 'The server is busy, try again' }, 503)],
    })
    await fillBilling(user)
    await user.click(screen.getByLabelText('Check Payments'))
    await user.click(placeOrder())
    expect(await screen.findByText('The server is busy, try again')).toBeInTheDocument()
    expect(getCartLines()).toHaveLength(1)

    await user.click(placeOrder())
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-order'))
    expect(router.state.location.search).toBe(`?id=${order.id}`)

    const calls = callsTo(fetchMock, 'POST', '/api/orders')
    expect(calls).toHaveLength(2)
    const key = calls[0]!.headers.get('Idempotency-Key')
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/)
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(key)
    expect(calls[0]!.body).toMatchObject({
      lines: [{ kind: 'product', id: 1, quantity: 2 }],
      paymentMethod: 'check',
      billing: { firstName: 'Ada', country: 'GB', city: 'London', zip: 'SW1Y 4JH' },
    })
    expect(getCartLines()).toEqual([])
    expect(sessionStorage.getItem('checkoutIdempotencyKey')).toBeNull()
  })

  it('makes a new key for the next checkout after a success', async () => {
    localStorage.setItem('cartCoupon', 'SAVE20')
    const { user, fetchMock } = setup([book])
    await fillBilling(user)
    await user.click(placeOrder())
    await waitFor(() => expect(getCartLines()).toEqual([]))
    expect(localStorage.getItem('cartCoupon')).toBeNull()
    const first = callsTo(fetchMock, 'POST', '/api/orders')[0]!.headers.get('Idempotency-Key')
    expect(first).toBeTruthy()
    expect(sessionStorage.getItem('checkoutIdempotencyKey')).toBeNull()
  })

  it('shows "Placing Order ..." and disables the button while the order is sent', async () => {
    let answer: (r: Response) => void = () => {}
    const { user } = setup([book], {
      orders: [new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response],
    })
    await fillBilling(user)
    await user.click(placeOrder())
    expect(await screen.findByRole('button', { name: 'Placing Order ...' })).toBeDisabled()
    answer(jsonResponse({ error: 'Only 1 left of TypeScript Book' }, 409))
    expect(await screen.findByText('Only 1 left of TypeScript Book')).toBeInTheDocument()
    expect(placeOrder()).toBeEnabled()
  })

  it('offers the order awaiting payment that already holds a course instead of a second one', async () => {
    const open = 'c0ffee00-6f1e-4e5b-9a3c-7d8e9f0a1b2c'
    const { user } = setup([course], {
      orders: [
        jsonResponse(
          {
            error: 'React Course is already in your order LL-100123, awaiting payment',
            openOrderId: open,
          },
          409,
        ),
      ],
    })
    await fillBilling(user)
    await user.click(placeOrder())
    expect(
      await screen.findByText(/React Course is already in your order LL-100123/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pay that order instead' })).toHaveAttribute(
      'href',
      `/shop-order?id=${open}`,
    )
  })

  it('disables Cash on Delivery with the reason when the cart has no product', async () => {
    setup([course], { role: 'student' })
    expect(screen.getByLabelText('Direct Bank Transfer')).toBeChecked()
    expect(screen.getByLabelText('Cash on Delivery')).toBeDisabled()
    expect(screen.getByLabelText('Cash on Delivery')).toHaveAccessibleDescription(
      'Cash on Delivery is only available for orders with products to deliver',
    )
    // The signed-in buyer's details fill the form.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Sam'))
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.com')
  })

  it('asks a visitor with a course in the cart to log in, and comes back to checkout after', async () => {
    const { user, router } = setup([course], { needsStudentAccount: true })
    const panel = await screen.findByRole('region', { name: 'Log in as a student to buy courses' })
    expect(panel).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    expect(placeOrder()).toBeDisabled()
    await user.click(screen.getByRole('link', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(sessionStorage.getItem('returnTo')).toBe('/shop-checkout')
  })

  it('shows the login panel when the order API answers 401', async () => {
    const { user } = setup([course], {
      orders: [jsonResponse({ error: 'Log in with a student account to buy courses' }, 401)],
    })
    await fillBilling(user)
    await user.click(placeOrder())
    expect(
      await screen.findByRole('region', { name: 'Log in as a student to buy courses' }),
    ).toBeInTheDocument()
    expect(
      screen.getAllByText('Log in with a student account to buy courses').length,
    ).toBeGreaterThan(0)
  })

  it("shows the cart's coupon in the summary, lets it be removed and applied again, and sends it", async () => {
    localStorage.setItem('cartCoupon', 'SAVE20')
    const { user, fetchMock } = setup([{ ...book, quantity: 3 }])
    const summary = within(screen.getByRole('region', { name: 'Your Order' }))
    const total = () => summary.getByText('Total', { selector: 'dt' }).closest('div')
    expect(summary.getByRole('status')).toHaveTextContent('Coupon SAVE20 applied')
    await waitFor(() =>
      expect(summary.getByText('Discount (SAVE20)').closest('div')).toHaveTextContent('-$20.00'),
    )

    await user.click(summary.getByRole('button', { name: 'Remove coupon SAVE20' }))
    expect(localStorage.getItem('cartCoupon')).toBeNull()
    expect(summary.queryByText('Discount (SAVE20)')).not.toBeInTheDocument()
    await waitFor(() => expect(total()).toHaveTextContent('$137.00'))

    await user.type(summary.getByLabelText('Coupon code'), 'save20')
    await user.click(summary.getByRole('button', { name: 'Apply Coupon' }))
    await waitFor(() => expect(total()).toHaveTextContent('$117.00'))
    expect(localStorage.getItem('cartCoupon')).toBe('SAVE20')

    await fillBilling(user)
    await user.click(placeOrder())
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1))
    expect(callsTo(fetchMock, 'POST', '/api/orders')[0]!.body).toMatchObject({
      couponCode: 'SAVE20',
    })
  })

  it('orders one copy of a course stored with quantity 2, instead of being refused', async () => {
    const { user, fetchMock } = setup([{ ...course, quantity: 2 }, book])
    const summary = within(screen.getByRole('region', { name: 'Your Order' }))
    expect(summary.getByText('React Course').closest('td')).toHaveTextContent('React Course x 1')
    await fillBilling(user)
    await user.click(placeOrder())
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1))
    expect(callsTo(fetchMock, 'POST', '/api/orders')[0]!.body).toMatchObject({
      lines: [
        { kind: 'course', id: 2, quantity: 1 },
        { kind: 'product', id: 1, quantity: 2 },
      ],
    })
  })

  it('shows the empty cart when there is nothing to check out', () => {
    setup([])
    expect(screen.getByRole('heading', { name: 'You Cart is Empty' })).toBeInTheDocument()
  })
})
