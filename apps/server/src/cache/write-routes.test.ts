import { randomUUID } from 'node:crypto'
import type { CourseDraftInput } from '@app/domain/authoring'
import type { SlotList } from '@app/domain/sessions'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { instructorAccounts } from '../db/schema/index'
import { endpointsOf } from '../gates/openapi'
import { addAccount, addProduct, billing, placeOrder, type TestAccount } from '../testing/commerce'
import { makePng, multipartBody } from '../testing/images'
import { buildTestApp, type TestApp } from '../testing/test-app'
import { cachedCourseInput } from '../testing/fixtures'

/** Moves the content version: what it writes is shown to visitors who are not signed in. */
const PUBLIC = 'public'

/** Outcomes move a mentor's profile figures, which a kept page may show for its 5 minutes. */
const STATS = "a mentor's 90-day figures: a kept profile page may be 5 minutes behind"

/**
 * Every write of the API: either it moves the content version (public), or why it does not.
 * A new write route fails this test until it is put here, and a public one until it is exercised
 * below and seen to move the version.
 */
const WRITES: Record<string, string> = {
  'POST /api/auth/:kind/register': 'a new account shows nowhere public until it writes something',
  'POST /api/auth/:kind/login': 'signs in',
  'POST /api/auth/password-reset/request': 'account recovery',
  'POST /api/auth/password-reset/confirm': 'account recovery',
  'POST /api/auth/verify-email': 'account recovery',
  'POST /api/me/verification-email': 'account recovery',
  'PUT /api/me/profile': PUBLIC, // reviews show their author's current name
  'POST /api/me/avatar': PUBLIC, // ...and avatar
  'DELETE /api/me/avatar': PUBLIC,
  'POST /api/me/password': 'account security',
  'POST /api/me/sessions/revoke': 'account security',
  'POST /api/v1.0/email/send': 'a contact message, read by admins only',
  'POST /api/v1.0/email/send-form': 'a subscription, read by admins only',
  'POST /api/products/:id/reviews': PUBLIC,
  'POST /api/cart/quote': 'read only: prices a cart',
  'POST /api/orders': PUBLIC, // stock, and the students of a course paid at once
  'POST /api/admin/orders/:id/status': PUBLIC, // enrolments and stock follow the order
  'POST /api/orders/:id/pay': 'opens a payment page; the order changes when it is paid',
  // These move the version themselves when money moves: payments.stripe.test.ts and
  // refunds.routes.test.ts see it (they need the payment stand-in, which this test has not).
  'POST /api/payments/:provider/webhook': 'a paid event moves it (payments.stripe.test.ts)',
  'POST /api/me/orders/:id/refunds': 'a granted refund moves it (refunds.routes.test.ts)',
  'POST /api/admin/refunds/:id': 'a granted refund moves it (refunds.routes.test.ts)',
  'POST /api/admin/earnings/payouts': "a mentor's balance, shown to that mentor and admins only",
  'POST /api/learn/lessons/:lessonId/complete': "a student's own progress",
  'POST /api/learn/lessons/:lessonId/position': "a student's own progress",
  'PUT /api/me/course-draft': "an instructor's unsaved form",
  'DELETE /api/me/course-draft': "an instructor's unsaved form",
  'POST /api/me/course-draft/cover': "an unsaved form's upload, used by no page yet",
  'POST /api/me/course-draft/promo-video': "an unsaved form's upload, used by no page yet",
  'PUT /api/me/wishlist/:courseId': "a student's own wishlist, shown to nobody else",
  'DELETE /api/me/wishlist/:courseId': "a student's own wishlist, shown to nobody else",
  'POST /api/me/wishlist/merge': "a student's own wishlist, shown to nobody else",
  'POST /api/me/courses': PUBLIC, // pending, but its mentor may be new to the catalog
  'PUT /api/me/courses/:id': PUBLIC,
  'DELETE /api/me/courses/:id': PUBLIC,
  'POST /api/me/courses/:id/publish': "sends a course to the admins' review queue: not live yet",
  'POST /api/admin/course-reviews/:id/approve': PUBLIC, // the course goes live
  'POST /api/admin/course-reviews/:id/reject': 'a course in review is not public',
  'POST /api/me/courses/:id/unpublish': PUBLIC,
  'POST /api/me/courses/:id/cover': PUBLIC,
  'POST /api/me/courses/:courseId/lessons/:lessonId/video':
    'lesson videos are played by enrolled students only, never in a catalog answer',
  'DELETE /api/me/courses/:courseId/lessons/:lessonId/video':
    'lesson videos are played by enrolled students only, never in a catalog answer',
  'POST /api/instructor/quizzes': 'quizzes are shown to enrolled students only',
  'PUT /api/instructor/quizzes/:id': 'quizzes are shown to enrolled students only',
  'DELETE /api/instructor/quizzes/:id': 'quizzes are shown to enrolled students only',
  'POST /api/me/quizzes/:id/start': "a student's own attempt",
  'PUT /api/me/quiz-attempts/:id/answers': "a student's own attempt",
  'POST /api/me/quiz-attempts/:id/submit': "a student's own attempt",
  'POST /api/courses/:id/reviews': PUBLIC,
  'DELETE /api/course-reviews/:reviewId': PUBLIC,
  'PUT /api/course-reviews/:reviewId/reply': PUBLIC,
  'DELETE /api/course-reviews/:reviewId/reply': PUBLIC,
  // Mentoring sessions: the profile lists the types, zone and policy; slots are never cached.
  'PUT /api/instructor/sessions/availability': PUBLIC,
  'PUT /api/instructor/sessions/policy': PUBLIC,
  'POST /api/instructor/sessions/types': PUBLIC,
  'PUT /api/instructor/sessions/types/:id': PUBLIC,
  'POST /api/sessions/bookings': 'free slots are read fresh for each visitor, never kept',
  'DELETE /api/sessions/bookings/:id/hold':
    'free slots are read fresh for each visitor, never kept',
  'POST /api/me/sessions/:id/cancel': "a student's own booking; slots are read fresh",
  'POST /api/me/sessions/:id/reschedule': "a student's own booking; slots are read fresh",
  'POST /api/instructor/sessions/bookings/:id/cancel': "a mentor's booking; slots are read fresh",
  'POST /api/instructor/sessions/bookings/:id/answer': "a mentor's booking; slots are read fresh",
  'POST /api/me/calendar-feed': "a person's own secret calendar address",
  'DELETE /api/me/calendar-feed': "a person's own secret calendar address",
  'POST /api/me/sessions/:id/outcome': STATS,
  'POST /api/me/sessions/:id/dispute': STATS,
  'POST /api/instructor/sessions/bookings/:id/outcome': STATS,
  'POST /api/instructor/sessions/bookings/:id/dispute': STATS,
  // Messages: a conversation is shown to its two parties only, never in a public answer.
  'POST /api/me/messages/threads': 'a conversation, shown to its two parties only',
  'POST /api/instructor/messages/threads': 'a conversation, shown to its two parties only',
  'POST /api/messages/threads/:id/messages': 'a conversation, shown to its two parties only',
  'POST /api/admin/session-disputes/:id': STATS,
  'PUT /api/me/sessions/:id/review': PUBLIC, // the mentor's profile lists session reviews
  // Forms sent without JavaScript: their work goes through the API routes above.
  'POST /form/login': 'writes nothing',
  'POST /form/register': 'writes nothing',
  'POST /form/reset-password': 'writes nothing',
  'POST /form/coupon': 'writes nothing',
  'POST /form/checkout': 'writes nothing',
  'POST /form/review': 'writes nothing',
  'POST /form/forgot-password': 'through POST /api/auth/password-reset/request',
  'POST /form/contact': 'through POST /api/v1.0/email/send',
  'POST /form/subscribe': 'through POST /api/v1.0/email/send',
}

