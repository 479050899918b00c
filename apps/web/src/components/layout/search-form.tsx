import { Search } from 'lucide-react'
import { useId, useState, type Ref } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../config/paths'
import { cx } from '../ui/cx'

interface SearchFormProps {
  placeholder: string
  className?: string
  inputRef?: Ref<HTMLInputElement>
  /** Called after navigating to the results (closes an overlay). */
  onSearched?: () => void
}

/**
 * Required search field; submitting opens the search results for the words typed. Before the
 * page's script runs (or without it) the form itself goes there: a GET to the results page.
 */
export function SearchForm({ placeholder, className, inputRef, onSearched }: SearchFormProps) {
  const navigate = useNavigate()
  const id = useId()
  const [q, setQ] = useState('')
  return (
    <form
      role="search"
      action={paths.search()}
      method="get"
      className={cx('search-form', className)}
      onSubmit={(event) => {
        event.preventDefault()
        // Read from the form, not the state: words typed before this part of the page was
        // hydrated are in the field before the state has heard of them.
        const typed = new FormData(event.currentTarget).get('q')
        const words = typeof typed === 'string' ? typed.trim() : ''
        if (!words) return
        void navigate(paths.search(words))
        onSearched?.()
      }}
    >
      <label className="visually-hidden" htmlFor={`search-${id}`}>
        Search
      </label>
      <input
        ref={inputRef}
        id={`search-${id}`}
        className="search-form__input"
        type="search"
        name="q"
        required
        autoComplete="off"
        placeholder={placeholder}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <button type="submit" className="search-form__submit" aria-label="Submit search">
        <Search aria-hidden="true" size={18} />
      </button>
    </form>
  )
}
