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
  const email = screen.getByLabelText(/^Email/)
  const password = screen.getByLabelText(/^Password/)
  const submit = () => user.click(screen.getByRole('button', { name: 'Sign Up' }))
  return {
    user,
    email,
    password,
    submit,
    /** Fills the form (choosing the role first when given) and submits it. */
    logIn: async (address: string, secret = 'Secret#1', role?: 'Mentor' | 'Student') => {
      if (role) await user.click(screen.getByRole('radio', { name: role }))
      await user.type(email, address)
      await user.type(password, secret)
      await submit()
    },
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
    const { user, email, logIn } = setup()
    await logIn('maya@example', 'secret')
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    await user.type(email, '.com')
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument())
  })

  it('logs a Mentor in by default: teacher endpoint, token stored, instructor dashboard loaded', async () => {
    const token = fakeToken({ role: 'teacher', name: 'Maya' })
    fetchMock.mockResolvedValue(jsonResponse({ token }))
    const { logIn } = setup()
    expect(screen.getByRole('radio', { name: 'Mentor' })).toBeChecked()
    await logIn('maya@example.com')
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
    const { logIn } = setup()
    await logIn('sam@example.com', 'Secret#1', 'Student')
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/student-dashboard'))
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/student/login')
  })

  it('shows "Signing Up ..." and disables the button while the request runs', async () => {
    let answer: (r: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    const { logIn } = setup()
    await logIn('maya@example.com')
    const busy = await screen.findByRole('button', { name: 'Signing Up ...' })
    expect(busy).toBeDisabled()
    answer(jsonResponse({ error: 'Invalid email or password' }, 401))
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled()
    expect(hardNavigate).not.toHaveBeenCalled()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('preselects the role last used on this browser', async () => {
    localStorage.setItem('lastLoginRole', 'student')
    fetchMock.mockResolvedValue(jsonResponse({ token: fakeToken({ role: 'student' }) }))
    const { logIn } = setup()
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked()
    await logIn('sam@example.com')
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/student-dashboard'))
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/student/login')
  })

  it('remembers the role of a successful login for the next visit', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: fakeToken({ role: 'student' }) }))
    const { logIn } = setup()
    await logIn('sam@example.com', 'Secret#1', 'Student')
    await waitFor(() => expect(hardNavigate).toHaveBeenCalled())
    expect(localStorage.getItem('lastLoginRole')).toBe('student')
  })

  it('says the account is a student one and switches to Student, then logs in there', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { error: 'This is a student account: log in as a Student', role: 'student' },
        401,
      ),
    )
    fetchMock.mockResolvedValueOnce(jsonResponse({ token: fakeToken({ role: 'student' }) }))
    const { submit, email, password, logIn } = setup()
    expect(screen.getByRole('radio', { name: 'Mentor' })).toBeChecked()
    await logIn('sam@example.com')
    expect(
      await screen.findByText('This is a student account: log in as a Student'),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked()
    expect(email).toHaveValue('sam@example.com')
    expect(password).toHaveValue('Secret#1')
    await submit()
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/student-dashboard'))
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/teacher/login',
      '/api/auth/student/login',
    ])
  })

  it('switches a student login to Mentor when the account is a mentor one', async () => {
    localStorage.setItem('lastLoginRole', 'student')
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'This is a mentor account: log in as a Mentor', role: 'teacher' }, 401),
    )
    const { logIn } = setup()
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked()
    await logIn('maya@example.com')
    expect(await screen.findByText('This is a mentor account: log in as a Mentor')).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Mentor' })).toBeChecked()
  })

  it('keeps the chosen role when the e-mail or password is wrong', async () => {
    localStorage.setItem('lastLoginRole', 'student')
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Invalid email or password' }, 401))
    const { logIn } = setup()
    await logIn('sam@example.com', 'wrong')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect((await screen.findAllByText('Invalid email or password')).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled()
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked()
    expect(localStorage.getItem('lastLoginRole')).toBe('student')
  })

  it('starts with the e-mail and role a registration handed over, the password focused', async () => {
    renderWithApp(<LoginForm />, {
      path: '/login',
      initialEntries: [
        { pathname: '/login', state: { email: 'sam@example.com', role: 'student' } },
      ],
    })
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sam@example.com')
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked()
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus())
  })

  it('goes back to a pending return path (checkout) instead of the dashboard, once', async () => {
    sessionStorage.setItem('returnTo', '/shop-checkout')
    fetchMock.mockResolvedValue(jsonResponse({ token: fakeToken({ role: 'student' }) }))
    const { logIn } = setup()
    await logIn('sam@example.com', 'Secret#1', 'Student')
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/shop-checkout'))
    expect(sessionStorage.getItem('returnTo')).toBeNull()
  })

  it('ignores a return path to another site', async () => {
    sessionStorage.setItem('returnTo', '//evil.test/phish')
    fetchMock.mockResolvedValue(jsonResponse({ token: fakeToken({ role: 'student' }) }))
    const { logIn } = setup()
    await logIn('sam@example.com', 'Secret#1', 'Student')
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/student-dashboard'))
  })

  it("falls back to 'Login failed!' when the server sends no message", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }))
    const { logIn } = setup()
    await logIn('maya@example.com')
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
