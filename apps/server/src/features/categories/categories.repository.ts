import {
  CourseFiltersSchema,
  type Category,
  type CategoryTile,
  type CourseCategory,
} from '@app/domain/catalog'
import { asc } from 'drizzle-orm'
import { createFacetIndex } from '../../catalog/course-facets'
import type { Db } from '../../db/client'
import { categories, categorySubItems, categoryTiles } from '../../db/schema/index'

const NO_FILTERS = CourseFiltersSchema.parse({})

export function createCategoriesRepository(db: Db) {
  const facetIndex = createFacetIndex(db)
  return {
    /**
     * Every course category option with its count of published courses, read from the facet
     * bitmaps of the unfiltered grid (the same counts as its Categories filter group).
     */
    async courseCategoryCounts(): Promise<CourseCategory[]> {
      const { facets } = await facetIndex.count(NO_FILTERS)
      return facets.categories.map(({ value, count }) => ({
        title: value as CourseCategory['title'],
        courses: count,
      }))
    },

    /** The header menu's top categories in order, each with its sub-items in order. */
    async listWithSubItems(): Promise<Category[]> {
      const [tops, subs] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
        db
          .select()
          .from(categorySubItems)
          .orderBy(asc(categorySubItems.position), asc(categorySubItems.id)),
      ])
      return tops.map((c) => ({
        id: c.id,
        title: c.title,
        subItems: subs
          .filter((s) => s.categoryId === c.id)
          .map((s) => ({ id: s.id, title: s.title, href: s.href })),
      }))
    },

    async listTiles(): Promise<CategoryTile[]> {
      const rows = await db
        .select({
          id: categoryTiles.id,
          title: categoryTiles.title,
          icon: categoryTiles.icon,
          courseCount: categoryTiles.courseCount,
        })
        .from(categoryTiles)
        .orderBy(asc(categoryTiles.position), asc(categoryTiles.id))
      return rows
    },
  }
}
