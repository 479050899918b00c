import type { Account } from '@app/domain/auth'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { DashboardLayout } from './dashboard-layout'

afterEach(() => vi.unstubAllGlobals())

const account = (emailVerified: boolean | undefined): Account => ({
  id: '6f1c2b8e-3d4a-4b5c-9d8e-7f6a5b4c3d2e',
  name: 'Sam Student',
  email: 'sam@example.com',
  role: 'student',
  createdAt: '2026-11-01T10:00:00.000Z',
  avatarUrl: null,
  ...(emailVerified === undefined ? {} : { emailVerified }),
})

function renderDashboard() {
  renderWithApp(
    <Suspense fallback={null}>
      <DashboardLayout area="student" title="Dashboard" onLogout={() => {}}>
        <p>Page content</p>
      </DashboardLayout>
    </Suspense>,
    { path: '/student-dashboard' },
  )
}

describe('DashboardLayout: unverified e-mail notice', () => {
  it('tells an unverified owner and sends the link again on request', async () => {
    const fetchMock = routeFetch((method, url) => {
      if (method === 'POST' && url === '/api/me/verification-email') {
        return jsonResponse({ message: 'We sent a new link to your e-mail address.' }, 202)
      }
      return jsonResponse(account(false))
    })
    renderDashboard()
    expect(await screen.findByText('Your e-mail address is not verified yet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new link to your e-mail address.',
    )
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument()
    expect(requested(fetchMock, 'POST')).toEqual(['/api/me/verification-email'])
  })

  it('says why the link was not sent, next to the button', async () => {
    routeFetch((method) =>
      method === 'POST'
        ? jsonResponse({ error: 'Too many attempts. Please try again in 600 seconds.' }, 429)
        : jsonResponse(account(false)),
    )
    renderDashboard()
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 600 seconds.',
    )
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled()
  })

  it.each([
    ['a verified account', true],
    ['a server that does not say', undefined],
  ])('shows nothing to %s', async (_label, emailVerified) => {
    routeFetch(() => jsonResponse(account(emailVerified)))
    renderDashboard()
    expect(await screen.findByText('Page content')).toBeInTheDocument()
    expect(screen.queryByText('Your e-mail address is not verified yet.')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument()
  })
})
