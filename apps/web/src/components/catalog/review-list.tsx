import type { Review } from '@app/domain/catalog'
import { CornerDownRight, ThumbsDown, ThumbsUp } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Avatar } from '../ui/avatar'
import { RatingStars } from '../ui/rating-stars'
import './reviews.css'

export type ReviewEntry = Pick<Review, 'name' | 'rating' | 'ageText' | 'title' | 'body'> &
  Partial<Pick<Review, 'avatarUrl' | 'reply'>> & {
    id: number | string
    isOwn?: boolean
  }

/** The author's uploaded avatar, or their initials. */
export function ReviewAvatar({
  name,
  url,
  size = 48,
}: {
  name: string
  url?: string | null
  size?: number
}) {
  return url ? (
    <img className="review__avatar" src={url} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <Avatar name={name} size={size} isDecorative />
  )
}

/** The instructor's answer, under the review it answers. */
export function ReviewReplyBlock({ reply }: { reply: NonNullable<Review['reply']> }) {
  return (
    <div className="review__reply">
      <p className="review__reply-head">
        <CornerDownRight aria-hidden="true" size={16} />
        <span>
          Reply from <strong>{reply.authorName}</strong>
        </span>
        <span className="review__age">{reply.ageText}</span>
      </p>
      <p className="review__reply-body">{reply.body}</p>
    </div>
  )
}

type Vote = 'helpful' | 'not-helpful' | null

/** One review with Helpful / Not helpful votes (one vote at a time; clicking again takes it back). */
function ReviewItem({ review }: { review: ReviewEntry }) {
  const [vote, setVote] = useState<Vote>(null)
  const choose = (next: Exclude<Vote, null>) => setVote((v) => (v === next ? null : next))
  return (
    <li className="review">
      <ReviewAvatar name={review.name} url={review.avatarUrl} />
      <div className="review__content">
        <div className="review__head">
          <p className="review__name">
            {review.name}
            {review.isOwn ? <span className="review__badge">Your review</span> : null}
          </p>
          <span className="review__age">{review.ageText}</span>
        </div>
        <RatingStars value={review.rating} size={14} />
        <h3 className="review__title">{review.title}</h3>
        <p className="review__body">{review.body}</p>
        {review.reply ? <ReviewReplyBlock reply={review.reply} /> : null}
        <div className="review__votes" role="group" aria-label="Was this review helpful?">
          <span className="review__votes-label" aria-hidden="true">
            Was this helpful?
          </span>
          <button
            type="button"
            className="review__vote"
            aria-pressed={vote === 'helpful'}
            onClick={() => choose('helpful')}
          >
            <ThumbsUp aria-hidden="true" size={16} /> Helpful
          </button>
          <button
            type="button"
            className="review__vote"
            aria-pressed={vote === 'not-helpful'}
            onClick={() => choose('not-helpful')}
          >
            <ThumbsDown aria-hidden="true" size={16} /> Not helpful
          </button>
          {vote ? (
            <span className="review__thanks" role="status">
              Thanks for your feedback
            </span>
          ) : null}
        </div>
      </div>
    </li>
  )
}

export function ReviewList({ reviews }: { reviews: readonly ReviewEntry[] }) {
  return (
    <ul className="review-list">
      {reviews.map((r) => (
        <ReviewItem key={r.id} review={r} />
      ))}
    </ul>
  )
}

/** "4K ratings" style short count. */
export function shortCount(n: number): string {
  if (n >= 1_000_000) return `${Math.round(n / 100_000) / 10}M`
  if (n >= 1_000) return `${Math.round(n / 1_000)}K`
  return String(n)
}

interface RatingSummaryProps {
  rating: number
  count: number
  children?: ReactNode
}

/** The big rating, its stars and 'NK ratings'. */
export function RatingSummary({ rating, count, children }: RatingSummaryProps) {
  return (
    <div className="rating-summary">
      <p className="rating-summary__value">{rating.toFixed(1)}</p>
      <div>
        <RatingStars value={rating} size={18} />
        <p className="rating-summary__count">
          {shortCount(count)} {count === 1 ? 'rating' : 'ratings'}
        </p>
      </div>
      {children}
    </div>
  )
}
