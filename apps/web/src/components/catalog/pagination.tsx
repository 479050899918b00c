import { goToPage, paginationItems } from '@app/domain/catalog/rules'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { cx } from '../ui/cx'
import './pagination.css'

interface PaginationProps {
  page: number
  pageCount: number
  /** Link target of a page (keeps the rest of the URL), so pages can be opened and shared. */
  hrefFor: (page: number) => string
  label?: string
  className?: string
}

/**
 * Previous, numbered pages with the spec's ellipsis rule, next. Previous on the first page and
 * next on the last are disabled: page 0 and pages past the last are never offered.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null
  const previous = goToPage(page, page - 1, pageCount)
  const next = goToPage(page, page + 1, pageCount)
  return (
    <nav aria-label={label} className={cx('pagination', className)}>
      <ul>
        <li>
          {previous !== page ? (
            <Link className="pagination__item" to={hrefFor(previous)} aria-label="Previous page">
              <ChevronLeft aria-hidden="true" size={18} />
            </Link>
          ) : (
            <button
              type="button"
              className="pagination__item is-disabled"
              disabled
              aria-label="Previous page"
            >
              <ChevronLeft aria-hidden="true" size={18} />
            </button>
          )}
        </li>
        {paginationItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className={cx('pagination__item', item === page && 'is-current')}
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="pagination__ellipsis">
              …
            </li>
          ),
        )}
        <li>
          {next !== page ? (
            <Link className="pagination__item" to={hrefFor(next)} aria-label="Next page">
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          ) : (
            <button
              type="button"
              className="pagination__item is-disabled"
              disabled
              aria-label="Next page"
            >
              <ChevronRight aria-hidden="true" size={18} />
            </button>
          )}
        </li>
      </ul>
    </nav>
  )
}
