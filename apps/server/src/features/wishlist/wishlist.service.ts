import { MAX_WISHLIST_COURSES, WISHLIST_FULL_MESSAGE, type Wishlist } from '@app/domain/wishlist'
import { ConflictError, NotFoundError } from '../../lib/errors'
import { parseCatalogId } from '../../catalog/courses.service'
import type { WishlistRepository } from './wishlist.repository'

const COURSE_NOT_FOUND = 'Course not found'

/** A course id from the path, or 404 when it cannot name a course. */
function courseIdOf(raw: string): number {
  const id = parseCatalogId(raw)
  if (id === null) throw new NotFoundError(COURSE_NOT_FOUND)
  return id
}

/** A student's wishlist kept with the account: save, remove, and merge the browser's list. */
export function createWishlistService(repo: WishlistRepository) {
  const mine = async (userId: string): Promise<Wishlist> => ({
    courseIds: await repo.courseIds(userId),
  })

  return {
    mine,

    /** Saves a published course (again: nothing changes); an unknown or draft course is 404. */
    async save(userId: string, rawCourseId: string): Promise<Wishlist> {
      const courseId = courseIdOf(rawCourseId)
      if (!(await repo.publishedAmong([courseId])).has(courseId)) {
        throw new NotFoundError(COURSE_NOT_FOUND)
      }
      const current = await mine(userId)
      if (current.courseIds.includes(courseId)) return current
      if ((await repo.size(userId)) >= MAX_WISHLIST_COURSES) {
        throw new ConflictError(WISHLIST_FULL_MESSAGE)
      }
      await repo.add(userId, [courseId])
      return mine(userId)
    },

    /** Removes a course (one not saved: nothing changes). */
    async remove(userId: string, rawCourseId: string): Promise<Wishlist> {
      await repo.remove(userId, courseIdOf(rawCourseId))
      return mine(userId)
    },

    /**
     * Adds the browser's saved courses to the account's, in the browser's order, after those
     * already saved; ids of courses not in the catalog are ignored, and the list stops at the cap.
     */
    async merge(userId: string, courseIds: readonly number[]): Promise<Wishlist> {
      const published = await repo.publishedAmong(courseIds)
      const saved = new Set(await repo.courseIds(userId))
      const room = MAX_WISHLIST_COURSES - (await repo.size(userId))
      const fresh = [...new Set(courseIds)].filter((id) => published.has(id) && !saved.has(id))
      await repo.add(userId, fresh.slice(0, Math.max(0, room)))
      return mine(userId)
    },
  }
}
