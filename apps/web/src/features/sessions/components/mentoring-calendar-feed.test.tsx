import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { MentoringCalendarFeed } from './mentoring-calendar-feed'

afterEach(() => vi.unstubAllGlobals())

const FIRST = 'webcal://learnlane.test/api/calendar/first-secret.ics'
const SECOND = 'webcal://learnlane.test/api/calendar/second-secret.ics'

/** The feed's address: FIRST until renewed, SECOND after, none once stopped. */
function stubFeed() {
  let url: string | null = FIRST
  return routeFetch((method) => {
    if (method === 'POST') url = SECOND
    if (method === 'DELETE') {
      url = null
      return new Response(null, { status: 204 })
    }
    return jsonResponse({ url })
  })
}

describe('MentoringCalendarFeed', () => {
  it('shows the address, copies it, makes a new one and stops the feed, each confirmed', async () => {
    const fetchMock = stubFeed()
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    renderWithApp(<MentoringCalendarFeed />)

    expect(await screen.findByLabelText('Feed address')).toHaveValue(FIRST)
    expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      FIRST,
    )
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith(FIRST)
    expect(await screen.findByText('Address copied.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'New address' }))
    const renew = screen.getByRole('dialog', { name: 'Make a new feed address?' })
    expect(renew).toHaveAccessibleDescription(/The current address stops working at once/)
    await user.click(within(renew).getByRole('button', { name: 'Make a new address' }))
    await waitFor(() => expect(screen.getByLabelText('Feed address')).toHaveValue(SECOND))
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Stop feed' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Stop the calendar feed?' })).getByRole('button', {
        name: 'Stop feed',
      }),
    )
    expect(await screen.findByText('No feed yet.')).toBeInTheDocument()
    expect(requested(fetchMock, 'POST')).toEqual(['/api/me/calendar-feed'])
    expect(requested(fetchMock, 'DELETE')).toEqual(['/api/me/calendar-feed'])
  })

  it('starts a feed when there is none', async () => {
    const fetchMock = routeFetch((method) =>
      jsonResponse({ url: method === 'POST' ? FIRST : null }),
    )
    const user = userEvent.setup()
    renderWithApp(<MentoringCalendarFeed />)
    await user.click(await screen.findByRole('button', { name: 'Get calendar address' }))
    expect(await screen.findByLabelText('Feed address')).toHaveValue(FIRST)
    expect(requested(fetchMock, 'POST')).toEqual(['/api/me/calendar-feed'])
  })
})
