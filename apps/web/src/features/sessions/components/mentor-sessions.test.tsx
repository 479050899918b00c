import type { Role } from '@app/domain/roles'
import { STATS_DAYS, type Booking } from '@app/domain/sessions'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCartLines } from '../../../lib/cart-store'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import {
  makeBooking,
  makePublicSessions,
  makeSessionReviews,
  MENTOR,
  stubBrowserZone,
} from '../../../testing/session-fixtures'
import { callsTo, stubApi } from '../../../testing/shop-fixtures'
import { MentorSessions } from './mentor-sessions'

const NOW = new Date('2026-11-28T12:00:00.000Z')
const SESSIONS = '/api/instructors/3/sessions'
const SLOTS = '/api/instructors/3/sessions/11/slots'
const FREE_SLOTS = '/api/instructors/3/sessions/12/slots'
const BOOK = '/api/sessions/bookings'
const REVIEWS = '/api/instructors/3/session-reviews'

// Tue 1 Dec in Berlin: 16:00 and 23:30; Wed 2 Dec: 00:30 (still Tuesday evening in New York).
const SLOT_LIST = [
  '2026-12-01T15:00:00.000Z',
  '2026-12-01T22:30:00.000Z',
  '2026-12-01T23:30:00.000Z',
]
const slotList = (slots = SLOT_LIST) => ({
  timeZone: MENTOR.timeZone,
  from: NOW.toISOString(),
  to: '2026-12-26T12:00:00.000Z',
  bookableUntil: null,
  slots,
})

const held = (overrides: Partial<Booking> = {}) =>
  makeBooking({
    status: 'held',
    startsAt: SLOT_LIST[0],
    createdAt: NOW.toISOString(),
    holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
    orderId: null,
    meetingUrl: null,
    ...overrides,
  })

beforeAll(async () => {
  // The dialog's code, loaded on demand by the page (as a pointer over Book a session does), is
  // loaded once up front: the first test then does not wait on compiling it.
  await import('./book-session-dialog')
})
beforeEach(() => {
  // Only the clock and the intervals are the test's: requests and user events run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(NOW)
  // The visitor is in Berlin; the mentor works in New York.
  stubBrowserZone('Europe/Berlin')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderSessions(role: Role | null = 'student') {
  return renderWithApp(
    <MentorSessions
      instructorId={3}
      mentorName="Jane Doe"
      role={role}
      returnTo="/instructor-single/3#sessions"
    />,
    {
      path: '/instructor-single/:id',
      initialEntries: ['/instructor-single/3'],
      routes: [
        { path: '/shop-checkout', element: <h1>Checkout</h1> },
        { path: '/login', element: <h1>Log in</h1> },
      ],
    },
  )
}

async function openBooking(title: string) {
  const user = userEvent.setup()
  const card = (await screen.findByRole('heading', { name: title })).closest('li')!
  await user.click(within(card).getByRole('button', { name: 'Book a session' }))
  const dialog = await screen.findByRole('dialog', { name: `Book ${title}` })
  return { user, dialog }
}

const timesOf = (dialog: HTMLElement, day: string) =>
  within(within(dialog).getByRole('group', { name: `Times on ${day}` }))
    .getAllByRole('button')
    .map((b) => b.textContent)

describe('MentorSessions', () => {
  it('lists the session types with their length, price, approval and a way to book', async () => {
    stubApi({ [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()) })
    renderSessions()
    const list = (await screen.findByRole('heading', { name: 'Career chat' })).closest('ul')!
    const [paid, free] = within(list).getAllByRole('listitem')
    expect(paid).toHaveTextContent('45 min')
    expect(paid).toHaveTextContent('$50.00')
    expect(paid).not.toHaveTextContent('Requires approval')
    expect(free).toHaveTextContent('15 min')
    expect(free).toHaveTextContent('Free')
    expect(free).toHaveTextContent('Requires approval')
    expect(within(list).getAllByRole('button', { name: 'Book a session' })).toHaveLength(2)
    // A new mentor has no figures yet: none is shown.
    expect(screen.queryByRole('list', { name: 'Jane Doe’s sessions' })).not.toBeInTheDocument()
    expect(
      screen.getByText(
        'Cancel up to 24 hours before the start for a full refund; later, no refund. A booking can be moved up to 2 times, up to 24 hours before it starts.',
      ),
    ).toBeInTheDocument()
  })

  it('shows the mentor’s figures of the last 90 days, leaving out those without data', async () => {
    stubApi({
      [`GET ${SESSIONS}`]: () =>
        jsonResponse(
          makePublicSessions({
            stats: { sessionsHeld: 12, noShowRatePercent: 0, medianResponseMinutes: 190 },
          }),
        ),
    })
    renderSessions()
    const stats = await screen.findByRole('list', { name: 'Jane Doe’s sessions' })
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `12 sessions held in the last ${STATS_DAYS} days`,
      'No-show rate 0%',
      'Answers requests in about 3 hours',
    ])
  })

  it('says so when the mentor offers no sessions', async () => {
    stubApi({})
    renderSessions()
    expect(await screen.findByText('Jane Doe does not offer 1:1 sessions yet.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Session reviews' })).not.toBeInTheDocument()
  })
})

