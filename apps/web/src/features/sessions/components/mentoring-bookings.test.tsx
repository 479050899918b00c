import type { Booking } from '@app/domain/sessions'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dashboardNav } from '../../dashboard/components/dashboard-nav'
import { makeMentorBooking, makeMentorSessions } from '../../../testing/mentor-session-fixtures'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { MentoringPanel } from './mentoring-panel'

// 09:00 in New York (the mentor), 15:00 in Berlin (the students).
const NOW = new Date('2026-12-01T14:00:00.000Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const intro = { id: 12, title: 'Intro call', durationMinutes: 15 }
const request = makeMentorBooking({
  id: 1,
  status: 'requested',
  sessionType: intro,
  priceCents: 0,
  meetingUrl: null,
  startsAt: '2026-12-03T15:00:00.000Z',
  createdAt: '2026-12-01T10:00:00.000Z',
  student: { id: 's-ana', name: 'Ana Lima', timeZone: 'America/Sao_Paulo' },
})
const secondRequest = makeMentorBooking({
  id: 7,
  status: 'requested',
  sessionType: intro,
  priceCents: 0,
  meetingUrl: null,
  startsAt: '2026-12-04T15:00:00.000Z',
  student: { id: 's-li', name: 'Li Wei', timeZone: 'Asia/Shanghai' },
})
const startingNow = makeMentorBooking({ id: 2, startsAt: '2026-12-01T14:05:00.000Z' })
const later = makeMentorBooking({
  id: 3,
  startsAt: '2026-12-05T15:00:00.000Z',
  student: { id: 's-kim', name: 'Kim Park', timeZone: 'America/New_York' },
})
const yesterday = makeMentorBooking({
  id: 4,
  startsAt: '2026-11-30T15:00:00.000Z',
  student: { id: 's-tom', name: 'Tom Baker', timeZone: 'Europe/London' },
})
const markedByStudent = makeMentorBooking({
  id: 5,
  startsAt: '2026-11-29T15:00:00.000Z',
  outcome: 'mentor_no_show',
  outcomeBy: 'student',
  outcomeNote: 'Nobody joined the room.',
  student: { id: 's-eva', name: 'Eva Novak', timeZone: 'Europe/Prague' },
})
const cancelled = makeMentorBooking({
  id: 6,
  status: 'cancelled',
  startsAt: '2026-12-02T15:00:00.000Z',
  student: { id: 's-max', name: 'Max Weber', timeZone: 'Europe/Berlin' },
})

/** The mentor's page data, and every write answered with the booking it names. */
function stubSessions(bookings: Booking[]) {
  return routeFetch((method, url) => {
    if (url === '/api/instructor/sessions') return jsonResponse(makeMentorSessions({ bookings }))
    if (url === '/api/me/calendar-feed') return jsonResponse({ url: null })
    const id = Number(/\/bookings\/(\d+)\//.exec(url)?.[1])
    const booking = bookings.find((b) => b.id === id)
    if (method === 'POST' && booking && url.endsWith('/cancel')) {
      return jsonResponse({ booking: { ...booking, status: 'cancelled' }, refundCents: 5000 })
    }
    if (method === 'POST' && booking) return jsonResponse(booking)
    return jsonResponse({ error: 'Not found' }, 404)
  })
}

const bodyOf = (fetchMock: ReturnType<typeof routeFetch>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([input]) => String(input) === url)![1]!.body))

const region = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) })
const card = (name: string) => screen.getByRole('listitem', { name })

async function renderPanel(bookings: Booking[]) {
  const fetchMock = stubSessions(bookings)
  renderWithApp(<MentoringPanel />, { path: '/instructor-sessions' })
  await screen.findByRole('region', { name: /^Requests/ })
  return fetchMock
}

