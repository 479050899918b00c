import type { SessionType } from '@app/domain/sessions'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeMentorSessions } from '../../../testing/mentor-session-fixtures'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { MentoringTypes } from './mentoring-types'

afterEach(() => vi.unstubAllGlobals())

const { types } = makeMentorSessions()

/** Answers the type writes with the type saved, numbered 20 when new. */
function acceptTypes() {
  return routeFetch((method, url, body) => {
    if (method === 'POST' && url === '/api/instructor/sessions/types') {
      return jsonResponse({ id: 20, ...(body as object) }, 201)
    }
    const id = /^\/api\/instructor\/sessions\/types\/(\d+)$/.exec(url)?.[1]
    if (method === 'PUT' && id) return jsonResponse({ id: Number(id), ...(body as object) })
    return jsonResponse({ error: 'Not found' }, 404)
  })
}

const sent = (fetchMock: ReturnType<typeof routeFetch>, method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)![1]!.body))

describe('MentoringTypes', () => {
  it('lists the session types with length, price and approval', () => {
    routeFetch(() => jsonResponse({}))
    renderWithApp(<MentoringTypes types={types} />)
    const list = screen.getByRole('list', { name: 'Your session types' })
    const chat = within(list).getByRole('listitem', { name: 'Career chat' })
    expect(chat).toHaveTextContent('45 min · $50.00 · Booked at once')
    expect(chat).toHaveTextContent('Active')
    expect(within(list).getByRole('listitem', { name: 'Intro call' })).toHaveTextContent(
      '15 min · Free · Requires your approval',
    )
  })

  it('adds a type priced $49.50 as 4950 cents', async () => {
    const fetchMock = acceptTypes()
    const user = userEvent.setup()
    renderWithApp(<MentoringTypes types={types} />)

    await user.click(screen.getByRole('button', { name: 'Add a session type' }))
    const form = screen.getByRole('form', { name: 'New session type' })
    await user.type(within(form).getByLabelText('Title'), 'Portfolio review')
    await user.type(
      within(form).getByLabelText('Description'),
      'We go through your portfolio together.',
    )
    await user.selectOptions(within(form).getByLabelText('Length'), '90 minutes')
    await user.type(within(form).getByLabelText('Price (USD)'), '49.50')
    await user.click(within(form).getByRole('checkbox', { name: /^Requires approval/ }))
    await user.click(within(form).getByRole('button', { name: 'Add session type' }))

    expect(await screen.findByText('“Portfolio review” added.')).toBeInTheDocument()
    expect(requested(fetchMock, 'POST')).toEqual(['/api/instructor/sessions/types'])
    expect(sent(fetchMock, 'POST')).toEqual({
      title: 'Portfolio review',
      description: 'We go through your portfolio together.',
      durationMinutes: 90,
      priceCents: 4950,
      requiresApproval: true,
      active: true,
    })
    expect(screen.queryByRole('form', { name: 'New session type' })).toBeNull()
  })

  it('edits a type: free, and no longer bookable', async () => {
    const fetchMock = acceptTypes()
    const user = userEvent.setup()
    renderWithApp(<MentoringTypes types={types} />)

    await user.click(screen.getByRole('button', { name: 'Edit Career chat' }))
    const form = screen.getByRole('form', { name: 'Edit “Career chat”' })
    expect(within(form).getByLabelText('Price (USD)')).toHaveValue('50.00')
    expect(within(form).getByLabelText('Length')).toHaveValue('45')
    await user.clear(within(form).getByLabelText('Price (USD)'))
    await user.type(within(form).getByLabelText('Price (USD)'), '0')
    await user.click(within(form).getByRole('checkbox', { name: /^Active/ }))
    await user.click(within(form).getByRole('button', { name: 'Save session type' }))

    await waitFor(() =>
      expect(requested(fetchMock, 'PUT')).toEqual(['/api/instructor/sessions/types/11']),
    )
    expect(sent(fetchMock, 'PUT')).toEqual({
      title: 'Career chat',
      description: 'Your next step, your CV, your questions.',
      durationMinutes: 45,
      priceCents: 0,
      requiresApproval: false,
      active: false,
    } satisfies Omit<SessionType, 'id'>)
  })

  it('refuses a price that is not an amount, and a missing title, before sending', async () => {
    const fetchMock = acceptTypes()
    const user = userEvent.setup()
    renderWithApp(<MentoringTypes types={[]} />)
    expect(screen.getByText('No session types yet')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add a session type' }))
    const form = screen.getByRole('form', { name: 'New session type' })
    await user.type(within(form).getByLabelText('Price (USD)'), '49.505')
    await user.click(within(form).getByRole('button', { name: 'Add session type' }))

    expect(
      await within(form).findByText(
        'Enter the price in dollars, such as 49 or 49.50 (0 for a free session)',
      ),
    ).toBeInTheDocument()
    expect(within(form).getByLabelText('Price (USD)')).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(requested(fetchMock, 'POST')).toEqual([])
  })

  it("shows the server's refusal in the form", async () => {
    routeFetch(() => jsonResponse({ error: 'Price is too high' }, 400))
    const user = userEvent.setup()
    renderWithApp(<MentoringTypes types={types} />)
    await user.click(screen.getByRole('button', { name: 'Edit Intro call' }))
    await user.click(screen.getByRole('button', { name: 'Save session type' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Price is too high')
  })
})
