import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { createDatabase, type Database } from './client'
import { removeAbandonedSocketDirs, SOCKET_DIR_PREFIX, startEmbeddedDatabase } from './embedded'
import { queryRows } from './raw-sql'

const folders: string[] = []
function freshFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'learnlane-embedded-test-'))
  folders.push(folder)
  return folder
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** Resolves with `promise` and records `label` in `order` when it settles. */
function noting<T>(order: string[], label: string, promise: Promise<T>): Promise<T> {
  return promise.finally(() => order.push(label))
}

describe('the embedded database in its own thread', () => {
  it('answers the liveness check while a slow query runs (the server as `npm start` builds it)', async () => {
    // No database handed in: buildApp opens the embedded one from the config, as the server does.
    const app = await buildApp(testConfig({ DATA_DIR: freshFolder() }))
    try {
      await app.ready()
      expect(app.database.driver).toBe('pglite')
      const order: string[] = []
      const slow = noting(order, 'slow query', app.db.execute(sql`select pg_sleep(1.5)`))
      // Let the query reach the database: a database in this thread would now hold every timer,
      // request and answer until the query is done.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const live = noting(order, 'liveness', app.inject({ method: 'GET', url: '/api/health/live' }))
      const [res] = await Promise.all([live, slow])
      expect(res.statusCode).toBe(200)
      expect(order).toEqual(['liveness', 'slow query'])
      // And the database still answers afterwards, under the driver name health reports.
      const health = await app.inject({ method: 'GET', url: '/api/health' })
      expect(health.json()).toEqual({ status: 'ok', database: { driver: 'pglite', ok: true } })
    } finally {
      await app.close()
    }
  })

  it('keeps what was written in DATA_DIR across a close and a new start', async () => {
    const dataDir = freshFolder()
    const first = createDatabase({ DATA_DIR: dataDir })
    await first.db.execute(sql`create table notes (body text not null)`)
    await first.db.execute(sql`insert into notes values ('kept')`)
    await first.close()
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)

    const second = createDatabase({ DATA_DIR: dataDir })
    try {
      expect(await queryRows(second.db, sql`select body from notes`)).toEqual([{ body: 'kept' }])
    } finally {
      await second.close()
    }
  })

  describe('transactions on the one connection', () => {
    let database: Database
    afterAll(() => database?.close())

    it('rolls back every statement of a failed transaction', async () => {
      database = createDatabase({ DATA_DIR: 'memory://' })
      await database.db.execute(sql`create table entries (label text not null)`)
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into entries values ('inside')`)
          throw new Error('undo')
        }),
      ).rejects.toThrow('undo')
      expect(await queryRows(database.db, sql`select label from entries`)).toEqual([])
    })

    it('never runs another request’s statement inside an open transaction', async () => {
      await database.db.execute(sql`delete from entries`)
      const order: string[] = []
      let inserted!: () => void
      const insertedInside = new Promise<void>((resolve) => (inserted = resolve))
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))

      const transaction = noting(
        order,
        'transaction rolled back',
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into entries values ('inside')`)
          inserted()
          await released
          throw new Error('undo')
        }),
      )
      await insertedInside
      // Sent while the transaction is open: it must wait for it, not join it.
      const outside = noting(
        order,
        'outside insert',
        database.db.execute(sql`insert into entries values ('outside')`),
      )
      release()
      await expect(transaction).rejects.toThrow('undo')
      await outside
      expect(order).toEqual(['transaction rolled back', 'outside insert'])
      expect(await queryRows(database.db, sql`select label from entries`)).toEqual([
        { label: 'outside' },
      ])
    })

    it('runs an exclusive task and answers ping, then not once closed', async () => {
      expect(await database.exclusive(1, async () => 'done')).toBe('done')
      expect(await database.ping()).toBe(true)
      await database.close()
      await database.close()
      expect(await database.ping()).toBe(false)
    })
  })

  it('serves the PostgreSQL protocol on a private socket that is removed on close', async () => {
    const embedded = startEmbeddedDatabase('memory://')
    await embedded.ready
    const socketDir = embedded.connection.host
    expect(path.basename(socketDir).startsWith(`${SOCKET_DIR_PREFIX}${process.pid}-`)).toBe(true)
    expect(existsSync(path.join(socketDir, '.s.PGSQL.5432'))).toBe(true)
    const client = new pg.Client(embedded.connection)
    await client.connect()
    await client.query('create extension if not exists pg_trgm')
    const { rows } = await client.query<{ similarity: number }>(
      `select similarity('mentor', 'mentors') as similarity`,
    )
    // pg_trgm is loaded, as the catalog search needs.
    expect(rows[0]!.similarity).toBeGreaterThan(0.5)
    await client.end()
    await embedded.close()
    expect(existsSync(socketDir)).toBe(false)
    const late = new pg.Client(embedded.connection)
    await expect(late.connect()).rejects.toThrow()
  })

  it('fails the first query with the reason when the database cannot open', async () => {
    const dataDir = freshFolder()
    // Files of a database this PGlite cannot read.
    mkdirSync(path.join(dataDir, 'pglite'))
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '9\n')
    const database = createDatabase({ DATA_DIR: dataDir })
    const failure: unknown = await database.db.execute(sql`select 1`).then(
      () => 'answered',
      (error: unknown) => error,
    )
    // Drizzle names the query; the cause says why the database is not there.
    expect((failure as Error).cause).toBeInstanceOf(Error)
    expect(((failure as Error).cause as Error).message).toMatch(/^embedded database \(.+\): /)
    expect(await database.ping()).toBe(false)
    await database.close()
  })

  it('removes socket folders left by processes that are gone, and only those', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    const abandoned = path.join(tmpdir(), `${SOCKET_DIR_PREFIX}${gone}-test`)
    const ours = path.join(tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-test`)
    mkdirSync(abandoned, { recursive: true })
    mkdirSync(ours, { recursive: true })
    try {
      removeAbandonedSocketDirs(true)
      const left = readdirSync(tmpdir())
      expect(left).not.toContain(path.basename(abandoned))
      expect(left).toContain(path.basename(ours))
    } finally {
      rmSync(abandoned, { recursive: true, force: true })
      rmSync(ours, { recursive: true, force: true })
    }
  })
})
