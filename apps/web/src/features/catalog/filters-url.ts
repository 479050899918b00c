import {
  COURSE_PAGE_SIZE,
  COURSE_SORTS,
  DURATION_OPTIONS,
  FEATURE_OPTIONS,
  LANGUAGE_OPTIONS,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
} from '@app/domain/catalog/options'
import type { CourseFilterGroup, CourseFilters, CourseSort } from '@app/domain/catalog'
import { COURSE_FILTER_GROUPS } from '@app/domain/pages'
import { paths } from '../../config/paths'
import { wholeNumberParam } from '../../lib/page-param'

/**
 * The course grid's state in the URL query. Reading mirrors `CourseFiltersSchema` (a unit test
 * holds them together) without pulling zod into the grid's first load; values the schema would
 * reject are dropped, so an old or hand-edited link still opens a page.
 */
export const FILTER_GROUPS: readonly CourseFilterGroup[] = COURSE_FILTER_GROUPS

const ALLOWED: Partial<Record<CourseFilterGroup, readonly string[]>> = {
  levels: LEVEL_OPTIONS,
  prices: PRICE_OPTIONS,
  languages: LANGUAGE_OPTIONS,
  durations: DURATION_OPTIONS,
  features: FEATURE_OPTIONS,
}
const MAX_LENGTH: Partial<Record<CourseFilterGroup, number>> = { categories: 80, instructors: 120 }
const SORTS: readonly string[] = COURSE_SORTS.map((s) => s.value)

function readList(params: URLSearchParams, group: CourseFilterGroup): string[] {
  const allowed = ALLOWED[group]
  const max = MAX_LENGTH[group]
  const values = params
    .getAll(group)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v && (!allowed || allowed.includes(v)) && (!max || v.length <= max))
  return [...new Set(values)]
}

export const DEFAULT_FILTERS: CourseFilters = {
  categories: [],
  instructors: [],
  levels: [],
  prices: [],
  languages: [],
  durations: [],
  features: [],
  rating: undefined,
  sort: 'default',
  page: 1,
  pageSize: COURSE_PAGE_SIZE,
}

export function parseCourseFilters(params: URLSearchParams): CourseFilters {
  const rating = wholeNumberParam(params.get('rating'), 0, 5)
  const sort = params.get('sort')
  return {
    categories: readList(params, 'categories'),
    instructors: readList(params, 'instructors'),
    levels: readList(params, 'levels') as CourseFilters['levels'],
    prices: readList(params, 'prices') as CourseFilters['prices'],
    languages: readList(params, 'languages') as CourseFilters['languages'],
    durations: readList(params, 'durations') as CourseFilters['durations'],
    features: readList(params, 'features') as CourseFilters['features'],
    rating: rating || undefined,
    sort: sort && SORTS.includes(sort) ? (sort as CourseSort) : 'default',
    page: wholeNumberParam(params.get('page'), 1, 100_000),
    pageSize: wholeNumberParam(params.get('pageSize'), COURSE_PAGE_SIZE, 48),
  }
}

/** The shortest query for these filters: empty groups, the default sort and page 1 are left out. */
export function serializeCourseFilters(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const group of FILTER_GROUPS) {
    if (filters[group].length) params.set(group, filters[group].join(','))
  }
  if (filters.rating !== undefined) params.set('rating', String(filters.rating))
  if (filters.sort !== 'default') params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  if (filters.pageSize !== COURSE_PAGE_SIZE) params.set('pageSize', String(filters.pageSize))
  return params
}

export function hasActiveFilters(filters: CourseFilters): boolean {
  return FILTER_GROUPS.some((g) => filters[g].length > 0) || filters.rating !== undefined
}

/** Clicking an option adds it, or removes it when already chosen; the page goes back to 1. */
export function toggleFilterValue(
  filters: CourseFilters,
  group: CourseFilterGroup,
  value: string,
): CourseFilters {
  const current: readonly string[] = filters[group]
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return { ...filters, [group]: next, page: 1 }
}

/** Rating holds one value; choosing it again clears it. */
export function toggleRating(filters: CourseFilters, rating: number): CourseFilters {
  return { ...filters, rating: filters.rating === rating ? undefined : rating, page: 1 }
}

export function withSort(filters: CourseFilters, sort: CourseSort): CourseFilters {
  return { ...filters, sort, page: 1 }
}

/** Clear Filter empties every group (the sort stays) and goes back to page 1. */
export function clearFilters(filters: CourseFilters): CourseFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort, pageSize: filters.pageSize }
}

/** The course grid filtered on one category (the Categories menu's links). */
export function categoryPath(category: string): string {
  return `${paths.courses}?${serializeCourseFilters({ ...DEFAULT_FILTERS, categories: [category] }).toString()}`
}

/** The category the grid is filtered on when exactly one is chosen, else null. */
export function singleCategory(filters: CourseFilters): string | null {
  return filters.categories.length === 1 ? filters.categories[0]! : null
}
