import type { CourseReview } from '@app/domain/reviews'
import { useQuery } from '@tanstack/react-query'
import { MessageSquareReply, MessageSquareText, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { Button, buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { reviewQueries } from '../api/reviews'
import { pageFromSearch } from '../../../lib/page-param'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { ReplyForm } from './reply-form'
import { ReviewCard } from './review-card'
import './reviews.css'

/** A review of the instructor's course; Reply opens the reply form (a collapse toggle). */
function ReviewWithReply({ review }: { review: CourseReview }) {
  const [isOpen, setIsOpen] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const formId = `reply-form-${review.id}`
  return (
    <ReviewCard
      review={review}
      actions={
        <>
          <Button
            variant={isOpen ? 'ghost' : 'secondary'}
            size="sm"
            icon={<MessageSquareReply aria-hidden="true" size={16} />}
            aria-expanded={isOpen}
            aria-controls={formId}
            onClick={() => {
              setIsOpen((v) => !v)
              setStatus(null)
            }}
          >
            {review.reply ? 'Edit reply' : 'Reply'}
          </Button>
          {status ? (
            <p className="dash-review__status" role="status">
              {status}
            </p>
          ) : null}
        </>
      }
    >
      {isOpen ? (
        <ReplyForm
          id={formId}
          review={review}
          onSaved={() => {
            setIsOpen(false)
            setStatus('Reply saved: it shows under the review on the course page.')
          }}
          onCancel={() => setIsOpen(false)}
        />
      ) : null}
    </ReviewCard>
  )
}

/** The instructor's Reviews page: reviews of their courses, newest first, each with a reply. */
export function InstructorReviews() {
  const [params] = useSearchParams()
  const page = pageFromSearch(params)
  const reviews = useQuery(reviewQueries.ofMyCourses(page))
  if (reviews.isPending) return <PanelLoading label="Loading reviews of your courses…" />
  if (reviews.isError) {
    return (
      <PanelError
        title="Reviews of your courses could not be loaded"
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        isRetrying={reviews.isFetching}
      />
    )
  }
  const { items, total, pageCount } = reviews.data
  if (total === 0) {
    return (
      <section className="dash-card" aria-label="Reviews">
        <EmptyState
          icon={<MessageSquareText />}
          title="No reviews yet"
          description="When students review your courses, their ratings and comments appear here and you can reply to each one."
          action={
            <Link
              to={paths.instructorArea.addCourse}
              className={buttonClassName({ variant: 'secondary' })}
            >
              <Plus aria-hidden="true" size={18} />
              Create a New Course
            </Link>
          }
        />
      </section>
    )
  }
  const unanswered = items.filter((r) => r.reply === null).length
  return (
    <section className="dash-card dash-reviews" aria-label="Reviews">
      <p className="dash-reviews__summary">
        {total === 1 ? '1 review' : `${total.toLocaleString('en-US')} reviews`} of your courses,
        newest first. {unanswered > 0 ? `${unanswered} on this page await your reply.` : ''}
      </p>
      <ul className="dash-reviews__list">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewWithReply review={review} />
          </li>
        ))}
      </ul>
      <Pagination
        label="Review pages"
        page={reviews.data.page}
        pageCount={pageCount}
        hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)}
      />
    </section>
  )
}
