import type {
  Category,
  CategoryTile,
  CourseCategory,
  CourseFilters,
  CourseListResponse,
} from '@app/domain/catalog'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The query the API reads: every filter group as a comma list, rating, sort and page. */
export function courseListQuery(filters: Partial<CourseFilters>) {
  return {
    categories: filters.categories,
    instructors: filters.instructors,
    levels: filters.levels,
    prices: filters.prices,
    languages: filters.languages,
    durations: filters.durations,
    features: filters.features,
    rating: filters.rating,
    sort: filters.sort && filters.sort !== 'default' ? filters.sort : undefined,
    page: filters.page && filters.page > 1 ? filters.page : undefined,
    pageSize: filters.pageSize,
  }
}

export const courseQueries = {
  all: ['courses'] as const,
  list: (filters: Partial<CourseFilters>) =>
    queryOptions({
      queryKey: [...courseQueries.all, 'list', courseListQuery(filters)],
      queryFn: ({ signal }) =>
        api.get<CourseListResponse>('/courses', courseListQuery(filters), signal),
    }),
}

export const categoryTileQueries = {
  all: () =>
    queryOptions({
      queryKey: ['category-tiles'],
      queryFn: ({ signal }) => api.get<CategoryTile[]>('/category-tiles', undefined, signal),
      staleTime: 10 * 60_000,
    }),
}

export const categoryQueries = {
  all: () =>
    queryOptions({
      queryKey: ['categories'],
      queryFn: ({ signal }) => api.get<Category[]>('/categories', undefined, signal),
      staleTime: 10 * 60_000,
    }),
}

/** The catalog's course categories with their course counts (the header's Categories menu). */
export const courseCategoryQueries = {
  all: () =>
    queryOptions({
      queryKey: ['categories', 'courses'],
      queryFn: ({ signal }) => api.get<CourseCategory[]>('/categories/courses', undefined, signal),
      staleTime: 10 * 60_000,
    }),
}
