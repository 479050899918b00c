import { EMAIL_DEFAULTS, EMAIL_MESSAGES } from '@app/domain/email'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMAIL_REQUEST_TIMEOUT_MS } from '../../lib/email-client'
import { OFFLINE_FAILURE, SubscribeForm } from './subscribe-form'

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit]
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>

function answer(status: number) {
  fetchMock.mockImplementation(async () => new Response(status === 200 ? 'OK' : 'Bad', { status }))
}

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
  render(<SubscribeForm />)
  const input = screen.getByLabelText('Email address')
  const submit = () => user.click(screen.getByRole('button', { name: 'Subscribe' }))
  return { user, input, submit }
}

describe('SubscribeForm', () => {
  it('posts the e-mail to the own origin in the service wire format, then confirms and resets', async () => {
    answer(200)
    const { user, input, submit } = setup()
    await user.type(input, 'reader@example.com')
    await submit()

    expect(await screen.findByText(EMAIL_MESSAGES.subscribeSuccess)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('You have successfully subscribed.')
    expect(input).toHaveValue('')

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe(`${window.location.origin}/api/v1.0/email/send-form`)
    expect(init?.method).toBe('POST')
    const body = init?.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(body.get('email')).toBe('reader@example.com')
    expect(body.get('service_id')).toBe(EMAIL_DEFAULTS.serviceId)
    expect(body.get('template_id')).toBe(EMAIL_DEFAULTS.templates.subscribe)
    expect(body.get('user_id')).toBe(EMAIL_DEFAULTS.publicKey)
    expect(body.get('lib_version')).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('hides the message after 2 seconds', async () => {
    answer(200)
    const { user, input, submit } = setup()
    await user.type(input, 'reader@example.com')
    await submit()
    await screen.findByText(EMAIL_MESSAGES.subscribeSuccess)
    act(() => {
      vi.advanceTimersByTime(EMAIL_MESSAGES.statusTimeoutMs - 100)
    })
    expect(screen.getByText(EMAIL_MESSAGES.subscribeSuccess)).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(screen.queryByText(EMAIL_MESSAGES.subscribeSuccess)).not.toBeInTheDocument()
  })

  it.each([400, 403, 429, 451, 500])(
    'shows the failure text and keeps the address on status %i',
    async (status) => {
      answer(status)
      const { user, input, submit } = setup()
      await user.type(input, 'reader@example.com')
      await submit()
      expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
      expect(input).toHaveValue('reader@example.com')
    },
  )

  it('fails when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { user, input, submit } = setup()
    await user.type(input, 'reader@example.com')
    await submit()
    expect(await screen.findByText(EMAIL_MESSAGES.failure)).toBeInTheDocument()
  })

  it('shows a busy button while sending and fails when the service never answers', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}))
    const { user, input, submit } = setup()
    await user.type(input, 'reader@example.com')
    await submit()
    const busy = await screen.findByRole('button', { name: 'Subscribing…' })
    expect(busy).toBeDisabled()
    act(() => {
      vi.advanceTimersByTime(EMAIL_REQUEST_TIMEOUT_MS)
    })
    expect(await screen.findByText(EMAIL_MESSAGES.failure)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })

  it('lets the browser refuse an empty or malformed address without sending', async () => {
    answer(200)
    const { user, input, submit } = setup()
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('type', 'email')
    await submit()
    await user.type(input, 'not-an-email')
    await submit()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('uses the domain failure text when the sending code cannot load', () => {
    expect(OFFLINE_FAILURE).toBe(EMAIL_MESSAGES.failure)
  })
})
