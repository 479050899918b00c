import { useQuery } from '@tanstack/react-query'
import { BadgeDollarSign, Plus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { OrderStatusBadge } from '../../../components/commerce/order-status-badge'
import { buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { formatLongDate, formatPrice } from '../../../lib/format'
import { authoringQueries } from '../api/authoring'
import './authoring.css'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'

const COLUMNS = ['Order ID', 'Course Name', 'Date', 'Price', 'Status']

/** `?sales=` page of the sales table (the page also lists the instructor's own orders). */
const salesPage = (params: URLSearchParams) => {
  const n = Number(params.get('sales'))
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/** Sales of the instructor's courses (paid and completed orders), newest first. */
export function SalesPanel() {
  const [params] = useSearchParams()
  const sales = useQuery(authoringQueries.sales(salesPage(params)))
  if (sales.isPending) return <PanelLoading label="Loading your sales…" />
  if (sales.isError) {
    return (
      <PanelError
        title="Your sales could not be loaded"
        error={sales.error}
        onRetry={() => void sales.refetch()}
        isRetrying={sales.isFetching}
      />
    )
  }
  const { items, page, pageCount, total, totalCents } = sales.data
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params)
    if (p === 1) next.delete('sales')
    else next.set('sales', String(p))
    return `?${next.toString()}`
  }
  return (
    <section
      className={cx('dash-card', sales.isPlaceholderData && 'is-updating')}
      aria-labelledby="sales-title"
    >
      <div className="dash-card__head authoring-sales__head">
        <div>
          <h2 className="dash-card__title" id="sales-title">
            Course Sales
          </h2>
          <p className="dash-card__intro">Orders of your courses that were paid.</p>
        </div>
        {total ? (
          <p className="authoring-sales__total">
            <span>{total === 1 ? '1 sale' : `${total} sales`}</span>
            <strong>{formatPrice(totalCents)}</strong>
          </p>
        ) : null}
      </div>
      <div className="data-table">
        <table>
          <caption className="visually-hidden">Sales of your courses, newest first</caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr className="data-table__empty">
                <td colSpan={COLUMNS.length}>
                  <EmptyState
                    as="h3"
                    isCompact
                    icon={<BadgeDollarSign />}
                    title="No sales yet"
                    description="When students buy your published courses, each order is listed here."
                    action={
                      <Link to={paths.instructorArea.myCourses} className={buttonClassName()}>
                        <Plus aria-hidden="true" size={18} />
                        Publish a course
                      </Link>
                    }
                  />
                </td>
              </tr>
            ) : (
              items.map((sale) => (
                <tr key={`${sale.orderNumber}-${sale.courseId}`}>
                  <td data-label="Order ID">
                    <strong className="dash-order__number">{sale.orderNumber}</strong>
                  </td>
                  <td data-label="Course Name">{sale.courseTitle}</td>
                  <td data-label="Date">
                    <time dateTime={sale.date}>{formatLongDate(sale.date)}</time>
                  </td>
                  <td data-label="Price">{formatPrice(sale.priceCents)}</td>
                  <td data-label="Status">
                    <OrderStatusBadge status={sale.status} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination
        label="Sales pages"
        page={page}
        pageCount={pageCount}
        hrefFor={hrefFor}
        className="dash-card__pagination"
      />
    </section>
  )
}
