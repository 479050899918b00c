import { TestimonialSchema } from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createTestimonialsRepository } from './testimonials.repository'

/** GET /api/testimonials: What Clients Are Saying. */
export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createTestimonialsRepository(app.db)
  app.addHook('onSend', async (_req, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=300')
  })
  app.get(
    '/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Learner testimonials',
        response: { 200: z.array(TestimonialSchema) },
      },
    },
    () => repo.list(),
  )
}
