import type { CourseFilterGroup, CourseFilters, CourseSort } from '@app/domain/catalog'
import { useCallback, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  clearFilters,
  parseCourseFilters,
  serializeCourseFilters,
  toggleFilterValue,
  toggleRating,
  withSort,
} from '../filters-url'

const toSearch = (filters: CourseFilters) => {
  const qs = serializeCourseFilters(filters).toString()
  return qs ? `?${qs}` : '?'
}

/**
 * The course grid's filters, sort and page, read from and written to the URL. Each change is a
 * new history entry, so Back returns to the previous view. A change shows at once (the router
 * applies the new URL in a transition), until the URL catches up.
 */
export function useCourseFilters() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const search = params.toString()
  const [pending, setPending] = useState<{ from: string; filters: CourseFilters } | null>(null)
  const fromUrl = useMemo(() => parseCourseFilters(new URLSearchParams(search)), [search])
  const filters = pending && pending.from === search ? pending.filters : fromUrl

  const go = useCallback(
    (next: CourseFilters) => {
      setPending({ from: search, filters: next })
      void navigate({ search: toSearch(next) }, { preventScrollReset: true })
    },
    [navigate, search],
  )

  return {
    filters,
    toggle: (group: CourseFilterGroup, value: string) =>
      go(toggleFilterValue(filters, group, value)),
    toggleRating: (rating: number) => go(toggleRating(filters, rating)),
    setSort: (sort: CourseSort) => go(withSort(filters, sort)),
    clear: () => go(clearFilters(filters)),
    hrefForPage: (page: number) => toSearch({ ...filters, page }),
  }
}
