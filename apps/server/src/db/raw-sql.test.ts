import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, drivers } from '../testing/test-app'
import type { Database } from './client'
import { compileSql, createStatementNames, queryPreparedRows, queryRows } from './raw-sql'

describe('statement names', () => {
  it('names a text the second time it is run, then always the same', () => {
    const nameOf = createStatementNames({ max: 8, maxRunOnce: 8 })
    expect(nameOf('select 1')).toBeUndefined()
    const name = nameOf('select 1')
    expect(name).toMatch(/^learnlane_\d+$/)
    expect(nameOf('select 1')).toBe(name)
    expect(nameOf('select 2')).toBeUndefined()
    expect(nameOf('select 2')).not.toBe(name)
  })

  it('gives no more than `max` names', () => {
    const nameOf = createStatementNames({ max: 2, maxRunOnce: 8 })
    for (const text of ['a', 'b']) {
      nameOf(text)
      expect(nameOf(text)).toBeDefined()
    }
    nameOf('c')
    expect(nameOf('c')).toBeUndefined()
    expect(nameOf('a')).toBe('learnlane_1')
  })

  it('forgets the texts run once when there are too many of them', () => {
    const nameOf = createStatementNames({ max: 8, maxRunOnce: 2 })
    nameOf('a')
    nameOf('b')
    // A third text run once: the two before are forgotten, so `a` counts as new again.
    nameOf('c')
    expect(nameOf('a')).toBeUndefined()
    expect(nameOf('a')).toBeDefined()
  })
})

describe.each(drivers)('prepared statements on %s', (driver) => {
  let database: Database & { drop: () => Promise<void> }
  beforeAll(async () => {
    database = await createTestDatabase(driver)
    await database.db.execute(sql`create table notes (id int primary key, body text not null)`)
    await database.db.execute(sql`insert into notes values (1, 'one'), (2, 'two'), (3, 'three')`)
  })
  afterAll(() => database?.drop())

  const notesFrom = (id: number) => sql`select id, body from notes where id >= ${id} order by id`
  /** The statements this session has prepared by name (the pool reuses its idle connection). */
  const preparedHere = async () =>
    (
      await queryRows<{ name: string; statement: string }>(
        database.db,
        sql`select name, statement from pg_prepared_statements`,
      )
    ).filter((s) => s.name.startsWith('learnlane_'))

  it('answers what the same query answers unprepared, on every run', async () => {
    const expected = await queryRows(database.db, notesFrom(2))
    expect(expected).toEqual([
      { id: 2, body: 'two' },
      { id: 3, body: 'three' },
    ])
    for (let run = 0; run < 8; run += 1) {
      expect(await queryPreparedRows(database.db, notesFrom(2))).toEqual(expected)
    }
    // Other values bound to the same statement.
    expect(await queryPreparedRows(database.db, notesFrom(3))).toEqual([{ id: 3, body: 'three' }])
    expect(await queryPreparedRows(database.db, compileSql(notesFrom(1)))).toHaveLength(3)
    const text = compileSql(notesFrom(2)).sql
    expect((await preparedHere()).map((s) => s.statement)).toContain(text)
  })

  it('prepares the statement again on a new connection', async () => {
    const text = compileSql(notesFrom(1)).sql
    expect((await preparedHere()).map((s) => s.statement)).toContain(text)
    // The pool's connection is closed: the next query opens another one, which has prepared
    // nothing yet (on PGlite, the same database session as before).
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    const client = await pool.connect()
    client.release(true)
    expect(await queryPreparedRows(database.db, notesFrom(1))).toHaveLength(3)
    expect(await queryPreparedRows(database.db, notesFrom(2))).toHaveLength(2)
    expect((await preparedHere()).map((s) => s.statement)).toContain(text)
  })
})
