import { CategorySchema, CategoryTileSchema, CourseCategorySchema } from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createCategoriesRepository } from './categories.repository'
import { createCategoriesService } from './categories.service'

/**
 * GET /api/categories: the spec's sample categories with their sub-items (the /categories page);
 * GET /api/categories/courses: the catalog's real course categories (the header's Categories menu).
 */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = createCategoriesService(createCategoriesRepository(app.db))
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Top categories with their sub-items',
        response: { 200: z.array(CategorySchema) },
      },
    },
    () => categories.list(),
  )
  app.get(
    '/courses',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'The course categories with their published course counts',
        description:
          "The categories the catalog files its published courses under (those with at least one), in the order of the course grid's Categories filter, each with its course count. The course grid filters on one with ?categories={title}.",
        response: { 200: z.array(CourseCategorySchema) },
      },
    },
    () => categories.courseCategories(),
  )
}

/** GET /api/category-tiles: the home page's category carousel. */
export const categoryTilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = createCategoriesService(createCategoriesRepository(app.db))
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Home page category tiles',
        response: { 200: z.array(CategoryTileSchema) },
      },
    },
    () => categories.tiles(),
  )
}
