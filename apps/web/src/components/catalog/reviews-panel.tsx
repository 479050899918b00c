import type { Review } from '@app/domain/catalog'
import { lazy, Suspense, useRef, useState } from 'react'
import { RatingSummary, ReviewList, type ReviewEntry } from './review-list'
import { useLocalReviews, type LocalReview } from './use-local-reviews'
import { useNearViewport } from './use-near-viewport'

// The form library loads only when the visitor scrolls to the form.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })))

const SHOWN_AT_FIRST = 2
// Created on first use: only a visitor's own reviews show an age, and Intl's set-up is costly.
let relativeFormat: Intl.RelativeTimeFormat | undefined
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }))

function ageOf(iso: string, now = Date.now()): string {
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000)
  if (minutes > -1) return 'Just now'
  if (minutes > -60) return relative().format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (hours > -24) return relative().format(hours, 'hour')
  return relative().format(Math.round(hours / 24), 'day')
}

const fromLocal = (r: LocalReview): ReviewEntry => ({
  id: r.id,
  name: r.name,
  rating: r.rating,
  title: r.title,
  body: r.body,
  ageText: ageOf(r.createdAt),
  isOwn: true,
})

interface ReviewsPanelProps {
  /** Storage subject for this visitor's own reviews, e.g. 'course:3'. */
  subject: string
  rating: number
  ratingCount: number
  reviews: readonly Review[]
  formTitle?: string
}

/** Rating summary, reviews (two first, View More Reviews for the rest) and the review form. */
export function ReviewsPanel({
  subject,
  rating,
  ratingCount,
  reviews,
  formTitle = 'Leave A Reply',
}: ReviewsPanelProps) {
  const { reviews: own, add } = useLocalReviews(subject)
  const [isAllShown, setIsAllShown] = useState(false)
  const formRef = useRef<HTMLDivElement>(null)
  const isFormNear = useNearViewport(formRef)
  const all: ReviewEntry[] = [...own.map(fromLocal), ...reviews]
  const shown = isAllShown ? all : all.slice(0, SHOWN_AT_FIRST + own.length)
  return (
    <div className="reviews-panel">
      <RatingSummary rating={rating} count={ratingCount} />
      {all.length ? (
        <ReviewList reviews={shown} />
      ) : (
        <p className="review__body">No reviews yet. Be the first to share what you think.</p>
      )}
      {shown.length < all.length ? (
        <button type="button" className="reviews-panel__more" onClick={() => setIsAllShown(true)}>
          View More Reviews
        </button>
      ) : null}
      <div ref={formRef} className="reviews-panel__form">
        {isFormNear ? (
          <Suspense fallback={null}>
            <ReviewForm
              title={formTitle}
              onSubmit={(v) =>
                add({ name: v.firstName, rating: v.rating, title: v.title, body: v.message })
              }
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
