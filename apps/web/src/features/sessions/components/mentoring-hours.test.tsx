import type { Availability } from '@app/domain/sessions'
import { screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeAvailability } from '../../../testing/mentor-session-fixtures'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { MentoringHours } from './mentoring-hours'

afterEach(() => vi.unstubAllGlobals())

/** Answers PUT /api/instructor/sessions/availability with what it was sent. */
function acceptHours() {
  return routeFetch((method, url, body) => {
    if (method === 'PUT' && url === '/api/instructor/sessions/availability')
      return jsonResponse(body)
    return jsonResponse({ error: 'Not found' }, 404)
  })
}

const day = (name: string) => screen.getByRole('group', { name })

/** The body of the one PUT sent. */
function sentHours(fetchMock: ReturnType<typeof routeFetch>): unknown {
  const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')
  expect(puts).toHaveLength(1)
  return JSON.parse(String(puts[0]![1]!.body))
}

async function pick(user: UserEvent, group: HTMLElement, label: string, time: string) {
  await user.selectOptions(within(group).getByLabelText(label), time)
}

describe('MentoringHours', () => {
  it('saves several ranges a day, and a range until midnight', async () => {
    const fetchMock = acceptHours()
    const user = userEvent.setup()
    renderWithApp(<MentoringHours availability={makeAvailability()} />)

    const monday = day('Monday')
    const wednesday = day('Wednesday')
    const friday = day('Friday')
    const save = screen.getByRole('button', { name: 'Save hours' })

    // Monday: 09:00-12:00 and 13:00-17:00.
    expect(within(monday).getByText('Unavailable')).toBeInTheDocument()
    await user.click(within(monday).getByRole('button', { name: 'Add hours' }))
    expect(within(monday).getByLabelText('Start of range 1')).toHaveValue('09:00')
    expect(within(monday).getByLabelText('End of range 1')).toHaveValue('17:00')
    await pick(user, monday, 'End of range 1', '12:00')
    await user.click(within(monday).getByRole('button', { name: 'Add hours' }))
    // The next range starts where the last one ends.
    expect(within(monday).getByLabelText('Start of range 2')).toHaveValue('12:00')
    await pick(user, monday, 'Start of range 2', '13:00')
    await pick(user, monday, 'End of range 2', '17:00')

    // Wednesday: a range added, then removed again; Friday evening until midnight.
    await user.click(within(wednesday).getByRole('button', { name: 'Add hours' }))
    await user.click(within(wednesday).getByRole('button', { name: 'Remove range 1 of Wednesday' }))
    expect(within(wednesday).getByText('Unavailable')).toBeInTheDocument()
    await user.click(within(friday).getByRole('button', { name: 'Add hours' }))
    await pick(user, friday, 'Start of range 1', '18:00')
    await pick(user, friday, 'End of range 1', '24:00')

    await user.click(save)

    expect(await screen.findByText(/^Hours saved\./)).toBeInTheDocument()
    expect(requested(fetchMock, 'PUT')).toEqual(['/api/instructor/sessions/availability'])
    expect(sentHours(fetchMock)).toEqual({
      ...makeAvailability(),
      weekly: [
        [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
        [],
        [],
        [],
        [{ start: '18:00', end: '24:00' }],
        [],
        [],
      ],
    } satisfies Availability)
  })

  it('saves a date off and a date with its own hours', async () => {
    const fetchMock = acceptHours()
    const user = userEvent.setup()
    renderWithApp(<MentoringHours availability={makeAvailability()} />)

    // Christmas Eve off, and New Year's Eve with morning hours only.
    await user.click(screen.getByRole('button', { name: 'Add a date' }))
    await user.type(screen.getByLabelText('Date'), '2026-12-24')
    expect(screen.getByRole('checkbox', { name: 'Day off' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Add a date' }))
    await user.type(screen.getAllByLabelText('Date')[1]!, '2026-12-31')
    await user.click(screen.getAllByRole('checkbox', { name: 'Day off' })[1]!)
    const newYearsEve = screen.getByRole('group', { name: 'Other hours on 2026-12-31' })
    await pick(user, newYearsEve, 'End of range 1', '12:00')
    await user.click(screen.getByRole('button', { name: 'Save hours' }))

    expect(await screen.findByText(/^Hours saved\./)).toBeInTheDocument()
    expect(sentHours(fetchMock)).toEqual({
      ...makeAvailability(),
      overrides: [
        { date: '2026-12-24', ranges: [] },
        { date: '2026-12-31', ranges: [{ start: '09:00', end: '12:00' }] },
      ],
    } satisfies Availability)
  })

  it('saves the time zone and the booking rules, notice in hours and an empty cap as none', async () => {
    const fetchMock = acceptHours()
    const user = userEvent.setup()
    renderWithApp(<MentoringHours availability={makeAvailability()} />)

    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Berlin')
    expect(
      screen.getByText(/Your hours are read on this clock: Europe\/Berlin \(UTC\+\d\)/),
    ).toBeInTheDocument()
    const set = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label))
      if (value) await user.type(screen.getByLabelText(label), value)
    }
    await set('Buffer after (minutes)', '15')
    await set('Minimum notice (hours)', '24')
    await set('Booking window (days)', '30')
    await set('Most sessions a day', '')
    await user.click(screen.getByRole('button', { name: 'Save hours' }))

    expect(await screen.findByText(/^Hours saved\./)).toBeInTheDocument()
    expect(sentHours(fetchMock)).toEqual({
      ...makeAvailability(),
      timeZone: 'Europe/Berlin',
      bufferAfterMinutes: 15,
      minNoticeMinutes: 1440,
      maxDaysAhead: 30,
      maxPerDay: null,
    } satisfies Availability)
  })

  it('shows what the schema refuses next to the day, and sends nothing', async () => {
    const fetchMock = acceptHours()
    const user = userEvent.setup()
    renderWithApp(
      <MentoringHours
        availability={makeAvailability({
          weekly: [[{ start: '09:00', end: '12:00' }], [], [], [], [], [], []],
        })}
      />,
    )
    const monday = day('Monday')
    await user.click(within(monday).getByRole('button', { name: 'Add hours' }))
    await pick(user, monday, 'Start of range 2', '11:00')
    await user.clear(screen.getByLabelText('Booking window (days)'))
    await user.type(screen.getByLabelText('Booking window (days)'), '400')
    await user.click(screen.getByRole('button', { name: 'Save hours' }))

    expect(
      await within(monday).findByText('The ranges of a day must not overlap'),
    ).toBeInTheDocument()
    expect(monday).toHaveAccessibleDescription('The ranges of a day must not overlap')
    expect(screen.getByText('At most 365 days ahead')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Some hours need a fix')
    expect(requested(fetchMock, 'PUT')).toEqual([])
  })

  it("shows the server's refusal next to Save", async () => {
    routeFetch(() => jsonResponse({ error: 'Your mentor profile is not set up yet' }, 403))
    const user = userEvent.setup()
    renderWithApp(<MentoringHours availability={makeAvailability()} />)
    await user.click(screen.getByRole('button', { name: 'Save hours' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your mentor profile is not set up yet',
    )
  })

  it('reads saved dates as days off or as their own hours', () => {
    routeFetch(() => jsonResponse({}))
    renderWithApp(
      <MentoringHours
        availability={makeAvailability({
          overrides: [
            { date: '2026-12-24', ranges: [] },
            { date: '2026-12-31', ranges: [{ start: '10:00', end: '11:30' }] },
          ],
          minNoticeMinutes: 90,
          maxPerDay: null,
        })}
      />,
    )
    const [off, short] = screen.getAllByRole('checkbox', { name: 'Day off' })
    expect(off).toBeChecked()
    expect(short).not.toBeChecked()
    const newYearsEve = screen.getByRole('group', { name: 'Other hours on 2026-12-31' })
    expect(within(newYearsEve).getByLabelText('End of range 1')).toHaveValue('11:30')
    expect(screen.getByLabelText('Minimum notice (hours)')).toHaveValue(1.5)
    expect(screen.getByLabelText('Most sessions a day')).toHaveValue(null)
  })
})
