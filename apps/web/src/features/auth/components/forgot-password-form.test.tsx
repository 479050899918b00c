import { RECOVERY_MESSAGES } from '@app/domain/auth'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { ForgotPasswordForm } from './forgot-password-form'

afterEach(() => vi.unstubAllGlobals())

function setup() {
  const user = userEvent.setup()
  renderWithApp(<ForgotPasswordForm />, { path: '/forgot-password' })
  return {
    user,
    email: screen.getByLabelText(/^Email/),
    submit: () => user.click(screen.getByRole('button', { name: 'Send reset link' })),
  }
}

describe('ForgotPasswordForm', () => {
  it('asks for the e-mail next to the field and sends nothing', async () => {
    const fetchMock = routeFetch(() => jsonResponse({}))
    const { user, email, submit } = setup()
    await submit()
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(email).toHaveAccessibleDescription('Email is required')
    await user.type(email, 'maya@example')
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("sends the address and shows the server's neutral confirmation", async () => {
    const fetchMock = routeFetch(() =>
      jsonResponse({ message: RECOVERY_MESSAGES.resetRequested }, 202),
    )
    const { user, email, submit } = setup()
    await user.type(email, 'maya@example.com')
    await submit()
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(RECOVERY_MESSAGES.resetRequested)
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/auth/password-reset/request')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'maya@example.com' })

    // "Send the link again" brings the form back with the address kept.
    await user.click(screen.getByRole('button', { name: 'send the link again' }))
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maya@example.com')
  })

  it('says when the server holds requests back, next to the button', async () => {
    routeFetch(() =>
      jsonResponse({ error: 'Too many attempts. Please try again in 60 seconds.' }, 429),
    )
    const { user, email, submit } = setup()
    await user.type(email, 'maya@example.com')
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 60 seconds.',
    )
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled()
  })
})
