import type { AdminRefund, AdminRefundList } from '@app/domain/orders'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { AdminRefunds } from './admin-refunds'

afterEach(() => vi.unstubAllGlobals())

const ORDER_ID = '11111111-2222-4333-8444-555555555555'
const request = (overrides: Partial<AdminRefund> = {}): AdminRefund => ({
  id: 'r-7',
  orderId: ORDER_ID,
  orderNumber: 'LL-100007',
  courseId: 1,
  productId: null,
  title: 'Modern React From Scratch',
  state: 'pending',
  amountCents: 8929,
  reason: 'The pace is too fast for me.',
  reviewReason: '3 of 8 lessons are complete',
  note: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  decidedAt: null,
  studentName: 'Ada Lovelace',
  studentEmail: 'ada@example.com',
  ...overrides,
})
const list = (items: AdminRefund[]): AdminRefundList => ({ items })

describe('AdminRefunds', () => {
  it('lists the pending requests and grants one with a note', async () => {
    let all = [request()]
    const fetchMock = routeFetch((method, url, body) => {
      if (method === 'POST' && url === '/api/admin/refunds/r-7') {
        const { note } = body as { note?: string }
        all = [
          {
            ...all[0]!,
            state: 'granted',
            note: note ?? null,
            decidedAt: '2026-03-06T09:00:00.000Z',
          },
        ]
        return jsonResponse(all[0])
      }
      const state = new URL(url, 'http://test').searchParams.get('state')
      return jsonResponse(list(all.filter((r) => !state || r.state === state)))
    })
    const user = userEvent.setup()
    renderWithApp(<AdminRefunds />, { path: '/admin/refunds' })

    const requests = await screen.findByRole('list', { name: 'Refund requests' })
    expect(requested(fetchMock)).toEqual(['/api/admin/refunds?state=pending'])
    expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page')
    const card = within(requests).getByRole('listitem', { name: 'Modern React From Scratch' })
    expect(within(card).getByRole('link', { name: 'LL-100007' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    )
    for (const text of [
      'Refund requested',
      'Ada Lovelace',
      'ada@example.com',
      '$89.29',
      'The pace is too fast for me.',
      '3 of 8 lessons are complete',
    ]) {
      expect(card).toHaveTextContent(text)
    }

    await user.click(within(card).getByLabelText('Note for the student'))
    await user.paste('Granted as a goodwill gesture.')
    await user.click(
      within(card).getByRole('button', {
        name: 'Grant refund of Modern React From Scratch to Ada Lovelace',
      }),
    )
    await waitFor(() => expect(requested(fetchMock, 'POST')).toEqual(['/api/admin/refunds/r-7']))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      decision: 'grant',
      note: 'Granted as a goodwill gesture.',
    })
    expect(
      await screen.findByText(
        'Refund granted: $89.29 of LL-100007 goes back to Ada Lovelace, and “Modern React From Scratch” left their courses.',
      ),
    ).toBeInTheDocument()
    // The list came again: nothing waits any more.
    expect(await screen.findByText('No refund requests waiting.')).toBeInTheDocument()

    // Under Granted the request shows its new state and the note.
    await user.click(screen.getByRole('link', { name: 'Granted' }))
    const granted = await screen.findByRole('listitem', { name: 'Modern React From Scratch' })
    expect(granted).toHaveTextContent('Refunded')
    expect(granted).toHaveTextContent('Granted as a goodwill gesture.')
    expect(within(granted).queryByRole('button', { name: /Grant refund/ })).toBeNull()
    expect(requested(fetchMock)).toContain('/api/admin/refunds?state=granted')
  })

  it("shows the server's refusal on the request", async () => {
    routeFetch((method) =>
      method === 'POST'
        ? jsonResponse({ error: 'This request was already answered' }, 409)
        : jsonResponse(list([request()])),
    )
    const user = userEvent.setup()
    renderWithApp(<AdminRefunds />, { path: '/admin/refunds' })
    await user.click(
      await screen.findByRole('button', {
        name: 'Decline refund of Modern React From Scratch to Ada Lovelace',
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('This request was already answered')
  })

  it('lists every request under All', async () => {
    const fetchMock = routeFetch(() => jsonResponse(list([])))
    renderWithApp(<AdminRefunds />, {
      path: '/admin/refunds',
      initialEntries: ['/admin/refunds?state=all'],
    })
    expect(await screen.findByText('No refund requests yet.')).toBeInTheDocument()
    expect(requested(fetchMock)).toEqual(['/api/admin/refunds'])
  })
})
