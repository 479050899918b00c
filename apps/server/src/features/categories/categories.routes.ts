import { CategorySchema, CategoryTileSchema } from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createCategoriesRepository } from './categories.repository'
import { createCategoriesService } from './categories.service'

/** GET /api/categories: the header's Categories menu (top categories with sub-items). */
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
