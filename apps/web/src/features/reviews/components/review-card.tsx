import type { CourseReview } from '@app/domain/reviews'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ReviewAvatar, ReviewReplyBlock } from '../../../components/catalog/review-list'
import { RatingStars } from '../../../components/ui/rating-stars'
import { paths } from '../../../config/paths'

interface ReviewCardProps {
  review: CourseReview
  /** Buttons under the review (edit and delete; reply). */
  actions?: ReactNode
  /** Shown under the actions (an edit form, the reply form). */
  children?: ReactNode
}

/** One review on a dashboard: author, rating, time ago, course, title, comment and the reply. */
export function ReviewCard({ review, actions, children }: ReviewCardProps) {
  return (
    <article className="dash-review" aria-labelledby={`review-${review.id}-title`}>
      <ReviewAvatar name={review.name} url={review.avatarUrl} size={48} />
      <div className="dash-review__content">
        <div className="dash-review__head">
          <p className="dash-review__name">{review.name}</p>
          <time className="dash-review__age" dateTime={review.createdAt}>
            {review.ageText}
          </time>
        </div>
        <RatingStars value={review.rating} size={14} />
        <p className="dash-review__course">
          on <Link to={paths.course(review.courseId)}>{review.courseTitle}</Link>
        </p>
        <h3 id={`review-${review.id}-title`} className="dash-review__title">
          {review.title}
        </h3>
        <p className="dash-review__body">{review.body}</p>
        {review.reply ? <ReviewReplyBlock reply={review.reply} /> : null}
        {actions ? <div className="dash-review__actions">{actions}</div> : null}
        {children}
      </div>
    </article>
  )
}