describe('session reviews on the profile', () => {
  const names = ['Ada', 'Sam', 'Lin', 'Kofi', 'Eva']
  const fiveReviews = makeSessionReviews({
    average: 4.2,
    count: 5,
    latest: names.map((studentName, i) => ({
      studentName,
      rating: i === 1 ? 3 : 4 + (i % 2),
      comment: i === 0 ? 'Clear answers.\nWould book again.' : '',
      createdAt: new Date(Date.parse('2026-11-25T12:00:00.000Z') - i * 86_400_000).toISOString(),
    })),
  })

  it('shows the average with its stars, the count and the latest reviews by first name', async () => {
    stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${REVIEWS}`]: () => jsonResponse(fiveReviews),
    })
    renderSessions()
    const reviews = await screen.findByRole('region', { name: 'Session reviews' })
    expect(await within(reviews).findByText('4.2')).toBeInTheDocument()
    expect(within(reviews).getAllByRole('img', { name: 'Rated 4.2 out of 5' })).toHaveLength(1)
    expect(reviews).toHaveTextContent('5 ratings')
    const first = within(reviews).getAllByRole('listitem')
    expect(first.map((item) => item.querySelector('.session-reviews__name')?.textContent)).toEqual([
      'Ada',
      'Sam',
      'Lin',
    ])
    expect(first[0]).toHaveTextContent('November 25, 2026')
    expect(first[0]).toHaveTextContent('Clear answers. Would book again.')
    expect(within(first[1]!).getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument()

    await userEvent
      .setup()
      .click(within(reviews).getByRole('button', { name: 'Show more reviews' }))
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(5)
    expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).toBeNull()
  })

  it('says no one has reviewed a mentor who offers sessions yet', async () => {
    stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${REVIEWS}`]: () => jsonResponse({ average: null, count: 0, latest: [] }),
    })
    renderSessions()
    expect(
      await screen.findByText(
        'No session reviews yet: students review Jane Doe after their sessions.',
      ),
    ).toBeVisible()
  })
})

