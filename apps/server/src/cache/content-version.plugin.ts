import fp from 'fastify-plugin'
import type pg from 'pg'
import { createContentVersion, type ContentVersion } from './content-version'

declare module 'fastify' {
  interface FastifyInstance {
    /** The version of public content; bump it after every committed write to it. */
    contentVersion: ContentVersion
  }
}

export interface ContentVersionPluginOptions {
  /** Set: the version is shared with the other instances through Redis. */
  redisUrl?: string | undefined
  /** Redis key and channel or PostgreSQL channel (tests keep theirs apart). */
  name?: string
  /** How often the Redis counter is read besides the messages (ms). */
  redisPollMs?: number
}

/** The node-postgres pool behind `app.db` on a PostgreSQL server. */
interface PgClientHolder {
  $client?: { options?: pg.PoolConfig }
}

/**
 * `app.contentVersion`: shared through Redis when REDIS_URL is set, through PostgreSQL
 * LISTEN/NOTIFY on a PostgreSQL server, and kept in this process on the embedded database (one
 * instance). Register it before the features; its connections close with the app.
 */
export const contentVersionPlugin = fp<ContentVersionPluginOptions>(
  async (app, { redisUrl, name, redisPollMs }) => {
    const pool =
      app.database.driver === 'postgres'
        ? (app.database.db as unknown as PgClientHolder).$client
        : undefined
    const version = createContentVersion({
      log: app.log,
      redisUrl,
      postgres: pool?.options,
      ...(name === undefined ? {} : { name }),
      ...(redisPollMs === undefined ? {} : { redisPollMs }),
    })
    await version.start()
    app.log.debug({ transport: version.transport }, 'content version ready')
    app.decorate('contentVersion', {
      current: () => version.current(),
      bump: () => version.bump(),
      onChange: (listener) => version.onChange(listener),
    } satisfies ContentVersion)
    app.addHook('onClose', () => version.close())
  },
  { name: 'content-version', dependencies: ['db'] },
)
