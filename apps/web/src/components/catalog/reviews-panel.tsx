import type { Review } from '@app/domain/catalog'
import { useState, type ReactNode } from 'react'
import { RatingSummary, ReviewList } from './review-list'

const SHOWN_AT_FIRST = 2

interface ReviewsPanelProps {
  rating: number
  ratingCount: number
  reviews: readonly Review[]
  /**
   * The review form (or the reason the visitor cannot review), built by the page from the
   * reviews feature. It is mounted only when the visitor scrolls near it.
   */
  form?: ReactNode
}

/** Rating summary, reviews (two first, View More Reviews for the rest) and the review form. */
export function ReviewsPanel({ rating, ratingCount, reviews, form }: ReviewsPanelProps) {
  const [isAllShown, setIsAllShown] = useState(false)
  const shown = isAllShown ? reviews : reviews.slice(0, SHOWN_AT_FIRST)
  return (
    <div className="reviews-panel">
      <RatingSummary rating={rating} count={ratingCount} />
      {reviews.length ? (
        <ReviewList reviews={shown} />
      ) : (
        <p className="review__body">No reviews yet. Be the first to share what you think.</p>
      )}
      {shown.length < reviews.length ? (
        <button type="button" className="reviews-panel__more" onClick={() => setIsAllShown(true)}>
          View More Reviews
        </button>
      ) : null}
      {form ? <div className="reviews-panel__form">{form}</div> : null}
    </div>
  )
}
