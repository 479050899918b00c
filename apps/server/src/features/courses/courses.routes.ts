import { ErrorBodySchema } from '@app/domain/api'
import {
  CourseDetailSchema,
  CourseFiltersSchema,
  CourseListResponseSchema,
} from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { FILTER_TEXT_MESSAGE, hasSoundText } from '../../lib/sound-text'
import type { CoursesService } from '../../catalog/courses.service'

export interface CoursesRoutesOptions {
  /** The catalog's courses service, built once by the app. */
  courses: CoursesService
}

/** GET /api/courses (filters, sort, page, facet counts) and GET /api/courses/:id. */
export const coursesRoutes: FastifyPluginAsyncZod<CoursesRoutesOptions> = async (
  app,
  { courses },
) => {
  // Both answers are kept by the public cache (src/cache) until the catalog changes; browsers
  // revalidate them with their ETag.
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Courses: filters, sort, one page and the count per filter option',
        description:
          'Categories, Instructors and Languages match ANY selected value; Levels, Video Duration and Features need ALL; rating compares whole stars (rounded); Free is price 0 and Paid the rest; groups combine with AND. Each facet count is the number of courses matching all the other groups plus that option.',
        querystring: CourseFiltersSchema.refine(hasSoundText, FILTER_TEXT_MESSAGE),
        response: { 200: CourseListResponseSchema, 400: ErrorBodySchema },
      },
    },
    (req) => courses.list(req.query),
  )

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'One course with curriculum, instructor and reviews',
        params: z.object({ id: z.string() }),
        response: { 200: CourseDetailSchema, 404: ErrorBodySchema },
      },
    },
    (req) => courses.getDetail(req.params.id),
  )
}
