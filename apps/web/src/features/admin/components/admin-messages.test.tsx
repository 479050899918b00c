import type { AdminMessagesResponse } from '@app/domain/email'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { AdminMessages } from './admin-messages'

const delivery = (
  status: 'pending' | 'sent' | 'failed',
  extra: Partial<Record<string, unknown>> = {},
) => ({
  status,
  attempts: status === 'sent' ? 1 : 0,
  lastError: null,
  nextAttemptAt: null,
  sentAt: status === 'sent' ? '2026-03-02T10:05:00.000Z' : null,
  ...extra,
})

function response(overrides: Partial<AdminMessagesResponse> = {}): AdminMessagesResponse {
  return {
    contactMessages: {
      items: [
        {
          id: 'c2',
          firstName: 'Maya',
          email: 'maya@example.com',
          title: 'Team licence',
          message: 'Do you offer licences for a team of ten?',
          createdAt: '2026-03-02T10:00:00.000Z',
          delivery: delivery('sent'),
        },
        {
          id: 'c1',
          firstName: 'Omar',
          email: 'omar@example.com',
          title: 'Invoice',
          message: 'Please resend my invoice.',
          createdAt: '2026-03-01T09:00:00.000Z',
          delivery: delivery('pending', { attempts: 2, lastError: 'Connection refused' }),
        },
      ],
      total: 45,
      page: 1,
      pageSize: 20,
    },
    subscribers: {
      items: [
        {
          id: 's1',
          email: 'reader@example.com',
          source: 'subscribe',
          firstSeenAt: '2026-03-01T08:00:00.000Z',
          lastSeenAt: '2026-03-02T08:00:00.000Z',
          delivery: delivery('failed', { attempts: 8, lastError: 'Mailbox unavailable' }),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    },
    ...overrides,
  }
}

function mockFetch(...answers: Response[]) {
  const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
  for (const a of answers) fetchMock.mockResolvedValueOnce(a)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('AdminMessages', () => {
  it('asks the admin API with the bearer token and lists messages and subscribers with their delivery', async () => {
    localStorage.setItem('token', 'admin-token')
    const fetchMock = mockFetch(jsonResponse(response()))
    renderWithApp(<AdminMessages />, { path: '/admin/messages' })

    const contact = await screen.findByRole('region', { name: 'Contact Messages' })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/api/admin/messages?contactPage=1&subscribersPage=1')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token')

    const cards = within(contact).getAllByRole('article')
    expect(cards[0]).toHaveTextContent('Team licence')
    expect(cards[0]).toHaveTextContent('From Maya maya@example.com')
    expect(cards[0]).toHaveTextContent('Do you offer licences for a team of ten?')
    expect(cards[0]).toHaveTextContent('Delivered')
    expect(cards[1]).toHaveTextContent('Queued')
    expect(cards[1]).toHaveTextContent('Attempt 2 failed: Connection refused')

    const table = screen.getByRole('table', { name: 'Subscribers, newest first' })
    const row = within(table).getByRole('row', { name: /reader@example.com/ })
    expect(row).toHaveTextContent('Footer form')
    expect(row).toHaveTextContent('Failed')
    expect(screen.getByText('45')).toBeInTheDocument()
  })

  it('pages the contact messages through the URL', async () => {
    const fetchMock = mockFetch(
      jsonResponse(response()),
      jsonResponse(response({ contactMessages: { ...response().contactMessages, page: 2 } })),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<AdminMessages />, { path: '/admin/messages' })
    const pages = await screen.findByRole('navigation', { name: 'Contact messages pages' })
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }))
    expect(router.state.location.search).toBe('?contactPage=2')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(String(fetchMock.mock.calls[1]![0])).toBe(
      '/api/admin/messages?contactPage=2&subscribersPage=1',
    )
    expect(screen.queryByRole('navigation', { name: 'Subscribers pages' })).not.toBeInTheDocument()
  })

  it('shows empty states when nothing has arrived yet', async () => {
    const empty = { items: [], total: 0, page: 1, pageSize: 20 }
    mockFetch(jsonResponse({ contactMessages: empty, subscribers: empty }))
    renderWithApp(<AdminMessages />, { path: '/admin/messages' })
    expect(
      await screen.findByRole('heading', { name: 'No contact messages yet' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument()
  })

  it('shows the server message and retries on request', async () => {
    mockFetch(
      jsonResponse({ error: 'Only admins can read messages' }, 403),
      jsonResponse(response()),
    )
    const user = userEvent.setup()
    renderWithApp(<AdminMessages />, { path: '/admin/messages' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can read messages')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Contact Messages' })).toBeInTheDocument()
  })
})
