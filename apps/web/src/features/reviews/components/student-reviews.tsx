import type { CourseReview } from '@app/domain/reviews'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MessageSquareText, Pencil, Search, Trash2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { Button, buttonClassName } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { deleteReview, reviewQueries, REVIEWED_KEYS } from '../api/reviews'
import { pageFromSearch } from '../../../lib/page-param'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { ReviewCard } from './review-card'
import './reviews.css'

const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })))

function DeleteDialog({ review, onClose }: { review: CourseReview; onClose: () => void }) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteReview(review.id),
    onSuccess: async () => {
      onClose()
      await Promise.all(
        REVIEWED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    },
  })
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Delete this review?"
      description={`Your review of ${review.courseTitle} and any reply to it are removed, and the course's rating no longer counts it.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
          <Button
            variant="danger"
            isBusy={remove.isPending}
            busyLabel="Deleting…"
            onClick={() => remove.mutate()}
          >
            Delete review
          </Button>
        </>
      }
    >
      {remove.isError ? (
        <p className="field__error" role="alert">
          {errorMessage(remove.error)}
        </p>
      ) : null}
    </Dialog>
  )
}

function OwnReview({ review }: { review: CourseReview }) {
  const [isEditing, setIsEditing] = useState(false)
  const [isDeleting, setIsDeleting] = useState(false)
  const formId = `edit-review-${review.id}`
  return (
    <ReviewCard
      review={review}
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil aria-hidden="true" size={16} />}
            aria-expanded={isEditing}
            aria-controls={formId}
            onClick={() => setIsEditing((v) => !v)}
          >
            {isEditing ? 'Close editor' : 'Edit'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" size={16} />}
            onClick={() => setIsDeleting(true)}
          >
            Delete
          </Button>
        </>
      }
    >
      {isEditing ? (
        <div id={formId}>
          <Suspense fallback={<p className="dash-reviews__summary">Loading the form…</p>}>
            <ReviewForm
              title="Edit your review"
              courses={[{ courseId: review.courseId, title: review.courseTitle, review }]}
            />
          </Suspense>
        </div>
      ) : null}
      {isDeleting ? <DeleteDialog review={review} onClose={() => setIsDeleting(false)} /> : null}
    </ReviewCard>
  )
}

/** The student's Reviews page: their reviews with the instructor's reply; edit and delete. */
export function StudentReviews() {
  const [params] = useSearchParams()
  const page = pageFromSearch(params)
  const reviews = useQuery(reviewQueries.mine(page))
  if (reviews.isPending) return <PanelLoading label="Loading your reviews…" />
  if (reviews.isError) {
    return (
      <PanelError
        title="Your reviews could not be loaded"
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
          description="Reviews you write for your courses appear here, with any reply from the instructor. Open one of your courses and use Leave A Reply."
          action={
            <Link
              to={paths.studentArea.myCourses}
              className={buttonClassName({ variant: 'secondary' })}
            >
              <Search aria-hidden="true" size={18} />
              My courses
            </Link>
          }
        />
      </section>
    )
  }
  return (
    <section className="dash-card dash-reviews" aria-label="Reviews">
      <p className="dash-reviews__summary">
        {total === 1 ? 'You wrote 1 review.' : `You wrote ${total} reviews.`} Newest first.
      </p>
      <ul className="dash-reviews__list">
        {items.map((review) => (
          <li key={review.id}>
            <OwnReview review={review} />
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
