import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../app'
import { testConfig, type Config } from '../config'
import { createDatabase, type Database, type DbDriver } from '../db/client'
import type { LogStream } from '../lib/logging'

/** The PostgreSQL server the server-path tests use; override with TEST_DATABASE_URL. */
export const TEST_PG_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * The drivers every server test runs against: PGlite always, PostgreSQL when one answers.
 * A missing PostgreSQL server is said loudly, never passed over in silence; CI sets
 * REQUIRE_POSTGRES=1 so a missing server fails the run instead.
 */
export const drivers: DbDriver[] = await (async () => {
  if (await postgresAnswers()) return ['pglite', 'postgres']
  const message = `PostgreSQL at ${TEST_PG_URL} did not answer: the postgres leg of the server tests is SKIPPED`
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(message)
  process.stderr.write(`\n\u001b[41m\u001b[37m ${message} \u001b[0m\n\n`)
  return ['pglite']
})()

/** A fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(
  driver: DbDriver,
): Promise<Database & { drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const database = createDatabase({ DATA_DIR: 'memory://' })
    return { ...database, drop: () => database.close() }
  }
  const name = `learnlane_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_PG_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(TEST_PG_URL)
  url.pathname = `/${name}`
  const database = createDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'memory://' })
  return {
    ...database,
    drop: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: TEST_PG_URL })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  close: () => Promise<void>
}

/**
 * A migrated app on a fresh database of the given driver; `seed: true` loads the sample data,
 * `logStream` receives its log lines (with a `LOG_LEVEL` other than the tests' `silent`).
 */
export async function buildTestApp(
  driver: DbDriver,
  overrides: Partial<Config> & { seed?: boolean; logStream?: LogStream; now?: () => Date } = {},
): Promise<TestApp> {
  const { seed = false, logStream, now, ...configOverrides } = overrides
  const database = await createTestDatabase(driver)
  const app = await buildApp(testConfig({ SEED: seed, ...configOverrides }), {
    database,
    ...(logStream ? { logStream } : {}),
    ...(now ? { now } : {}),
  })
  await app.ready()
  return {
    app,
    database,
    close: async () => {
      await app.close()
      await database.drop()
    },
  }
}
