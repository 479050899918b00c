import type { PlatformEarnings } from '@app/domain/earnings'
import { MONTH_NAMES } from '@app/domain/format'
import { useQuery } from '@tanstack/react-query'
import { Wallet } from 'lucide-react'
import { Fragment, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { formatPrice } from '../../../lib/format'
import { adminEarningsQueries } from '../api/admin-earnings'
import '../admin.css'
import './admin-earnings.css'
import { PayoutForm } from './payout-form'

/** "2026-11" -> "November 2026". */
function monthLabel(month: string): string {
  const [year, m] = month.split('-')
  const name = MONTH_NAMES[Number(m) - 1]
  return name && year ? `${name} ${year}` : month
}

function MonthsTable({ months }: { months: PlatformEarnings['months'] }) {
  if (months.length === 0) {
    return <p className="admin-earnings__none">No sales yet.</p>
  }
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-earnings-table">
        <caption className="visually-hidden">The platform’s money per month, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Sales</th>
            <th scope="col">Platform fees</th>
            <th scope="col">Refunds</th>
            <th scope="col">Payouts</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row" data-label="Month">
                {monthLabel(m.month)}
              </th>
              <td data-label="Sales">{formatPrice(m.grossCents)}</td>
              <td data-label="Platform fees">{formatPrice(m.feeCents)}</td>
              <td data-label="Refunds">{formatPrice(m.refundsCents)}</td>
              <td data-label="Payouts">{formatPrice(m.payoutsCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function MentorsTable({ mentors }: { mentors: PlatformEarnings['mentors'] }) {
  const [openId, setOpenId] = useState<number | null>(null)
  if (mentors.length === 0) {
    return <p className="admin-earnings__none">No mentor has earned anything yet.</p>
  }
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-earnings-table">
        <caption className="visually-hidden">Each mentor’s balances</caption>
        <thead>
          <tr>
            <th scope="col">Mentor</th>
            <th scope="col">Pending</th>
            <th scope="col">Available</th>
            <th scope="col">Paid out</th>
            <th scope="col">
              <span className="visually-hidden">Payout</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {mentors.map((mentor) => {
            const isOpen = openId === mentor.instructorId
            const formId = `payout-${mentor.instructorId}`
            return (
              <Fragment key={mentor.instructorId}>
                <tr>
                  <th scope="row" data-label="Mentor">
                    {mentor.name}
                  </th>
                  <td data-label="Pending">{formatPrice(mentor.pendingCents)}</td>
                  <td data-label="Available">
                    <strong>{formatPrice(mentor.availableCents)}</strong>
                  </td>
                  <td data-label="Paid out">{formatPrice(mentor.paidOutCents)}</td>
                  <td className="admin-earnings__action">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? formId : undefined}
                      aria-label={`Record payout to ${mentor.name}`}
                      onClick={() => setOpenId(isOpen ? null : mentor.instructorId)}
                    >
                      Record payout
                    </Button>
                  </td>
                </tr>
                {isOpen ? (
                  <tr className="admin-earnings__form-row" id={formId}>
                    <td colSpan={5}>
                      <PayoutForm
                        instructorId={mentor.instructorId}
                        name={mentor.name}
                        availableCents={mentor.availableCents}
                        onDone={() => setOpenId(null)}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The platform's earnings (GET /api/admin/earnings): sales, fees, refunds and payouts per month;
 * each mentor's balances, with a payout to record from what is available.
 */
export function AdminEarnings() {
  const query = useQuery(adminEarningsQueries.platform())
  if (query.isPending) return <PanelLoading label="Loading the earnings…" />
  if (query.isError) {
    return (
      <PanelError
        title="The earnings could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }
  const { months, mentors } = query.data
  if (months.length === 0 && mentors.length === 0) {
    return (
      <EmptyState
        icon={<Wallet />}
        title="No earnings yet"
        description="When a student buys a course, its sale, the platform fee and the mentor’s share show here."
      />
    )
  }
  return (
    <div className="admin-earnings">
      <section aria-labelledby="admin-earnings-months">
        <h2 className="admin-earnings__title" id="admin-earnings-months">
          Per month
        </h2>
        <MonthsTable months={months} />
      </section>
      <section aria-labelledby="admin-earnings-mentors">
        <h2 className="admin-earnings__title" id="admin-earnings-mentors">
          Mentors
        </h2>
        <p className="admin-earnings__intro">
          A sale’s money becomes available once its refund window has passed. Record each transfer
          you send, up to what is available.
        </p>
        <MentorsTable mentors={mentors} />
      </section>
    </div>
  )
}
