import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema/index'

export type Schema = typeof schema
/** The one database type the rest of the server depends on, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DbDriver = 'pglite' | 'postgres'

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

export function createDatabase(options: DbOptions): Database {
  if (options.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: options.DATABASE_URL, max: 10 })
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {})
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
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
  const dataDir =
    options.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(options.DATA_DIR, 'pglite')
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true })
  const client = new PGlite(dataDir, { extensions: { pg_trgm } })
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    driver: 'pglite',
    ping: () => pingDb(db),
    // PGlite has one connection owned by this process: nothing else can interleave.
    exclusive: (_lockId, task) => task(),
    close: () => client.close(),
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
