import { useId, useState } from 'react'

export interface FilterOption {
  value: string
  count: number | undefined
}

interface FilterGroupProps {
  legend: string
  /** The URL parameter the group's checkboxes submit under (`categories`, `levels`, …). */
  name: string
  options: readonly FilterOption[]
  selected: readonly string[]
  onToggle: (value: string) => void
  /** Show this many options first and a Show More button for the rest (SPEC section 9). */
  threshold?: number | undefined
}

/**
 * One sidebar group of checkboxes with counts; Show More reveals the rest and hides itself. The
 * options past the threshold are in the page from the start, hidden: without JavaScript the
 * stylesheet shows them (nothing could press Show More), and the form submits every option.
 */
export function FilterGroup({
  legend,
  name,
  options,
  selected,
  onToggle,
  threshold,
}: FilterGroupProps) {
  const id = useId()
  const [wasExpanded, setIsExpanded] = useState(threshold === undefined)
  // A chosen option behind the fold (from a shared link or the Categories menu, even while the
  // grid is open) opens the group.
  const isExpanded =
    wasExpanded ||
    (threshold !== undefined && options.slice(threshold).some((o) => selected.includes(o.value)))
  const hasMore = !isExpanded && threshold !== undefined && options.length > threshold
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <ul className="filter-group__list" id={`${id}-list`}>
        {options.map((option, index) => {
          const inputId = `${id}-${option.value}`
          const isExtra = threshold !== undefined && index >= threshold
          return (
            <li
              key={option.value}
              className={isExtra ? 'filter-group__extra' : undefined}
              hidden={isExtra && !isExpanded}
            >
              <input
                type="checkbox"
                className="filter-group__check"
                id={inputId}
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              <label htmlFor={inputId} className="filter-group__label">
                <span>{option.value}</span>
                {option.count !== undefined ? (
                  <span className="filter-group__count">({option.count})</span>
                ) : null}
              </label>
            </li>
          )
        })}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="filter-group__more"
          aria-controls={`${id}-list`}
          onClick={() => setIsExpanded(true)}
        >
          Show More
        </button>
      ) : null}
    </fieldset>
  )
}
