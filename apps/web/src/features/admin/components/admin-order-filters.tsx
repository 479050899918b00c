import { ORDER_STATUS_LABELS, ORDER_STATUSES, type AdminOrderQuery } from '@app/domain/orders'
import { Search, X } from 'lucide-react'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { TextField } from '../../../components/ui/field'
import { adminOrderSearch } from '../hooks/use-admin-order-filters'

interface AdminOrderFiltersProps {
  query: AdminOrderQuery
  onSearch: (q: string | undefined) => void
}

const STATUS_CHOICES = [
  { value: undefined, label: 'All orders' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
]

/**
 * Status chips (links, so each filter has its URL) and a search by order number or e-mail that
 * applies on submit. Changing either starts again at page 1.
 */
export function AdminOrderFilters({ query, onSearch }: AdminOrderFiltersProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    onSearch(typeof value === 'string' && value.trim() ? value.trim() : undefined)
  }
  return (
    <div className="admin-filters">
      <nav aria-label="Filter by status" className="admin-chips">
        <ul>
          {STATUS_CHOICES.map(({ value, label }) => {
            const isCurrent = query.status === value
            return (
              <li key={label}>
                <Link
                  to={adminOrderSearch({ ...query, status: value, page: 1 }) || '?'}
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
      <form role="search" className="admin-search" onSubmit={onSubmit}>
        {/* Keyed by the URL's search, so Back and Clear show what is applied. */}
        <TextField
          key={query.q ?? ''}
          label="Search orders"
          isLabelHidden
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          placeholder="Order number or e-mail"
          maxLength={120}
          leading={<Search size={18} />}
          className="admin-search__field"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {query.q ? (
          <Button
            variant="ghost"
            icon={<X aria-hidden="true" size={16} />}
            onClick={() => onSearch(undefined)}
          >
            Clear
          </Button>
        ) : null}
      </form>
    </div>
  )
}
