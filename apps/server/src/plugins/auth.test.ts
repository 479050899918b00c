import type { Account } from '@app/domain/auth'
import { LOCKED_LESSON_MESSAGE, type LessonPlayer } from '@app/domain/learning'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { accountSecurity, users } from '../db/schema/index'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { addAccount, type TestAccount } from '../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'

const LOGIN = { error: 'Please log in to continue' }
/** A lesson that is neither Preview nor free: open to admins, closed to visitors (seeded). */
const LOCKED_LESSON = 221

/**
 * Every protected endpoint checks the account behind a signed token, not only the signature: a
 * token of a deleted account, or one signed before the account's token version was bumped, is
 * refused; the role comes from the account as it is now, not from the token.
 */
describe.each(drivers)('account checks behind a signed token on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())
  afterEach(() => vi.useRealTimers())

  const db = () => t.database.db
  const get = (url: string, account?: TestAccount) =>
    t.app.inject({ method: 'GET', url, headers: account ? account.auth : {} })
  const deleteAccount = (account: TestAccount) => db().delete(users).where(eq(users.id, account.id))
  const setRole = (account: TestAccount, role: Account['role']) =>
    db().update(users).set({ role }).where(eq(users.id, account.id))

  it('refuses the token of a deleted account at once, on /api/me and on an admin endpoint', async () => {
    const admin = await addAccount(t, 'admin')
    expect((await get('/api/me', admin)).statusCode).toBe(200)
    expect((await get('/api/admin/messages', admin)).statusCode).toBe(200)

    await deleteAccount(admin)
    t.app.tokenVersions.forget(admin.id)

    for (const url of ['/api/me', '/api/admin/messages', '/api/me/profile']) {
      const res = await get(url, admin)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(LOGIN)
    }
  })

  it('serves the token of a deleted account as a guest where guests are welcome', async () => {
    const admin = await addAccount(t, 'admin')
    const before = await get(`/api/learn/lessons/${LOCKED_LESSON}`, admin)
    expect(before.statusCode).toBe(200)
    expect(before.json<LessonPlayer>().access).toBe('full')

    await deleteAccount(admin)
    t.app.tokenVersions.forget(admin.id)

    const after = await get(`/api/learn/lessons/${LOCKED_LESSON}`, admin)
    expect(after.statusCode).toBe(403)
    expect(after.json()).toEqual({ error: LOCKED_LESSON_MESSAGE })
  })

  it("checks the account's current role, not the role its token claims", async () => {
    const admin = await addAccount(t, 'admin')
    expect((await get('/api/admin/messages', admin)).statusCode).toBe(200)

    await setRole(admin, 'student')
    t.app.tokenVersions.forget(admin.id)

    const refused = await get('/api/admin/messages', admin)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: 'Your account does not have access to this' })
    // Routes that read the caller's role see the current one too: no more admin's pass.
    expect((await get(`/api/learn/lessons/${LOCKED_LESSON}`, admin)).statusCode).toBe(403)
    expect((await get('/api/me', admin)).json<Account>().role).toBe('student')
  })

  it('grants what the current role allows to an account promoted since its token was signed', async () => {
    const student = await addAccount(t, 'student')
    expect((await get('/api/admin/messages', student)).statusCode).toBe(403)

    await setRole(student, 'admin')
    t.app.tokenVersions.forget(student.id)

    expect((await get('/api/admin/messages', student)).statusCode).toBe(200)
  })

  it('applies a demotion and a version bump made elsewhere once the short cache time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const admin = await addAccount(t, 'admin')
    expect((await get('/api/admin/messages', admin)).statusCode).toBe(200)

    // Another instance demotes the account: this one holds what it read for a few seconds.
    await setRole(admin, 'student')
    vi.setSystemTime(Date.now() + 10_000)
    expect((await get('/api/admin/messages', admin)).statusCode).toBe(403)

    // Another instance bumps the token version (a password change, "sign out everywhere").
    await db()
      .insert(accountSecurity)
      .values({ userId: admin.id, tokenVersion: 1 })
      .onConflictDoUpdate({
        target: accountSecurity.userId,
        set: { tokenVersion: sql`${accountSecurity.tokenVersion} + 1` },
      })
    vi.setSystemTime(Date.now() + 10_000)
    const res = await get('/api/me', admin)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(LOGIN)
  })

  it('keeps serving a valid token of an existing account', async () => {
    const student = await addAccount(t, 'student')
    for (let i = 0; i < 3; i++) {
      const res = await get('/api/me', student)
      expect(res.statusCode).toBe(200)
      expect(res.json<Account>()).toMatchObject({ id: student.id, role: 'student' })
    }
  })

  it('accepts at once, on a second instance, a token signed after the first one bumped the version', async () => {
    const other = await buildApp(testConfig(), { database: t.database })
    try {
      const student = await addAccount(t, 'student')
      const onOther = (token: string) =>
        other.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: `Bearer ${token}` },
        })
      // The second instance has read and remembered the account's version.
      expect((await onOther(student.token)).statusCode).toBe(200)

      const revoke = await t.app.inject({
        method: 'POST',
        url: '/api/me/sessions/revoke',
        headers: student.auth,
      })
      expect(revoke.statusCode).toBe(204)
      const fresh = await t.app.tokens.sign({ ...student, tokenVersion: undefined })

      // The new token works on both instances straight away; the old one nowhere.
      expect((await onOther(fresh)).statusCode).toBe(200)
      expect(
        (await get('/api/me', { ...student, auth: { authorization: `Bearer ${fresh}` } }))
          .statusCode,
      ).toBe(200)
      expect((await onOther(student.token)).statusCode).toBe(401)

      // A token the second instance signs now carries the new version, accepted by the first.
      const signedThere = await other.tokens.sign({ ...student, tokenVersion: undefined })
      const res = await get('/api/me', {
        ...student,
        auth: { authorization: `Bearer ${signedThere}` },
      })
      expect(res.statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })
})
