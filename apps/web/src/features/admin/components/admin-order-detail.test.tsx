import { nextOrderStatuses, ORDER_STATUSES, type Order } from '@app/domain/orders'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { makeOrder, orderList, requested, routeFetch } from '../../../testing/order-fixtures'
import { AdminOrderDetail } from './admin-order-detail'

afterEach(() => vi.unstubAllGlobals())

const ID = '3f1c9b7e-2a4d-4c1e-9f0a-1b2c3d4e5f60'
const BUTTONS = {
  paid: 'Mark paid',
  completed: 'Mark completed',
  cancelled: 'Cancel order',
  refunded: 'Refund',
} as const

function renderDetail() {
  return renderWithApp(<AdminOrderDetail id={ID} />, {
    path: '/admin/orders/:id',
    initialEntries: [`/admin/orders/${ID}`],
  })
}

/** A server holding one order: GET answers it, POST status moves it and records the history. */
function serveOrder(initial: Order, refuse?: { status: number; error: string }) {
  let order = initial
  const fetchMock = routeFetch((method, url, body) => {
    if (method === 'POST' && url === `/api/admin/orders/${ID}/status`) {
      if (refuse) return jsonResponse({ error: refuse.error }, refuse.status)
      const change = body as { status: Order['status']; note?: string }
      order = {
        ...order,
        status: change.status,
        paymentInstructions: null,
        history: [
          ...order.history,
          {
            status: change.status,
            at: '2026-03-03T09:00:00.000Z',
            by: 'Ada Admin',
            note: change.note ?? null,
          },
        ],
      }
      return jsonResponse(order)
    }
    if (url === `/api/admin/orders/${ID}`) return jsonResponse(order)
    if (url.startsWith('/api/admin/orders?')) return jsonResponse(orderList([order]))
    return jsonResponse({ error: 'Not found' }, 404)
  })
  return fetchMock
}

describe('AdminOrderDetail', () => {
  it('shows the whole order: lines, totals, payment instructions, billing and history', async () => {
    serveOrder(
      makeOrder({
        subtotalCents: 10_000,
        discountCents: 1_000,
        couponCode: 'WELCOME10',
        shippingCents: 2_000,
        totalCents: 11_000,
      }),
    )
    renderDetail()
    expect(await screen.findByRole('heading', { name: 'Order LL-100001', level: 1 })).toBeVisible()
    const items = screen.getByRole('table', { name: 'Items in LL-100001' })
    expect(within(items).getByRole('row', { name: /Modern React From Scratch/ })).toHaveTextContent(
      '$89.29',
    )
    expect(screen.getByText('Discount (WELCOME10)').nextSibling).toHaveTextContent('-$10.00')
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('$20.00')
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$110.00')
    expect(screen.getByText(/IBAN GB33/)).toBeInTheDocument()
    const billing = screen.getByRole('region', { name: 'Billing' })
    expect(billing).toHaveTextContent('Ada Lovelace')
    expect(billing).toHaveTextContent('London, Greater London SW1Y 4JH')
    // The country is stored as its code and named for people.
    expect(billing).toHaveTextContent('United Kingdom')
    const history = screen.getByRole('region', { name: 'History' })
    expect(history).toHaveTextContent('Awaiting payment')
    expect(history).toHaveTextContent('by Checkout')
  })

  it('shows a course order without an address: name, country and e-mail', async () => {
    const order = makeOrder()
    serveOrder({
      ...order,
      billing: { firstName: 'Ada', lastName: 'Lovelace', country: 'CA', email: 'ada@example.com' },
    })
    renderDetail()
    const billing = await screen.findByRole('region', { name: 'Billing' })
    expect(billing.querySelector('address')?.textContent).toBe('Ada LovelaceCanadaada@example.com')
  })

  it.each(ORDER_STATUSES)('offers exactly the moves the domain allows from %s', async (status) => {
    serveOrder(makeOrder({ status }))
    renderDetail()
    const panel = await screen.findByRole('region', { name: 'Change status' })
    const allowed = nextOrderStatuses(status)
    for (const [to, label] of Object.entries(BUTTONS)) {
      const button = within(panel).queryByRole('button', { name: label })
      if (allowed.includes(to as Order['status'])) expect(button).toBeInTheDocument()
      else expect(button).not.toBeInTheDocument()
    }
    if (allowed.length === 0) expect(panel).toHaveTextContent(/is final/)
  })

  it('posts a move with its note and refreshes the order and the lists', async () => {
    const fetchMock = serveOrder(makeOrder())
    const user = userEvent.setup()
    const { queryClient } = renderDetail()
    // A list page seen earlier sits in the cache: the move must refresh it too.
    queryClient.setQueryData(['admin', 'orders', 'list', { page: 1 }], orderList([makeOrder()]))

    const panel = await screen.findByRole('region', { name: 'Change status' })
    await user.type(within(panel).getByRole('textbox', { name: 'Note for the history' }), 'Ref 42')
    await user.click(within(panel).getByRole('button', { name: 'Mark paid' }))

    await vi.waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Mark completed' })).toBeInTheDocument(),
    )
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'paid', note: 'Ref 42' })
    expect(within(panel).getByRole('button', { name: 'Refund' })).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument()
    const history = screen.getByRole('region', { name: 'History' })
    expect(history).toHaveTextContent('by Ada Admin')
    expect(history).toHaveTextContent('Ref 42')
    expect(queryClient.getQueryState(['admin', 'orders', 'list', { page: 1 }])?.isInvalidated).toBe(
      true,
    )
    await vi.waitFor(() =>
      expect(requested(fetchMock).filter((u) => u === `/api/admin/orders/${ID}`)).toHaveLength(2),
    )
  })

  it('asks before cancelling and keeps the order when the admin backs out', async () => {
    const fetchMock = serveOrder(makeOrder())
    const user = userEvent.setup()
    renderDetail()
    const panel = await screen.findByRole('region', { name: 'Change status' })

    await user.click(within(panel).getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel order LL-100001?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order as it is' }))
    expect(requested(fetchMock, 'POST')).toEqual([])

    await user.click(within(panel).getByRole('button', { name: 'Cancel order' }))
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    )
    await vi.waitFor(() => expect(panel).toHaveTextContent('A cancelled order is final'))
    expect(requested(fetchMock, 'POST')).toEqual([`/api/admin/orders/${ID}/status`])
  })

  it('shows the server refusal next to the buttons', async () => {
    serveOrder(makeOrder({ status: 'paid', paymentInstructions: null }), {
      status: 409,
      error: 'This order cannot move from Paid to Refunded',
    })
    const user = userEvent.setup()
    renderDetail()
    const panel = await screen.findByRole('region', { name: 'Change status' })
    await user.click(within(panel).getByRole('button', { name: 'Refund' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This order cannot move from Paid to Refunded',
    )
    expect(within(panel).getByRole('button', { name: 'Refund' })).toBeEnabled()
  })

  it('says when the order does not exist', async () => {
    routeFetch(() => jsonResponse({ error: 'Not found' }, 404))
    renderDetail()
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument()
  })
})
