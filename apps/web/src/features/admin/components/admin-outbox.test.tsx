import type { AdminOutboxItem, AdminOutboxList, AdminOutboxMessage } from '@app/domain/email'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { AdminOutbox } from './admin-outbox'
import { AdminOutboxMessageDetail } from './admin-outbox-message'

afterEach(() => vi.unstubAllGlobals())

const ID = '6b1f0c3e-8d2a-4f5b-9c7e-0a1b2c3d4e5f'
const LINK = 'http://localhost:5000/verify-email?token=abcDEF123_-xyz'

const verification: AdminOutboxItem = {
  id: ID,
  template: 'email-verification',
  recipient: 'vera@example.test',
  subject: 'Confirm your e-mail address for Learnlane',
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  nextAttemptAt: '2026-11-27T09:00:00.000Z',
  sentAt: null,
}
const confirmation: AdminOutboxItem = {
  ...verification,
  id: '0c4e1f2a-3b5d-4e6f-8a9b-1c2d3e4f5a6b',
  template: 'order-confirmation',
  recipient: 'maya@example.test',
  subject: 'Your Learnlane order LL-100001',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  sentAt: '2026-11-27T08:01:00.000Z',
  createdAt: '2026-11-27T08:00:00.000Z',
}

function list(items: AdminOutboxItem[], deliveryEnabled = false): AdminOutboxList {
  return { items, total: items.length, page: 1, pageSize: 20, pageCount: 1, deliveryEnabled }
}

const message: AdminOutboxMessage = {
  ...verification,
  replyTo: null,
  body: `Hello Vera,\n\nConfirm your address by opening this link:\n${LINK}\n`,
  links: [LINK],
  invite: null,
  deliveryEnabled: false,
}

describe('AdminOutbox', () => {
  it('lists each message with its subject, recipient, status, attempts and times', async () => {
    const fetchMock = routeFetch(() => jsonResponse(list([verification, confirmation])))
    renderWithApp(<AdminOutbox />, { path: '/admin/outbox' })

    const table = await screen.findByRole('table', { name: 'Outgoing e-mails, newest first' })
    expect(requested(fetchMock)).toEqual(['/api/admin/outbox?page=1'])
    const pending = within(table).getByRole('row', { name: /Confirm your e-mail address/ })
    expect(pending).toHaveTextContent('vera@example.test')
    expect(pending).toHaveTextContent('Queued')
    expect(pending).toHaveTextContent('Not sent')
    expect(
      within(pending).getByRole('link', { name: 'Confirm your e-mail address for Learnlane' }),
    ).toHaveAttribute('href', `/admin/outbox/${ID}`)
    const sent = within(table).getByRole('row', { name: /LL-100001/ })
    expect(sent).toHaveTextContent('maya@example.test')
    expect(sent).toHaveTextContent('Delivered')
    expect(within(sent).getByText('1')).toBeInTheDocument()
    expect(screen.getByText('Showing 1–2 of 2 messages')).toBeInTheDocument()
    // Without SMTP the page says why nothing leaves.
    expect(screen.getByRole('note')).toHaveTextContent('E-mail delivery is off.')
  })

  it('says nothing about delivery when SMTP is configured', async () => {
    routeFetch(() => jsonResponse(list([confirmation], true)))
    renderWithApp(<AdminOutbox />, { path: '/admin/outbox' })
    await screen.findByRole('table')
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('filters by status through the URL', async () => {
    const fetchMock = routeFetch((_, url) =>
      jsonResponse(
        list(url.includes('status=sent') ? [confirmation] : [verification, confirmation]),
      ),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<AdminOutbox />, { path: '/admin/outbox' })
    await screen.findByRole('table')
    const statuses = screen.getByRole('navigation', { name: 'Filter by status' })
    await user.click(within(statuses).getByRole('link', { name: 'Delivered' }))

    expect(router.state.location.search).toBe('?status=sent')
    await vi.waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/admin/outbox?page=1&status=sent'),
    )
    await vi.waitFor(() =>
      expect(screen.queryByRole('row', { name: /Confirm your e-mail/ })).not.toBeInTheDocument(),
    )
  })

  it('says when the outbox is empty', async () => {
    routeFetch(() => jsonResponse(list([])))
    renderWithApp(<AdminOutbox />, { path: '/admin/outbox' })
    expect(await screen.findByRole('heading', { name: 'No e-mails yet' })).toBeInTheDocument()
  })
})

describe('AdminOutboxMessageDetail', () => {
  it('shows the text of the message and its links, which can be followed', async () => {
    const fetchMock = routeFetch(() => jsonResponse(message))
    renderWithApp(<AdminOutboxMessageDetail id={ID} />, {
      path: '/admin/outbox/:id',
      initialEntries: [`/admin/outbox/${ID}`],
    })

    expect(
      await screen.findByRole('heading', { name: 'Confirm your e-mail address for Learnlane' }),
    ).toBeInTheDocument()
    expect(requested(fetchMock)).toEqual([`/api/admin/outbox/${ID}`])
    expect(screen.getByText('vera@example.test')).toBeInTheDocument()
    expect(screen.getByText(/Confirm your address by opening this link/)).toBeInTheDocument()
    const link = screen.getByRole('link', { name: new RegExp(LINK.replace(/[?]/g, '\\?')) })
    expect(link).toHaveAttribute('href', LINK)
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    )
  })

  it('says when the message does not exist', async () => {
    routeFetch(() => jsonResponse({ error: 'Message not found' }, 404))
    renderWithApp(<AdminOutboxMessageDetail id="nope" />, {
      path: '/admin/outbox/:id',
      initialEntries: ['/admin/outbox/nope'],
    })
    expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeInTheDocument()
  })
})
