import { ErrorBodySchema } from '@app/domain/api'
import { SearchQuerySchema, SearchResponseSchema } from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createSearchRepository } from './search.repository'
import { createSearchService } from './search.service'

/** GET /api/search?q=&limit=: courses, mentors and articles, best match first. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService(createSearchRepository(app.db))
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Search courses, mentors and articles',
        description:
          'Full-text search (English stems and plain words) with the last word matched as a prefix; where the database has pg_trgm, words that match nothing are corrected to the closest known word.',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorBodySchema },
      },
    },
    (req) => search.search(req.query),
  )
}
