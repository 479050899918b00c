import {
  InstructorFiltersSchema,
  type InstructorFilters,
  type InstructorSort,
} from '@app/domain/catalog'
import { useUrlState } from '../../../components/catalog/use-url-state'

/** Reads the instructor list's state from the URL; a malformed link falls back to defaults. */
export function parseInstructorFilters(params: URLSearchParams): InstructorFilters {
  const raw = Object.fromEntries(
    [...new Set(params.keys())].map((k) => [k, params.getAll(k).join(',')]),
  )
  const parsed = InstructorFiltersSchema.safeParse(raw)
  return parsed.success ? parsed.data : InstructorFiltersSchema.parse({})
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
