import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import {
  makeLine,
  makeOrder,
  orderList,
  requested,
  routeFetch,
} from '../../../testing/order-fixtures'
import { AdminOrders } from './admin-orders'

afterEach(() => vi.unstubAllGlobals())

const bundle = makeOrder({
  id: 'a1',
  number: 'LL-100002',
  email: 'maya@example.com',
  status: 'paid',
  paymentMethod: 'paypal',
  lines: [
    makeLine({ title: 'Modern React From Scratch' }),
    makeLine({ kind: 'product', itemId: 4, title: 'Desk Lamp', quantity: 2 }),
  ],
  totalCents: 14_650,
})
const single = makeOrder({ id: 'a2', number: 'LL-100001' })

describe('AdminOrders', () => {
  it('lists each order with its number, customer, items, total, status and payment method', async () => {
    const fetchMock = routeFetch(() => jsonResponse(orderList([bundle, single], { total: 2 })))
    renderWithApp(<AdminOrders />, { path: '/admin/orders' })

    const table = await screen.findByRole('table', { name: 'Orders, newest first' })
    expect(requested(fetchMock)).toEqual(['/api/admin/orders?page=1'])
    const row = within(table).getByRole('row', { name: /LL-100002/ })
    expect(row).toHaveTextContent('maya@example.com')
    expect(row).toHaveTextContent('Modern React From Scratch × 1')
    expect(row).toHaveTextContent('Desk Lamp × 2')
    expect(row).toHaveTextContent('$146.50')
    expect(row).toHaveTextContent('Paid')
    expect(row).toHaveTextContent('PayPal')
    expect(within(row).getByRole('link', { name: 'LL-100002' })).toHaveAttribute(
      'href',
      '/admin/orders/a1',
    )
    const other = within(table).getByRole('row', { name: /LL-100001/ })
    expect(other).toHaveTextContent('Awaiting payment')
    expect(other).toHaveTextContent('Direct Bank Transfer')
    expect(screen.getByText('Showing 1–2 of 2 orders')).toBeInTheDocument()
  })

  it('filters by status through the URL and asks the server for that status', async () => {
    const fetchMock = routeFetch((_, url) =>
      jsonResponse(orderList(url.includes('status=paid') ? [bundle] : [bundle, single])),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<AdminOrders />, { path: '/admin/orders' })
    await screen.findByRole('table')

    const statuses = screen.getByRole('navigation', { name: 'Filter by status' })
    expect(within(statuses).getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await user.click(within(statuses).getByRole('link', { name: 'Paid' }))

    expect(router.state.location.search).toBe('?status=paid')
    await vi.waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/admin/orders?page=1&status=paid'),
    )
    await vi.waitFor(() =>
      expect(screen.queryByRole('row', { name: /LL-100001/ })).not.toBeInTheDocument(),
    )
    expect(within(statuses).getByRole('link', { name: 'Paid' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('searches by order number or e-mail and starts again at page 1', async () => {
    const fetchMock = routeFetch(() => jsonResponse(orderList([bundle])))
    const user = userEvent.setup()
    const { router } = renderWithApp(<AdminOrders />, {
      path: '/admin/orders',
      initialEntries: ['/admin/orders?status=paid&page=3'],
    })
    await screen.findByRole('table')
    expect(requested(fetchMock)[0]).toBe('/api/admin/orders?page=3&status=paid')

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' maya@ ')
    await user.click(screen.getByRole('button', { name: 'Search' }))

    expect(router.state.location.search).toBe('?status=paid&q=maya%40')
    await vi.waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/admin/orders?page=1&status=paid&q=maya%40'),
    )
  })

  it('says when no order matches and offers the full list', async () => {
    routeFetch(() => jsonResponse(orderList([])))
    renderWithApp(<AdminOrders />, {
      path: '/admin/orders',
      initialEntries: ['/admin/orders?q=nobody'],
    })
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Show all orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    )
  })

  it('shows the server message when the list cannot be loaded', async () => {
    routeFetch(() => jsonResponse({ error: 'Only admins can see orders' }, 403))
    renderWithApp(<AdminOrders />, { path: '/admin/orders' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can see orders')
  })
})