describe('the Sessions page of the mentor dashboard', () => {
  it('is in the instructor side menu', () => {
    const labels = dashboardNav('instructor').map((item) => item.label)
    expect(labels).toContain('Sessions')
    expect(dashboardNav('instructor').find((i) => i.label === 'Sessions')?.to).toBe(
      '/instructor-sessions',
    )
    expect(dashboardNav('student').map((item) => item.label)).not.toContain('Sessions')
  })

  it('lists the requests first, then the sessions to come and the past ones, on both clocks', async () => {
    await renderPanel([markedByStudent, later, cancelled, yesterday, startingNow, request])

    expect(screen.getByRole('tab', { name: 'Bookings 1' })).toHaveAttribute('aria-selected', 'true')
    const sections = screen
      .getAllByRole('region')
      .map((r) => r.querySelector('h2')?.firstChild?.textContent)
    expect(sections).toEqual(['Requests', 'Upcoming sessions', 'Past sessions'])
    expect(within(region('Requests')).getAllByRole('listitem')).toHaveLength(1)

    const asked = within(region('Requests')).getByRole('listitem', {
      name: 'Intro call with Ana Lima',
    })
    expect(asked).toHaveTextContent('Awaiting the mentor')
    expect(asked).toHaveTextContent('Thu 3 Dec 2026, 10:00–10:15America/New_York (UTC-5)')
    expect(asked).toHaveTextContent('Thu 3 Dec 2026, 12:00–12:15America/Sao_Paulo (UTC-3)')
    expect(asked).toHaveTextContent('15 min · Free')
    // Asked at 10:00 UTC: 48 hours to answer.
    expect(asked).toHaveTextContent('Answer byThu 3 Dec 2026, 05:00')

    const upcoming = within(region('Upcoming sessions')).getAllByRole('listitem')
    expect(upcoming.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Career chat with Sam Student',
      'Career chat with Kim Park',
    ])
    const now = card('Career chat with Sam Student')
    expect(now).toHaveTextContent('Tue 1 Dec 2026, 09:05–09:50America/New_York (UTC-5)')
    expect(now).toHaveTextContent('Sam’s timeTue 1 Dec 2026, 15:05–15:50Europe/Berlin (UTC+1)')
    expect(within(now).getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      startingNow.meetingUrl,
    )
    const kim = card('Career chat with Kim Park')
    expect(kim).toHaveTextContent('Student’s timeThe same as yours')
    expect(within(kim).queryByRole('link', { name: 'Join' })).toBeNull()
    expect(kim).toHaveTextContent('Join opens 10 minutes before the start.')

    const past = within(region('Past sessions')).getAllByRole('listitem')
    expect(past.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Career chat with Tom Baker',
      'Career chat with Eva Novak',
    ])
    expect(screen.getByText('Cancelled, declined and expired (1)')).toBeInTheDocument()
  })

  it('badges each booking with what the mentor needs to know, not "Confirmed" once it is over', async () => {
    const past = (id: number, startsAt: string, name: string, overrides: Partial<Booking> = {}) =>
      makeMentorBooking({
        id,
        startsAt,
        student: { id: `s-${id}`, name, timeZone: 'Europe/Berlin' },
        ...overrides,
      })
    await renderPanel([
      later,
      yesterday,
      markedByStudent,
      past(20, '2026-11-30T10:00:00.000Z', 'Ada Held', { outcome: 'held', outcomeBy: 'mentor' }),
      past(21, '2026-11-30T11:00:00.000Z', 'Bo Disputed', {
        outcome: 'student_no_show',
        outcomeBy: 'mentor',
        disputeNote: 'I was there.',
      }),
      past(22, '2026-11-25T11:00:00.000Z', 'Cy Silent'),
      cancelled,
    ])
    const badgeOf = (name: string) => {
      const badge = card(name).querySelector('.mentoring-status')
      return [badge?.textContent, badge?.className]
    }
    expect(badgeOf('Career chat with Kim Park')).toEqual([
      'Confirmed',
      'mentoring-status mentoring-status--success',
    ])
    // A day after, no outcome yet: someone has to say how it went.
    expect(badgeOf('Career chat with Tom Baker')).toEqual([
      'Awaiting outcome',
      'mentoring-status mentoring-status--waiting',
    ])
    expect(badgeOf('Career chat with Eva Novak')).toEqual([
      'Mentor did not come',
      'mentoring-status mentoring-status--problem',
    ])
    expect(badgeOf('Career chat with Ada Held')).toEqual([
      'Held',
      'mentoring-status mentoring-status--success',
    ])
    expect(badgeOf('Career chat with Bo Disputed')).toEqual([
      'Disputed',
      'mentoring-status mentoring-status--waiting',
    ])
    // Past the 72 hours, nobody said anything.
    expect(badgeOf('Career chat with Cy Silent')).toEqual([
      'No outcome given',
      'mentoring-status mentoring-status--neutral',
    ])
    expect(badgeOf('Career chat with Max Weber')).toEqual([
      'Cancelled',
      'mentoring-status mentoring-status--ended',
    ])
  })

  it('accepts a request with a message and declines another without one', async () => {
    const fetchMock = await renderPanel([request, secondRequest])
    const user = userEvent.setup()

    const ana = card('Intro call with Ana Lima')
    await user.type(within(ana).getByLabelText('Message to Ana'), 'See you on Thursday!')
    await user.click(within(ana).getByRole('button', { name: 'Accept' }))
    expect(
      await screen.findByText('Request accepted: the session with Ana is booked.'),
    ).toBeInTheDocument()
    expect(bodyOf(fetchMock, '/api/instructor/sessions/bookings/1/answer')).toEqual({
      decision: 'accept',
      message: 'See you on Thursday!',
    })

    await user.click(
      within(card('Intro call with Li Wei')).getByRole('button', { name: 'Decline' }),
    )
    expect(await screen.findByText('Request declined. Li reads your message.')).toBeInTheDocument()
    expect(bodyOf(fetchMock, '/api/instructor/sessions/bookings/7/answer')).toEqual({
      decision: 'decline',
      message: '',
    })
    expect(requested(fetchMock, 'POST')).toEqual([
      '/api/instructor/sessions/bookings/1/answer',
      '/api/instructor/sessions/bookings/7/answer',
    ])
  })

  it('shows why an answer was refused on the request', async () => {
    routeFetch((method, url) => {
      if (method === 'POST')
        return jsonResponse({ error: 'This request was answered already' }, 409)
      if (url === '/api/me/calendar-feed') return jsonResponse({ url: null })
      return jsonResponse(makeMentorSessions({ bookings: [request] }))
    })
    const user = userEvent.setup()
    renderWithApp(<MentoringPanel />, { path: '/instructor-sessions' })
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(await within(card('Intro call with Ana Lima')).findByRole('alert')).toHaveTextContent(
      'This request was answered already',
    )
  })

  it('cancels a session after a confirmation saying the student is refunded in full', async () => {
    const fetchMock = await renderPanel([later])
    const user = userEvent.setup()

    await user.click(
      within(card('Career chat with Kim Park')).getByRole('button', { name: 'Cancel' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' })
    expect(dialog).toHaveAccessibleDescription(
      /^Kim Park is refunded in full: everything they paid for this session goes back to them\./,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Keep the session' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(requested(fetchMock, 'POST')).toEqual([])

    await user.click(
      within(card('Career chat with Kim Park')).getByRole('button', { name: 'Cancel' }),
    )
    await user.click(screen.getByRole('button', { name: 'Cancel the session' }))
    expect(
      await screen.findByText('Session cancelled. $50.00 goes back to Kim.'),
    ).toBeInTheDocument()
    expect(requested(fetchMock, 'POST')).toEqual(['/api/instructor/sessions/bookings/3/cancel'])
  })

  it('says what happened after a session, and disputes what the student said', async () => {
    const fetchMock = await renderPanel([yesterday, markedByStudent])
    const user = userEvent.setup()

    const tom = card('Career chat with Tom Baker')
    expect(within(tom).queryByRole('button', { name: 'Dispute' })).toBeNull()
    await user.click(within(tom).getByRole('button', { name: 'Mark held' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark the session held?' })).getByRole('button', {
        name: 'Mark held',
      }),
    )
    expect(await screen.findByText('Marked as held.')).toBeInTheDocument()
    expect(bodyOf(fetchMock, '/api/instructor/sessions/bookings/4/outcome')).toEqual({
      outcome: 'held',
      note: '',
    })

    // The other answer of the same choice: the student did not come, with a note.
    await user.click(within(tom).getByRole('button', { name: 'Student did not come' }))
    const noShow = screen.getByRole('dialog', { name: 'Report that Tom did not come?' })
    await user.type(within(noShow).getByLabelText('Note'), 'I waited 20 minutes.')
    await user.click(within(noShow).getByRole('button', { name: 'Report no-show' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const outcomes = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/4/outcome'))
    expect(JSON.parse(String(outcomes[1]![1]!.body))).toEqual({
      outcome: 'no_show',
      note: 'I waited 20 minutes.',
    })

    const eva = card('Career chat with Eva Novak')
    expect(eva).toHaveTextContent('Mentor did not come, marked by Eva: “Nobody joined the room.”')
    expect(within(eva).queryByRole('button', { name: 'Mark held' })).toBeNull()
    await user.click(within(eva).getByRole('button', { name: 'Dispute' }))
    const dispute = screen.getByRole('dialog', { name: 'Dispute Eva’s outcome?' })
    // Eva's claim is in view while the mentor answers it.
    const claim = within(dispute).getByRole('figure', { name: 'What Eva said' })
    expect(claim).toHaveTextContent('Mentor did not come')
    expect(within(claim).getByText('Nobody joined the room.')).toBeInstanceOf(HTMLQuoteElement)
    // The mentor's side is required.
    await user.click(within(dispute).getByRole('button', { name: 'Send dispute' }))
    expect(within(dispute).getByLabelText(/^Your side of it/)).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await user.type(
      within(dispute).getByLabelText(/^Your side of it/),
      'I was there; the link failed for Eva.',
    )
    await user.click(within(dispute).getByRole('button', { name: 'Send dispute' }))
    expect(
      await screen.findByText('Dispute sent. Learnlane reads both sides and decides.'),
    ).toBeInTheDocument()
    expect(bodyOf(fetchMock, '/api/instructor/sessions/bookings/5/dispute')).toEqual({
      note: 'I was there; the link failed for Eva.',
    })
  })

  it("shows the admin's decision on a dispute and the student's review of the session", async () => {
    const settled = makeMentorBooking({
      id: 8,
      startsAt: '2026-11-28T15:00:00.000Z',
      outcome: 'held',
      outcomeBy: 'mentor',
      disputeNote: 'The mentor left after ten minutes.',
      resolution: 'upheld',
      resolutionNote: 'The room log shows 45 minutes.',
      review: {
        rating: 4,
        comment: 'Clear advice on my portfolio.',
        createdAt: '2026-11-28T17:00:00.000Z',
        updatedAt: '2026-11-28T17:00:00.000Z',
      },
      student: { id: 's-ida', name: 'Ida Berg', timeZone: 'Europe/Oslo' },
    })
    await renderPanel([settled])
    const ida = card('Career chat with Ida Berg')
    expect(ida).toHaveTextContent(
      'Disputed by Ida“The mentor left after ten minutes.”Learnlane upheld the outcome: “The room log shows 45 minutes.”',
    )
    expect(ida).toHaveTextContent('Ida’s review')
    expect(within(ida).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument()
    expect(ida).toHaveTextContent('“Clear advice on my portfolio.”')
  })

  it('tells an admin without a mentor profile where disputes are settled instead of empty forms', async () => {
    routeFetch((_method, url) =>
      url === '/api/instructor/sessions'
        ? jsonResponse(makeMentorSessions({ instructorId: null, types: [], bookings: [] }))
        : jsonResponse({ error: 'Not found' }, 404),
    )
    renderWithApp(<MentoringPanel />, { path: '/instructor-sessions' })
    expect(
      await screen.findByRole('heading', { name: 'No mentor profile on this account' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Session disputes' })).toHaveAttribute(
      'href',
      '/admin/session-disputes',
    )
    expect(screen.queryByRole('tablist')).toBeNull()
  })
})
