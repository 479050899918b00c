import { useQuery } from '@tanstack/react-query'
import { Receipt, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { adminOrderQueries } from '../api/admin-orders'
import { useAdminOrderFilters } from '../hooks/use-admin-order-filters'
import '../admin.css'
import { PanelLoading, PanelError } from '../../../components/ui/panel-states'
import { AdminOrderFilters } from './admin-order-filters'
import { AdminOrdersTable } from './admin-orders-table'

/** Every order, newest first, filtered by status and number / e-mail through the URL. */
export function AdminOrders() {
  const { query, setFilters, hrefFor } = useAdminOrderFilters()
  const list = useQuery(adminOrderQueries.list(query))
  const isFiltered = Boolean(query.status || query.q)

  let content
  if (list.isPending) {
    content = <PanelLoading label="Loading orders…" />
  } else if (list.isError) {
    content = (
      <PanelError
        title="Orders could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    )
  } else if (list.data.items.length === 0) {
    content = isFiltered ? (
      <EmptyState
        icon={<SearchX />}
        title="No orders match"
        description="Try another status or search for part of an order number or e-mail address."
        action={
          <Link to={paths.adminOrders} className={buttonClassName({ variant: 'secondary' })}>
            Show all orders
          </Link>
        }
      />
    ) : (
      <EmptyState
        icon={<Receipt />}
        title="No orders yet"
        description="Orders placed at checkout appear here, newest first, with their payment status."
      />
    )
  } else {
    const { items, page, pageSize, total, pageCount } = list.data
    const first = (page - 1) * pageSize + 1
    const last = Math.min(total, first + items.length - 1)
    content = (
      <>
        <p className="admin-range" aria-live="polite">
          Showing {first}–{last} of {total.toLocaleString('en-US')}{' '}
          {total === 1 ? 'order' : 'orders'}
        </p>
        <AdminOrdersTable orders={items} isUpdating={list.isPlaceholderData} />
        <Pagination label="Order pages" page={page} pageCount={pageCount} hrefFor={hrefFor} />
      </>
    )
  }

  return (
    <div className="admin-orders" aria-busy={list.isPlaceholderData || undefined}>
      <AdminOrderFilters query={query} onSearch={(q) => setFilters({ q })} />
      {content}
    </div>
  )
}
