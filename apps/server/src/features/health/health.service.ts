import type { Database } from '../../db/client'

export type ReadinessCheck = 'database' | 'redis'

export interface Readiness {
  status: 'ok' | 'unavailable'
  database: { driver: Database['driver']; ok: boolean }
  /** Present when REDIS_URL is set. */
  redis?: { ok: boolean }
  /** The checks that failed, when any did. */
  failed?: ReadinessCheck[]
}

export interface ReadinessProbes {
  database: Pick<Database, 'driver' | 'ping'>
  /** Resolves true when Redis answers; absent without REDIS_URL. */
  pingRedis?: (() => Promise<boolean>) | undefined
}

/** Readiness: every dependency the instance needs to serve answers, checked side by side. */
export function createHealthService(probes: ReadinessProbes) {
  return {
    async readiness(): Promise<Readiness> {
      const [databaseOk, redisOk] = await Promise.all([
        probes.database.ping(),
        probes.pingRedis ? probes.pingRedis() : Promise.resolve(undefined),
      ])
      const failed: ReadinessCheck[] = []
      if (!databaseOk) failed.push('database')
      if (redisOk === false) failed.push('redis')
      return {
        status: failed.length === 0 ? 'ok' : 'unavailable',
        database: { driver: probes.database.driver, ok: databaseOk },
        ...(redisOk === undefined ? {} : { redis: { ok: redisOk } }),
        ...(failed.length === 0 ? {} : { failed }),
      }
    },
  }
}
