import type { Booking } from '@app/domain/sessions'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeMentorBooking } from '../../../testing/mentor-session-fixtures'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { AdminSessionDisputes } from './admin-session-disputes'

beforeEach(() => {
  // The admin reads times in Tokyo: neither party's zone.
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: 'Asia/Tokyo' }
  })
})
afterEach(() => vi.unstubAllGlobals())

const disputed = makeMentorBooking({
  id: 41,
  startsAt: '2026-11-29T15:00:00.000Z',
  outcome: 'mentor_no_show',
  outcomeBy: 'student',
  outcomeNote: 'Nobody joined the room.',
  disputeNote: 'I was there; the student’s link failed.',
})

describe('AdminSessionDisputes', () => {
  it('shows both sides of a dispute and upholds the outcome with a note', async () => {
    let items: Booking[] = [disputed]
    const fetchMock = routeFetch((method, url, body) => {
      if (method === 'POST' && url === '/api/admin/session-disputes/41') {
        const resolved = { ...disputed, resolution: (body as { resolution: 'upheld' }).resolution }
        items = []
        return jsonResponse(resolved)
      }
      return jsonResponse({ items })
    })
    const user = userEvent.setup()
    renderWithApp(<AdminSessionDisputes />, { path: '/admin/session-disputes' })

    const list = await screen.findByRole('list', { name: 'Disputed sessions' })
    const card = within(list).getByRole('listitem', {
      name: 'Career chat: Jane Doe with Sam Student',
    })
    for (const text of [
      'Jane Doe',
      'Sun 29 Nov 2026, 10:00 · America/New_York (UTC-5)',
      'Sam Student',
      'Sun 29 Nov 2026, 16:00 · Europe/Berlin (UTC+1)',
      // The session and when it was booked, on the admin's own clock, in the same format.
      'SessionMon 30 Nov 2026, 00:00–00:45 (45 min)Your time · Asia/Tokyo (UTC+9)',
      'BookedFri 20 Nov 2026, 19:00',
      '$50.00',
      'Outcome given by Sam Student',
      'Mentor did not come · “Nobody joined the room.”',
      'Disputed by Jane Doe',
      '“I was there; the student’s link failed.”',
      'Upholding keeps the mentor’s no-show and gives the student back what they paid for the session.',
    ]) {
      expect(card).toHaveTextContent(text)
    }
    expect(card).not.toHaveTextContent('your time,')

    await user.type(
      within(card).getByLabelText('Note for both parties'),
      'The room log shows no mentor.',
    )
    await user.click(within(card).getByRole('button', { name: 'Uphold' }))

    expect(
      await screen.findByText('Outcome upheld: Mentor did not come. Both parties are told.'),
    ).toBeInTheDocument()
    expect(requested(fetchMock, 'POST')).toEqual(['/api/admin/session-disputes/41'])
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      resolution: 'upheld',
      note: 'The room log shows no mentor.',
    })
    // The list came again: nothing waits any more.
    expect(await screen.findByText('No disputes waiting.')).toBeInTheDocument()
  })

  it.each([
    ['mentor_no_show', 'Upholding keeps the mentor’s no-show.'],
    ['student_no_show', 'Upholding keeps the student’s no-show.'],
    ['held', 'Upholding keeps the session as held.'],
  ] as const)('says nothing of refunds for a free session (%s)', async (outcome, means) => {
    const free = { ...disputed, priceCents: 0, outcome }
    routeFetch(() => jsonResponse({ items: [free] }))
    renderWithApp(<AdminSessionDisputes />, { path: '/admin/session-disputes' })
    const card = await screen.findByRole('listitem', {
      name: 'Career chat: Jane Doe with Sam Student',
    })
    expect(card).toHaveTextContent('Free')
    expect(within(card).getByLabelText('Note for both parties')).toHaveAccessibleDescription(
      `Optional, up to 1,000 characters. ${means}`,
    )
    expect(card).not.toHaveTextContent(/refund/i)
  })

  it('says nothing is refunded when a paid student’s no-show is upheld', async () => {
    routeFetch(() => jsonResponse({ items: [{ ...disputed, outcome: 'student_no_show' }] }))
    renderWithApp(<AdminSessionDisputes />, { path: '/admin/session-disputes' })
    expect(await screen.findByLabelText('Note for both parties')).toHaveAccessibleDescription(
      'Optional, up to 1,000 characters. Upholding keeps the student’s no-show; nothing is refunded.',
    )
  })

  it('overturns without a note, and shows a refusal on the dispute', async () => {
    const fetchMock = routeFetch((method) =>
      method === 'POST'
        ? jsonResponse({ error: 'Dispute not found' }, 404)
        : jsonResponse({ items: [disputed] }),
    )
    const user = userEvent.setup()
    renderWithApp(<AdminSessionDisputes />, { path: '/admin/session-disputes' })
    await user.click(await screen.findByRole('button', { name: 'Overturn' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Dispute not found')
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]!.body))).toEqual({ resolution: 'overturned', note: '' })
  })
})
