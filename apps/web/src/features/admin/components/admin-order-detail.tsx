import { paymentMethodLabel, type Order } from '@app/domain/orders'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, FileQuestion } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { OrderStatusBadge } from '../../../components/commerce/order-status-badge'
import { PageHeader } from '../../../components/layout/page-header'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { usePageMeta } from '../../../lib/page-meta'
import { adminOrderQueries } from '../api/admin-orders'
import '../admin.css'
import { PanelLoading, PanelError } from '../../../components/ui/panel-states'
import { AdminNav } from './admin-nav'
import { formatDateTime } from './format-date'
import { OrderBilling, OrderHistory, OrderLines } from './order-sections'
import { OrderStatusActions } from './order-status-actions'

/** Back to the list the admin came from, filters and page included. */
function useListHref(): string {
  const { state } = useLocation() as { state: { listSearch?: unknown } | null }
  const search = typeof state?.listSearch === 'string' ? state.listSearch : ''
  return `${paths.adminOrders}${search}`
}

/** One order as an admin sees it: status moves, lines and totals, payment, billing, history. */
export function AdminOrderDetail({ id }: { id: string }) {
  const detail = useQuery(adminOrderQueries.detail(id))
  const listHref = useListHref()
  const order = detail.data
  const title = order ? `Order ${order.number}` : 'Order'
  usePageMeta({
    title,
    description:
      'One Learnlane order as an admin sees it: its status, lines and totals, payment, billing details and history.',
    noindex: true,
  })

  let content
  if (detail.isPending) {
    content = <PanelLoading label="Loading the order…" rows={4} />
  } else if (detail.isError) {
    content =
      detail.error instanceof ApiError && detail.error.status === 404 ? (
        <EmptyState
          icon={<FileQuestion />}
          title="Order not found"
          description="No order has this address. It may have been mistyped."
          action={
            <Link to={listHref} className={buttonClassName({ variant: 'secondary' })}>
              All orders
            </Link>
          }
        />
      ) : (
        <PanelError
          title="The order could not be loaded"
          error={detail.error}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      )
  } else {
    content = <OrderView order={detail.data} />
  }

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: 'Admin' }, { label: 'Orders', to: listHref }, { label: title }]}
      >
        <AdminNav />
      </PageHeader>
      <div className="section">
        <div className="container">
          <Link to={listHref} className="admin-back">
            <ArrowLeft aria-hidden="true" size={18} />
            All orders
          </Link>
          {content}
        </div>
      </div>
    </>
  )
}

function OrderView({ order }: { order: Order }) {
  return (
    <div className="admin-order">
      <div className="admin-order__main">
        <section className="admin-card admin-card--summary" aria-labelledby="order-summary-title">
          <div className="admin-order__head">
            <h2 id="order-summary-title">{order.number}</h2>
            <OrderStatusBadge status={order.status} />
          </div>
          <dl className="admin-facts">
            <div>
              <dt>Placed</dt>
              <dd>
                <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt>Customer</dt>
              <dd>
                <a href={`mailto:${order.email}`}>{order.email}</a>
              </dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
            </div>
          </dl>
          <OrderLines order={order} />
        </section>
        <OrderHistory history={order.history} />
      </div>
      <div className="admin-order__side">
        <section className="admin-card admin-card--status" aria-labelledby="order-status-title">
          <h2 id="order-status-title">Change status</h2>
          <OrderStatusActions order={order} />
        </section>
        <section className="admin-card admin-card--payment" aria-labelledby="order-payment-title">
          <h2 id="order-payment-title">Payment</h2>
          <p className="admin-order__method">{paymentMethodLabel(order.paymentMethod)}</p>
          {order.paymentIssue ? (
            <p className="admin-order__issue" role="alert">
              <strong>Needs your attention:</strong> {order.paymentIssue}
            </p>
          ) : null}
          {order.paymentInstructions ? (
            <p className="admin-order__instructions">{order.paymentInstructions}</p>
          ) : (
            <p className="admin-muted">Nothing is owed on this order.</p>
          )}
        </section>
        <OrderBilling billing={order.billing} />
      </div>
    </div>
  )
}
