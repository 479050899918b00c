import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { startEmbeddedDatabase } from './embedded'
import * as schema from './schema/index'

export type Schema = typeof schema
/** The one database type the rest of the server depends on, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DbDriver = 'pglite' | 'postgres'
/** Columns are snake_case in the database, camelCase in the schema. */
export const CASING = 'snake_case'

export interface Database {
  db: Db
  driver: DbDriver
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>
  /** Runs `task` while holding a database-wide lock (one instance at a time on a shared server). */
  exclusive: <T>(lockId: number, task: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
}

export interface DbOptions {
  DATABASE_URL?: string | undefined
  /** Folder for PGlite files, or `memory://` for an in-memory database. */
  DATA_DIR: string
}

/**
 * The database the server runs on. With DATABASE_URL, that PostgreSQL server through a pool of
 * ten connections. Without, the embedded PGlite database under DATA_DIR, run in a worker thread
 * and reached over the PostgreSQL protocol on a private unix socket (db/embedded.ts): the same
 * driver serves both, and a slow query never holds up the event loop (health checks, cached
 * answers). Returns at once; the first query waits until the embedded database is open.
 */
export function createDatabase(options: DbOptions): Database {
  if (options.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: options.DATABASE_URL, max: 10 })
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {})
    const db = drizzleNodePg({ client: pool, schema, casing: CASING }) as unknown as Db
    return {
      db,
      driver: 'postgres',
      ping: () => pingDb(db),
      exclusive: async (lockId, task) => {
        const lockClient = await pool.connect()
        try {
          await lockClient.query('select pg_advisory_lock($1)', [lockId])
          try {
            return await task()
          } finally {
            await lockClient.query('select pg_advisory_unlock($1)', [lockId])
          }
        } finally {
          lockClient.release()
        }
      },
      close: () => pool.end(),
    }
  }

  const embedded = startEmbeddedDatabase(options.DATA_DIR)
  // One connection: PGlite runs one statement at a time anyway, and a transaction must own the
  // only connection so that no other request's statement lands inside it. Kept open for good
  // (no idle timeout): every query reuses it.
  const pool = new pg.Pool({
    ...embedded.connection,
    max: 1,
    idleTimeoutMillis: 0,
    // Like the database thread, an idle connection does not keep the process alive.
    allowExitOnIdle: true,
    Client: connectingAfter(embedded.ready),
  })
  pool.on('error', () => {})
  const db = drizzleNodePg({ client: pool, schema, casing: CASING }) as unknown as Db
  let closing: Promise<void> | undefined
  return {
    db,
    driver: 'pglite',
    ping: () => pingDb(db),
    // The embedded database belongs to this process alone: nothing else can interleave.
    exclusive: (_lockId, task) => task(),
    close: () =>
      (closing ??= (async () => {
        await pool.end().catch(() => {})
        await embedded.close()
      })()),
  }
}

/**
 * A `pg` client class whose connections wait until `ready` has settled (and fail if it failed).
 * PGlite is one database session, whichever connection reaches it: the statements a previous
 * connection prepared by name (db/raw-sql.ts) are still there, while this connection's driver
 * knows none of them and would prepare them again under the same names. So a connection starts
 * by dropping them; the pool keeps one connection, so no other connection still uses them.
 */
function connectingAfter(ready: Promise<void>): new () => pg.Client {
  return class extends pg.Client {
    override connect(): Promise<pg.Client>
    override connect(callback: (err: Error | null) => void): void
    override connect(callback?: (err: Error | null) => void): Promise<pg.Client> | void {
      const connected = ready
        .then(() => super.connect())
        .then(() => super.query('deallocate all'))
        .then(() => this)
      if (!callback) return connected
      connected.then(
        () => callback(null),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }
  }
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
    ])
    return true
  } catch {
    return false
  }
}
