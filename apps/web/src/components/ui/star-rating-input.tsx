import { Star } from 'lucide-react'
import { useId, useState, type Ref } from 'react'
import './rating.css'
import { cx } from './cx'

export interface StarRatingInputProps {
  name: string
  /** 0 means no rating chosen yet. */
  value: number
  onChange: (value: number) => void
  onBlur?: () => void
  label?: string
  error?: string | undefined
  isRequired?: boolean
  size?: number
  /** Focus target for form libraries (the first star). */
  ref?: Ref<HTMLInputElement>
}

const LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']

/**
 * Star picker built from native radio buttons (arrow keys move between stars), so it works with
 * forms and screen readers; hovering previews the value. Use with react-hook-form's Controller.
 */
export function StarRatingInput({
  name,
  value,
  onChange,
  onBlur,
  label = 'Your rating',
  error,
  isRequired,
  size = 24,
  ref,
}: StarRatingInputProps) {
  const id = useId()
  const [hovered, setHovered] = useState(0)
  const shown = hovered || value
  const errorId = error ? `stars-${id}-error` : undefined
  return (
    <fieldset
      className={cx('star-input', error && 'star-input--invalid')}
      aria-describedby={errorId}
    >
      <legend className="field__label">
        {label}
        {isRequired ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {/* Hover only previews; choosing happens on the radio inputs below. */}
      <div className="star-input__row" onMouseLeave={() => setHovered(0)}>
        {LABELS.map((text, index) => {
          const n = index + 1
          const inputId = `stars-${id}-${n}`
          return (
            <span key={n} className="star-input__option">
              <input
                ref={n === 1 ? ref : undefined}
                className="visually-hidden"
                type="radio"
                id={inputId}
                name={name}
                value={n}
                checked={value === n}
                required={isRequired}
                onChange={() => onChange(n)}
                onBlur={onBlur}
              />
              <label
                htmlFor={inputId}
                className="star-input__star"
                onMouseEnter={() => setHovered(n)}
              >
                <Star
                  aria-hidden="true"
                  size={size}
                  className={n <= shown ? 'rating__star is-filled' : 'rating__star'}
                />
                <span className="visually-hidden">{text}</span>
              </label>
            </span>
          )
        })}
        <span className="star-input__value" aria-hidden="true">
          {value ? `${value}/5` : ''}
        </span>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
