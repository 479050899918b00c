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
import { OrdersPanel } from './orders-panel'

afterEach(() => vi.unstubAllGlobals())

const bundle = makeOrder({
  id: '11111111-2222-4333-8444-555555555555',
  number: 'LL-100007',
  createdAt: '2026-03-04T12:00:00.000Z',
  status: 'paid',
  lines: [
    makeLine({ title: 'Modern React From Scratch' }),
    makeLine({ itemId: 2, title: 'Python for Data Science' }),
    makeLine({ kind: 'product', itemId: 3, title: 'Desk Lamp' }),
  ],
  totalCents: 21_450,
})
const single = makeOrder({ number: 'LL-100003', createdAt: '2026-02-11T08:00:00.000Z' })

describe('OrdersPanel', () => {
  it("lists the account's orders: number, first item + N more, date, total, status and a view link", async () => {
    const fetchMock = routeFetch(() => jsonResponse(orderList([bundle, single])))
    renderWithApp(<OrdersPanel area="student" />, { path: '/student-order' })

    const table = await screen.findByRole('table', { name: 'Your orders, newest first' })
    expect(requested(fetchMock)).toEqual(['/api/me/orders?page=1'])
    const [, first, second] = within(table).getAllByRole('row')
    const cells = within(first!).getAllByRole('cell')
    expect(cells.map((c) => c.textContent)).toEqual([
      'LL-100007',
      'Modern React From Scratch + 2 more',
      'March 4, 2026',
      '$214.50',
      'Paid',
      'View',
    ])
    expect(within(first!).getByRole('link', { name: 'View order LL-100007' })).toHaveAttribute(
      'href',
      '/shop-order?id=11111111-2222-4333-8444-555555555555',
    )
    expect(second).toHaveTextContent('Modern React From Scratch')
    expect(second).not.toHaveTextContent('more')
    expect(second).toHaveTextContent('Awaiting payment')
  })

  it('pages through the URL with the spec pagination', async () => {
    const fetchMock = routeFetch((_, url) =>
      jsonResponse(
        orderList(url.endsWith('page=2') ? [single] : [bundle], {
          total: 11,
          pageSize: 10,
          pageCount: 2,
          page: url.endsWith('page=2') ? 2 : 1,
        }),
      ),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<OrdersPanel area="student" />, { path: '/student-order' })
    const pages = await screen.findByRole('navigation', { name: 'Order pages' })
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }))
    expect(router.state.location.search).toBe('?page=2')
    expect(await screen.findByRole('row', { name: /LL-100003/ })).toBeInTheDocument()
    expect(requested(fetchMock)).toEqual(['/api/me/orders?page=1', '/api/me/orders?page=2'])
  })

  it('offers the catalog and the shop when there are no orders', async () => {
    routeFetch(() => jsonResponse(orderList([])))
    renderWithApp(<OrdersPanel area="instructor" />, { path: '/instructor-order' })
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore courses' })).toHaveAttribute(
      'href',
      '/course-grid-left-sidebar',
    )
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute(
      'href',
      '/shop-list',
    )
  })

  it('shows the server message and retries', async () => {
    let calls = 0
    routeFetch(() =>
      ++calls === 1
        ? jsonResponse({ error: 'Log in to see your orders' }, 401)
        : jsonResponse(orderList([single])),
    )
    const user = userEvent.setup()
    renderWithApp(<OrdersPanel area="student" />, { path: '/student-order' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in to see your orders')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('row', { name: /LL-100003/ })).toBeInTheDocument()
  })
})
