import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { Dropdown } from '../../../components/ui/dropdown'

interface CategoryMultiSelectProps {
  /** The URL parameter each checked category is submitted as, in a GET form. */
  name?: string
  options: readonly { value: string; count: number }[]
  selected: readonly string[]
  onToggle: (value: string) => void
  onClear: () => void
}

/** Category dropdown: several categories at once, each with how many mentors it holds. */
export function CategoryMultiSelect({
  name,
  options,
  selected,
  onToggle,
  onClear,
}: CategoryMultiSelectProps) {
  const id = useId()
  const summary =
    selected.length === 0
      ? 'All categories'
      : selected.length === 1
        ? selected[0]
        : `${selected.length} categories`
  return (
    <Dropdown
      className="multi-select"
      buttonClassName="multi-select__toggle"
      panelClassName="multi-select__panel"
      label={
        <>
          <span className="multi-select__label">Category:</span>
          <span className="multi-select__value">{summary}</span>
          <ChevronDown aria-hidden="true" size={16} />
        </>
      }
    >
      <fieldset className="multi-select__group">
        <legend className="visually-hidden">Category</legend>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`
          return (
            <div key={option.value} className="multi-select__option">
              <input
                id={inputId}
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              <label htmlFor={inputId}>
                <span>{option.value}</span>
                <span className="multi-select__count">({option.count})</span>
              </label>
            </div>
          )
        })}
      </fieldset>
      {selected.length ? (
        <button type="button" className="multi-select__clear" onClick={onClear}>
          Clear categories
        </button>
      ) : null}
    </Dropdown>
  )
}
