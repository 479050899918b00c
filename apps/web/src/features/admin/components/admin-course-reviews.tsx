import { useQuery } from '@tanstack/react-query'
import { ClipboardCheck } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { courseReviewQueries } from '../api/admin-course-reviews'
import '../admin.css'
import { CourseReviewCard } from './course-review-card'

/** The page number from `?page=`, 1 when missing or not a page. */
export const reviewPageOf = (params: URLSearchParams) => {
  const n = Number(params.get('page'))
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/** The courses mentors sent for review, the longest-waiting first, each to approve or reject. */
export function AdminCourseReviews() {
  const [params] = useSearchParams()
  const list = useQuery(courseReviewQueries.list(reviewPageOf(params)))
  const hrefFor = (page: number) => (page === 1 ? '?' : `?page=${page}`)

  if (list.isPending) return <PanelLoading label="Loading the review queue…" />
  if (list.isError) {
    return (
      <PanelError
        title="The review queue could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    )
  }
  const { items, total, page, pageCount } = list.data
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ClipboardCheck />}
        title="Nothing to review"
        description="When a mentor presses Publish, the course waits here until you approve or reject it."
      />
    )
  }
  return (
    <div className="admin-reviews" aria-busy={list.isPlaceholderData || undefined}>
      <p className="admin-range" aria-live="polite">
        {total.toLocaleString('en-US')} {total === 1 ? 'course' : 'courses'} waiting for review
      </p>
      <ul
        className={cx('admin-reviews__list', list.isPlaceholderData && 'is-updating')}
        aria-label="Courses waiting for review"
      >
        {items.map((course) => (
          <CourseReviewCard key={course.id} course={course} />
        ))}
      </ul>
      <Pagination label="Review queue pages" page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </div>
  )
}
