import type {
  CourseListResponse,
  Instructor,
  InstructorFilters,
  InstructorListResponse,
} from '@app/domain/catalog'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api-client'

const listQuery = (f: Partial<InstructorFilters>) => ({
  q: f.q || undefined,
  categories: f.categories,
  sort: f.sort && f.sort !== 'default' ? f.sort : undefined,
  page: f.page && f.page > 1 ? f.page : undefined,
  pageSize: f.pageSize,
})

/** An unknown id shows the first instructor (SPEC section 2). */
async function getInstructorOrFirst(id: number, signal: AbortSignal): Promise<Instructor> {
  try {
    return await api.get<Instructor>(`/instructors/${id}`, undefined, signal)
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err
    const first = await api.get<InstructorListResponse>('/instructors', { pageSize: 1 }, signal)
    if (!first.items[0]) throw err
    return first.items[0]
  }
}

export const instructorQueries = {
  all: ['instructors'] as const,
  list: (filters: Partial<InstructorFilters>) =>
    queryOptions({
      queryKey: [...instructorQueries.all, 'list', listQuery(filters)],
      queryFn: ({ signal }) =>
        api.get<InstructorListResponse>('/instructors', listQuery(filters), signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...instructorQueries.all, 'detail', id],
      queryFn: ({ signal }) => getInstructorOrFirst(id, signal),
    }),
  courses: (name: string) =>
    queryOptions({
      queryKey: ['courses', 'list', { instructors: [name] }],
      queryFn: ({ signal }) =>
        api.get<CourseListResponse>('/courses', { instructors: [name] }, signal),
    }),
}
