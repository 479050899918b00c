import type { ProductReview, ProductReviewList } from '@app/domain/shop'
import { BadgeCheck } from 'lucide-react'
import { Avatar } from '../../../components/ui/avatar'
import { RatingStars } from '../../../components/ui/rating-stars'
import { formatCount, formatLongDate } from '../../../lib/format'

function ReviewItem({ review }: { review: ProductReview }) {
  return (
    <li className="product-review">
      <Avatar name={review.name} size={48} isDecorative />
      <div className="product-review__content">
        <div className="product-review__head">
          <p className="product-review__name">{review.name}</p>
          {review.isVerifiedPurchase ? (
            <span className="product-review__verified">
              <BadgeCheck aria-hidden="true" size={14} /> Verified purchase
            </span>
          ) : null}
          <time className="product-review__date" dateTime={review.createdAt}>
            {formatLongDate(review.createdAt)}
          </time>
        </div>
        <RatingStars value={review.rating} size={14} />
        <h4 className="product-review__title">{review.title}</h4>
        <p className="product-review__body">{review.body}</p>
      </div>
    </li>
  )
}

/** Average, stars, count and a bar per star level. */
function ReviewSummary({ list }: { list: ProductReviewList }) {
  const max = Math.max(1, ...list.distribution)
  return (
    <div className="review-summary">
      <div className="review-summary__score">
        <p className="review-summary__average">{list.average.toFixed(1)}</p>
        <RatingStars value={list.average} size={18} />
        <p className="review-summary__count">
          {formatCount(list.total)} {list.total === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className="review-summary__bars" aria-label="Reviews per star rating">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = list.distribution[stars - 1] ?? 0
          return (
            <li key={stars}>
              <span className="review-summary__label">{stars} star</span>
              <span className="review-summary__bar" aria-hidden="true">
                <span style={{ width: `${(count / max) * 100}%` }} />
              </span>
              <span className="review-summary__n">{count}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The product's reviews: the summary and every review, newest first. */
export function ProductReviews({ list }: { list: ProductReviewList }) {
  return (
    <div className="product-reviews">
      <ReviewSummary list={list} />
      {list.items.length ? (
        <ul className="product-reviews__list">
          {list.items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : (
        <p className="product-reviews__none">
          No reviews yet. Be the first to share what you think.
        </p>
      )}
    </div>
  )
}
