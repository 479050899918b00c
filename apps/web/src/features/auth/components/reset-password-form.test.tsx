import { PASSWORD_MESSAGES, RECOVERY_MESSAGES } from '@app/domain/auth'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { ResetPasswordForm } from './reset-password-form'

afterEach(() => vi.unstubAllGlobals())

const TOKEN = 'q7xW3-link-token_from-the-e-mail'
const GOOD = 'a brand new pass phrase'

function setup(token = TOKEN) {
  const user = userEvent.setup()
  renderWithApp(<ResetPasswordForm token={token} />, { path: '/reset-password' })
  const fill = async (password: string, confirm = password) => {
    await user.type(screen.getByLabelText(/^New Password/), password)
    await user.type(screen.getByLabelText(/^Confirm New Password/), confirm)
  }
  const submit = () => user.click(screen.getByRole('button', { name: 'Change password' }))
  return { user, fill, submit }
}

describe('ResetPasswordForm', () => {
  it('shows the length rule next to the password field and sends nothing', async () => {
    const fetchMock = routeFetch(() => jsonResponse({}))
    const { fill, submit } = setup()
    const password = screen.getByLabelText(/^New Password/)
    expect(password).toHaveAccessibleDescription(/At least 15 characters/)
    await fill('fourteen chars')
    await submit()
    expect(await screen.findByText('Use at least 15 characters')).toBeInTheDocument()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(/Use at least 15 characters/)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says when the passwords do not match, or a password is too long', async () => {
    routeFetch(() => jsonResponse({}))
    const { user, fill, submit } = setup()
    await fill(GOOD, 'a different pass phrase')
    await submit()
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    const password = screen.getByLabelText(/^New Password/)
    await user.clear(password)
    await user.click(password)
    await user.paste('p'.repeat(129))
    expect(await screen.findByText('Use at most 128 characters')).toBeInTheDocument()
  })

  it('sends the token in the body, then says the password changed and links to login', async () => {
    const fetchMock = routeFetch(() => jsonResponse({ message: RECOVERY_MESSAGES.passwordChanged }))
    const { fill, submit } = setup()
    await fill(GOOD)
    await submit()
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument()
    expect(screen.getByText(RECOVERY_MESSAGES.passwordChanged)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/auth/password-reset/confirm')
    expect(JSON.parse(String(init?.body))).toEqual({
      token: TOKEN,
      password: GOOD,
      confirmPassword: GOOD,
    })
  })

  it("shows the server's common-password refusal next to the password field", async () => {
    routeFetch(() => jsonResponse({ error: PASSWORD_MESSAGES.tooCommon, field: 'password' }, 400))
    const { fill, submit } = setup()
    await fill('qwerty123456789')
    await submit()
    expect(await screen.findByText(PASSWORD_MESSAGES.tooCommon)).toBeInTheDocument()
    const password = screen.getByLabelText(/^New Password/)
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(new RegExp(PASSWORD_MESSAGES.tooCommon))
    expect(password).toHaveFocus()
  })

  it.each([RECOVERY_MESSAGES.resetExpired, RECOVERY_MESSAGES.resetUsed])(
    'explains a link the server refuses (%s) and offers a new one',
    async (error) => {
      routeFetch(() => jsonResponse({ error }, 400))
      const { fill, submit } = setup()
      await fill(GOOD)
      await submit()
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(error)
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      )
      expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument()
    },
  )

  it('explains a link without a token at once', () => {
    setup('')
    expect(screen.getByRole('alert')).toHaveTextContent(RECOVERY_MESSAGES.resetInvalid)
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument()
  })
})
