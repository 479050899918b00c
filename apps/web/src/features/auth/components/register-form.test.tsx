import { PASSWORD_MESSAGES, REGISTER_MESSAGES, REGISTER_RESPONSE } from '@app/domain/auth'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { LoginForm } from './login-form'
import { REGISTER_REDIRECT_MS, RegisterForm } from './register-form'

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit]
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
  const app = renderWithApp(<RegisterForm />, {
    path: '/register',
    routes: [{ path: '/login', element: <h1>Log in page</h1> }],
  })
  const fill = async (values: {
    name?: string
    email?: string
    password?: string
    confirm?: string
  }) => {
    if (values.name) await user.type(screen.getByLabelText(/^Full Name/), values.name)
    if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email)
    if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password)
    if (values.confirm) await user.type(screen.getByLabelText(/^Confirm Password/), values.confirm)
  }
  const submit = () => user.click(screen.getByRole('button', { name: 'Sign Up' }))
  return { user, fill, submit, router: app.router }
}

const valid = {
  name: 'Maya Mentor',
  email: 'maya@example.com',
  password: 'Secret#1 and more',
  confirm: 'Secret#1 and more',
}

describe('RegisterForm', () => {
  it('shows every field message on an empty submit', async () => {
    const { submit } = setup()
    await submit()
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says when the passwords do not match', async () => {
    const { fill, submit } = setup()
    await fill({ ...valid, confirm: 'Secret#2 and more' })
    await submit()
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('joins as a Mentor by default, toasts, then opens /login after 2 s', async () => {
    fetchMock.mockResolvedValue(jsonResponse(REGISTER_RESPONSE, 201))
    const { fill, submit, router } = setup()
    expect(screen.getByRole('group', { name: 'Join As' })).toBeInTheDocument()
    await fill(valid)
    await submit()
    expect(
      await screen.findByText('Registration successful! Redirecting to login page...'),
    ).toBeInTheDocument()
    // True for a new address and for one that already had an account (its owner is e-mailed).
    expect(await screen.findByText(REGISTER_MESSAGES.checkInbox)).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/auth/teacher/register')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Maya Mentor',
      email: 'maya@example.com',
      password: 'Secret#1 and more',
      confirmPassword: 'Secret#1 and more',
    })
    expect(screen.getByRole('button', { name: 'Signing Up ...' })).toBeDisabled()
    expect(router.state.location.pathname).toBe('/register')
    await act(() => vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_MS))
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument()
  })

  it('opens /login with the e-mail and the role filled in, and nothing personal in the URL', async () => {
    fetchMock.mockResolvedValue(jsonResponse(REGISTER_RESPONSE, 201))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    const { router } = renderWithApp(<RegisterForm />, {
      path: '/register',
      routes: [{ path: '/login', element: <LoginForm /> }],
    })
    await user.click(screen.getByRole('radio', { name: 'Student' }))
    await user.type(screen.getByLabelText(/^Full Name/), valid.name)
    await user.type(screen.getByLabelText(/^Email/), valid.email)
    await user.type(screen.getByLabelText(/^Password/), valid.password)
    await user.type(screen.getByLabelText(/^Confirm Password/), valid.confirm)
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    await screen.findByText('Registration successful! Redirecting to login page...')
    await act(() => vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_MS))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.getByRole('group', { name: 'Log in as' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maya@example.com')
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked()
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus())
    expect(screen.getByLabelText(/^Password/)).toHaveValue('')
    expect(router.state.location.search).toBe('')
    expect(router.state.location.hash).toBe('')
    // The next visit to the login page starts on the same role.
    expect(localStorage.getItem('lastLoginRole')).toBe('student')
  })

  it('registers a Student on the student endpoint', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'ok' }, 201))
    const { user, fill, submit } = setup()
    await user.click(screen.getByRole('radio', { name: 'Student' }))
    await fill(valid)
    await submit()
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/student/register'))
  })

  it("shows the server's message as a toast when registration fails", async () => {
    const error = 'Too many attempts. Please try again in 60 seconds.'
    fetchMock.mockResolvedValue(jsonResponse({ error }, 429))
    const { fill, submit, router } = setup()
    await fill(valid)
    await submit()
    expect(await screen.findByText(error)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled()
    await act(() => vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_MS))
    expect(router.state.location.pathname).toBe('/register')
  })

  it('asks for at least 15 characters next to the password field', async () => {
    const { fill, submit } = setup()
    const password = screen.getByLabelText(/^Password/)
    expect(password).toHaveAccessibleDescription(/At least 15 characters/)
    await fill({ ...valid, password: 'Secret#1', confirm: 'Secret#1' })
    await submit()
    expect(await screen.findByText('Use at least 15 characters')).toBeInTheDocument()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(/Use at least 15 characters/)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows the server's common-password refusal next to the password field", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: PASSWORD_MESSAGES.tooCommon, field: 'password' }, 400),
    )
    const { fill, submit } = setup()
    await fill(valid)
    await submit()
    const password = screen.getByLabelText(/^Password/)
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    expect(password).toHaveAccessibleDescription(new RegExp(PASSWORD_MESSAGES.tooCommon))
    expect(screen.getAllByText(PASSWORD_MESSAGES.tooCommon)).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled()
  })

  it('links to the login page', () => {
    setup()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })
})
