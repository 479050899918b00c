import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { TooManyRequestsError } from '../lib/errors'

/** A windowed counter: its value and the milliseconds left before it expires (0 when unset). */
export interface Count {
  count: number
  ttlMs: number
}

/**
 * Counters that can be read without counting and reset (failed logins, cleared by a success).
 * In Redis when REDIS_URL is set, so every instance shares them; in memory otherwise.
 */
export interface Counters {
  read: (key: string) => Promise<Count>
  /** Adds one; the window starts with the first count. */
  increment: (key: string, windowMs: number) => Promise<Count>
  reset: (key: string) => Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters
  }
}

function memoryCounters(): Counters {
  const entries = new Map<string, { count: number; expiresAt: number }>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }
  const view = (entry: { count: number; expiresAt: number } | undefined): Count =>
    entry ? { count: entry.count, ttlMs: entry.expiresAt - Date.now() } : { count: 0, ttlMs: 0 }
  return {
    read: async (key) => view(live(key)),
    increment: async (key, windowMs) => {
      const entry = live(key) ?? { count: 0, expiresAt: Date.now() + windowMs }
      entry.count += 1
      entries.set(key, entry)
      if (entries.size > 100_000) {
        for (const k of entries.keys()) live(k)
      }
      return view(entry)
    },
    reset: async (key) => {
      entries.delete(key)
    },
  }
}

function redisCounters(redis: Redis, prefix: string, onError: (err: unknown) => void): Counters {
  // Fail open like the rate limits: a brief Redis outage must not stop people logging in.
  const safely = async <T>(fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (err) {
      onError(err)
      return fallback
    }
  }
  const none: Count = { count: 0, ttlMs: 0 }
  return {
    read: (key) =>
      safely(none, async () => {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)])
        return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) }
      }),
    increment: (key, windowMs) =>
      safely(none, async () => {
        const count = await redis.incr(prefix + key)
        if (count === 1) await redis.pexpire(prefix + key, windowMs)
        const ttl = await redis.pttl(prefix + key)
        if (ttl < 0) await redis.pexpire(prefix + key, windowMs)
        return { count, ttlMs: ttl < 0 ? windowMs : ttl }
      }),
    reset: (key) =>
      safely(undefined, async () => {
        await redis.del(prefix + key)
      }),
  }
}

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
    app.decorate(
      'counters',
      redis
        ? redisCounters(redis, 'learnlane-counter:', (err) =>
            app.log.warn({ err }, 'redis counter unavailable'),
          )
        : memoryCounters(),
    )
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
