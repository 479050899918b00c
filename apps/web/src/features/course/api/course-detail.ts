import type { CourseDetail, CourseListResponse } from '@app/domain/catalog'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const courseDetailQueries = {
  all: ['courses'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...courseDetailQueries.all, 'detail', id],
      queryFn: ({ signal }) => api.get<CourseDetail>(`/courses/${id}`, undefined, signal),
    }),
  /** Courses taught by one instructor (the Instructors filter, by name). */
  byInstructor: (name: string) =>
    queryOptions({
      queryKey: [...courseDetailQueries.all, 'list', { instructors: [name] }],
      queryFn: ({ signal }) =>
        api.get<CourseListResponse>('/courses', { instructors: [name] }, signal),
    }),
}

/** The route's id as a positive integer, or null when it cannot be a course id. */
export function parseCourseId(raw: string | undefined): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}
