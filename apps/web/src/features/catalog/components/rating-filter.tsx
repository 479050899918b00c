import { RATING_OPTIONS } from '@app/domain/catalog/options'
import { useId } from 'react'
import { RatingStars } from '../../../components/ui/rating-stars'

interface RatingFilterProps {
  value: number | undefined
  counts: ReadonlyMap<string, number> | undefined
  onToggle: (rating: number) => void
}

/**
 * Rating 5 down to 1: one value at a time, choosing the chosen one again clears it. Submitted
 * without JavaScript as `rating` (the grid reads the first one when several are ticked).
 */
export function RatingFilter({ value, counts, onToggle }: RatingFilterProps) {
  const id = useId()
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">Rating</legend>
      <ul className="filter-group__list">
        {RATING_OPTIONS.map((rating) => {
          const inputId = `${id}-${rating}`
          const count = counts?.get(String(rating))
          return (
            <li key={rating}>
              <input
                type="checkbox"
                className="filter-group__check"
                id={inputId}
                name="rating"
                value={rating}
                checked={value === rating}
                onChange={() => onToggle(rating)}
              />
              <label htmlFor={inputId} className="filter-group__label">
                <span className="visually-hidden">
                  {rating} {rating === 1 ? 'star' : 'stars'}
                </span>
                <span aria-hidden="true">
                  <RatingStars value={rating} size={14} />
                </span>
                {count !== undefined ? (
                  <span className="filter-group__count">({count})</span>
                ) : null}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
