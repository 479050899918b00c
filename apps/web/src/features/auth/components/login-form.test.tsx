import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeToken, jsonResponse, renderWithApp } from '../../../testing/render'
import { hardNavigate } from '../hard-navigate'
import { LoginForm } from './login-form'

vi.mock('../hard-navigate', () => ({ hardNavigate: vi.fn() }))

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit]
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>()
  vi.stubGlobal('fetch', fetchMock)
  vi.mocked(hardNavigate).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

function setup() {
  const user = userEvent.setup()
  renderWithApp(<LoginForm />, { path: '/login' })
  return {
    user,
    email: screen.getByLabelText(/^Email/),
    password: screen.getByLabelText(/^Password/),
    submit: () => user.click(screen.getByRole('button', { name: 'Sign Up' })),
  }
}

describe('LoginForm', () => {
  it('shows the field messages on submit and sends nothing', async () => {
    const { submit, email, password } = setup()
    await submit()
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Email is required')
    expect(password).toHaveAccessibleDescription('Password is required')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('rejects a malformed e-mail, then re-checks while typing', async () => {
    const { user, submit, email, password } = setup()
    await user.type(email, 'maya@example')
    await user.type(password, 'secret')
    await submit()
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    await user.type(email, '.com')
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument())
  })

  it('logs a Mentor in by default: teacher endpoint, token stored, instructor dashboard loaded', async () => {
    const token = fakeToken({ role: 'teacher', name: 'Maya' })
    fetchMock.mockResolvedValue(jsonResponse({ token }))
    const { user, submit, email, password } = setup()
    expect(screen.getByRole('radio', { name: 'Mentor' })).toBeChecked()
    await user.type(email, 'maya@example.com')
    await user.type(password, 'Secret#1')
    await submit()
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/instructor-dashboard'))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/auth/teacher/login')
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'maya@example.com',
      password: 'Secret#1',
    })
    expect(localStorage.getItem('token')).toBe(token)
  })

  it('switches to Student: student endpoint and the student dashboard', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: fakeToken({ role: 'student' }) }))
    const { user, submit, email, password } = setup()
    await user.click(screen.getByRole('radio', { name: 'Student' }))
    await user.type(email, 'sam@example.com')
    await user.type(password, 'Secret#1')
    await submit()
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/student-dashboard'))
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/student/login')
  })

  it('shows "Signing Up ..." and disables the button while the request runs', async () => {
    let answer: (r: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    const { user, submit, email, password } = setup()
    await user.type(email, 'maya@example.com')
    await user.type(password, 'Secret#1')
    await submit()
    const busy = await screen.findByRole('button', { name: 'Signing Up ...' })
    expect(busy).toBeDisabled()
    answer(jsonResponse({ error: 'Invalid email or password' }, 401))
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled()
    expect(hardNavigate).not.toHaveBeenCalled()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('goes back to a pending return path (checkout) instead of the dashboard, once', async () => {
    sessionStorage.setItem('returnTo', '/shop-checkout')
    fetchMock.mockResolvedValue(jsonResponse({ token: fakeToken({ role: 'student' }) }))
    const { user, submit, email, password } = setup()
    await user.click(screen.getByRole('radio', { name: 'Student' }))
    await user.type(email, 'sam@example.com')
    await user.type(password, 'Secret#1')
    await submit()
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/shop-checkout'))
    expect(sessionStorage.getItem('returnTo')).toBeNull()
  })

  it('ignores a return path to another site', async () => {
    sessionStorage.setItem('returnTo', '//evil.test/phish')
    fetchMock.mockResolvedValue(jsonResponse({ token: fakeToken({ role: 'student' }) }))
    const { user, submit, email, password } = setup()
    await user.click(screen.getByRole('radio', { name: 'Student' }))
    await user.type(email, 'sam@example.com')
    await user.type(password, 'Secret#1')
    await submit()
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/student-dashboard'))
  })

  it("falls back to 'Login failed!' when the server sends no message", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }))
    const { user, submit, email, password } = setup()
    await user.type(email, 'maya@example.com')
    await user.type(password, 'Secret#1')
    await submit()
    expect(await screen.findByText('Login failed!')).toBeInTheDocument()
  })

  it('links to registration', () => {
    setup()
    expect(screen.getByRole('link', { name: 'Join here' })).toHaveAttribute('href', '/register')
  })

  it('offers a keyboard-reachable "Forgot password?" link right after the password', async () => {
    const { user, password } = setup()
    const link = screen.getByRole('link', { name: 'Forgot password?' })
    expect(link).toHaveAttribute('href', '/forgot-password')
    await user.click(password)
    await user.tab() // the show/hide toggle of the password
    await user.tab()
    expect(link).toHaveFocus()
  })
})
