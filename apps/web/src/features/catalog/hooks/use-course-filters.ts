import type { CourseFilterGroup, CourseFilters, CourseSort } from '@app/domain/catalog'
import { useUrlState } from '../../../components/catalog/use-url-state'
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
 * new history entry, so Back returns to the previous view.
 */
export function useCourseFilters() {
  const [filters, go] = useUrlState(parseCourseFilters, toSearch)
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
