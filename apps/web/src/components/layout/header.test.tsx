import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requested, routeFetch } from '../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../testing/render'
import type { HeaderAccount } from './account-menu'
import { Header } from './header'

afterEach(() => vi.unstubAllGlobals())

const student: HeaderAccount = {
  name: 'Sam Student',
  email: 'sam@example.test',
  roleLabel: 'Student',
  links: [{ label: 'Dashboard', to: '/student-dashboard' }],
  messagesTo: '/student-messages',
}

function stub(count: number) {
  return routeFetch((_method, url) =>
    url === '/api/messages/unread' ? jsonResponse({ count }) : jsonResponse([]),
  )
}

describe('the header’s unread messages', () => {
  it('shows a signed-in person how many messages wait, next to their account', async () => {
    stub(3)
    const user = userEvent.setup()
    renderWithApp(<Header account={student} onLogout={vi.fn()} />)
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread messages' })
    expect(link).toHaveAttribute('href', '/student-messages')
    expect(link).toHaveTextContent('3')

    // On small screens the menu button carries the count, and the menu the link.
    await user.click(screen.getByRole('button', { name: 'Open menu, 3 unread messages' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: 'Messages 3 unread' })).toHaveAttribute(
      'href',
      '/student-messages',
    )
  })

  it('shows no count when nothing is unread', async () => {
    const fetchMock = stub(0)
    renderWithApp(<Header account={student} onLogout={vi.fn()} />)
    await vi.waitFor(() => expect(requested(fetchMock)).toContain('/api/messages/unread'))
    expect(screen.getByRole('link', { name: 'Messages' })).not.toHaveTextContent(/\d/)
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument()
  })

  it('asks nothing about messages for a visitor, nor for an admin', async () => {
    const fetchMock = stub(5)
    const { unmount } = renderWithApp(<Header account={null} onLogout={vi.fn()} />)
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull()
    unmount()
    renderWithApp(
      <Header account={{ ...student, roleLabel: 'Admin', messagesTo: null }} onLogout={vi.fn()} />,
    )
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull()
    await vi.waitFor(() => expect(requested(fetchMock).length).toBeGreaterThan(0))
    expect(requested(fetchMock)).not.toContain('/api/messages/unread')
  })
})
