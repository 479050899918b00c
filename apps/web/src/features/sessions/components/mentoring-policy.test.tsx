import { DEFAULT_POLICY } from '@app/domain/sessions'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { MentoringPolicy, policySummary } from './mentoring-policy'

afterEach(() => vi.unstubAllGlobals())

describe('MentoringPolicy', () => {
  it('says that changes apply to new bookings only, and the policy as students read it', () => {
    routeFetch(() => jsonResponse({}))
    renderWithApp(<MentoringPolicy policy={{ ...DEFAULT_POLICY }} />)
    expect(
      screen.getByText(
        'Changes apply to new bookings only: every booking keeps the policy in force when it was made.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'A student who cancels at least 24 hours before the start gets 100% back; later, 0%. A booking can be moved up to 2 times, until 24 hours before the start. When you cancel, the student always gets everything back.',
      ),
    ).toBeInTheDocument()
  })

  it('saves the cutoff, both refunds and the reschedules, the summary following as they change', async () => {
    const fetchMock = routeFetch((method, url, body) =>
      method === 'PUT' && url === '/api/instructor/sessions/policy'
        ? jsonResponse(body)
        : jsonResponse({ error: 'Not found' }, 404),
    )
    const user = userEvent.setup()
    renderWithApp(<MentoringPolicy policy={{ ...DEFAULT_POLICY }} />)

    const set = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label))
      await user.type(screen.getByLabelText(label), value)
    }
    await set('Cancellation cutoff (hours before the start)', '48')
    await set('Refund after the cutoff (%)', '50')
    await set('Reschedules allowed per booking', '1')
    expect(
      screen.getByText(
        'A student who cancels at least 48 hours before the start gets 100% back; later, 50%. A booking can be moved once, until 48 hours before the start. When you cancel, the student always gets everything back.',
      ),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Save policy' }))
    expect(await screen.findByText('Policy saved for new bookings.')).toBeInTheDocument()
    expect(requested(fetchMock, 'PUT')).toEqual(['/api/instructor/sessions/policy'])
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      cutoffHours: 48,
      refundBeforePercent: 100,
      refundAfterPercent: 50,
      maxReschedules: 1,
    })
  })

  it('refuses a refund over 100% with the schema’s words, before sending', async () => {
    const fetchMock = routeFetch(() => jsonResponse({}))
    const user = userEvent.setup()
    renderWithApp(<MentoringPolicy policy={{ ...DEFAULT_POLICY }} />)
    await user.clear(screen.getByLabelText('Refund before the cutoff (%)'))
    await user.type(screen.getByLabelText('Refund before the cutoff (%)'), '120')
    await user.click(screen.getByRole('button', { name: 'Save policy' }))
    expect(
      await screen.findByText('The refund before the cutoff is at most 100%'),
    ).toBeInTheDocument()
    expect(requested(fetchMock, 'PUT')).toEqual([])
  })
})

describe('policySummary', () => {
  it('says when a booking cannot be moved, and nothing while a box is empty', () => {
    expect(policySummary({ ...DEFAULT_POLICY, maxReschedules: 0, cutoffHours: 1 })).toBe(
      'A student who cancels at least 1 hour before the start gets 100% back; later, 0%. A booking cannot be moved. When you cancel, the student always gets everything back.',
    )
    expect(policySummary({ ...DEFAULT_POLICY, cutoffHours: Number.NaN })).toBeNull()
  })
})
