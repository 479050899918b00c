import type { Booking } from '@app/domain/sessions'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { makeBooking } from '../../../testing/session-fixtures'
import { callsTo, stubApi } from '../../../testing/shop-fixtures'
import { MySessions } from './my-sessions'

const NOW = new Date('2026-12-01T08:30:00.000Z')
const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** A 45-minute session that started `ms` before now. */
const startedAgo = (ms: number, overrides: Partial<Booking> = {}) =>
  makeBooking({ startsAt: new Date(NOW.getTime() - ms).toISOString(), ...overrides })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderMine(booking: Booking, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    'GET /api/me/sessions': () => jsonResponse({ items: [booking] }),
    'GET /api/me/calendar-feed': () => jsonResponse({ url: null }),
    ...routes,
  })
  renderWithApp(<MySessions />, { path: '/student-sessions' })
  return fetchMock
}

const card = () => screen.findByRole('listitem', { name: 'Career chat' })
const buttonNames = (within_: HTMLElement) =>
  within(within_)
    .queryAllByRole('button')
    .map((b) => b.textContent)

describe('My Sessions after a session', () => {
  it.each([
    ['5 minutes after the start', false, 5 * MINUTE],
    ['10 minutes after the start', true, 10 * MINUTE],
    ['a day after', true, 24 * HOUR],
    ['72 hours after the start', true, 72 * HOUR],
    ['a minute past 72 hours', false, 72 * HOUR + MINUTE],
  ])('offers "It was held" and "Mentor did not come" %s: %s', async (_when, isOffered, ago) => {
    renderMine(startedAgo(ago))
    const names = buttonNames(await card())
    expect(names.includes('It was held')).toBe(isOffered)
    expect(names.includes('Mentor did not come')).toBe(isOffered)
  })

  it('offers no outcome once one is given, and says which and by whom', async () => {
    renderMine(startedAgo(2 * HOUR, { outcome: 'held', outcomeBy: 'mentor' }))
    const item = await card()
    expect(buttonNames(item)).not.toContain('It was held')
    expect(within(item).getByRole('list', { name: 'What happened' })).toHaveTextContent(
      'Outcome: Held, marked by Jane',
    )
  })

  it('badges a past session with what happened, not "Confirmed"', async () => {
    const past = (id: number, title: string, ago: number, overrides: Partial<Booking> = {}) =>
      startedAgo(ago, { id, sessionType: { id, title, durationMinutes: 45 }, ...overrides })
    stubApi({
      'GET /api/me/sessions': () =>
        jsonResponse({
          items: [
            past(1, 'Waiting', 2 * HOUR),
            past(2, 'Marked held', 2 * HOUR, { outcome: 'held', outcomeBy: 'mentor' }),
            past(3, 'Mentor away', 3 * HOUR, { outcome: 'mentor_no_show', outcomeBy: 'student' }),
            past(4, 'Student away', 4 * HOUR, {
              outcome: 'student_no_show',
              outcomeBy: 'mentor',
              disputeNote: 'I was there.',
            }),
            past(5, 'Settled', 5 * HOUR, {
              outcome: 'student_no_show',
              outcomeBy: 'mentor',
              disputeNote: 'I was there.',
              resolution: 'overturned',
            }),
            past(6, 'Long ago', 5 * 24 * HOUR),
          ],
        }),
      'GET /api/me/calendar-feed': () => jsonResponse({ url: null }),
    })
    renderWithApp(<MySessions />, { path: '/student-sessions' })
    const badgeOf = async (title: string) => {
      const badge = (await screen.findByRole('listitem', { name: title })).querySelector(
        '.session-status',
      )
      return [badge?.textContent, badge?.className]
    }
    expect(await badgeOf('Waiting')).toEqual([
      'Awaiting outcome',
      'session-status session-status--waiting',
    ])
    expect(await badgeOf('Marked held')).toEqual(['Held', 'session-status session-status--success'])
    expect(await badgeOf('Mentor away')).toEqual([
      'Mentor did not come',
      'session-status session-status--problem',
    ])
    expect(await badgeOf('Student away')).toEqual([
      'Disputed',
      'session-status session-status--waiting',
    ])
    // The admin overturned the no-show: it was held after all.
    expect(await badgeOf('Settled')).toEqual(['Held', 'session-status session-status--success'])
    expect(await badgeOf('Long ago')).toEqual([
      'No outcome given',
      'session-status session-status--neutral',
    ])
    expect(screen.queryByText('Confirmed')).not.toBeInTheDocument()
  })

  it('marks the session held, and shows it', async () => {
    const booking = startedAgo(HOUR)
    const fetchMock = renderMine(booking, {
      'POST /api/me/sessions/77/outcome': () =>
        jsonResponse({ ...booking, outcome: 'held', outcomeBy: 'student' }),
    })
    const user = userEvent.setup()
    await user.click(within(await card()).getByRole('button', { name: 'It was held' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: the session is marked as held.',
    )
    expect(callsTo(fetchMock, 'POST', '/api/me/sessions/77/outcome').map((c) => c.body)).toEqual([
      { outcome: 'held', note: '' },
    ])
    expect(within(await card()).getByRole('list', { name: 'What happened' })).toHaveTextContent(
      'Outcome: Held, marked by you',
    )
  })

  it('reports the mentor’s no-show with the note written in the dialog', async () => {
    const booking = startedAgo(20 * MINUTE)
    const fetchMock = renderMine(booking, {
      'POST /api/me/sessions/77/outcome': (body) =>
        jsonResponse({
          ...booking,
          outcome: 'mentor_no_show',
          outcomeBy: 'student',
          outcomeNote: (body as { note: string }).note,
        }),
    })
    const user = userEvent.setup()
    await user.click(within(await card()).getByRole('button', { name: 'Mentor did not come' }))
    const dialog = screen.getByRole('dialog', { name: 'Jane did not come?' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Waited 20 minutes')
    await user.click(within(dialog).getByRole('button', { name: 'Report no-show' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Reported: Jane did not come.')
    expect(callsTo(fetchMock, 'POST', '/api/me/sessions/77/outcome').map((c) => c.body)).toEqual([
      { outcome: 'no_show', note: 'Waited 20 minutes' },
    ])
    expect(within(await card()).getByRole('list', { name: 'What happened' })).toHaveTextContent(
      'Outcome: Mentor did not come, marked by you — “Waited 20 minutes”',
    )
  })

  it('disputes the mentor’s outcome with a required note, once', async () => {
    const booking = startedAgo(2 * HOUR, {
      outcome: 'student_no_show',
      outcomeBy: 'mentor',
      outcomeNote: 'Nobody joined',
    })
    const fetchMock = renderMine(booking, {
      'POST /api/me/sessions/77/dispute': (body) =>
        jsonResponse({ ...booking, disputeNote: (body as { note: string }).note }),
    })
    const user = userEvent.setup()
    await user.click(within(await card()).getByRole('button', { name: 'Dispute' }))
    const dialog = screen.getByRole('dialog', { name: 'Dispute the outcome?' })
    // The mentor's claim is in view while the student answers it.
    const claim = within(dialog).getByRole('figure', { name: 'What Jane said' })
    expect(claim).toHaveTextContent('Student did not come')
    expect(within(claim).getByText('Nobody joined')).toBeInstanceOf(HTMLQuoteElement)
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }))
    const note = within(dialog).getByRole('textbox', { name: /Your side of it/ })
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Your side of it is required'))
    expect(callsTo(fetchMock, 'POST', '/api/me/sessions/77/dispute')).toEqual([])

    await user.type(note, 'I was in the room from the start')
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your dispute is sent: an admin will decide.',
    )
    expect(callsTo(fetchMock, 'POST', '/api/me/sessions/77/dispute').map((c) => c.body)).toEqual([
      { note: 'I was in the room from the start' },
    ])
    const item = await card()
    expect(buttonNames(item)).not.toContain('Dispute')
    expect(within(item).getByRole('list', { name: 'What happened' })).toHaveTextContent(
      'Disputed by you — “I was in the room from the start”An admin will decide.',
    )
  })

  it('says so in the dispute dialog when the mentor left no note', async () => {
    renderMine(startedAgo(2 * HOUR, { outcome: 'held', outcomeBy: 'mentor', outcomeNote: null }))
    await userEvent.setup().click(within(await card()).getByRole('button', { name: 'Dispute' }))
    const claim = within(screen.getByRole('dialog', { name: 'Dispute the outcome?' })).getByRole(
      'figure',
      { name: 'What Jane said' },
    )
    expect(claim).toHaveTextContent('HeldJane left no note.')
  })

  it('shows the admin’s resolution of a dispute', async () => {
    renderMine(
      startedAgo(5 * 24 * HOUR, {
        outcome: 'mentor_no_show',
        outcomeBy: 'student',
        disputeNote: 'I was there',
        resolution: 'overturned',
        resolutionNote: 'The meeting log shows both',
      }),
    )
    const facts = within(await card())
      .getByRole('list', { name: 'What happened' })
      .querySelectorAll('li')
    expect([...facts].map((li) => li.textContent)).toEqual([
      'Outcome: Mentor did not come, marked by you',
      'Disputed by Jane — “I was there”',
      'An admin overturned the outcome — “The meeting log shows both”',
    ])
  })

  it.each([
    ['during the session', false, 30 * MINUTE],
    ['at its end', true, 45 * MINUTE],
    ['a month later', true, 30 * 24 * HOUR],
  ])('offers "Review Jane" %s: %s', async (_when, isOffered, ago) => {
    renderMine(startedAgo(ago))
    expect(buttonNames(await card()).includes('Review Jane')).toBe(isOffered)
  })

  it('offers no review after a no-show', async () => {
    renderMine(startedAgo(2 * HOUR, { outcome: 'mentor_no_show', outcomeBy: 'student' }))
    expect(buttonNames(await card())).not.toContain('Review Jane')
  })

  it('sends the rating and comment of the review dialog, then shows the review', async () => {
    const booking = startedAgo(2 * HOUR, { outcome: 'held', outcomeBy: 'student' })
    const fetchMock = renderMine(booking, {
      'PUT /api/me/sessions/77/review': (body) =>
        jsonResponse({
          ...booking,
          review: {
            ...(body as { rating: number; comment: string }),
            createdAt: NOW.toISOString(),
            updatedAt: NOW.toISOString(),
          },
        }),
    })
    const user = userEvent.setup()
    await user.click(within(await card()).getByRole('button', { name: 'Review Jane' }))
    const dialog = screen.getByRole('dialog', { name: 'Review Jane' })
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }))
    expect(within(dialog).getByText('Choose a rating from 1 to 5 stars')).toBeVisible()
    expect(callsTo(fetchMock, 'PUT', '/api/me/sessions/77/review')).toEqual([])

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }))
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comment' }),
      'Clear answers to every question.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: your review of Jane is posted.',
    )
    expect(callsTo(fetchMock, 'PUT', '/api/me/sessions/77/review').map((c) => c.body)).toEqual([
      { rating: 4, comment: 'Clear answers to every question.' },
    ])
    const item = await card()
    const review = within(item).getByRole('figure', { name: 'Your review' })
    expect(within(review).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument()
    expect(review).toHaveTextContent('Clear answers to every question.')
    expect(buttonNames(item)).toContain('Edit review')
  })

  it('edits the review, starting from what was written', async () => {
    const review = {
      rating: 3,
      comment: 'Good',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    }
    const booking = startedAgo(2 * HOUR, { review })
    const fetchMock = renderMine(booking, {
      'PUT /api/me/sessions/77/review': (body) =>
        jsonResponse({ ...booking, review: { ...review, ...(body as object) } }),
    })
    const user = userEvent.setup()
    await user.click(within(await card()).getByRole('button', { name: 'Edit review' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit your review of Jane' })
    expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked()
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' })
    expect(comment).toHaveValue('Good')
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    await user.type(comment, ' and kind')
    await user.click(within(dialog).getByRole('button', { name: 'Update review' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your review of Jane is updated.')
    expect(callsTo(fetchMock, 'PUT', '/api/me/sessions/77/review').map((c) => c.body)).toEqual([
      { rating: 5, comment: 'Good and kind' },
    ])
  })
})
