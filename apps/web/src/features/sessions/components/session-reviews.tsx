import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { RatingSummary, ReviewAvatar } from '../../../components/catalog/review-list'
import { Button } from '../../../components/ui/button'
import { RatingStars } from '../../../components/ui/rating-stars'
import { formatLongDate } from '../../../lib/format'
import { sessionQueries } from '../api/sessions'
import './session-reviews.css'

/** Reviews shown before "Show more". */
const SHOWN_AT_FIRST = 3

interface SessionReviewsProps {
  instructorId: number
  mentorName: string
  /** Whether the mentor offers sessions: then "no reviews yet" is worth saying. */
  hasOffers: boolean
}

/**
 * "Session reviews" on a mentor's profile: the students' average with its stars and count, as the
 * course reviews show theirs, and the latest reviews (three, then up to twenty), each signed with
 * the student's first name. Rendered on the server with the page.
 */
export function SessionReviews({ instructorId, mentorName, hasOffers }: SessionReviewsProps) {
  const titleId = useId()
  const query = useQuery(sessionQueries.reviews(instructorId))
  const [isAllShown, setIsAllShown] = useState(false)
  const reviews = query.data
  if (query.isSuccess && (!reviews || reviews.count === 0) && !hasOffers) return null

  const latest = reviews?.latest ?? []
  const shown = isAllShown ? latest : latest.slice(0, SHOWN_AT_FIRST)
  return (
    <section className="session-reviews" aria-labelledby={titleId}>
      <h3 id={titleId} className="session-reviews__title">
        Session reviews
      </h3>
      {query.isPending ? (
        <div className="session-reviews__skeleton" aria-busy="true" aria-label="Loading reviews" />
      ) : query.isError ? (
        <div className="inline-error" role="alert">
          <p>The session reviews could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !reviews || reviews.count === 0 || reviews.average === null ? (
        <p className="profile__muted">
          No session reviews yet: students review {mentorName} after their sessions.
        </p>
      ) : (
        <>
          <RatingSummary rating={reviews.average} count={reviews.count} />
          <ul className="session-reviews__list">
            {shown.map((review) => (
              <li
                key={`${review.createdAt}-${review.studentName}`}
                className="session-reviews__item"
              >
                <ReviewAvatar name={review.studentName} size={40} />
                <div className="session-reviews__content">
                  <p className="session-reviews__head">
                    <span className="session-reviews__name">{review.studentName}</span>
                    <time dateTime={review.createdAt} className="review__age">
                      {formatLongDate(review.createdAt)}
                    </time>
                  </p>
                  <RatingStars value={review.rating} size={14} />
                  {review.comment ? (
                    <p className="session-reviews__comment">{review.comment}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {shown.length < latest.length ? (
            <Button variant="secondary" size="sm" onClick={() => setIsAllShown(true)}>
              Show more reviews
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
