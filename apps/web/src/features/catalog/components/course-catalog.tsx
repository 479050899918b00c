import { COURSE_SORTS } from '@app/domain/catalog/options'
import { rangeLabel } from '@app/domain/catalog/rules'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { AlertTriangle, SearchX, SlidersHorizontal } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { CourseCard, CourseCardSkeleton } from '../../../components/catalog/course-card'
import { Pagination } from '../../../components/catalog/pagination'
import { QuickViewProvider } from '../../../components/catalog/quick-view'
import { SortSelect } from '../../../components/catalog/sort-select'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { errorMessage } from '../../../lib/api-client'
import { courseQueries } from '../api/courses'
import { hasActiveFilters } from '../filters-url'
import { useCourseFilters } from '../hooks/use-course-filters'
import { FilterSidebar, type FilterForm } from './filter-sidebar'
import './course-catalog.css'

const SKELETONS = Array.from({ length: 12 }, (_, i) => i)
/** One grid per page: the sidebar's form, and the form Clear Filter submits without JavaScript. */
const FILTER_FORM_ID = 'course-filters'
const CLEAR_FORM_ID = 'course-filters-clear'

// The slide-in panel is only needed on small screens, once asked for.
const Sheet = lazy(() => import('../../../components/ui/sheet').then((m) => ({ default: m.Sheet })))

/**
 * Sidebar filters, sort, the 12-card grid, range label and pagination, all kept in the URL. The
 * server renders them as a GET form and plain links, so the grid can be browsed before the
 * page's script runs, or without it; once it runs, every change applies at once.
 */
export function CourseCatalog() {
  const { filters, toggle, toggleRating, setSort, clear, hrefForPage } = useCourseFilters()
  const { pathname } = useLocation()
  const form: FilterForm = { id: FILTER_FORM_ID, clearId: CLEAR_FORM_ID, action: pathname }
  const [isPanelOpen, setIsPanelOpen] = useState(false)
  const [hasOpenedPanel, setHasOpenedPanel] = useState(false)
  const query = useQuery({ ...courseQueries.list(filters), placeholderData: keepPreviousData })
  const data = query.data
  const facets = data?.facets

  const sidebar = (
    <FilterSidebar
      filters={filters}
      facets={facets}
      onToggle={toggle}
      onToggleRating={toggleRating}
      onClear={clear}
    />
  )

  return (
    <div className="catalog container">
      <aside className="catalog__sidebar" aria-label="Course filters">
        <FilterSidebar
          filters={filters}
          facets={facets}
          onToggle={toggle}
          onToggleRating={toggleRating}
          onClear={clear}
          form={form}
        />
      </aside>
      <div className="catalog__main">
        <div className="catalog__toolbar">
          <Button
            variant="secondary"
            className="catalog__filter-button"
            icon={<SlidersHorizontal aria-hidden="true" size={18} />}
            onClick={() => {
              setHasOpenedPanel(true)
              setIsPanelOpen(true)
            }}
            aria-haspopup="dialog"
          >
            All Filter
          </Button>
          <p className="catalog__range" aria-live="polite">
            {data ? rangeLabel(filters.page, data.total, filters.pageSize) : '\u00a0'}
          </p>
          <SortSelect
            value={filters.sort}
            options={COURSE_SORTS}
            onChange={setSort}
            name="sort"
            form={FILTER_FORM_ID}
          />
          <button
            type="submit"
            form={FILTER_FORM_ID}
            className="btn btn--secondary catalog__no-script"
          >
            Sort
          </button>
        </div>

        {query.isError && !data ? (
          <EmptyState
            icon={<AlertTriangle size={28} />}
            title="We could not load the courses"
            description={errorMessage(query.error)}
            action={
              <Button
                onClick={() => void query.refetch()}
                isBusy={query.isFetching}
                busyLabel="Retrying…"
              >
                Try again
              </Button>
            }
          />
        ) : data && data.items.length === 0 ? (
          <EmptyState
            icon={<SearchX size={28} />}
            title="No products found. Please try another filter"
            action={
              hasActiveFilters(filters) ? (
                <Button
                  variant="secondary"
                  type="submit"
                  form={CLEAR_FORM_ID}
                  onClick={(event) => {
                    event.preventDefault()
                    clear()
                  }}
                >
                  Clear Filter
                </Button>
              ) : (
                <Link className="btn btn--secondary" to={hrefForPage(1)}>
                  Back to the first page
                </Link>
              )
            }
          />
        ) : (
          <QuickViewProvider courses={data?.items ?? []}>
            <ul
              className="catalog__grid"
              aria-busy={query.isFetching || undefined}
              data-stale={query.isPlaceholderData || undefined}
            >
              {data
                ? data.items.map((course) => (
                    <li key={course.id}>
                      <CourseCard course={course} headingLevel="h2" />
                    </li>
                  ))
                : SKELETONS.map((i) => (
                    <li key={`skeleton-${i}`}>
                      <CourseCardSkeleton />
                    </li>
                  ))}
            </ul>
          </QuickViewProvider>
        )}

        {data ? (
          <Pagination
            className="catalog__pagination"
            page={filters.page}
            pageCount={data.pageCount}
            hrefFor={hrefForPage}
            label="Course pages"
          />
        ) : null}
      </div>

      {hasOpenedPanel ? (
        <Suspense fallback={null}>
          <Sheet
            isOpen={isPanelOpen}
            onClose={() => setIsPanelOpen(false)}
            title="All Filter"
            side="left"
            className="catalog__sheet"
            footer={
              <Button isBlock onClick={() => setIsPanelOpen(false)}>
                {data
                  ? `Show ${data.total} ${data.total === 1 ? 'course' : 'courses'}`
                  : 'Show courses'}
              </Button>
            }
          >
            {sidebar}
          </Sheet>
        </Suspense>
      ) : null}
    </div>
  )
}
