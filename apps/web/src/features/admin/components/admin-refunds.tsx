import { REFUND_STATES, type RefundState } from '@app/domain/orders'
import { useQuery } from '@tanstack/react-query'
import { Undo2 } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { adminRefundQueries } from '../api/admin-refunds'
import '../admin.css'
import { AdminRefundCard } from './admin-refund-card'

export type RefundFilter = RefundState | 'all'

const FILTERS: { value: RefundFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'granted', label: 'Granted' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
]

/** The filter from `?state=`: pending when missing or unknown. */
export function refundFilterOf(params: URLSearchParams): RefundFilter {
  const state = params.get('state')
  if (state === 'all') return 'all'
  return (REFUND_STATES as readonly string[]).includes(state ?? '')
    ? (state as RefundState)
    : 'pending'
}

/** What the list asks the server for: a state, or every request. */
export const refundStateOf = (filter: RefundFilter) => (filter === 'all' ? undefined : filter)

const EMPTY: Record<RefundFilter, string> = {
  pending: 'No refund requests waiting.',
  granted: 'No refunds granted yet.',
  declined: 'No refund requests declined.',
  all: 'No refund requests yet.',
}

/**
 * The students' refund requests, newest first, pending ones first to answer: filter chips (links,
 * so each filter has its URL) and a card per request with Grant refund / Decline.
 */
export function AdminRefunds() {
  const [params] = useSearchParams()
  const filter = refundFilterOf(params)
  const list = useQuery(adminRefundQueries.list(refundStateOf(filter)))

  const chips = (
    <nav aria-label="Filter by state" className="admin-chips">
      <ul>
        {FILTERS.map(({ value, label }) => {
          const isCurrent = filter === value
          return (
            <li key={value}>
              <Link
                to={value === 'pending' ? '?' : `?state=${value}`}
                className={cx('admin-chip', isCurrent && 'is-current')}
                aria-current={isCurrent ? 'page' : undefined}
                preventScrollReset
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )

  let body
  if (list.isPending) body = <PanelLoading label="Loading the refund requests…" />
  else if (list.isError) {
    body = (
      <PanelError
        title="The refund requests could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    )
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<Undo2 />}
        title={EMPTY[filter]}
        description="A student asks for a refund from Order History. Requests granted at once are listed under Granted; the others wait here for your answer."
      />
    )
  } else {
    const { items } = list.data
    body = (
      <>
        <p className="admin-range" aria-live="polite">
          {items.length.toLocaleString('en-US')} {items.length === 1 ? 'request' : 'requests'}
        </p>
        <ul
          className={cx('admin-refunds__list', list.isPlaceholderData && 'is-updating')}
          aria-label="Refund requests"
          aria-busy={list.isPlaceholderData || undefined}
        >
          {items.map((refund) => (
            <AdminRefundCard key={refund.id} refund={refund} />
          ))}
        </ul>
      </>
    )
  }

  return (
    <div className="admin-refunds">
      {chips}
      {body}
    </div>
  )
}
