import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../db/client'
import { migrate } from '../db/migrate'
import { accountSecurity, users } from '../db/schema/index'
import { createTestDatabase } from '../testing/test-app'
import { createTokenVersions } from './token-versions'

describe('createTokenVersions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let db: Db
  beforeAll(async () => {
    database = await createTestDatabase('pglite')
    await migrate(database)
    db = database.db
  })
  afterAll(() => database.drop())

  const addUser = async (role: 'student' | 'teacher' | 'admin' = 'student') => {
    const [row] = await db
      .insert(users)
      .values({ role, name: 'Someone', email: `${randomUUID()}@example.test`, passwordHash: 'x' })
      .returning({ id: users.id })
    return row!.id
  }
  /** A clock the test moves, and a count of the queries the cache sends. */
  const setup = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
    let time = 1_000_000
    const select = vi.spyOn(db, 'select')
    select.mockClear()
    const versions = createTokenVersions(db, { ...options, now: () => time })
    return {
      versions,
      queries: () => select.mock.calls.length,
      advance: (ms: number) => (time += ms),
    }
  }

  it('reads role and version with one query, then answers from memory for the cache time', async () => {
    const id = await addUser('teacher')
    const { versions, queries, advance } = setup({ ttlMs: 5000 })
    expect(await versions.account(id)).toEqual({ role: 'teacher', version: 0 })
    expect(queries()).toBe(1)

    await db.update(users).set({ role: 'student' }).where(eq(users.id, id))
    await db.insert(accountSecurity).values({ userId: id, tokenVersion: 3 })
    advance(4999)
    expect(await versions.account(id)).toEqual({ role: 'teacher', version: 0 })
    expect(await versions.current(id)).toBe(0)
    expect(queries()).toBe(1)

    advance(2)
    expect(await versions.account(id)).toEqual({ role: 'student', version: 3 })
    expect(queries()).toBe(2)
  })

  it('answers null for an account that does not exist, and remembers that too', async () => {
    const { versions, queries } = setup()
    const missing = randomUUID()
    expect(await versions.account(missing)).toBeNull()
    expect(await versions.account(missing)).toBeNull()
    expect(await versions.current(missing)).toBe(0)
    expect(queries()).toBe(1)
    // Not an account id at all: no query.
    expect(await versions.account('not-a-uuid')).toBeNull()
    expect(queries()).toBe(1)
  })

  it('shares one query between concurrent requests for the same account', async () => {
    const id = await addUser()
    const { versions, queries } = setup()
    const answers = await Promise.all([1, 2, 3, 4].map(() => versions.account(id)))
    expect(answers).toEqual(Array(4).fill({ role: 'student', version: 0 }))
    expect(queries()).toBe(1)
  })

  it('applies a version this instance wrote at once, and reads again after forget', async () => {
    const id = await addUser('admin')
    const { versions, queries } = setup()
    await versions.account(id)
    versions.set(id, 7)
    expect(await versions.account(id)).toEqual({ role: 'admin', version: 7 })
    expect(queries()).toBe(1)

    await db.delete(users).where(eq(users.id, id))
    versions.forget(id)
    expect(await versions.account(id)).toBeNull()
    expect(queries()).toBe(2)
  })

  it('does not keep what a lookup read when the account changed while it ran', async () => {
    const id = await addUser()
    const { versions, queries } = setup()
    const stale = versions.account(id)
    versions.forget(id)
    await stale
    await db.insert(accountSecurity).values({ userId: id, tokenVersion: 1 })
    expect(await versions.account(id)).toEqual({ role: 'student', version: 1 })
    expect(queries()).toBe(2)
  })

  it('remembers at most maxEntries accounts, dropping the oldest', async () => {
    const [a, b, c] = [await addUser(), await addUser(), await addUser()]
    const { versions, queries } = setup({ maxEntries: 2 })
    await versions.account(a)
    await versions.account(b)
    await versions.account(c)
    expect(queries()).toBe(3)
    await versions.account(c)
    await versions.account(b)
    expect(queries()).toBe(3)
    await versions.account(a)
    expect(queries()).toBe(4)
  })
})
