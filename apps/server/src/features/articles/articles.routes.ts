import { ErrorBodySchema } from '@app/domain/api'
import { ArticleFiltersSchema, ArticleListResponseSchema, ArticleSchema } from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { FILTER_TEXT_MESSAGE, hasSoundText } from '../../lib/sound-text'
import { createArticlesRepository } from './articles.repository'
import { createArticlesService } from './articles.service'

/** GET /api/articles (newest first, paged) and GET /api/articles/:id. */
export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const articles = createArticlesService(createArticlesRepository(app.db))

  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Blog articles, newest first',
        querystring: ArticleFiltersSchema.refine(hasSoundText, FILTER_TEXT_MESSAGE),
        response: { 200: ArticleListResponseSchema, 400: ErrorBodySchema },
      },
    },
    (req) => articles.list(req.query),
  )

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'One blog article with its paragraphs',
        params: z.object({ id: z.string() }),
        response: { 200: ArticleSchema, 404: ErrorBodySchema },
      },
    },
    (req) => articles.getById(req.params.id),
  )
}
