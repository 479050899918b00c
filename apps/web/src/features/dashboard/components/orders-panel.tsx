import type { OrderSummary } from '@app/domain/orders'
import { useQuery } from '@tanstack/react-query'
import { Eye, Receipt, Search, ShoppingBag } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { OrderStatusBadge } from '../../../components/commerce/order-status-badge'
import { buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { formatLongDate, formatPrice } from '../../../lib/format'
import { pageFromSearch } from '../../../lib/page-param'
import { meQueries } from '../api/me'
import { DataTable } from './data-table'
import { OrderRefunds } from './order-refunds'
import type { DashboardArea } from './dashboard-nav'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'

const COLUMNS = ['Order ID', 'Course Name', 'Date', 'Price', 'Status', 'Action']

/** "React Basics", or "React Basics + 2 more" when the order holds several lines. */
export function orderItemsName(order: Pick<OrderSummary, 'lines'>): string {
  const [first, ...rest] = order.lines
  if (!first) return '—'
  return rest.length ? `${first.title} + ${rest.length} more` : first.title
}

/**
 * Order history (GET /api/me/orders): order id, course name, date, price, status and a view link;
 * under it, the refunds of the page's paid orders (asked for course by course).
 */
export function OrdersPanel({ area }: { area: DashboardArea }) {
  const [params] = useSearchParams()
  const page = pageFromSearch(params)
  const orders = useQuery(meQueries.orders(page))

  if (orders.isPending) return <PanelLoading label="Loading your orders…" />
  if (orders.isError) {
    return (
      <PanelError
        title="Your orders could not be loaded"
        error={orders.error}
        onRetry={() => void orders.refetch()}
        isRetrying={orders.isFetching}
      />
    )
  }

  const { items, pageCount } = orders.data
  const rows = items.map((order) => ({
    key: order.id,
    cells: [
      <strong key="n" className="dash-order__number">
        {order.number}
      </strong>,
      <span key="c" className="dash-order__name">
        {orderItemsName(order)}
      </span>,
      <time key="d" dateTime={order.createdAt}>
        {formatLongDate(order.createdAt)}
      </time>,
      <span key="p" className="dash-order__price">
        {formatPrice(order.totalCents)}
      </span>,
      <OrderStatusBadge key="s" status={order.status} />,
      <Link
        key="a"
        to={paths.orderReceipt(order.id)}
        className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        aria-label={`View order ${order.number}`}
      >
        <Eye aria-hidden="true" size={16} />
        View
      </Link>,
    ],
  }))

  return (
    <section
      className={cx('dash-card', orders.isPlaceholderData && 'is-updating')}
      aria-label="Orders"
      aria-busy={orders.isPlaceholderData || undefined}
    >
      <DataTable
        caption="Your orders, newest first"
        columns={COLUMNS}
        rows={rows}
        empty={
          <EmptyState
            as="h2"
            isCompact
            icon={<Receipt />}
            title="No orders yet"
            description={
              area === 'instructor'
                ? 'Courses and products you buy yourself are listed here with their receipt.'
                : 'Courses and products you buy are listed here with their receipt.'
            }
            action={
              <>
                <Link to={paths.courses} className={buttonClassName()}>
                  <Search aria-hidden="true" size={18} />
                  Explore courses
                </Link>
                <Link to={paths.shopList} className={buttonClassName({ variant: 'secondary' })}>
                  <ShoppingBag aria-hidden="true" size={18} />
                  Visit the shop
                </Link>
              </>
            }
          />
        }
      />
      <Pagination
        label="Order pages"
        page={orders.data.page}
        pageCount={pageCount}
        hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)}
        className="dash-card__pagination"
      />
      <OrderRefunds orders={items} />
    </section>
  )
}
