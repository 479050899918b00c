import { useQuery } from '@tanstack/react-query'
import { BarChart3, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { Button, buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { formatCount, formatPrice } from '../../../lib/format'
import { pageFromSearch } from '../../../lib/page-param'
import { authoringQueries } from '../api/authoring'
import './authoring.css'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { CourseStateBadge } from './course-state-badge'
import { RemoveCourseDialog } from './remove-course-dialog'

const COLUMNS = ['Course Name', 'Sales', 'Amount', 'Action']

/** Best Selling Courses: course name, paid sales, amount, edit and remove; 6 per page. */
export function BestSellingTable() {
  const [params] = useSearchParams()
  const stats = useQuery(authoringQueries.stats(pageFromSearch(params)))
  const [removing, setRemoving] = useState<{ id: number; title: string } | null>(null)
  if (stats.isPending) return <PanelLoading label="Loading your best-selling courses…" />
  if (stats.isError) {
    return (
      <PanelError
        title="Your courses could not be loaded"
        error={stats.error}
        onRetry={() => void stats.refetch()}
        isRetrying={stats.isFetching}
      />
    )
  }
  const { items, page, pageCount } = stats.data.bestSelling
  return (
    <>
      <div className="data-table">
        <table>
          <caption className="visually-hidden">Your courses, best selling first</caption>
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
              <tr>
                {/* The spec's table keeps its columns; an empty one says what will fill it. */}
                <td colSpan={COLUMNS.length} className="authoring-table__empty">
                  <EmptyState
                    as="h3"
                    isCompact
                    icon={<BarChart3 />}
                    title="No courses yet"
                    description="Your courses and their sales show up here once you create them."
                    action={
                      <Link to={paths.instructorArea.addCourse} className={buttonClassName()}>
                        <Plus aria-hidden="true" size={18} />
                        Create a New Course
                      </Link>
                    }
                  />
                </td>
              </tr>
            ) : null}
            {items.map((row) => (
              <tr key={row.courseId}>
                <td data-label="Course Name">
                  <span className="authoring-table__name">
                    {row.state === 'published' ? (
                      <Link to={paths.course(row.courseId)}>{row.title}</Link>
                    ) : (
                      row.title
                    )}
                    {row.state === 'published' ? null : <CourseStateBadge state={row.state} />}
                  </span>
                </td>
                <td data-label="Sales">{formatCount(row.sales)}</td>
                <td data-label="Amount">{formatPrice(row.amountCents)}</td>
                <td data-label="Action">
                  <span className="authoring-table__actions">
                    <Link
                      to={`${paths.instructorArea.addCourse}?course=${row.courseId}`}
                      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                      aria-label={`Edit ${row.title}`}
                    >
                      <Pencil aria-hidden="true" size={16} />
                    </Link>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${row.title}`}
                      icon={<Trash2 aria-hidden="true" size={16} />}
                      onClick={() => setRemoving({ id: row.courseId, title: row.title })}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        label="Best selling pages"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)}
        className="dash-card__pagination"
      />
      <RemoveCourseDialog course={removing} onClose={() => setRemoving(null)} />
    </>
  )
}

/** The six counters of the instructor's dashboard (null while they load). */
export function useInstructorCounters() {
  const [params] = useSearchParams()
  const stats = useQuery(authoringQueries.stats(pageFromSearch(params)))
  return stats.data?.counters ?? null
}
