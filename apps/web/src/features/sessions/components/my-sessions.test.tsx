import type { Booking } from '@app/domain/sessions'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addToCart, getCartLines, productCartItem, sessionCartItem } from '../../../lib/cart-store'
import { paths } from '../../../config/paths'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { makeBooking, stubBrowserZone } from '../../../testing/session-fixtures'
import { callsTo, stubApi } from '../../../testing/shop-fixtures'
import { MySessions } from './my-sessions'

const NOW = new Date('2026-12-01T08:30:00.000Z')
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(NOW)
  // The student's device is in Berlin.
  stubBrowserZone('Europe/Berlin')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderMine(items: Booking[], routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    'GET /api/me/sessions': () => jsonResponse({ items }),
    'GET /api/me/calendar-feed': () => jsonResponse({ url: null }),
    ...routes,
  })
  const view = renderWithApp(<MySessions />, {
    path: '/student-sessions',
    routes: [{ path: paths.checkout, element: <h1>Checkout</h1> }],
  })
  return { ...view, fetchMock }
}

const cardOf = async (title: string) => screen.findByRole('listitem', { name: title })

describe('MySessions', () => {
  it('shows each session with both sides’ clocks, its state, and upcoming before past', async () => {
    renderMine([
      makeBooking({
        id: 1,
        startsAt: '2026-11-20T15:00:00.000Z',
        sessionType: { id: 11, title: 'Mock interview', durationMinutes: 60 },
      }),
      // Booked while in Tokyo: still read on this device's clock, like every other session.
      makeBooking({
        id: 2,
        startsAt: '2026-12-03T09:00:00.000Z',
        student: { id: 's-1', name: 'Sam Student', timeZone: 'Asia/Tokyo' },
      }),
      makeBooking({
        id: 3,
        status: 'cancelled',
        startsAt: '2026-12-05T09:00:00.000Z',
        sessionType: { id: 12, title: 'Intro call', durationMinutes: 15 },
      }),
    ])
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' })
    const past = screen.getByRole('region', { name: 'Past' })
    const card = within(upcoming).getByRole('listitem', { name: 'Career chat' })
    expect(card).toHaveTextContent(
      'Thu 3 Dec, 10:00 (your time, Europe/Berlin) · 04:00 for Jane (America/New_York)',
    )
    expect(card).toHaveTextContent('with Jane Doe · 45 min · $50.00')
    expect(card).toHaveTextContent('Confirmed')
    expect(within(card).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/instructor-single/3',
    )
    // Past: the latest first, a cancelled upcoming one included.
    expect(
      within(past)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['Intro call', 'Mock interview'])
    expect(within(past).getByRole('listitem', { name: 'Intro call' })).toHaveTextContent(
      'Cancelled',
    )
  })

  it('opens Join from 10 minutes before the start to the end', async () => {
    renderMine([makeBooking({ startsAt: at(30 * MINUTE) })])
    const card = await cardOf('Career chat')
    const join = within(card).getByRole('button', { name: 'Join' })
    expect(join).toBeDisabled()
    expect(join).toHaveAccessibleDescription(
      expect.stringContaining('Join opens 10 minutes before the start'),
    )

    act(() => {
      vi.advanceTimersByTime(20 * MINUTE)
    })
    const link = within(card).getByRole('link', { name: 'Join' })
    expect(link).toHaveAttribute('href', makeBooking().meetingUrl)
    expect(link).toHaveAttribute('target', '_blank')
    expect(
      within(card).queryByText('Join opens 10 minutes before the start'),
    ).not.toBeInTheDocument()

    // 45 minutes later the session is over: it moves to Past, without Join.
    act(() => {
      vi.advanceTimersByTime(56 * MINUTE)
    })
    const past = screen.getByRole('region', { name: 'Past' })
    const over = within(past).getByRole('listitem', { name: 'Career chat' })
    expect(within(over).queryByRole('link', { name: 'Join' })).not.toBeInTheDocument()
    expect(within(over).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument()
  })

  it('states the refund the booking’s policy gives before its cutoff, cancels, and shows the refund', async () => {
    const booking = makeBooking({ startsAt: at(3 * 24 * HOUR) })
    const { fetchMock } = renderMine([booking], {
      'POST /api/me/sessions/77/cancel': () =>
        jsonResponse({ booking: { ...booking, status: 'cancelled' }, refundCents: 5000 }),
    })
    const user = userEvent.setup()
    await user.click(within(await cardOf('Career chat')).getByRole('button', { name: 'Cancel' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' })
    expect(dialog).toHaveTextContent(
      "Cancelling now refunds 100% of what you paid. This booking's policy refunds all of what was paid up to 24 hours before the start, and 0% after that.",
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Career chat is cancelled. $50.00 is refunded to you.',
    )
    expect(callsTo(fetchMock, 'POST', '/api/me/sessions/77/cancel')).toHaveLength(1)
  })

  it('states the share refunded after the cutoff, by the policy copied onto the booking', async () => {
    renderMine([
      makeBooking({
        startsAt: at(5 * HOUR),
        policy: {
          cutoffHours: 12,
          refundBeforePercent: 100,
          refundAfterPercent: 50,
          maxReschedules: 2,
        },
      }),
    ])
    const user = userEvent.setup()
    await user.click(within(await cardOf('Career chat')).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('dialog', { name: 'Cancel this session?' })).toHaveTextContent(
      'Cancelling now refunds 50% of what you paid.',
    )
  })

  it('gives the reason Reschedule is not offered', async () => {
    renderMine([
      makeBooking({ id: 1, startsAt: at(3 * 24 * HOUR), rescheduleCount: 2 }),
      makeBooking({
        id: 2,
        startsAt: at(2 * HOUR),
        sessionType: { id: 12, title: 'Intro call', durationMinutes: 15 },
      }),
    ])
    const full = within(await cardOf('Career chat')).getByRole('button', { name: 'Reschedule' })
    expect(full).toBeDisabled()
    expect(full).toHaveAccessibleDescription(
      expect.stringContaining(
        'This session has been rescheduled 2 times, the most its policy allows',
      ),
    )
    const late = within(await cardOf('Intro call')).getByRole('button', { name: 'Reschedule' })
    expect(late).toBeDisabled()
    expect(late).toHaveAccessibleDescription(
      expect.stringContaining('Sessions can be rescheduled up to 24 hours before they start'),
    )
  })

  it('keeps each row of buttons to buttons: why one waits is said under the row', async () => {
    renderMine([makeBooking({ startsAt: at(30 * MINUTE), rescheduleCount: 2 })])
    const card = await cardOf('Career chat')
    const join = within(card).getByRole('button', { name: 'Join' })
    const row = join.parentElement!
    // Join, Reschedule and Cancel side by side, with no caption among them to widen a place.
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Join', 'Reschedule', 'Cancel'])
    expect(row).not.toHaveTextContent('Join opens')
    expect(row).not.toHaveTextContent('rescheduled 2 times')
    const hints = row.nextElementSibling!
    expect(hints).toHaveTextContent('Join opens 10 minutes before the start')
    expect(hints).toHaveTextContent('This session has been rescheduled 2 times')
  })

  it('puts Book again on the row of what to say after a session, or alone when there is nothing', async () => {
    renderMine([
      makeBooking({ id: 1, startsAt: at(-2 * HOUR) }),
      makeBooking({
        id: 2,
        status: 'cancelled',
        startsAt: at(-3 * HOUR),
        sessionType: { id: 12, title: 'Intro call', durationMinutes: 15 },
      }),
    ])
    const held = await cardOf('Career chat')
    const row = within(held).getByRole('button', { name: 'It was held' }).parentElement!
    expect(within(row).getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      '/instructor-single/3#sessions',
    )
    expect(within(held).getAllByRole('link', { name: 'Book again' })).toHaveLength(1)
    const cancelled = await cardOf('Intro call')
    expect(within(cancelled).getAllByRole('link', { name: 'Book again' })).toHaveLength(1)
  })

  it('moves a session to another free time', async () => {
    const booking = makeBooking({ startsAt: at(3 * 24 * HOUR) })
    const { fetchMock } = renderMine([booking], {
      'GET /api/instructors/3/sessions/11/slots': () =>
        jsonResponse({
          timeZone: 'America/New_York',
          from: NOW.toISOString(),
          to: at(28 * 24 * HOUR),
          slots: ['2026-12-07T14:00:00.000Z'],
        }),
      'POST /api/me/sessions/77/reschedule': (body) =>
        jsonResponse({
          ...booking,
          startsAt: (body as { startsAt: string }).startsAt,
          rescheduleCount: 1,
        }),
    })
    const user = userEvent.setup()
    await user.click(
      within(await cardOf('Career chat')).getByRole('button', { name: 'Reschedule' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Reschedule Career chat' })
    await user.click(await within(dialog).findByRole('button', { name: '15:00' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move to this time' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Career chat is moved to Mon 7 Dec, 15:00 (your time, Europe/Berlin) · 09:00 for Jane (America/New_York).',
    )
    expect(callsTo(fetchMock, 'POST', '/api/me/sessions/77/reschedule').map((c) => c.body)).toEqual(
      [{ startsAt: '2026-12-07T14:00:00.000Z' }],
    )
  })

  it('links a session awaiting payment to its order, with the deadline', async () => {
    renderMine([
      makeBooking({
        status: 'awaiting_payment',
        startsAt: at(4 * 24 * HOUR),
        paymentDueAt: '2026-12-02T08:30:00.000Z',
        meetingUrl: null,
      }),
    ])
    const card = await cardOf('Career chat')
    expect(card).toHaveTextContent('Awaiting payment')
    expect(card).toHaveTextContent('Pay by Wed 2 Dec, 09:30 to keep this time')
    expect(within(card).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/shop-order?id=3f1c9b7e-2a4d-4c1e-9f0a-1b2c3d4e5f60',
    )
    expect(within(card).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument()
  })

  describe('a slot held for checkout', () => {
    const held = makeBooking({
      status: 'held',
      startsAt: at(3 * 24 * HOUR),
      holdExpiresAt: at(8 * MINUTE),
      orderId: null,
      meetingUrl: null,
    })
    const notebook = productCartItem({ id: 5, title: 'Design notebook', priceCents: 1200 })
    const cartKeys = () => getCartLines().map((line) => `${line.kind}:${line.id}`)

    /**
     * My Sessions with the held slot; the hold's DELETE answers `release`. Once it is given back
     * (or ran out), the server lists it no more: My Sessions leaves expired holds out.
     */
    function renderHeld(release: () => Response) {
      let items = [held]
      return renderMine([], {
        'GET /api/me/sessions': () => jsonResponse({ items }),
        'DELETE /api/sessions/bookings/77/hold': () => {
          const response = release()
          if (response.ok || response.status === 409) items = []
          return response
        },
      })
    }

    it('puts the held session in an empty cart, then goes to checkout', async () => {
      // Another device, or storage cleared: the cart knows nothing of the hold.
      const { router } = renderMine([held])
      const card = await cardOf('Career chat')
      expect(card).toHaveTextContent('Held for checkout')
      expect(card).toHaveTextContent('Held for you while you check out, until Tue 1 Dec, 09:38.')
      expect(within(card).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument()
      expect(getCartLines()).toEqual([])

      await userEvent.setup().click(within(card).getByRole('link', { name: 'Finish checkout' }))

      expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible()
      expect(router.state.location.pathname).toBe(paths.checkout)
      // The line the booking dialog puts there: titled, priced and timed as the server quotes it.
      expect(getCartLines()).toEqual([
        expect.objectContaining({
          kind: 'session',
          id: 77,
          title: 'Career chat with Jane Doe',
          priceCents: 5000,
          quantity: 1,
          author: 'Jane Doe',
          startsAt: held.startsAt,
          holdExpiresAt: held.holdExpiresAt,
          instructorId: 3,
        }),
      ])
    })

    it('leaves the cart as it is when the held session is in it already', async () => {
      addToCart(notebook)
      addToCart(sessionCartItem(held))
      const before = getCartLines()
      const { router } = renderMine([held])
      await userEvent
        .setup()
        .click(within(await cardOf('Career chat')).getByRole('link', { name: 'Finish checkout' }))
      expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible()
      expect(router.state.location.pathname).toBe(paths.checkout)
      // Not written again: the same lines, the session once.
      expect(getCartLines()).toBe(before)
      expect(cartKeys()).toEqual(['product:5', 'session:77'])
    })

    it('releases the slot: the hold is given back, its line leaves the cart, the list comes again', async () => {
      const { fetchMock } = renderHeld(() => new Response(null, { status: 204 }))
      const card = await cardOf('Career chat')
      addToCart(notebook)
      addToCart(sessionCartItem(held))
      await userEvent.setup().click(within(card).getByRole('button', { name: 'Release slot' }))

      expect(await screen.findByRole('status')).toHaveTextContent(
        'The time held for Career chat is released and free for others again.',
      )
      expect(callsTo(fetchMock, 'DELETE', '/api/sessions/bookings/77/hold')).toHaveLength(1)
      expect(cartKeys()).toEqual(['product:5'])
      // Asked again: the hold is gone from the list.
      expect(await screen.findByRole('heading', { name: 'No upcoming sessions' })).toBeVisible()
      expect(screen.queryByRole('listitem', { name: 'Career chat' })).not.toBeInTheDocument()
      expect(callsTo(fetchMock, 'GET', '/api/me/sessions')).toHaveLength(2)
    })

    it('takes the line out of the cart when the slot was no longer held', async () => {
      const { fetchMock } = renderHeld(() =>
        jsonResponse({ error: 'This slot is no longer held for checkout' }, 409),
      )
      const card = await cardOf('Career chat')
      addToCart(sessionCartItem(held))
      await userEvent.setup().click(within(card).getByRole('button', { name: 'Release slot' }))
      expect(await screen.findByRole('status')).toHaveTextContent(
        'The time for Career chat was no longer held for you.',
      )
      expect(getCartLines()).toEqual([])
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(await screen.findByRole('heading', { name: 'No upcoming sessions' })).toBeVisible()
      expect(callsTo(fetchMock, 'GET', '/api/me/sessions')).toHaveLength(2)
    })

    it('keeps the hold and its line when the release fails, and says so', async () => {
      const { fetchMock } = renderHeld(() => jsonResponse({ error: 'Something went wrong' }, 500))
      const card = await cardOf('Career chat')
      addToCart(sessionCartItem(held))
      await userEvent.setup().click(within(card).getByRole('button', { name: 'Release slot' }))
      expect(await within(card).findByRole('alert')).toHaveTextContent('Something went wrong')
      expect(cartKeys()).toEqual(['session:77'])
      expect(within(card).getByRole('link', { name: 'Finish checkout' })).toBeVisible()
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      expect(callsTo(fetchMock, 'GET', '/api/me/sessions')).toHaveLength(1)
    })
  })

  it('offers the secret calendar feed of the sessions, to get and copy', async () => {
    const feedUrl = 'webcal://learnlane.test/api/calendar/c2VjcmV0LWZlZWQtYWRkcmVzcy0xMjM0.ics'
    const { fetchMock } = renderMine([], {
      'POST /api/me/calendar-feed': () => jsonResponse({ url: feedUrl }),
    })
    const user = userEvent.setup()
    const feed = await screen.findByRole('region', { name: 'Calendar feed' })
    await user.click(await within(feed).findByRole('button', { name: 'Get calendar address' }))
    expect(await within(feed).findByRole('textbox', { name: 'Feed address' })).toHaveValue(feedUrl)
    await user.click(within(feed).getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe(feedUrl)
    expect(callsTo(fetchMock, 'POST', '/api/me/calendar-feed')).toHaveLength(1)
  })

  it('offers a way to find a mentor when nothing is booked', async () => {
    renderMine([])
    expect(await screen.findByRole('heading', { name: 'No upcoming sessions' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find a mentor' })).toHaveAttribute(
      'href',
      '/instructor-list',
    )
  })
})