/** The free seeded course: an order for it is paid, so enrols, at once. */
const FREE_COURSE = 11

describe('writes to public content move the content version', () => {
  let t: TestApp
  let mentor: TestAccount
  let student: TestAccount
  let admin: TestAccount
  let bump: MockInstance<() => Promise<void>>
  /** `METHOD /route` of the calls that moved the version. */
  const moved = new Set<string>()
  /** The app's clock when a test moves it past a session; the real time otherwise. */
  let clock: Date | null = null

  beforeAll(async () => {
    t = await buildTestApp('pglite', { seed: true, now: () => clock ?? new Date() })
    mentor = await addAccount(t, 'teacher')
    student = await addAccount(t, 'student')
    admin = await addAccount(t, 'admin')
    bump = vi.spyOn(t.app.contentVersion, 'bump')
  })
  afterAll(() => t.close())

  /** Calls a route and says whether it moved the version; the answer must be a success. */
  async function write(
    route: string,
    url: string,
    who: TestAccount | null,
    payload?: object | { payload: Buffer; headers: Record<string, string> },
  ) {
    const [method] = route.split(' ') as ['POST' | 'PUT' | 'DELETE']
    const multipart = payload && 'payload' in payload && Buffer.isBuffer(payload.payload)
    bump.mockClear()
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(route === 'POST /api/orders' ? { 'idempotency-key': randomUUID() } : {}),
        ...(who?.auth ?? {}),
        ...(multipart ? (payload as { headers: Record<string, string> }).headers : {}),
      },
      ...(payload === undefined
        ? {}
        : { payload: multipart ? (payload as { payload: Buffer }).payload : payload }),
    })
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300)
    if (bump.mock.calls.length > 0) moved.add(route)
    return res
  }

  it('lists every write route of the API here', () => {
    const routes = endpointsOf(t.app)
      .endpoints.filter((e) => e.method !== 'GET' && e.method !== 'HEAD')
      .map((e) => `${e.method} ${e.url}`)
    expect(routes.sort()).toEqual(Object.keys(WRITES).sort())
  })

  it('moves it on every public write, after the write succeeded', async () => {
    const created = await write(
      'POST /api/me/courses',
      '/api/me/courses',
      mentor,
      cachedCourseInput('W'),
    )
    const { id } = created.json<{ id: number }>()
    const course = `/api/me/courses/${id}`
    await write(
      'PUT /api/me/courses/:id',
      course,
      mentor,
      cachedCourseInput('W', { title: 'W Two' }),
    )
    await write('POST /api/me/courses/:id/publish', `${course}/publish`, mentor)
    await write(
      'POST /api/admin/course-reviews/:id/reject',
      `/api/admin/course-reviews/${id}/reject`,
      admin,
      { reason: 'Add a closing project, please.' },
    )
    await write('POST /api/me/courses/:id/publish', `${course}/publish`, mentor)
    await write(
      'POST /api/admin/course-reviews/:id/approve',
      `/api/admin/course-reviews/${id}/approve`,
      admin,
    )
    await write(
      'POST /api/me/courses/:id/cover',
      `${course}/cover`,
      mentor,
      multipartBody({ filename: 'cover.png', contentType: 'image/png', bytes: makePng(320, 200) }),
    )
    await write('POST /api/me/courses/:id/unpublish', `${course}/unpublish`, mentor)
    await write('DELETE /api/me/courses/:id', course, mentor)

    await write(
      'PUT /api/instructor/sessions/availability',
      '/api/instructor/sessions/availability',
      mentor,
      {
        timeZone: 'Europe/Berlin',
        weekly: [[{ start: '09:00', end: '12:00' }], [], [], [], [], [], []],
        overrides: [],
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minNoticeMinutes: 60,
        maxDaysAhead: 30,
        maxPerDay: null,
      },
    )
    await write('PUT /api/instructor/sessions/policy', '/api/instructor/sessions/policy', mentor, {
      cutoffHours: 12,
      refundBeforePercent: 100,
      refundAfterPercent: 50,
      maxReschedules: 1,
    })
    const sessionType = (
      await write('POST /api/instructor/sessions/types', '/api/instructor/sessions/types', mentor, {
        title: 'Code review',
        durationMinutes: 30,
        priceCents: 2500,
      })
    ).json<{ id: number }>()
    await write(
      'PUT /api/instructor/sessions/types/:id',
      `/api/instructor/sessions/types/${sessionType.id}`,
      mentor,
      {
        title: 'Code review',
        durationMinutes: 45,
        priceCents: 2500,
      },
    )

    // A free session, booked at once and reviewed once it has ended.
    const intro = (
      await write('POST /api/instructor/sessions/types', '/api/instructor/sessions/types', mentor, {
        title: 'Intro call',
        durationMinutes: 15,
        priceCents: 0,
      })
    ).json<{ id: number }>()
    const [account] = await t.app.db
      .select()
      .from(instructorAccounts)
      .where(eq(instructorAccounts.userId, mentor.id))
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/instructors/${account!.instructorId}/sessions/${intro.id}/slots?days=14`,
    })
    const [slot] = slots.json<SlotList>().slots
    const booking = (
      await write('POST /api/sessions/bookings', '/api/sessions/bookings', student, {
        sessionTypeId: intro.id,
        startsAt: slot,
        timeZone: 'Europe/Berlin',
      })
    ).json<{ id: number }>()
    clock = new Date(Date.parse(slot!) + 60 * 60_000)
    try {
      await write(
        'PUT /api/me/sessions/:id/review',
        `/api/me/sessions/${booking.id}/review`,
        student,
        {
          rating: 5,
          comment: 'Clear answers to every question.',
        },
      )
    } finally {
      clock = null
    }

    await write('POST /api/orders', '/api/orders', student, {
      lines: [{ kind: 'course', id: FREE_COURSE, quantity: 1 }],
      billing: billing(),
      paymentMethod: 'bank_transfer',
    })
    const review = await write(
      'POST /api/courses/:id/reviews',
      `/api/courses/${FREE_COURSE}/reviews`,
      student,
      { rating: 4, title: 'Clear', message: 'Every lesson is short and clear.' },
    )
    const reviewId = review.json<{ review: { id: number } }>().review.id
    const reply = `/api/course-reviews/${reviewId}/reply`
    await write('PUT /api/course-reviews/:reviewId/reply', reply, admin, { body: 'Thank you!' })
    await write('DELETE /api/course-reviews/:reviewId/reply', reply, admin)
    await write('DELETE /api/course-reviews/:reviewId', `/api/course-reviews/${reviewId}`, student)

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: student.auth,
    })
    await write('PUT /api/me/profile', '/api/me/profile', student, {
      ...profile.json<object>(),
      firstName: 'Wren',
      lastName: 'Writer',
    })
    await write(
      'POST /api/me/avatar',
      '/api/me/avatar',
      student,
      multipartBody({
        field: 'avatar',
        filename: 'me.png',
        contentType: 'image/png',
        bytes: makePng(64, 64),
      }),
    )
    await write('DELETE /api/me/avatar', '/api/me/avatar', student)

    const product = await addProduct(t.database.db, { stock: 5 })
    await write('POST /api/products/:id/reviews', `/api/products/${product.id}/reviews`, student, {
      rating: 5,
      firstName: 'Wren',
      email: 'wren@example.test',
      phone: '2125550100',
      title: 'Good',
      message: 'Does what it says.',
    })
    const pending = await placeOrder(t, {
      lines: [{ kind: 'product', id: product.id, quantity: 1 }],
      billing: billing(),
      paymentMethod: 'bank_transfer',
    })
    expect(pending.statusCode, pending.body).toBe(201)
    expect(bump).toHaveBeenCalled()
    await write(
      'POST /api/admin/orders/:id/status',
      `/api/admin/orders/${pending.json<{ id: string }>().id}/status`,
      admin,
      { status: 'paid', note: '' },
    )

    const publicRoutes = Object.entries(WRITES)
      .filter(([, kind]) => kind === PUBLIC)
      .map(([route]) => route)
    expect([...moved].sort()).toEqual(publicRoutes.sort())
  })

  it('leaves it alone on a read-only POST, a failed write and a private write', async () => {
    bump.mockClear()
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { lines: [{ kind: 'course', id: 1, quantity: 1 }] },
    })
    expect(quote.statusCode, quote.body).toBe(200)
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/me/courses/1',
      headers: mentor.auth,
      payload: cachedCourseInput('Not Mine'),
    })
    expect(refused.statusCode).toBe(403)
    const draft: CourseDraftInput = { courseId: null, data: { title: 'Half a thought' } }
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/course-draft',
      headers: mentor.auth,
      payload: draft,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    // An order of a course that waits for its payment changes nothing public yet.
    const waiting = await placeOrder(
      t,
      {
        lines: [{ kind: 'course', id: 1, quantity: 1 }],
        billing: billing(),
        paymentMethod: 'bank_transfer',
      },
      { headers: student.auth },
    )
    expect(waiting.statusCode, waiting.body).toBe(201)
    expect(bump).not.toHaveBeenCalled()
  })
})