describe('booking a session', () => {
  it('shows the free times by the visitor’s own day and clock, names the mentor’s zone, and follows a change of zone', async () => {
    const fetchMock = stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${SLOTS}`]: () => jsonResponse(slotList()),
    })
    renderSessions()
    const { user, dialog } = await openBooking('Career chat')

    const zone = within(dialog).getByLabelText('Your time zone')
    expect(zone).toHaveValue('Europe/Berlin')
    expect(
      await within(dialog).findByText(
        'Times are shown in Europe/Berlin. Jane Doe works in America/New_York.',
      ),
    ).toBeInTheDocument()
    const days = within(within(dialog).getByRole('group', { name: 'Day' })).getAllByRole('button')
    expect(days.map((d) => d.textContent)).toEqual(['Tue 1 Dec2 times', 'Wed 2 Dec1 time'])
    expect(timesOf(dialog, 'Tue 1 Dec')).toEqual(['16:00', '23:30'])
    await user.click(days[1]!)
    expect(timesOf(dialog, 'Wed 2 Dec')).toEqual(['00:30'])

    // The slots asked for: from now, for the next 4 weeks.
    const [slotCall] = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(SLOTS))
    const asked = new URL(String(slotCall![0]), 'http://localhost').searchParams
    expect(asked.get('from')).toBe(NOW.toISOString())
    expect(asked.get('days')).toBe('28')

    await user.click(within(dialog).getByRole('button', { name: '00:30' }))
    expect(
      within(dialog).getByText(
        'Wed 2 Dec, 00:30 (your time, Europe/Berlin) · Tue 1 Dec, 18:30 for Jane (America/New_York)',
      ),
    ).toBeInTheDocument()

    // Seen from Los Angeles, the same instants all fall on Tuesday, at other times.
    await user.selectOptions(zone, 'America/Los_Angeles')
    expect(within(dialog).getByText(/^Times are shown in America\/Los_Angeles\./)).toBeVisible()
    expect(timesOf(dialog, 'Tue 1 Dec')).toEqual(['07:00', '14:30', '15:30'])
    expect(
      within(within(dialog).getByRole('group', { name: 'Day' })).getAllByRole('button'),
    ).toHaveLength(1)
  })

  it('pages through the mentor’s booking window 4 weeks at a time, and no further', async () => {
    // The window ends 40 days from now: a first page of 4 weeks and a second, shorter one.
    const until = '2027-01-07T12:00:00.000Z'
    const fetchMock = stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${SLOTS}`]: (_body, _init, url) => {
        const from = url.searchParams.get('from')!
        const to = new Date(Date.parse(from) + 28 * 86_400_000).toISOString()
        const later = from > NOW.toISOString()
        return jsonResponse({
          ...slotList(later ? ['2027-01-05T10:00:00.000Z'] : SLOT_LIST),
          from,
          to,
          bookableUntil: until,
        })
      },
    })
    renderSessions()
    const { user, dialog } = await openBooking('Career chat')
    const pages = await within(dialog).findByRole('navigation', { name: 'Dates' })
    expect(within(pages).getByRole('button', { name: 'Earlier dates' })).toBeDisabled()
    expect(pages).toHaveTextContent('Sat 28 Nov – Sat 26 Dec')

    await user.click(within(pages).getByRole('button', { name: 'Later dates' }))
    expect(await within(dialog).findByRole('button', { name: '11:00' })).toBeInTheDocument()
    // The last page ends with the window.
    expect(pages).toHaveTextContent('Sat 26 Dec – Thu 7 Jan')
    expect(within(pages).getByRole('button', { name: 'Later dates' })).toBeDisabled()
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === SLOTS)
      .map((url) => url.searchParams.get('from'))
    expect(asked).toEqual([NOW.toISOString(), '2026-12-26T12:00:00.000Z'])

    await user.click(within(pages).getByRole('button', { name: 'Earlier dates' }))
    expect(await within(dialog).findByRole('button', { name: '16:00' })).toBeInTheDocument()
  })

  it('holds the picked time with a live countdown, and Continue puts the session in the cart and opens checkout', async () => {
    const fetchMock = stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${SLOTS}`]: () => jsonResponse(slotList()),
      [`POST ${BOOK}`]: () => jsonResponse(held(), 201),
    })
    const { router } = renderSessions()
    const { user, dialog } = await openBooking('Career chat')
    await user.click(await within(dialog).findByRole('button', { name: '16:00' }))
    await user.click(within(dialog).getByRole('button', { name: 'Hold this time' }))

    const timer = await within(dialog).findByRole('timer')
    expect(timer).toHaveTextContent('Held for you for 10:00')
    expect(callsTo(fetchMock, 'POST', BOOK).map((c) => c.body)).toEqual([
      { sessionTypeId: 11, startsAt: SLOT_LIST[0], timeZone: 'Europe/Berlin' },
    ])
    expect(dialog).toHaveTextContent('$50.00')
    expect(dialog).toHaveTextContent(
      'Tue 1 Dec, 16:00 (your time, Europe/Berlin) · 10:00 for Jane (America/New_York)',
    )

    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(timer).toHaveTextContent('Held for you for 09:59')
    act(() => {
      vi.advanceTimersByTime(4 * 60_000 + 15_000)
    })
    expect(timer).toHaveTextContent('Held for you for 05:44')

    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }))
    expect(router.state.location.pathname).toBe('/shop-checkout')
    expect(getCartLines()).toEqual([
      expect.objectContaining({
        kind: 'session',
        id: 77,
        quantity: 1,
        title: 'Career chat with Jane Doe',
        priceCents: 5000,
        startsAt: SLOT_LIST[0],
        holdExpiresAt: held().holdExpiresAt,
      }),
    ])
    // Going to checkout keeps the hold.
    expect(callsTo(fetchMock, 'DELETE', '/api/sessions/bookings/77/hold')).toEqual([])
  })

  it('ends the countdown at the hold’s end and offers to pick a time again', async () => {
    stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${SLOTS}`]: () => jsonResponse(slotList()),
      [`POST ${BOOK}`]: () => jsonResponse(held(), 201),
    })
    renderSessions()
    const { user, dialog } = await openBooking('Career chat')
    await user.click(await within(dialog).findByRole('button', { name: '16:00' }))
    await user.click(within(dialog).getByRole('button', { name: 'Hold this time' }))
    await within(dialog).findByRole('timer')

    act(() => {
      vi.advanceTimersByTime(10 * 60_000)
    })
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The hold has ended and the time is free for others again.',
    )
    expect(
      within(dialog).queryByRole('button', { name: 'Continue to checkout' }),
    ).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Pick a time again' })).toBeEnabled()
  })

  it('releases the hold at once on Back and shows the free times again', async () => {
    let released = false
    const fetchMock = stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${SLOTS}`]: () => jsonResponse(slotList()),
      [`POST ${BOOK}`]: () => jsonResponse(held(), 201),
      'DELETE /api/sessions/bookings/77/hold': () => {
        released = true
        return new Response(null, { status: 204 })
      },
    })
    renderSessions()
    const { user, dialog } = await openBooking('Career chat')
    await user.click(await within(dialog).findByRole('button', { name: '16:00' }))
    await user.click(within(dialog).getByRole('button', { name: 'Hold this time' }))
    await within(dialog).findByRole('timer')

    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(released).toBe(true)
    expect(callsTo(fetchMock, 'DELETE', '/api/sessions/bookings/77/hold')).toHaveLength(1)
    expect(await within(dialog).findByRole('group', { name: 'Times on Tue 1 Dec' })).toBeVisible()
    expect(within(dialog).getByRole('button', { name: '16:00' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(within(dialog).getByRole('button', { name: 'Hold this time' })).toBeDisabled()
    expect(getCartLines()).toEqual([])
  })

  it('says a time was just taken and loads the free times again', async () => {
    let slotAnswers = 0
    stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${SLOTS}`]: () =>
        jsonResponse(slotList(slotAnswers++ === 0 ? SLOT_LIST : SLOT_LIST.slice(1))),
      [`POST ${BOOK}`]: () =>
        jsonResponse({ error: 'That time slot has just been taken. Choose another one.' }, 409),
    })
    renderSessions()
    const { user, dialog } = await openBooking('Career chat')
    await user.click(await within(dialog).findByRole('button', { name: '16:00' }))
    await user.click(within(dialog).getByRole('button', { name: 'Hold this time' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That time slot has just been taken. Choose another one.',
    )
    await waitFor(() => expect(timesOf(dialog, 'Tue 1 Dec')).toEqual(['23:30']))
    expect(slotAnswers).toBe(2)
    expect(within(dialog).getByRole('button', { name: 'Hold this time' })).toBeDisabled()
  })

  it('books a free session at once, and sends a request when the mentor approves each one', async () => {
    let status: Booking['status'] = 'confirmed'
    stubApi({
      [`GET ${SESSIONS}`]: () =>
        jsonResponse(
          makePublicSessions({
            types: [
              { ...makePublicSessions().types[1]!, requiresApproval: false },
              { ...makePublicSessions().types[1]!, id: 13, title: 'Portfolio review' },
            ],
          }),
        ),
      [`GET ${FREE_SLOTS}`]: () => jsonResponse(slotList()),
      'GET /api/instructors/3/sessions/13/slots': () => jsonResponse(slotList()),
      [`POST ${BOOK}`]: () =>
        jsonResponse(
          makeBooking({ status, priceCents: 0, startsAt: SLOT_LIST[0], holdExpiresAt: null }),
          201,
        ),
    })
    renderSessions()
    const { user, dialog } = await openBooking('Intro call')
    await user.click(await within(dialog).findByRole('button', { name: '16:00' }))
    await user.click(within(dialog).getByRole('button', { name: 'Book this time' }))
    const booked = await within(dialog).findByRole('status')
    expect(within(booked).getByRole('heading', { name: 'Booked' })).toBeInTheDocument()
    expect(within(booked).getByRole('link', { name: 'Go to My Sessions' })).toHaveAttribute(
      'href',
      '/student-sessions',
    )

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    status = 'requested'
    const request = await openBooking('Portfolio review')
    await user.click(await within(request.dialog).findByRole('button', { name: '16:00' }))
    await user.click(within(request.dialog).getByRole('button', { name: 'Request this time' }))
    expect(
      await within(request.dialog).findByRole('heading', { name: 'Request sent' }),
    ).toBeInTheDocument()
  })

  it('asks a visitor to log in as a student, and to come back to the mentor’s page', async () => {
    const fetchMock = stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${SLOTS}`]: () => jsonResponse(slotList()),
    })
    const { router } = renderSessions(null)
    const { user, dialog } = await openBooking('Career chat')
    // The free times are there to see; booking needs a student account.
    expect(await within(dialog).findByRole('button', { name: '16:00' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Hold this time' })).not.toBeInTheDocument()
    const note = within(dialog).getByRole('note', { name: 'Log in as a student to book' })
    await user.click(within(note).getByRole('link', { name: 'Log in' }))
    expect(router.state.location.pathname).toBe('/login')
    expect(sessionStorage.getItem('returnTo')).toBe('/instructor-single/3#sessions')
    expect(callsTo(fetchMock, 'POST', BOOK)).toEqual([])
  })

  it('tells a mentor that sessions are booked with a student account', async () => {
    stubApi({
      [`GET ${SESSIONS}`]: () => jsonResponse(makePublicSessions()),
      [`GET ${SLOTS}`]: () => jsonResponse(slotList()),
    })
    renderSessions('teacher')
    const { dialog } = await openBooking('Career chat')
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'You are signed in with a Mentor account. Sessions are booked with a student account',
    )
  })
})
