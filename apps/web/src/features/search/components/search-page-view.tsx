import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { AlertTriangle, Search, SearchX } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useDebouncedCallback } from '../../../components/catalog/use-debounced-callback'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { searchQueries } from '../api/search'
import { moveFocus, SearchResults } from './search-results'
import './search.css'

/** Search as you type: results follow the field after 250 ms, and the URL follows the results. */
export function SearchPageView() {
  const [params, setParams] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  const [text, setText] = useState(params.get('q') ?? '')
  const [seenQ, setSeenQ] = useState(q)
  // A new search from elsewhere (the header) while this page is open: show its words.
  if (q !== seenQ) {
    setSeenQ(q)
    if (q !== text.trim()) setText(q)
  }
  const rootRef = useRef<HTMLDivElement>(null)
  const syncUrl = useDebouncedCallback((value: string) => {
    const trimmed = value.trim()
    setParams(trimmed ? { q: trimmed } : {}, { replace: true, preventScrollReset: true })
  }, 250)
  const query = useQuery({
    ...searchQueries.results(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  })
  const hits = q ? (query.data?.hits ?? []) : []

  return (
    // Arrow keys move between the field and the results; each result is a plain link.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="container section search-page"
      onKeyDown={(e) => moveFocus(e, rootRef.current)}
    >
      <form
        role="search"
        method="get"
        action={paths.search()}
        className="search-box"
        onSubmit={(e) => {
          e.preventDefault()
          setParams(text.trim() ? { q: text.trim() } : {}, { replace: true })
          rootRef.current?.querySelector<HTMLAnchorElement>('[data-search-hit]')?.focus()
        }}
      >
        <label htmlFor="search-page-input" className="visually-hidden">
          Search for anything
        </label>
        <Search aria-hidden="true" size={20} className="search-box__icon" />
        <input
          id="search-page-input"
          data-search-input=""
          className="input search-box__input"
          type="search"
          name="q"
          autoComplete="off"
          placeholder="Search for courses, mentors and articles"
          value={text}
          aria-describedby="search-status"
          onChange={(e) => {
            setText(e.target.value)
            syncUrl(e.target.value)
          }}
        />
        {query.isFetching ? <Spinner className="search-box__spinner" label="Searching" /> : null}
      </form>
      <p id="search-status" className="search-page__status" aria-live="polite">
        {!q
          ? 'Type to search courses, mentors and articles. Use the arrow keys to move through the results.'
          : query.data
            ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${q}”`
            : '\u00a0'}
      </p>
      {q && query.isError && !query.data ? (
        <EmptyState
          icon={<AlertTriangle size={28} />}
          title="Search is not available right now"
          description={errorMessage(query.error)}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : q && query.data && hits.length === 0 ? (
        <EmptyState
          icon={<SearchX size={28} />}
          title={`No results for “${q}”`}
          description="Check the spelling or try a broader word, such as a subject or a mentor's first name."
          action={
            <Link className="btn btn--secondary" to={paths.courses}>
              Browse all courses
            </Link>
          }
        />
      ) : (
        <SearchResults hits={hits} />
      )}
    </div>
  )
}
