import { formatCount } from '../../lib/format'
import './rating.css'
import { cx } from './cx'

interface RatingStarsProps {
  /** 0 to 5; shown rounded to whole stars (SPEC: ratings on a 5-star scale, rounded). */
  value: number
  size?: number
  /** Shows the number (one decimal) before the stars. */
  isValueShown?: boolean
  /** Review count shown after the stars, e.g. "(1,204)". */
  count?: number
  className?: string
}

/**
 * The star's shape is drawn once per page, in index.html's `<symbol id="rating-star">` (Lucide's
 * star), and every star refers to it: a catalog page shows a hundred of them, which would
 * otherwise repeat the whole path in the HTML each time.
 */
export const STAR_SYMBOL_ID = 'rating-star'

/** Five stars, filled up to the rounded rating, read out as "Rated 4.9 out of 5". */
export function RatingStars({
  value,
  size = 16,
  isValueShown,
  count,
  className,
}: RatingStarsProps) {
  const safe = Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0
  const filled = Math.round(safe)
  const label = `Rated ${formatRating(safe)} out of 5${count !== undefined ? `, ${formatCount(count)} reviews` : ''}`
  return (
    <span className={cx('rating', className)} role="img" aria-label={label}>
      {isValueShown ? (
        <span className="rating__value" aria-hidden="true">
          {formatRating(safe)}
        </span>
      ) : null}
      <span className="rating__stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <svg
            key={n}
            width={size}
            height={size}
            viewBox="0 0 24 24"
            stroke="currentColor"
            strokeWidth={2}
            className={n <= filled ? 'rating__star is-filled' : 'rating__star'}
          >
            <use href={`#${STAR_SYMBOL_ID}`} />
          </svg>
        ))}
      </span>
      {count !== undefined ? (
        <span className="rating__count" aria-hidden="true">
          ({formatCount(count)})
        </span>
      ) : null}
    </span>
  )
}

function formatRating(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(Math.round(value * 10) / 10)
}
