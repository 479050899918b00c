import type { CourseFacets, CourseFilterGroup, CourseFilters } from '@app/domain/catalog'
import {
  CATEGORY_OPTIONS,
  COURSE_PAGE_SIZE,
  DURATION_OPTIONS,
  FEATURE_OPTIONS,
  INSTRUCTOR_FILTER_OPTIONS,
  LANGUAGE_OPTIONS,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
  SHOW_MORE_THRESHOLD,
} from '@app/domain/catalog/options'
import { Form } from 'react-router'
import { hasActiveFilters } from '../filters-url'
import { FilterGroup, type FilterOption } from './filter-group'
import { RatingFilter } from './rating-filter'

const GROUPS: readonly {
  group: CourseFilterGroup
  legend: string
  options: readonly string[]
  threshold?: number
}[] = [
  {
    group: 'categories',
    legend: 'Categories',
    options: CATEGORY_OPTIONS,
    threshold: SHOW_MORE_THRESHOLD.categories,
  },
  {
    group: 'instructors',
    legend: 'Instructors',
    options: INSTRUCTOR_FILTER_OPTIONS,
    threshold: SHOW_MORE_THRESHOLD.instructors,
  },
  { group: 'levels', legend: 'Levels', options: LEVEL_OPTIONS },
  { group: 'prices', legend: 'Price', options: PRICE_OPTIONS },
  {
    group: 'languages',
    legend: 'Languages',
    options: LANGUAGE_OPTIONS,
    threshold: SHOW_MORE_THRESHOLD.languages,
  },
  { group: 'durations', legend: 'Video Duration', options: DURATION_OPTIONS },
  { group: 'features', legend: 'Features', options: FEATURE_OPTIONS },
]

/** The facet's options in the API's order, or the spec's option list (no counts) while loading. */
function optionsOf(
  facets: CourseFacets | undefined,
  group: CourseFilterGroup,
  fallback: readonly string[],
): FilterOption[] {
  const facet = facets?.[group]
  if (facet?.length) return facet.map((f) => ({ value: f.value, count: f.count }))
  return fallback.map((value) => ({ value, count: undefined }))
}

/** The sidebar as the grid's GET form, so it works before and without JavaScript. */
export interface FilterForm {
  /** Id of the filter form: the sort select and its button outside the sidebar submit it too. */
  id: string
  /** Id of the small form Clear Filter submits: the same page with the sort kept, no filters. */
  clearId: string
  /** The grid's path. */
  action: string
}

interface FilterSidebarProps {
  filters: CourseFilters
  facets: CourseFacets | undefined
  onToggle: (group: CourseFilterGroup, value: string) => void
  onToggleRating: (rating: number) => void
  onClear: () => void
  /** Render as the grid's form (the sidebar); left out where a copy shows (the phone's panel). */
  form?: FilterForm
}

/**
 * Every filter group of the course grid with its counts, and Clear Filter. With JavaScript a
 * change applies at once; without it the sidebar is a GET form whose fields carry the URL's own
 * parameter names, sent with Apply Filters (shown only when scripts do not run).
 */
export function FilterSidebar({
  filters,
  facets,
  onToggle,
  onToggleRating,
  onClear,
  form,
}: FilterSidebarProps) {
  const ratingCounts = facets ? new Map(facets.ratings.map((r) => [r.value, r.count])) : undefined
  const pageSize =
    filters.pageSize !== COURSE_PAGE_SIZE ? (
      <input type="hidden" name="pageSize" value={filters.pageSize} />
    ) : null
  const fields = (
    <>
      {GROUPS.map(({ group, legend, options, threshold }) => (
        <FilterGroup
          key={group}
          legend={legend}
          name={group}
          options={optionsOf(facets, group, options)}
          selected={filters[group]}
          onToggle={(value) => onToggle(group, value)}
          threshold={threshold}
        />
      ))}
      <RatingFilter value={filters.rating} counts={ratingCounts} onToggle={onToggleRating} />
      <button
        type={form ? 'submit' : 'button'}
        form={form?.clearId}
        className="btn btn--secondary btn--block"
        onClick={(event) => {
          event.preventDefault()
          onClear()
        }}
        disabled={!hasActiveFilters(filters)}
      >
        Clear Filter
      </button>
    </>
  )
  if (!form) return <div className="filter-sidebar">{fields}</div>
  return (
    <>
      <Form
        id={form.id}
        method="get"
        action={form.action}
        preventScrollReset
        className="filter-sidebar"
      >
        {fields}
        {pageSize}
        <button
          type="submit"
          className="btn btn--primary btn--block filter-sidebar__apply catalog__no-script"
        >
          Apply Filters
        </button>
      </Form>
      <form id={form.clearId} method="get" action={form.action} hidden>
        {filters.sort !== 'default' ? (
          <input type="hidden" name="sort" value={filters.sort} />
        ) : null}
        {pageSize}
      </form>
    </>
  )
}
