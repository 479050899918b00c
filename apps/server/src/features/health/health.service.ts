import type { Database } from '../../db/client'

/** A dependency the instance cannot serve without. */
export type RequiredCheck = 'database'
/** A dependency the instance serves without, less well (Redis: counters per instance). */
export type OptionalCheck = 'redis'

export interface Readiness {
  status: 'ok' | 'degraded' | 'unavailable'
  database: { driver: Database['driver']; ok: boolean }
  /** Present when REDIS_URL is set. */
  redis?: { ok: boolean }
  /** The required checks that failed, when any did: the instance cannot serve. */
  failed?: RequiredCheck[]
  /** The optional checks that failed, when any did: the instance serves without them. */
  degraded?: OptionalCheck[]
}

export interface ReadinessProbes {
  database: Pick<Database, 'driver' | 'ping'>
  /** Resolves true when Redis answers; absent without REDIS_URL. */
  pingRedis?: (() => Promise<boolean>) | undefined
}

/**
 * Readiness, checked side by side. The database is required. Redis is not: while it is away the
 * rate-limit and login counters live in each instance's memory and nothing public is reused from
 * the cache, so the instance still serves, and taking it out would take out every instance that
 * shares that Redis.
 */
export function createHealthService(probes: ReadinessProbes) {
  return {
    async readiness(): Promise<Readiness> {
      const [databaseOk, redisOk] = await Promise.all([
        probes.database.ping(),
        probes.pingRedis ? probes.pingRedis() : Promise.resolve(undefined),
      ])
      const failed: RequiredCheck[] = databaseOk ? [] : ['database']
      const degraded: OptionalCheck[] = redisOk === false ? ['redis'] : []
      return {
        status: failed.length > 0 ? 'unavailable' : degraded.length > 0 ? 'degraded' : 'ok',
        database: { driver: probes.database.driver, ok: databaseOk },
        ...(redisOk === undefined ? {} : { redis: { ok: redisOk } }),
        ...(failed.length === 0 ? {} : { failed }),
        ...(degraded.length === 0 ? {} : { degraded }),
      }
    },
  }
}
