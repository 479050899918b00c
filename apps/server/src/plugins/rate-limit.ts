import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { TooManyRequestsError } from '../lib/errors'

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with their own keys.
 * With REDIS_URL the counters live in Redis, so every instance behind a balancer shares them.
 */
export const rateLimitPlugin = fp<{ redisUrl?: string | undefined }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'redis error'))
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect())
      })
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'learnlane-rl:' } : {}),
      // Fail open if Redis is briefly unreachable: logins keep working, the log says why.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(
          `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
    })
  },
  { name: 'rate-limit' },
)
