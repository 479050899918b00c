import type { InstructorFilters, InstructorSort } from '@app/domain/catalog'
import {
  INSTRUCTOR_CATEGORY_MAX,
  INSTRUCTOR_PAGE_SIZE,
  INSTRUCTOR_QUERY_MAX,
  INSTRUCTOR_SORTS,
} from '@app/domain/catalog/options'
import { useUrlState } from '../../../components/catalog/use-url-state'
import { wholeNumberParam } from '../../../lib/page-param'

export const DEFAULT_INSTRUCTOR_FILTERS: InstructorFilters = {
  categories: [],
  sort: 'default',
  page: 1,
  pageSize: INSTRUCTOR_PAGE_SIZE,
}

const SORTS: readonly string[] = INSTRUCTOR_SORTS.map((s) => s.value)

/**
 * Reads the instructor list's state from the URL as `InstructorFiltersSchema` does (a unit test
 * holds them together), without pulling zod into the page's first load. A link the schema would
 * reject (a search or a category too long) opens the list with its defaults.
 */
export function parseInstructorFilters(params: URLSearchParams): InstructorFilters {
  const joined = (key: string) => (params.has(key) ? params.getAll(key).join(',') : undefined)
  const q = joined('q')?.trim()
  const categories = [
    ...new Set(
      (joined('categories') ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ]
  if (
    (q && q.length > INSTRUCTOR_QUERY_MAX) ||
    categories.some((c) => c.length > INSTRUCTOR_CATEGORY_MAX)
  )
    return DEFAULT_INSTRUCTOR_FILTERS
  const sort = joined('sort')
  return {
    ...(q === undefined ? {} : { q }),
    categories,
    sort: sort && SORTS.includes(sort) ? (sort as InstructorSort) : 'default',
    page: wholeNumberParam(joined('page'), 1, 10_000),
    pageSize: wholeNumberParam(joined('pageSize'), INSTRUCTOR_PAGE_SIZE, 48),
  }
}

export function serializeInstructorFilters(f: InstructorFilters): string {
  const params = new URLSearchParams()
  if (f.q) params.set('q', f.q)
  if (f.categories.length) params.set('categories', f.categories.join(','))
  if (f.sort !== 'default') params.set('sort', f.sort)
  if (f.page > 1) params.set('page', String(f.page))
  const qs = params.toString()
  return qs ? `?${qs}` : '?'
}

/** Search, categories, sort and page of the instructor list, kept in the URL. */
export function useInstructorFilters() {
  const [filters, go] = useUrlState(parseInstructorFilters, serializeInstructorFilters)
  return {
    filters,
    /** Typing replaces the history entry, so Back skips every keystroke. */
    setQuery: (q: string) =>
      go({ ...filters, q: q.trim() || undefined, page: 1 }, { replace: true }),
    toggleCategory: (category: string) =>
      go({
        ...filters,
        page: 1,
        categories: filters.categories.includes(category)
          ? filters.categories.filter((c) => c !== category)
          : [...filters.categories, category],
      }),
    clearCategories: () => go({ ...filters, categories: [], page: 1 }),
    setSort: (sort: InstructorSort) => go({ ...filters, sort, page: 1 }),
    hrefForPage: (page: number) => serializeInstructorFilters({ ...filters, page }),
  }
}
