import type { Category, CategoryTile, CourseCategory } from '@app/domain/catalog'
import type { createCategoriesRepository } from './categories.repository'

export function createCategoriesService(repo: ReturnType<typeof createCategoriesRepository>) {
  return {
    list: (): Promise<Category[]> => repo.listWithSubItems(),
    tiles: (): Promise<CategoryTile[]> => repo.listTiles(),
    /** The course categories that hold a published course, in the filter's order. */
    async courseCategories(): Promise<CourseCategory[]> {
      const counts = await repo.courseCategoryCounts()
      return counts.filter((c) => c.courses > 0)
    },
  }
}
