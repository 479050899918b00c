import { HealthSchema } from '@app/domain/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createHealthService } from './health.service'

const LivenessSchema = z.object({ status: z.literal('ok') })
const ReadinessSchema = HealthSchema.extend({
  redis: z.object({ ok: z.boolean() }).optional(),
  failed: z.array(z.enum(['database'])).optional(),
  degraded: z.array(z.enum(['redis'])).optional(),
})

/**
 * GET /api/health/live: the process is up and serving (no I/O), for restarts.
 * GET /api/health/ready (and GET /api/health), for the balancer: 503 naming the failed checks
 * when the database does not answer; otherwise 200, with `status: 'degraded'` and the list of
 * dependencies the instance serves without (Redis, with REDIS_URL) when one does not answer.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const redis = app.redis
  const health = createHealthService({
    database: app.database,
    pingRedis: redis ? () => redis.ping() : undefined,
  })

  app.get('/live', { schema: { tags: ['ops'], response: { 200: LivenessSchema } } }, async () => ({
    status: 'ok' as const,
  }))

  for (const url of ['/ready', '/']) {
    app.get(
      url,
      { schema: { tags: ['ops'], response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
      async (_req, reply) => {
        const readiness = await health.readiness()
        return reply.status(readiness.status === 'unavailable' ? 503 : 200).send(readiness)
      },
    )
  }
}
