import { HealthSchema } from '@app/domain/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import { z } from 'zod'
import { createHealthService } from './health.service'

const LivenessSchema = z.object({ status: z.literal('ok') })
const ReadinessSchema = HealthSchema.extend({
  redis: z.object({ ok: z.boolean() }).optional(),
  failed: z.array(z.enum(['database', 'redis'])).optional(),
})

const PROBE_TIMEOUT_MS = 2000

export interface HealthOptions {
  /** With REDIS_URL set, readiness also needs Redis to answer. */
  redisUrl?: string | undefined
}

/**
 * GET /api/health/live: the process is up and serving (no I/O), for restarts.
 * GET /api/health/ready (and GET /api/health): 200 when the database, and Redis when configured,
 * answer; 503 naming the failed checks otherwise, for the balancer.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { redisUrl }) => {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        lazyConnect: true,
        connectTimeout: PROBE_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
      })
    : undefined
  if (redis) {
    // The rate-limit store already logs Redis trouble; a probe only answers yes or no.
    redis.on('error', () => {})
    app.addHook('onClose', async () => redis.disconnect())
  }
  const pingRedis = redis
    ? async () => {
        try {
          if (redis.status === 'wait' || redis.status === 'end') await redis.connect()
          const answer = await Promise.race([
            redis.ping(),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref(),
            ),
          ])
          return answer === 'PONG'
        } catch {
          return false
        }
      }
    : undefined
  const health = createHealthService({ database: app.database, pingRedis })

  app.get('/live', { schema: { tags: ['ops'], response: { 200: LivenessSchema } } }, async () => ({
    status: 'ok' as const,
  }))

  for (const url of ['/ready', '/']) {
    app.get(
      url,
      { schema: { tags: ['ops'], response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
      async (_req, reply) => {
        const readiness = await health.readiness()
        return reply.status(readiness.status === 'ok' ? 200 : 503).send(readiness)
      },
    )
  }
}
