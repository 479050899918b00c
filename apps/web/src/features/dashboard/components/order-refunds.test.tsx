import type { Refund } from '@app/domain/orders'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatLongDate } from '../../../lib/format'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import {
  makeLine,
  makeOrder,
  orderList,
  requested,
  routeFetch,
} from '../../../testing/order-fixtures'
import { meQueries } from '../api/me'
import { OrdersPanel } from './orders-panel'

afterEach(() => vi.unstubAllGlobals())

const DAY = 24 * 60 * 60 * 1000
const until = new Date(Date.now() + 20 * DAY).toISOString()
const ORDER_ID = '11111111-2222-4333-8444-555555555555'

const paid = (lines = [makeLine(), makeLine({ itemId: 2, title: 'Python for Data Science' })]) =>
  makeOrder({
    id: ORDER_ID,
    number: 'LL-100007',
    status: 'paid',
    paymentMethod: 'card',
    refundableUntil: until,
    lines,
    totalCents: 17_858,
  })

const refund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 'r1',
  orderId: ORDER_ID,
  orderNumber: 'LL-100007',
  courseId: 1,
  productId: null,
  title: 'Modern React From Scratch',
  state: 'granted',
  amountCents: 8929,
  reason: 'The course is not what I expected.',
  reviewReason: null,
  note: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  decidedAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
})

const REASON = 'The course is not what I expected.'

/** Renders Order History over a mock API whose POST answers `answer`; the list follows it. */
function renderWith(answer: () => Response, afterPost = paid()) {
  let posted = false
  const fetchMock = routeFetch((method, url) => {
    if (method === 'POST' && url === `/api/me/orders/${ORDER_ID}/refunds`) {
      const response = answer()
      posted = response.ok
      return response
    }
    return jsonResponse(orderList([posted ? afterPost : paid()]))
  })
  const view = renderWithApp(<OrdersPanel area="student" />, { path: '/student-order' })
  // A course list already in the cache, to see whether the refund makes it refresh.
  view.queryClient.setQueryData(meQueries.enrolments().queryKey, { items: [] })
  return { ...view, fetchMock }
}

async function askFor(title: string, reason = REASON) {
  const user = userEvent.setup()
  const refunds = await screen.findByRole('region', { name: 'Refunds' })
  await user.click(within(refunds).getByRole('button', { name: `Request a refund of ${title}` }))
  const dialog = screen.getByRole('dialog', { name: `Refund “${title}”?` })
  if (reason) {
    await user.click(within(dialog).getByLabelText('Why do you ask for a refund?'))
    await user.paste(reason)
  }
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
  return { user, dialog, refunds }
}

