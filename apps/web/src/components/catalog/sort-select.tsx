import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import './sort-select.css'

interface SortSelectProps<T extends string> {
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  label?: string
  /** The URL parameter the select is submitted as, when it sits in (or names) a GET form. */
  name?: string
  /** Id of the form the select belongs to when it sits outside it. */
  form?: string
}

/** A labelled native select for sort orders (keyboard and screen-reader friendly as is). */
export function SortSelect<T extends string>({
  value,
  options,
  onChange,
  label = 'Sort by',
  name,
  form,
}: SortSelectProps<T>) {
  const id = useId()
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {label}
      </label>
      <span className="sort-select__control">
        <select
          id={id}
          className="sort-select__input"
          name={name}
          form={form}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" size={16} className="sort-select__chevron" />
      </span>
    </div>
  )
}
