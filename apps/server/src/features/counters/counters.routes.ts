import { ErrorBodySchema } from '@app/domain/api'
import { CounterSchema, CounterSetSchema } from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createCountersRepository } from './counters.repository'

const CountersQuerySchema = z.object({
  set: z
    .enum(CounterSetSchema.options, { error: 'Unknown counter set: use home or alt' })
    .default('home'),
})

/** GET /api/counters?set=home|alt: the statistics counters. */
export const countersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCountersRepository(app.db)
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'Statistics counters (home row or the alternate row)',
        querystring: CountersQuerySchema,
        response: { 200: z.array(CounterSchema), 400: ErrorBodySchema },
      },
    },
    (req) => repo.list(req.query.set),
  )
}