describe('OrdersPanel refunds', () => {
  it('asks for a refund, says it is granted and refreshes the orders and the courses', async () => {
    const after = paid([
      makeLine({ refund: { state: 'granted', amountCents: 8929 } }),
      makeLine({ itemId: 2, title: 'Python for Data Science' }),
    ])
    after.status = 'partially_refunded'
    const { fetchMock, queryClient } = renderWith(() => jsonResponse(refund(), 201), after)

    const refunds = await screen.findByRole('region', { name: 'Refunds' })
    const order = within(refunds).getByRole('listitem', { name: 'Order LL-100007' })
    expect(order).toHaveTextContent(`Refundable until ${formatLongDate(until)}`)
    expect(refunds).toHaveTextContent(
      'Refunds within 30 days of payment are granted at once when you have completed less than a quarter of the lessons and have no certificate',
    )

    // Without a reason nothing is sent, and the field says why.
    const user = userEvent.setup()
    await user.click(
      within(order).getByRole('button', { name: 'Request a refund of Modern React From Scratch' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Refund “Modern React From Scratch”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    const field = within(dialog).getByLabelText('Why do you ask for a refund?')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Tell us why you ask for a refund'),
    )
    expect(requested(fetchMock, 'POST')).toEqual([])

    await user.click(field)
    await user.paste(REASON)
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))

    expect(
      await within(refunds).findByText(
        'Refunded: $89.29 goes back to your card within 5–10 days. The course has left My Courses.',
      ),
    ).toHaveAttribute('role', 'status')
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe(`/api/me/orders/${ORDER_ID}/refunds`)
    expect(JSON.parse(String(post[1]!.body))).toEqual({ courseId: 1, reason: REASON })

    // The orders came again: the line shows its refund instead of the button.
    expect(await within(order).findByText('Refunded · $89.29')).toBeInTheDocument()
    expect(
      within(order).queryByRole('button', { name: /Modern React From Scratch/ }),
    ).not.toBeInTheDocument()
    expect(
      within(order).getByRole('button', { name: 'Request a refund of Python for Data Science' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /LL-100007/ })).toHaveTextContent('Partly refunded')
    expect(requested(fetchMock)).toEqual(['/api/me/orders?page=1', '/api/me/orders?page=1'])
    expect(queryClient.getQueryState(meQueries.enrolments().queryKey)?.isInvalidated).toBe(true)
  })

  it('says when the request went to the team, and why', async () => {
    const after = paid([
      makeLine({ refund: { state: 'pending', amountCents: 8929 } }),
      makeLine({ itemId: 2, title: 'Python for Data Science' }),
    ])
    const { queryClient } = renderWith(
      () =>
        jsonResponse(
          refund({
            state: 'pending',
            reviewReason: '3 of 8 lessons are complete',
            decidedAt: null,
          }),
          201,
        ),
      after,
    )
    const { refunds } = await askFor('Modern React From Scratch')
    expect(
      await within(refunds).findByText(
        'Your request is with our team (3 of 8 lessons are complete). We answer within 2 business days.',
      ),
    ).toBeInTheDocument()
    expect(await within(refunds).findByText('Refund requested')).toBeInTheDocument()
    // Still enrolled until the team answers.
    expect(queryClient.getQueryState(meQueries.enrolments().queryKey)?.isInvalidated).toBe(false)
  })

  it("shows the server's refusal in the form", async () => {
    const message = 'Courses can be refunded within 30 days of payment, and that time has passed'
    renderWith(() => jsonResponse({ error: message }, 409))
    const { dialog } = await askFor('Python for Data Science')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeEnabled()
    expect(screen.queryByRole('status', { name: /Refunded/ })).not.toBeInTheDocument()
  })

  it('shows the state of a line already asked for, with no button, and none past the window', async () => {
    const asked = paid([
      makeLine({ refund: { state: 'granted', amountCents: 8929 } }),
      makeLine({
        itemId: 2,
        title: 'Python for Data Science',
        refund: { state: 'declined', amountCents: 4000 },
      }),
    ])
    const old = makeOrder({
      id: '99999999-2222-4333-8444-555555555555',
      number: 'LL-100002',
      status: 'paid',
      refundableUntil: new Date(Date.now() - DAY).toISOString(),
      lines: [makeLine({ itemId: 5, title: 'Old Course' })],
    })
    routeFetch(() => jsonResponse(orderList([asked, old])))
    renderWithApp(<OrdersPanel area="student" />, { path: '/student-order' })

    const refunds = await screen.findByRole('region', { name: 'Refunds' })
    const order = within(refunds).getByRole('listitem', { name: 'Order LL-100007' })
    expect(within(order).getByText('Refunded · $89.29')).toBeInTheDocument()
    expect(within(order).getByText('Refund declined')).toBeInTheDocument()
    expect(within(refunds).queryByRole('button', { name: /Request a refund/ })).toBeNull()
    expect(within(refunds).queryByText('Old Course')).toBeNull()
  })

  it('offers no refunds on an unpaid order', async () => {
    routeFetch(() => jsonResponse(orderList([makeOrder()])))
    renderWithApp(<OrdersPanel area="student" />, { path: '/student-order' })
    await screen.findByRole('table', { name: 'Your orders, newest first' })
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull())
    expect(screen.queryByRole('button', { name: /Request a refund/ })).toBeNull()
  })

  it('asks for a product by its product id, and says the team answers', async () => {
    const lamp = makeLine({ kind: 'product', itemId: 77, title: 'Desk Lamp', quantity: 1 })
    const fetchMock = routeFetch((method) =>
      method === 'POST'
        ? jsonResponse(
            refund({
              courseId: 0,
              productId: 77,
              title: 'Desk Lamp',
              state: 'pending',
              reviewReason: 'Products are refunded once our team has the item back',
            }),
            201,
          )
        : jsonResponse(orderList([paid([lamp])])),
    )
    renderWithApp(<OrdersPanel area="student" />, { path: '/student-order' })
    await askFor('Desk Lamp', 'It arrived broken')
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      productId: 77,
      reason: 'It arrived broken',
    })
    expect(
      await screen.findByText(
        'Your request is with our team (Products are refunded once our team has the item back). We answer within 2 business days.',
      ),
    ).toBeInTheDocument()
  })
})
