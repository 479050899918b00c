import {
  pageCount,
  type CourseSummary,
  type Instructor,
  type InstructorDetail,
  type InstructorFilters,
  type InstructorListResponse,
  type Review,
} from '@app/domain/catalog'
import { NotFoundError } from '../lib/errors'
import { parseCatalogId } from './courses.service'
import type { InstructorsRepository } from './instructors.repository'

export interface InstructorsDeps {
  /** The instructor's courses and reviews, from the courses feature. */
  courses: {
    listByInstructor: (instructorId: number, limit: number) => Promise<CourseSummary[]>
    reviewsByInstructor: (instructorId: number, limit: number) => Promise<Review[]>
  }
}

export function createInstructorsService(repo: InstructorsRepository, deps: InstructorsDeps) {
  return {
    async list(filters: InstructorFilters): Promise<InstructorListResponse> {
      const { items, total, categoryCounts } = await repo.list(filters)
      return {
        items,
        total,
        page: filters.page,
        pageSize: filters.pageSize,
        pageCount: pageCount(total, filters.pageSize),
        categoryCounts,
      }
    },

    find: (id: number): Promise<Instructor | null> => repo.findById(id),

    async getDetail(rawId: string): Promise<InstructorDetail> {
      const id = parseCatalogId(rawId)
      const missing = new NotFoundError(`Instructor ${rawId} was not found`)
      if (id === null) throw missing
      const instructor = await repo.findById(id)
      if (!instructor) throw missing
      const [courseList, reviews] = await Promise.all([
        deps.courses.listByInstructor(id, 12),
        deps.courses.reviewsByInstructor(id, 6),
      ])
      return { ...instructor, courseList, reviews }
    },
  }
}
export type InstructorsService = ReturnType<typeof createInstructorsService>
