import { RECOVERY_MESSAGES } from '@app/domain/auth'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { VerifyEmailStatus } from './verify-email-status'

afterEach(() => vi.unstubAllGlobals())

describe('VerifyEmailStatus', () => {
  it('sends the token once and confirms the address', async () => {
    const fetchMock = routeFetch(() => jsonResponse({ message: RECOVERY_MESSAGES.verified }))
    renderWithApp(<VerifyEmailStatus token="the-token" />, { path: '/verify-email' })
    expect(
      await screen.findByRole('heading', { name: 'E-mail address confirmed' }),
    ).toBeInTheDocument()
    expect(screen.getByText(RECOVERY_MESSAGES.verified)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/auth/verify-email')
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'the-token' })
  })

  it('explains an expired link', async () => {
    routeFetch(() => jsonResponse({ error: RECOVERY_MESSAGES.verifyExpired }, 400))
    renderWithApp(<VerifyEmailStatus token="old" />, { path: '/verify-email' })
    expect(await screen.findByRole('alert')).toHaveTextContent(RECOVERY_MESSAGES.verifyExpired)
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument()
  })

  it('explains a link without a token without asking the server', () => {
    const fetchMock = routeFetch(() => jsonResponse({}))
    renderWithApp(<VerifyEmailStatus token="" />, { path: '/verify-email' })
    expect(screen.getByRole('alert')).toHaveTextContent(RECOVERY_MESSAGES.verifyInvalid)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
