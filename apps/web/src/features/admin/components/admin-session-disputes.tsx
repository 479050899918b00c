import { useQuery } from '@tanstack/react-query'
import { Scale } from 'lucide-react'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { sessionDisputeQueries } from '../api/admin-session-disputes'
import '../admin.css'
import { SessionDisputeCard } from './session-dispute-card'

/** Session outcomes one party disputed, oldest first, each with Uphold / Overturn. */
export function AdminSessionDisputes() {
  const list = useQuery(sessionDisputeQueries.list())
  if (list.isPending) return <PanelLoading label="Loading the disputes…" />
  if (list.isError) {
    return (
      <PanelError
        title="The disputes could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    )
  }
  const { items } = list.data
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Scale />}
        title="No disputes waiting."
        description="After a session either party may say it was held or that the other did not come; the other may dispute that once. Disputes wait here for your decision."
      />
    )
  }
  return (
    <div className="admin-refunds">
      <p className="admin-range" aria-live="polite">
        {items.length.toLocaleString('en-US')} {items.length === 1 ? 'dispute' : 'disputes'}, oldest
        first
      </p>
      <ul className="admin-refunds__list" aria-label="Disputed sessions">
        {items.map((booking) => (
          <SessionDisputeCard key={booking.id} booking={booking} />
        ))}
      </ul>
    </div>
  )
}
