import { ErrorBodySchema } from '@app/domain/api'
import {
  InstructorDetailSchema,
  InstructorFiltersSchema,
  InstructorListResponseSchema,
} from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { FILTER_TEXT_MESSAGE, hasSoundText } from '../../lib/sound-text'
import type { InstructorsService } from '../../catalog/instructors.service'

export interface InstructorsRoutesOptions {
  /** The catalog's mentors service, built once by the app. */
  instructors: InstructorsService
}

/** GET /api/instructors (name search, ALL-categories filter, sorts, counts) and /:id. */
export const instructorsRoutes: FastifyPluginAsyncZod<InstructorsRoutesOptions> = async (
  app,
  { instructors },
) => {
  // Both answers are kept by the public cache (src/cache) until the catalog changes; browsers
  // revalidate them with their ETag.
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Mentors: search by name, categories (must have ALL selected), sort and page',
        querystring: InstructorFiltersSchema.refine(hasSoundText, FILTER_TEXT_MESSAGE),
        response: { 200: InstructorListResponseSchema, 400: ErrorBodySchema },
      },
    },
    (req) => instructors.list(req.query),
  )

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'One mentor with their courses and recent reviews',
        params: z.object({ id: z.string() }),
        response: { 200: InstructorDetailSchema, 404: ErrorBodySchema },
      },
    },
    (req) => instructors.getDetail(req.params.id),
  )
}
