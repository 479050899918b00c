import { HealthSchema } from '@app/domain/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['ops'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_req, reply) => {
      const ok = await app.database.ping()
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'unavailable',
        database: { driver: app.database.driver, ok },
      })
    },
  )
}
