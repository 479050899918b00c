import type { PlatformEarnings } from '@app/domain/earnings'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { AdminEarnings } from './admin-earnings'

afterEach(() => vi.unstubAllGlobals())

function platform(paidOutCents = 0, availableCents = 12_345): PlatformEarnings {
  return {
    months: [
      {
        month: '2026-11',
        grossCents: 50_000,
        feeCents: 10_000,
        refundsCents: 5_000,
        payoutsCents: paidOutCents,
      },
      { month: '2026-10', grossCents: 20_000, feeCents: 4_000, refundsCents: 0, payoutsCents: 0 },
    ],
    mentors: [
      {
        instructorId: 6,
        name: 'Kenji Watanabe',
        pendingCents: 3_000,
        availableCents,
        paidOutCents,
      },
      { instructorId: 7, name: 'Ana Ruiz', pendingCents: 0, availableCents: 0, paidOutCents: 0 },
    ],
  }
}

describe('AdminEarnings', () => {
  it('lists the months and the mentors, and records a payout from the form', async () => {
    const fetchMock = routeFetch((method) =>
      method === 'POST' ? jsonResponse(platform(10_050, 2_295), 201) : jsonResponse(platform()),
    )
    const user = userEvent.setup()
    renderWithApp(<AdminEarnings />, { path: '/admin/earnings' })

    const months = await screen.findByRole('table', { name: /per month/ })
    expect(within(months).getByRole('row', { name: /November 2026/ })).toHaveTextContent(
      'November 2026$500.00$100.00$50.00$0.00',
    )
    const mentors = screen.getByRole('table', { name: 'Each mentor’s balances' })
    const kenji = within(mentors).getByRole('row', { name: /Kenji Watanabe/ })
    expect(kenji).toHaveTextContent('$30.00$123.45$0.00')

    await user.click(within(kenji).getByRole('button', { name: 'Record payout to Kenji Watanabe' }))
    const form = screen.getByRole('form', { name: 'Record a payout to Kenji Watanabe' })
    const date = within(form).getByLabelText('Paid on')
    expect(date).toHaveValue(new Date().toLocaleDateString('sv-SE'))

    // Nothing typed: the schema's messages sit next to their fields, and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Record payout' }))
    expect(within(form).getByLabelText('Amount (USD)')).toHaveAccessibleDescription(
      'Enter the amount',
    )
    expect(within(form).getByLabelText('Transfer reference')).toHaveAccessibleDescription(
      'Enter the transfer reference',
    )
    expect(requested(fetchMock, 'POST')).toEqual([])

    await user.type(within(form).getByLabelText('Amount (USD)'), '100.50')
    await user.clear(date)
    await user.type(date, '2026-11-28')
    await user.type(within(form).getByLabelText('Transfer reference'), 'TR-1128')
    await user.click(within(form).getByRole('button', { name: 'Record payout' }))

    await vi.waitFor(() =>
      expect(within(kenji).getByRole('cell', { name: '$22.95' })).toBeInTheDocument(),
    )
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe('/api/admin/earnings/payouts')
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      instructorId: 6,
      amountCents: 10_050,
      paidOn: '2026-11-28',
      reference: 'TR-1128',
    })
    expect(kenji).toHaveTextContent('$100.50')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it('shows the server’s refusal when the payout is more than is available', async () => {
    routeFetch((method) =>
      method === 'POST'
        ? jsonResponse({ error: 'Only 123.45 is available to pay Kenji Watanabe' }, 409)
        : jsonResponse(platform()),
    )
    const user = userEvent.setup()
    renderWithApp(<AdminEarnings />, { path: '/admin/earnings' })

    await user.click(await screen.findByRole('button', { name: 'Record payout to Kenji Watanabe' }))
    const form = screen.getByRole('form', { name: 'Record a payout to Kenji Watanabe' })
    await user.type(within(form).getByLabelText('Amount (USD)'), '500')
    await user.type(within(form).getByLabelText('Transfer reference'), 'TR-1')
    await user.click(within(form).getByRole('button', { name: 'Record payout' }))

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only 123.45 is available to pay Kenji Watanabe',
    )
    // Nothing changed: the balances stay, the form stays open with what was typed.
    expect(screen.getAllByRole('row', { name: /Kenji Watanabe/ })[0]).toHaveTextContent('$123.45')
    expect(within(form).getByLabelText('Amount (USD)')).toHaveValue('500')
  })
})
