import type { CourseFacets, CourseFilterGroup, CourseFilters } from '@app/domain/catalog'
import {
  CATEGORY_OPTIONS,
  DURATION_OPTIONS,
  FEATURE_OPTIONS,
  INSTRUCTOR_FILTER_OPTIONS,
  LANGUAGE_OPTIONS,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
  SHOW_MORE_THRESHOLD,
} from '@app/domain/catalog/options'
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

interface FilterSidebarProps {
  filters: CourseFilters
  facets: CourseFacets | undefined
  onToggle: (group: CourseFilterGroup, value: string) => void
  onToggleRating: (rating: number) => void
  onClear: () => void
}

/** Every filter group of the course grid with its counts, and Clear Filter. */
export function FilterSidebar({
  filters,
  facets,
  onToggle,
  onToggleRating,
  onClear,
}: FilterSidebarProps) {
  const ratingCounts = facets ? new Map(facets.ratings.map((r) => [r.value, r.count])) : undefined
  return (
    <div className="filter-sidebar">
      {GROUPS.map(({ group, legend, options, threshold }) => (
        <FilterGroup
          key={group}
          legend={legend}
          options={optionsOf(facets, group, options)}
          selected={filters[group]}
          onToggle={(value) => onToggle(group, value)}
          threshold={threshold}
        />
      ))}
      <RatingFilter value={filters.rating} counts={ratingCounts} onToggle={onToggleRating} />
      <button
        type="button"
        className="btn btn--secondary btn--block"
        onClick={onClear}
        disabled={!hasActiveFilters(filters)}
      >
        Clear Filter
      </button>
    </div>
  )
}
