import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { Gauge } from 'prom-client'

/**
 * The instance's connection to Redis (REDIS_URL), for what is shared between instances: the
 * rate-limit and failed-login counters. Redis is never needed to serve: while it is away, those
 * counters live in this instance's memory, and no request waits for it.
 */
export interface SharedRedis {
  readonly client: Redis
  /** True while commands are answered: connected, and the last command did not fail. */
  isUp(): boolean
  /** A command failed or timed out: down until Redis answers a PING again. */
  failed(err: unknown): void
  /** Asks Redis now; answers within the command timeout. */
  ping(): Promise<boolean>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null without REDIS_URL. */
    redis: SharedRedis | null
  }
}

export interface RedisOptions {
  url?: string | undefined
  /** Longest wait for one command before the memory fallback answers instead (ms). */
  commandTimeoutMs?: number
}

/** How often a connection whose commands failed is asked again (ms). */
const RECHECK_MS = 1000

/**
 * Connects to Redis and keeps track of whether it answers. Commands are never queued while
 * disconnected (they fail at once) and never wait longer than the command timeout, so a dead or
 * hung Redis costs a request nothing but a failed call. The connection is made again on its
 * own (every 100 ms to 1 s), and `learnlane_redis_up` on /metrics says where it stands. The log
 * says it once per outage: a warning when Redis goes away, an info when it is back.
 */
export const redisPlugin = fp<RedisOptions>(
  async (app, { url, commandTimeoutMs = 250 }) => {
    if (!url) {
      app.decorate('redis', null)
      return
    }
    const client = new Redis(url, {
      connectionName: 'learnlane:counters',
      connectTimeout: 1000,
      commandTimeout: commandTimeoutMs,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(times * 100, RECHECK_MS),
    })

    let healthy = true
    let announced: 'up' | 'down' | null = null
    let recheck: NodeJS.Timeout | undefined
    let closing = false
    const isUp = () => client.status === 'ready' && healthy

    const settle = (err?: unknown) => {
      if (closing) return
      const now = isUp() ? 'up' : 'down'
      if (now === announced) return
      if (now === 'down') {
        app.log.warn(
          { err },
          'redis unavailable: rate limits and login counters use this instance’s memory until it is back',
        )
      } else if (announced === 'down') {
        app.log.info('redis available again: rate limits and login counters are shared again')
      }
      announced = now
    }

    const ping = async () => {
      if (client.status !== 'ready') return false
      try {
        return (await client.ping()) === 'PONG'
      } catch {
        return false
      }
    }

    const failed = (err: unknown) => {
      healthy = false
      settle(err)
      recheck ??= setInterval(() => {
        void ping().then((answered) => {
          if (!answered || closing) return
          healthy = true
          clearInterval(recheck)
          recheck = undefined
          settle()
        })
      }, RECHECK_MS).unref()
    }

    client.on('ready', () => {
      healthy = true
      settle()
    })
    client.on('close', () => settle())
    // Each failed reconnection is an error event: only the first of an outage is logged.
    client.on('error', (err) => settle(err))

    new Gauge({
      name: 'learnlane_redis_up',
      help: 'Whether Redis (REDIS_URL) answers this instance: 1 yes, 0 no (counters in memory).',
      registers: [app.metricsRegistry],
      collect() {
        this.set(isUp() ? 1 : 0)
      },
    })

    app.decorate('redis', {
      client,
      isUp,
      failed,
      ping: async () => {
        const answered = await ping()
        if (!answered && client.status === 'ready') failed(new Error('redis did not answer PING'))
        return answered
      },
    })

    // The first requests count in Redis when it is there: wait for the connection, or its first
    // failure, at most the connect timeout.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        client.off('ready', done)
        client.off('error', done)
        resolve()
      }
      const timer = setTimeout(done, 1000)
      client.once('ready', done)
      client.once('error', done)
    })

    app.addHook('onClose', async () => {
      closing = true
      if (recheck) clearInterval(recheck)
      await client.quit().catch(() => client.disconnect())
    })
  },
  { name: 'redis', dependencies: ['metrics'] },
)
