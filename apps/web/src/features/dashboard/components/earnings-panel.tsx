import { EARNINGS_HOLD_DAYS, type EarningEntry, type Earnings } from '@app/domain/earnings'
import { useQuery } from '@tanstack/react-query'
import {
  BadgeDollarSign,
  CalendarDays,
  CircleCheck,
  Hourglass,
  Info,
  Landmark,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { formatLongDate, formatPrice } from '../../../lib/format'
import { earningsQueries } from '../api/earnings'
import { DataTable } from './data-table'
import { EarningsChart } from './earnings-chart'
import './earnings.css'
import { StatementDownload } from './statement-download'

interface MoneyTile {
  label: string
  cents: number
  icon: LucideIcon
  tone: 'indigo' | 'green' | 'amber' | 'blue' | 'teal'
  note?: string
}

function tilesOf(earnings: Earnings): MoneyTile[] {
  return [
    {
      label: 'Net this month',
      cents: earnings.netThisMonthCents,
      icon: CalendarDays,
      tone: 'indigo',
    },
    { label: 'Net all time', cents: earnings.netAllTimeCents, icon: TrendingUp, tone: 'blue' },
    {
      label: 'Pending',
      cents: earnings.pendingCents,
      icon: Hourglass,
      tone: 'amber',
      note: `Available ${EARNINGS_HOLD_DAYS} days after each sale, once the refund window has passed.`,
    },
    { label: 'Available', cents: earnings.availableCents, icon: CircleCheck, tone: 'green' },
    { label: 'Paid out', cents: earnings.paidOutCents, icon: Landmark, tone: 'teal' },
  ]
}

/** Counters in the look of the dashboard's, with money for figures. */
function MoneyTiles({ tiles }: { tiles: MoneyTile[] }) {
  return (
    <ul className="stat-tiles earnings-tiles">
      {tiles.map(({ label, cents, icon: Icon, tone, note }) => (
        <li key={label} className={`stat-tile stat-tile--${tone}`}>
          <span className="stat-tile__icon" aria-hidden="true">
            <Icon size={24} />
          </span>
          <span className="stat-tile__body">
            <span className="stat-tile__value">{formatPrice(cents)}</span>
            <span className="stat-tile__label">{label}</span>
            {note ? <span className="earnings-tiles__note">{note}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  )
}

const COLUMNS = ['Date', 'Order', 'Course', 'Paid', 'Fee', 'Net', 'State']

function stateOf(entry: EarningEntry): string {
  if (entry.state === 'available') return 'Available'
  return `Pending until ${formatLongDate(entry.availableAt)}`
}

function entryRows(entries: EarningEntry[]) {
  return entries.map((entry) => ({
    key: `${entry.kind}-${entry.orderNumber}-${entry.courseId}-${entry.at}`,
    cells: [
      <time key="at" dateTime={entry.at}>
        {formatLongDate(entry.at)}
      </time>,
      <span key="order" className="earnings-order">
        <strong>{entry.orderNumber}</strong>
        {entry.kind === 'refund' ? <span className="earnings-refund">Refund</span> : null}
      </span>,
      entry.courseTitle,
      formatPrice(entry.grossCents),
      formatPrice(entry.feeCents),
      <strong key="net" className={entry.netCents < 0 ? 'earnings-negative' : undefined}>
        {formatPrice(entry.netCents)}
      </strong>,
      stateOf(entry),
    ],
  }))
}

/**
 * The mentor's earnings (GET /api/instructor/earnings): the counters, the last 12 months, the
 * platform fee, each sale and refund, a month's statement and the payouts.
 */
export function EarningsPanel() {
  const query = useQuery(earningsQueries.mine())
  if (query.isPending) return <PanelLoading label="Loading your earnings…" />
  if (query.isError) {
    return (
      <PanelError
        title="Your earnings could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }
  const earnings = query.data
  const feeNote = (
    <p className="dash-note earnings-fee">
      <Info aria-hidden="true" size={16} />
      <span>
        Learnlane keeps {earnings.feePercent}% of what each sale paid; the rest is yours. A refund
        takes back both parts.
      </span>
    </p>
  )

  if (earnings.entries.length === 0 && earnings.payouts.length === 0) {
    return (
      <div className="earnings">
        <MoneyTiles tiles={tilesOf(earnings)} />
        {feeNote}
        <EmptyState
          icon={<BadgeDollarSign />}
          title="No sales yet"
          description="No sales yet. When a student buys one of your courses, it shows here."
        />
      </div>
    )
  }

  return (
    <div className="earnings">
      <MoneyTiles tiles={tilesOf(earnings)} />
      {feeNote}

      <section className="dash-card earnings-card" aria-labelledby="earnings-months-title">
        <div className="dash-card__head">
          <h2 className="dash-card__title" id="earnings-months-title">
            Net earnings by month
          </h2>
        </div>
        <div className="earnings-card__body">
          <EarningsChart months={earnings.months} />
        </div>
      </section>

      <section className="dash-card" aria-labelledby="earnings-sales-title">
        <div className="dash-card__head earnings-card__head">
          <div>
            <h2 className="dash-card__title" id="earnings-sales-title">
              Sales and refunds
            </h2>
            <p className="dash-card__intro">
              Newest first. A refund is its own row, taking back what its sale gave.
            </p>
          </div>
          <StatementDownload months={earnings.months.map((m) => m.month)} />
        </div>
        <DataTable
          caption="Sales and refunds of your courses, newest first"
          columns={COLUMNS}
          rows={entryRows(earnings.entries)}
          empty="No sales yet. When a student buys one of your courses, it shows here."
        />
      </section>

      <section className="dash-card" aria-labelledby="earnings-payouts-title">
        <div className="dash-card__head">
          <h2 className="dash-card__title" id="earnings-payouts-title">
            Payouts
          </h2>
        </div>
        <DataTable
          caption="Payouts to you, newest first"
          columns={['Paid on', 'Amount', 'Reference']}
          rows={earnings.payouts.map((payout, i) => ({
            key: `${payout.paidOn}-${payout.reference}-${i}`,
            cells: [
              <time key="on" dateTime={payout.paidOn}>
                {formatLongDate(payout.paidOn)}
              </time>,
              formatPrice(payout.amountCents),
              payout.reference,
            ],
          }))}
          empty="Nothing paid out yet. Learnlane pays what is available."
        />
      </section>
    </div>
  )
}
