import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courseReviews, orders, productReviews } from '../db/schema/index'
import { billing, newKey } from '../testing/commerce'
import { makePng } from '../testing/images'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'
import { buildWorld, courseReviewInput, productReviewInput, type World } from '../testing/fixtures'
import { multipartText } from './fuzz-inputs'

/**
 * Inputs the fuzz gate found answered with a 500 or stored as broken rows, replayed every time:
 * each must now be a 4xx with `{ error }` (or, for a coupon nobody has, a refused coupon) and
 * leave nothing behind.
 */
describe.each(drivers)('inputs the fuzz gate found, on %s', (driver) => {
  let t: TestApp
  let w: World

  beforeAll(async () => {
    t = await buildTestApp(driver)
    w = await buildWorld(t)
  }, 120_000)
  afterAll(() => t?.close())

  const countOf = async (table: typeof orders | typeof courseReviews | typeof productReviews) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n

  function expectError(res: { statusCode: number; json: () => unknown }, status: number) {
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual({ error: expect.any(String) })
  }

  // Ids beyond PostgreSQL's integer range reached a query, which failed (500).
  it.each([
    ['GET', '/api/me/courses/2147483648'],
    ['DELETE', '/api/me/courses/2147483648'],
    ['POST', '/api/me/courses/2147483648/publish'],
    ['DELETE', '/api/me/courses/{course}/lessons/2147483648/video'],
    ['GET', '/api/instructor/quizzes/2147483648/results'],
    ['DELETE', '/api/instructor/quizzes/2147483648'],
  ] as const)('%s %s names nothing: 404', async (method, url) => {
    const res = await t.app.inject({
      method,
      url: url.replace('{course}', String(w.courseId)),
      headers: w.teacherA.auth,
    })
    expectError(res, 404)
  })

  it('answers 404 to a quiz id beyond the integer range for a student too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/quizzes/2147483648/start',
      headers: w.studentA.auth,
    })
    expectError(res, 404)
  })

  it('refuses a draft of a course id beyond the integer range (404), and deletes none', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/course-draft',
      headers: w.teacherA.auth,
      payload: { courseId: 2147483648, data: {} },
    })
    expectError(put, 404)
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/course-draft?course=2147483648',
      headers: w.teacherA.auth,
    })
    expect(remove.statusCode).toBe(204)
  })

  // A NUL in a filter reached PostgreSQL, which refuses it (500).
  it.each([
    ['/api/courses?categories=%00', null],
    ['/api/courses?instructors=Ada%00', null],
    ['/api/instructors?q=%00', null],
    ['/api/articles?category=%00', null],
    ['/api/admin/orders?q=%00', 'admin'],
  ] as const)('refuses %s with a 400', async (url, who) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: who ? w.admin.auth : {},
    })
    expectError(res, 400)
  })

  // A broken multipart body failed while the cover was read (500).
  it.each([
    ['a boundary and nothing else', '--x\r\n'],
    ['a part cut off in its headers', '--x\r\nContent-Disposition: form-data; name="file"; filen'],
    [
      'a file part without its end',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n\u0089PNG',
    ],
  ])('refuses a cover upload with %s (400)', async (_name, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/me/courses/${w.courseId}/cover`,
      headers: { ...w.teacherA.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: body,
    })
    expectError(res, 400)
  })

  it('still takes a cover whose multipart body is whole', async () => {
    const form = multipartText([
      { name: 'file', value: makePng(320, 200), filename: 'cover.png', contentType: 'image/png' },
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/me/courses/${w.courseId}/cover`,
      headers: { ...w.teacherA.auth, 'content-type': form.contentType },
      payload: form.body,
    })
    expect(res.statusCode).toBe(200)
  })

  // A lone surrogate in the billing details broke the jsonb insert (500).
  it('refuses an order whose billing holds a lone surrogate or a control character (400)', async () => {
    const before = await countOf(orders)
    for (const company of ['Acme \ud8bc Ltd', 'Acme\fLtd']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': newKey() },
        payload: {
          lines: [{ kind: 'product', id: w.productId, quantity: 1 }],
          billing: billing({ company }),
          paymentMethod: 'bank_transfer',
        },
      })
      expectError(res, 400)
    }
    expect(await countOf(orders)).toBe(before)
  })

  // PGlite refused a lone surrogate in the coupon lookup (500); nobody has such a coupon.
  it.each(['\udc00', 'SAVE\u0000'])(
    'quotes a cart with coupon %j as a refused coupon',
    async (code) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { lines: [{ kind: 'product', id: w.productId, quantity: 1 }], couponCode: code },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json<{ couponError: string | null }>().couponError).toEqual(expect.any(String))
    },
  )

  // Reviews kept a lone surrogate (stored as U+FFFD) and text made of invisible characters.
  it('refuses course reviews and replies with broken or blank-looking text (400)', async () => {
    const before = await countOf(courseReviews)
    const url = `/api/courses/${w.courseId}/reviews`
    for (const message of ['Great \ud83d\ude00\ud83d', '\u200b\u200b']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: w.studentA.auth,
        payload: { ...courseReviewInput(), message },
      })
      expectError(res, 400)
    }
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/course-reviews/${w.reviewId}/reply`,
      headers: w.teacherA.auth,
      payload: { body: '\u200b' },
    })
    expectError(reply, 400)
    expect(await countOf(courseReviews)).toBe(before)
  })

  it('refuses a product review whose message is only invisible characters (400)', async () => {
    const before = await countOf(productReviews)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${w.productId}/reviews`,
      headers: w.studentB.auth,
      payload: { ...productReviewInput(), message: '\u200b\u200b' },
    })
    expectError(res, 400)
    expect(await countOf(productReviews)).toBe(before)
  })
})
