import type { Earnings } from '@app/domain/earnings'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { storageKeys } from '../../../config/storage-keys'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { dashboardNav } from './dashboard-nav'
import { EarningsPanel } from './earnings-panel'

afterEach(() => vi.unstubAllGlobals())

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
]

function makeEarnings(overrides: Partial<Earnings> = {}): Earnings {
  return {
    feePercent: 20,
    netThisMonthCents: 4_000,
    netAllTimeCents: 123_456,
    pendingCents: 4_000,
    availableCents: 9_456,
    paidOutCents: 110_000,
    months: MONTHS.map((month, i) => ({ month, netCents: i === 10 ? 8_000 : i * 100 })),
    entries: [
      {
        at: '2026-11-20T10:00:00.000Z',
        kind: 'refund',
        orderNumber: 'LL-100007',
        courseId: 3,
        courseTitle: 'Modern React From Scratch',
        grossCents: -5_000,
        feeCents: -1_000,
        netCents: -4_000,
        state: 'pending',
        availableAt: '2026-12-10T10:00:00.000Z',
      },
      {
        at: '2026-11-10T10:00:00.000Z',
        kind: 'sale',
        orderNumber: 'LL-100007',
        courseId: 3,
        courseTitle: 'Modern React From Scratch',
        grossCents: 5_000,
        feeCents: 1_000,
        netCents: 4_000,
        state: 'pending',
        availableAt: '2026-12-10T10:00:00.000Z',
      },
      {
        at: '2026-10-02T10:00:00.000Z',
        kind: 'sale',
        orderNumber: 'LL-100003',
        courseId: 4,
        courseTitle: 'Data Science Basics',
        grossCents: 10_000,
        feeCents: 2_000,
        netCents: 8_000,
        state: 'available',
        availableAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    payouts: [{ amountCents: 110_000, paidOn: '2026-10-15', reference: 'TR-2026-10' }],
    ...overrides,
  }
}

describe('EarningsPanel', () => {
  it('shows the counters, the fee and each sale and refund from the answer', async () => {
    const fetchMock = routeFetch(() => jsonResponse(makeEarnings()))
    renderWithApp(<EarningsPanel />, { path: '/instructor-earnings' })

    const tiles = await screen.findAllByRole('listitem')
    const tile = (label: string) => tiles.find((li) => within(li).queryByText(label))!
    expect(tile('Net this month')).toHaveTextContent('$40.00')
    expect(tile('Net all time')).toHaveTextContent('$1,234.56')
    expect(tile('Pending')).toHaveTextContent(
      '$40.00PendingAvailable 30 days after each sale, once the refund window has passed.',
    )
    expect(tile('Available')).toHaveTextContent('$94.56')
    expect(tile('Paid out')).toHaveTextContent('$1,100.00')
    expect(screen.getByText(/Learnlane keeps 20% of what each sale paid/)).toBeInTheDocument()
    expect(requested(fetchMock)).toEqual(['/api/instructor/earnings'])

    const table = screen.getByRole('table', {
      name: 'Sales and refunds of your courses, newest first',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('November 20, 2026')
    expect(rows[0]).toHaveTextContent('LL-100007Refund')
    expect(rows[0]).toHaveTextContent('-$50.00-$10.00-$40.00')
    expect(rows[0]).toHaveTextContent('Pending until December 10, 2026')
    expect(rows[1]).toHaveTextContent('$50.00$10.00$40.00')
    expect(rows[1]).not.toHaveTextContent('Refund')
    expect(rows[2]).toHaveTextContent('Data Science Basics')
    expect(rows[2]).toHaveTextContent('Available')

    const payouts = screen.getByRole('table', { name: 'Payouts to you, newest first' })
    expect(payouts).toHaveTextContent('October 15, 2026$1,100.00TR-2026-10')
  })

  it('draws the months as a chart with an accessible summary and its figures', async () => {
    routeFetch(() => jsonResponse(makeEarnings()))
    renderWithApp(<EarningsPanel />, { path: '/instructor-earnings' })

    const chart = await screen.findByRole('img', { name: /^Net earnings by month/ })
    expect(chart).toHaveAccessibleName(
      'Net earnings by month, December 2025 to November 2026: $136.00 in all, most in October 2026 ($80.00).',
    )
    expect(chart.querySelectorAll('rect')).toHaveLength(12)
    expect(within(chart).getByText('Nov')).toBeInTheDocument()
    const figures = screen.getByRole('table', { name: 'Net earnings by month' })
    expect(within(figures).getByRole('row', { name: 'October 2026 $80.00' })).toBeInTheDocument()
  })

  it('downloads the chosen month’s statement with the token', async () => {
    localStorage.setItem(storageKeys.token, 'tok')
    const fetchMock = routeFetch((_, url) =>
      url.startsWith('/api/instructor/earnings/statement.csv')
        ? new Response('date,order\n', { headers: { 'content-type': 'text/csv' } })
        : jsonResponse(makeEarnings()),
    )
    const createObjectURL = vi.fn(() => 'blob:statement')
    const revokeObjectURL = vi.fn()
    // jsdom has no object URLs.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    onTestFinished(() => void Object.assign(URL, original))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('learnlane-statement-2026-09.csv')
      expect(this.href).toBe('blob:statement')
    })
    const user = userEvent.setup()
    renderWithApp(<EarningsPanel />, { path: '/instructor-earnings' })

    const month = await screen.findByRole('combobox', { name: 'Statement month' })
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toHaveLength(12)
    expect(month).toHaveValue('2026-11')
    await user.selectOptions(month, 'September 2026')
    await user.click(screen.getByRole('button', { name: 'Download statement' }))

    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect(requested(fetchMock)).toContain('/api/instructor/earnings/statement.csv?month=2026-09')
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('statement'))!
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok')
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0]
    expect(blob.size).toBe('date,order\n'.length)
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:statement'))
  })

  it('says so when nothing was sold yet', async () => {
    routeFetch(() =>
      jsonResponse(
        makeEarnings({
          netThisMonthCents: 0,
          netAllTimeCents: 0,
          pendingCents: 0,
          availableCents: 0,
          paidOutCents: 0,
          months: MONTHS.map((month) => ({ month, netCents: 0 })),
          entries: [],
          payouts: [],
        }),
      ),
    )
    renderWithApp(<EarningsPanel />, { path: '/instructor-earnings' })
    expect(
      await screen.findByText(
        'No sales yet. When a student buys one of your courses, it shows here.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows the server’s message when the account has no mentor profile', async () => {
    routeFetch(() => jsonResponse({ error: 'No mentor profile for this account' }, 404))
    renderWithApp(<EarningsPanel />, { path: '/instructor-earnings' })
    expect(await screen.findByRole('alert')).toHaveTextContent('No mentor profile for this account')
  })
})

describe('the instructor menu', () => {
  it('lists Earnings after Order History, for mentors only', () => {
    const labels = dashboardNav('instructor').map((item) => item.label)
    expect(labels.indexOf('Earnings')).toBe(labels.indexOf('Order History') + 1)
    expect(dashboardNav('instructor').find((i) => i.label === 'Earnings')?.to).toBe(
      '/instructor-earnings',
    )
    expect(dashboardNav('student').map((item) => item.label)).not.toContain('Earnings')
  })
})
