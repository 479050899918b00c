import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Gauge } from 'prom-client'
import { TooManyRequestsError } from '../lib/errors'
import type { SharedRedis } from './redis'

/** A windowed counter: its value and the milliseconds left before it expires (0 when unset). */
export interface Count {
  count: number
  ttlMs: number
}

/**
 * Counters that can be read without counting and reset (failed logins, cleared by a success).
 * In Redis while it answers, so every instance shares them; in this instance's memory otherwise.
 */
export interface Counters {
  read: (key: string) => Promise<Count>
  /** Adds one; the window starts with the first count. */
  increment: (key: string, windowMs: number) => Promise<Count>
  reset: (key: string) => Promise<void>
}

/** Where the counters are kept right now. */
export type CountersBackend = 'redis' | 'memory'

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters
  }
}

/** Key prefixes in Redis: `learnlane-rl:login-ip:203.0.113.7`, `learnlane-counter:login-fail:…`. */
export const RATE_LIMIT_PREFIX = 'learnlane-rl:'
export const COUNTER_PREFIX = 'learnlane-counter:'

/** The most keys the memory counters hold; past it, expired ones go, then the oldest. */
const MEMORY_KEYS = 100_000

export function memoryCounters(): Counters {
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
      if (entries.size > MEMORY_KEYS) {
        for (const k of entries.keys()) live(k)
        for (const k of entries.keys()) {
          if (entries.size <= MEMORY_KEYS) break
          entries.delete(k)
        }
      }
      return view(entry)
    },
    reset: async (key) => {
      entries.delete(key)
    },
  }
}

/** INCR and start the window on the first count, in one step (no key left without expiry). */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

type CountingRedis = SharedRedis['client'] & {
  learnlaneIncrement(key: string, windowMs: number): Promise<[number, number]>
}

/**
 * Counters in Redis while it answers, in this instance's memory while it does not: a call never
 * waits on a dead connection (it fails at once or after the short command timeout, and the
 * memory answers). Once Redis is back, counting returns to it.
 */
export function sharedCounters(redis: SharedRedis, memory: Counters): Counters {
  const client = redis.client as CountingRedis
  if (typeof client.learnlaneIncrement !== 'function') {
    client.defineCommand('learnlaneIncrement', { numberOfKeys: 1, lua: INCREMENT })
  }
  const either = async <T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> => {
    if (!redis.isUp()) return inMemory()
    try {
      return await inRedis()
    } catch (err) {
      redis.failed(err)
      return inMemory()
    }
  }
  return {
    read: (key) =>
      either(
        async () => {
          const [count, ttl] = await Promise.all([client.get(key), client.pttl(key)])
          return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) }
        },
        () => memory.read(key),
      ),
    increment: (key, windowMs) =>
      either(
        async () => {
          const [count, ttl] = await client.learnlaneIncrement(key, windowMs)
          return { count, ttlMs: ttl }
        },
        () => memory.increment(key, windowMs),
      ),
    reset: async (key) => {
      // Both: a count kept in memory during an outage must not outlive a successful login.
      await Promise.all([
        memory.reset(key),
        either(
          async () => void (await client.del(key)),
          async () => {},
        ),
      ])
    },
  }
}

/** The same counters under a key prefix. */
function prefixed(counters: Counters, prefix: string): Counters {
  return {
    read: (key) => counters.read(prefix + key),
    increment: (key, windowMs) => counters.increment(prefix + key, windowMs),
    reset: (key) => counters.reset(prefix + key),
  }
}

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void

/**
 * A store for @fastify/rate-limit on our counters. Limits made with `createRateLimit` are named by
 * their key generator (`login-ip:<address>`); a route's own `config.rateLimit` adds its method and
 * path (`POST:/api/x:<address>`).
 */
export function counterStore(counters: Counters, prefix: string) {
  class CounterStore implements FastifyRateLimitStore {
    /** @fastify/rate-limit makes the first store with its settings, which the counters need not. */
    constructor(
      _settings?: unknown,
      private readonly keyPrefix: string = prefix,
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      counters.increment(this.keyPrefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      )
    }

    read(key: string, callback: StoreCallback) {
      counters.read(this.keyPrefix + key).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      )
    }

    // Typed as route options, given the limit's settings with the route as `routeInfo` (empty
    // for `createRateLimit`).
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } }
      const { method, url } = routeInfo ?? {}
      if (!method || !url) return new CounterStore(undefined, this.keyPrefix)
      return new CounterStore(undefined, `${this.keyPrefix}${String(method)}:${url}:`)
    }
  }
  return CounterStore
}

function backendGauge(app: FastifyInstance, backend: () => CountersBackend) {
  new Gauge({
    name: 'learnlane_rate_limit_backend',
    help: 'Where rate-limit and login counters are kept now: 1 for the backend in use (redis or memory).',
    labelNames: ['backend'] as const,
    registers: [app.metricsRegistry],
    collect() {
      const now = backend()
      this.set({ backend: 'redis' }, now === 'redis' ? 1 : 0)
      this.set({ backend: 'memory' }, now === 'memory' ? 1 : 0)
    },
  })
}

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with their own keys.
 * With REDIS_URL the counters live in Redis, so every instance behind a balancer shares them;
 * while Redis is away they live in this instance's memory (each instance limits on its own).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const memory = memoryCounters()
    const counters = app.redis ? sharedCounters(app.redis, memory) : memory
    const redis = app.redis
    backendGauge(app, () => (redis?.isUp() ? 'redis' : 'memory'))

    app.decorate('counters', prefixed(counters, COUNTER_PREFIX))
    await app.register(rateLimit, {
      global: false,
      store: counterStore(counters, RATE_LIMIT_PREFIX),
      // The counters answer from memory rather than fail; this is for anything unforeseen.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(
          `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
    })
  },
  { name: 'rate-limit', dependencies: ['redis', 'metrics'] },
)
