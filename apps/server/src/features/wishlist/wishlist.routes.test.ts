import { MAX_WISHLIST_COURSES, type Wishlist } from '@app/domain/wishlist'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courses, wishlistItems } from '../../db/schema/index'
import { PRIVATE_NO_STORE } from '../../plugins/private-answers'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

/** Seeded catalog: courses 1 to 47 are published, 48 is a draft. */
const DRAFT_COURSE = 48

describe.each(drivers)('wishlist on %s', (driver) => {
  let t: TestApp
  let student: TestAccount
  let other: TestAccount
  let teacher: TestAccount

  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    student = await addAccount(t, 'student')
    other = await addAccount(t, 'student')
    teacher = await addAccount(t, 'teacher')
  })
  afterAll(() => t.close())

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    account: TestAccount | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/me/wishlist${url}`,
      headers: account ? account.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const idsOf = async (account: TestAccount) => {
    const res = await call('GET', '', account)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Wishlist>().courseIds
  }

  it('saves, lists and removes courses for the signed-in student only, privately', async () => {
    const me = await addAccount(t, 'student')
    expect(await idsOf(me)).toEqual([])
    expect((await call('PUT', '/3', me)).json()).toEqual({ courseIds: [3] })
    expect((await call('PUT', '/1', me)).json()).toEqual({ courseIds: [3, 1] })
    // Saving again changes nothing.
    const again = await call('PUT', '/3', me)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ courseIds: [3, 1] })
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, me.id))
    expect(rows).toHaveLength(2)

    const listed = await call('GET', '', me)
    expect(listed.headers['cache-control']).toBe(PRIVATE_NO_STORE)
    // Another student's wishlist is their own.
    expect(await idsOf(other)).toEqual([])

    const removed = await call('DELETE', '/3', me)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ courseIds: [1] })
    // Removing one not saved changes nothing.
    expect((await call('DELETE', '/3', me)).json()).toEqual({ courseIds: [1] })
  })

  it('keeps one row per account and course, whatever the callers race', async () => {
    const me = await addAccount(t, 'student')
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('PUT', '/5', me)))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await idsOf(me)).toEqual([5])
  })

  it('merges the browser list after the saved courses, ignoring courses not in the catalog', async () => {
    const me = await addAccount(t, 'student')
    await call('PUT', '/2', me)
    const merged = await call('POST', '/merge', me, {
      courseIds: [7, 2, 999_999, DRAFT_COURSE, 4, 7],
    })
    expect(merged.statusCode, merged.body).toBe(200)
    expect(merged.json()).toEqual({ courseIds: [2, 7, 4] })
    expect(await idsOf(me)).toEqual([2, 7, 4])
    // An empty browser list leaves the account's as it is.
    expect((await call('POST', '/merge', me, { courseIds: [] })).json()).toEqual({
      courseIds: [2, 7, 4],
    })
  })

  it('drops a course withdrawn from the catalog from the list', async () => {
    const me = await addAccount(t, 'student')
    await call('POST', '/merge', me, { courseIds: [9, 10] })
    await t.database.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, 9))
    try {
      expect(await idsOf(me)).toEqual([10])
    } finally {
      await t.database.db.update(courses).set({ status: 'published' }).where(eq(courses.id, 9))
    }
    expect(await idsOf(me)).toEqual([9, 10])
  })

  it('answers 404 for a course that is not in the catalog, never 5xx', async () => {
    for (const id of ['999999', String(DRAFT_COURSE), '0', '-1', 'abc', '2147483648', '1e3']) {
      const res = await call('PUT', `/${id}`, student)
      expect(res.statusCode, `PUT ${id}`).toBe(404)
      expect(res.json()).toEqual({ error: 'Course not found' })
    }
    expect((await call('DELETE', '/abc', student)).statusCode).toBe(404)
    expect((await call('DELETE', '/999999', student)).statusCode).toBe(200)
  })

  it('refuses a malformed merge with 400 and its message', async () => {
    for (const payload of [
      {},
      { courseIds: 'all' },
      { courseIds: [1.5] },
      { courseIds: [-3] },
      { courseIds: [2 ** 40] },
      { courseIds: Array.from({ length: MAX_WISHLIST_COURSES + 1 }, (_, i) => i + 1) },
    ]) {
      const res = await call('POST', '/merge', student, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400)
      expect(typeof res.json<{ error: string }>().error).toBe('string')
    }
  })

  it('admits students only', async () => {
    expect((await call('GET', '', null)).statusCode).toBe(401)
    expect((await call('PUT', '/1', null)).statusCode).toBe(401)
    const teachers = await call('GET', '', teacher)
    expect(teachers.statusCode).toBe(403)
    expect(teachers.headers['cache-control']).toBe(PRIVATE_NO_STORE)
    expect((await call('POST', '/merge', teacher, { courseIds: [1] })).statusCode).toBe(403)
  })
})
