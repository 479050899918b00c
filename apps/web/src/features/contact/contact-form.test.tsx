import { EMAIL_DEFAULTS, EMAIL_MESSAGES } from '@app/domain/email'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMAIL_REQUEST_TIMEOUT_MS } from '../../lib/email-client'
import { ContactForm } from './contact-form'

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit]
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>

const answer = (status: number) =>
  fetchMock.mockImplementation(async () => new Response(status === 200 ? 'OK' : 'Nope', { status }))

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
  render(<ContactForm />)
  const fields = {
    firstName: screen.getByLabelText(/First name/),
    email: screen.getByLabelText(/Email/),
    title: screen.getByLabelText(/Title/),
    message: screen.getByLabelText(/Message/),
  }
  const fill = async () => {
    await user.type(fields.firstName, 'Maya')
    await user.type(fields.email, 'maya@example.com')
    await user.type(fields.title, 'Team licence')
    await user.type(fields.message, 'Do you offer licences for a team of ten?')
  }
  const submit = () => user.click(screen.getByRole('button', { name: /Send Message/ }))
  return { user, fields, fill, submit }
}

describe('ContactForm', () => {
  it('shows the schema message next to each empty field and sends nothing', async () => {
    const { fields, submit } = setup()
    await submit()
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(fields.firstName).toHaveAttribute('aria-invalid', 'true')
    expect(fields.firstName).toHaveAccessibleDescription('First name is required')
    expect(fields.email).toHaveAttribute('type', 'email')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('marks every field required, and lets its own messages replace the browser check once running', async () => {
    const { fields, submit } = setup()
    for (const field of Object.values(fields)) expect(field).toBeRequired()
    const form = fields.firstName.closest('form')!
    // Before the app runs (server-rendered HTML) the browser checks `required`; then the form does.
    expect(form.noValidate).toBe(true)
    await submit()
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
  })

  it('rejects a malformed e-mail and clears the message once corrected', async () => {
    const { user, fields, fill, submit } = setup()
    await fill()
    await user.clear(fields.email)
    await user.type(fields.email, 'maya@')
    await submit()
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument()
    await user.type(fields.email, 'example.com')
    expect(screen.queryByText('Email must be a valid e-mail address')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the fields as JSON to the own origin, shows the green success for 2 s and resets', async () => {
    answer(200)
    const { fields, fill, submit } = setup()
    await fill()
    await submit()

    const success = await screen.findByText(EMAIL_MESSAGES.contactSuccess)
    expect(success).toHaveClass('is-success')
    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully')
    expect(fields.firstName).toHaveValue('')
    expect(fields.message).toHaveValue('')

    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe(`${window.location.origin}/api/v1.0/email/send`)
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: EMAIL_DEFAULTS.publicKey,
      service_id: EMAIL_DEFAULTS.serviceId,
      template_id: EMAIL_DEFAULTS.templates.contact,
      template_params: {
        first_name: 'Maya',
        email: 'maya@example.com',
        title: 'Team licence',
        message: 'Do you offer licences for a team of ten?',
      },
    })

    act(() => {
      vi.advanceTimersByTime(EMAIL_MESSAGES.statusTimeoutMs - 200)
    })
    expect(screen.getByText(EMAIL_MESSAGES.contactSuccess)).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(screen.queryByText(EMAIL_MESSAGES.contactSuccess)).not.toBeInTheDocument()
  })

  it.each([400, 429, 500])(
    'shows the red failure on status %i and keeps what was typed',
    async (status) => {
      answer(status)
      const { fields, fill, submit } = setup()
      await fill()
      await submit()
      const failure = await screen.findByText(EMAIL_MESSAGES.failure)
      expect(failure).toHaveClass('is-danger')
      expect(fields.title).toHaveValue('Team licence')
      act(() => {
        vi.advanceTimersByTime(EMAIL_MESSAGES.statusTimeoutMs)
      })
      expect(screen.queryByText(EMAIL_MESSAGES.failure)).not.toBeInTheDocument()
    },
  )

  it('shows a busy button while sending and fails when the service never answers', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}))
    const { fill, submit } = setup()
    await fill()
    await submit()
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled()
    act(() => {
      vi.advanceTimersByTime(EMAIL_REQUEST_TIMEOUT_MS)
    })
    expect(await screen.findByText(EMAIL_MESSAGES.failure)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled()
  })
})
