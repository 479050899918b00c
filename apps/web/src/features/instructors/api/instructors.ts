import type {
  InstructorDetail,
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
async function getInstructorOrFirst(id: number, signal: AbortSignal): Promise<InstructorDetail> {
  try {
    return await api.get<InstructorDetail>(`/instructors/${id}`, undefined, signal)
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err
    const first = await api.get<InstructorListResponse>('/instructors', { pageSize: 1 }, signal)
    const firstId = first.items[0]?.id
    if (firstId === undefined || firstId === id) throw err
    return api.get<InstructorDetail>(`/instructors/${firstId}`, undefined, signal)
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
}
