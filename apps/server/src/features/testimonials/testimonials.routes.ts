import { TestimonialSchema } from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createTestimonialsRepository } from './testimonials.repository'

/** GET /api/testimonials: What Clients Are Saying. */
export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createTestimonialsRepository(app.db)
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Learner testimonials',
        response: { 200: z.array(TestimonialSchema) },
      },
    },
    () => repo.list(),
  )
}
