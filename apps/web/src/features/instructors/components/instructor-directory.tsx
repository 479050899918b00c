import { INSTRUCTOR_SORTS } from '@app/domain/catalog/options'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { AlertTriangle, Search, UserX } from 'lucide-react'
import { useState } from 'react'
import { InstructorCard } from '../../../components/catalog/instructor-card'
import { Pagination } from '../../../components/catalog/pagination'
import { SortSelect } from '../../../components/catalog/sort-select'
import { useDebouncedCallback } from '../../../components/catalog/use-debounced-callback'
import { Button, buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { errorMessage } from '../../../lib/api-client'
import { instructorQueries } from '../api/instructors'
import { useInstructorFilters } from '../hooks/use-instructor-filters'
import { CategoryMultiSelect } from './category-multi-select'
import './instructors.css'

const SKELETONS = Array.from({ length: 8 }, (_, i) => i)

/** Mentor search, Category multi-select with counts, sort, card grid and pagination. */
export function InstructorDirectory() {
  const { filters, setQuery, toggleCategory, clearCategories, setSort, hrefForPage } =
    useInstructorFilters()
  const [text, setText] = useState(filters.q ?? '')
  const pushQuery = useDebouncedCallback(setQuery, 250)
  const query = useQuery({ ...instructorQueries.list(filters), placeholderData: keepPreviousData })
  const data = query.data

  return (
    <div className="container directory">
      <div className="directory__toolbar">
        {/* Both forms are plain GET forms before the script runs (or without it); then the
            page answers each change in place. */}
        <form
          className="directory__search"
          role="search"
          method="get"
          onSubmit={(e) => {
            e.preventDefault()
            setQuery(text)
          }}
        >
          {filters.categories.length ? (
            <input type="hidden" name="categories" value={filters.categories.join(',')} />
          ) : null}
          {filters.sort !== 'default' ? (
            <input type="hidden" name="sort" value={filters.sort} />
          ) : null}
          <label htmlFor="mentor-search" className="visually-hidden">
            Search for Mentor
          </label>
          <Search aria-hidden="true" size={18} className="directory__search-icon" />
          <input
            id="mentor-search"
            className="input directory__search-input"
            type="search"
            name="q"
            required
            placeholder="Search for Mentor"
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              pushQuery(e.target.value)
            }}
          />
        </form>
        <form
          id="mentor-view"
          className="directory__view"
          method="get"
          onSubmit={(e) => e.preventDefault()}
        >
          {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
          <CategoryMultiSelect
            name="categories"
            options={data?.categoryCounts ?? []}
            selected={filters.categories}
            onToggle={toggleCategory}
            onClear={clearCategories}
          />
          <SortSelect
            name="sort"
            value={filters.sort}
            options={INSTRUCTOR_SORTS}
            onChange={setSort}
          />
          <button type="submit" className={buttonClassName({}, 'directory__apply')}>
            Apply
          </button>
        </form>
      </div>
      {data ? (
        <p className="directory__count" aria-live="polite">
          {data.total} {data.total === 1 ? 'mentor' : 'mentors'}
        </p>
      ) : null}
      {query.isError && !data ? (
        <EmptyState
          icon={<AlertTriangle size={28} />}
          title="We could not load the mentors"
          description={errorMessage(query.error)}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState
          icon={<UserX size={28} />}
          title="No mentors match"
          description="Try another name or fewer categories."
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setText('')
                clearCategories()
              }}
            >
              Show all mentors
            </Button>
          }
        />
      ) : (
        <ul className="directory__grid" data-stale={query.isPlaceholderData || undefined}>
          {data
            ? data.items.map((instructor) => (
                <li key={instructor.id}>
                  <InstructorCard instructor={instructor} headingLevel="h2" />
                </li>
              ))
            : SKELETONS.map((i) => (
                <li key={`skeleton-${i}`}>
                  <div className="instructor-card instructor-card--skeleton" aria-hidden="true">
                    <div className="instructor-card__portrait skeleton" />
                    <div className="instructor-card__body">
                      <span className="skeleton skeleton--line" style={{ width: '70%' }} />
                      <span className="skeleton skeleton--line" style={{ width: '50%' }} />
                      <span
                        className="skeleton skeleton--line skeleton--sm"
                        style={{ width: '90%' }}
                      />
                    </div>
                  </div>
                </li>
              ))}
        </ul>
      )}
      {data ? (
        <Pagination
          className="directory__pagination"
          page={filters.page}
          pageCount={data.pageCount}
          hrefFor={hrefForPage}
          label="Mentor pages"
        />
      ) : null}
    </div>
  )
}
