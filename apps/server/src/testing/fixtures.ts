import type { Role } from '@app/domain/auth'
import type { CourseEditor, CourseFormValues } from '@app/domain/authoring'
import type { QuizInput } from '@app/domain/quizzes'
import { eq } from 'drizzle-orm'
import { enrolments, instructorAccounts, outbox, users } from '../db/schema/index'
import { addAccount, addProduct, billing, placeOrder, type TestAccount } from './commerce'
import { makePng, multipartBody } from './images'
import type { TestApp } from './test-app'

/**
 * The accounts and resources both gates call with: two accounts of each role that owns things
 * (A owns, B is the other owner of the same role), an admin, and A's course, lessons, quiz, quiz
 * attempt, review, plus a product and an order. Everything is made through the API, as people
 * would make it, except enrolments (which an order's payment would make).
 */
export interface World {
  teacherA: TestAccount
  teacherB: TestAccount
  studentA: TestAccount
  studentB: TestAccount
  admin: TestAccount
  courseId: number
  videoLessonId: number
  documentLessonId: number
  quizId: number
  attemptId: string
  reviewId: number
  productId: number
  orderId: string
  /** The order's confirmation e-mail in the outbox. */
  outboxId: string
  /** A's paid order of B's course, and the refund A asked of it. */
  courseOrderId: string
  refundedCourseId: number
  refundId: string
  /** A's mentor profile, its session type, A's free booking with it and A's held paid slot. */
  mentorInstructorId: number
  sessionTypeId: number
  bookingId: number
  heldBookingId: number
  /** A's conversation with mentor A, with a message in it. */
  messageThreadId: number
}

/** Every hour of every day in UTC, bookable from now: a slot is always free for the fixtures. */
export const ALWAYS_OPEN = {
  timeZone: 'UTC',
  weekly: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  maxDaysAhead: 60,
  maxPerDay: null,
}

export const courseInput = (word: string): CourseFormValues => ({
  title: `Applied ${word} Fundamentals`,
  category: 'Data Science',
  level: 'Intermediate',
  description: `A practical course about ${word}: from first principles to a working project.`,
  videoSource: 'YouTube',
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  sections: [
    {
      title: 'Getting started',
      lessons: [
        { title: 'Welcome', type: 'video', durationMinutes: 12, isPreview: true, description: '' },
        {
          title: 'Reading list',
          type: 'document',
          durationMinutes: 8,
          isPreview: false,
          description: 'Read these first.',
        },
      ],
    },
  ],
  tags: ['applied', word.toLowerCase()],
  languages: ['English'],
  courseTags: ['New'],
  priceCents: 4900,
  durationBucket: '0-1 Hour',
  features: ['Quizzes'],
})

/** The valid add-course form, its title naming the cache tests ("Cached `word` Fundamentals"). */
export const cachedCourseInput = (
  word: string,
  overrides: Partial<CourseFormValues> = {},
): CourseFormValues => ({
  ...courseInput(word),
  title: `Cached ${word} Fundamentals`,
  ...overrides,
})

export const quizInput = (courseId: number): QuizInput => ({
  courseId,
  title: 'First check',
  timeLimitMinutes: 30,
  maxAttempts: 20,
  passPercent: 60,
  questions: [
    {
      prompt: 'Which element makes a link?',
      kind: 'single',
      options: [
        { text: '<a>', isCorrect: true },
        { text: '<link>', isCorrect: false },
      ],
    },
  ],
})

export const productReviewInput = () => ({
  rating: 4,
  firstName: 'Grace',
  email: 'grace@example.test',
  phone: '2125550100',
  title: 'Good value',
  message: 'It arrived quickly and reads well.',
})

export const courseReviewInput = () => ({
  rating: 5,
  title: 'Clear',
  message: 'Well explained from start to end.',
})

export const coverUpload = () =>
  multipartBody({ filename: 'cover.png', contentType: 'image/png', bytes: makePng(32, 20) })

async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: TestAccount | null,
  payload?: unknown,
): Promise<unknown> {
  const res = await t.app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  if (res.statusCode >= 300) {
    throw new Error(
      `${method} ${url} answered ${res.statusCode} while building fixtures: ${res.body}`,
    )
  }
  return res.json()
}

/** Builds the world on a migrated app (seeded or not). */
export async function buildWorld(t: TestApp): Promise<World> {
  const teacherA = await addAccount(t, 'teacher', 'Ada Owner')
  const teacherB = await addAccount(t, 'teacher', 'Bea Other')
  const studentA = await addAccount(t, 'student', 'Cal Owner')
  const studentB = await addAccount(t, 'student', 'Dee Other')
  const admin = await addAccount(t, 'admin', 'Eve Admin')

  const { id: courseId } = (await call(
    t,
    'POST',
    '/api/me/courses',
    teacherA,
    courseInput('Gatekeeping'),
  )) as { id: number }
  // B teaches a course too, so B is an instructor like A, only not this course's.
  const { id: otherCourseId } = (await call(
    t,
    'POST',
    '/api/me/courses',
    teacherB,
    courseInput('Elsewhere'),
  )) as { id: number }
  await call(t, 'POST', `/api/me/courses/${courseId}/publish`, teacherA)
  await call(t, 'POST', `/api/admin/course-reviews/${courseId}/approve`, admin)
  const editor = (await call(t, 'GET', `/api/me/courses/${courseId}`, teacherA)) as CourseEditor
  const lessons = editor.sections[0]!.lessons
  const videoLessonId = lessons.find((l) => l.type === 'video')!.id!
  const documentLessonId = lessons.find((l) => l.type === 'document')!.id!

  await t.database.db.insert(enrolments).values({ userId: studentA.id, courseId })
  const { id: quizId } = (await call(
    t,
    'POST',
    '/api/instructor/quizzes',
    teacherA,
    quizInput(courseId),
  )) as { id: number }
  const { id: attemptId } = (await call(
    t,
    'POST',
    `/api/me/quizzes/${quizId}/start`,
    studentA,
  )) as { id: string }
  const saved = (await call(
    t,
    'POST',
    `/api/courses/${courseId}/reviews`,
    studentA,
    courseReviewInput(),
  )) as { review: { id: number } }

  const product = await addProduct(t.database.db, { stock: 100_000 })
  const order = await placeOrder(t, {
    lines: [{ kind: 'product', id: product.id, quantity: 1 }],
    billing: billing(),
    paymentMethod: 'bank_transfer',
  })
  if (order.statusCode !== 201) throw new Error(`The fixture order failed: ${order.body}`)
  const [confirmation] = await t.database.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.template, 'order-confirmation'))
  if (!confirmation) throw new Error('The fixture order stored no confirmation e-mail')

  // Student A buys B's course, paid by hand, then asks for a refund of it.
  await call(t, 'POST', `/api/me/courses/${otherCourseId}/publish`, teacherB)
  await call(t, 'POST', `/api/admin/course-reviews/${otherCourseId}/approve`, admin)
  const courseOrder = await placeOrder(
    t,
    {
      lines: [{ kind: 'course', id: otherCourseId, quantity: 1 }],
      billing: billing({ email: studentA.email }),
      paymentMethod: 'bank_transfer',
    },
    { headers: studentA.auth },
  )
  if (courseOrder.statusCode !== 201)
    throw new Error(`The course order failed: ${courseOrder.body}`)
  const courseOrderId = courseOrder.json<{ id: string }>().id
  await call(t, 'POST', `/api/admin/orders/${courseOrderId}/status`, admin, { status: 'paid' })
  const refund = (await call(t, 'POST', `/api/me/orders/${courseOrderId}/refunds`, studentA, {
    courseId: otherCourseId,
    reason: 'Asked by the fixtures',
  })) as { id: string }

  // Mentor A offers a paid and a free session; student A books the free one and holds the paid.
  await call(t, 'PUT', '/api/instructor/sessions/availability', teacherA, ALWAYS_OPEN)
  const paidType = (await call(t, 'POST', '/api/instructor/sessions/types', teacherA, {
    title: 'Fixture session',
    durationMinutes: 30,
    priceCents: 4000,
  })) as { id: number }
  const freeType = (await call(t, 'POST', '/api/instructor/sessions/types', teacherA, {
    title: 'Fixture intro',
    durationMinutes: 15,
    priceCents: 0,
  })) as { id: number }
  const mentorInstructorId = await instructorIdOf(t, teacherA.id)
  const slots = (await call(
    t,
    'GET',
    `/api/instructors/${mentorInstructorId}/sessions/${freeType.id}/slots?days=7`,
    null,
  )) as { slots: string[] }
  const tomorrow = slots.slots.filter((slot) => Date.parse(slot) > Date.now() + 24 * 3600 * 1000)
  const booking = (await call(t, 'POST', '/api/sessions/bookings', studentA, {
    sessionTypeId: freeType.id,
    startsAt: tomorrow[0],
    timeZone: 'Europe/Berlin',
  })) as { id: number }
  const held = (await call(t, 'POST', '/api/sessions/bookings', studentA, {
    sessionTypeId: paidType.id,
    startsAt: tomorrow[8],
    timeZone: 'Europe/Berlin',
  })) as { id: number }

  // Student A writes to mentor A from the profile.
  const thread = (await call(t, 'POST', '/api/me/messages/threads', studentA, {
    instructorId: mentorInstructorId,
  })) as { id: number }
  await call(t, 'POST', `/api/messages/threads/${thread.id}/messages`, studentA, {
    body: 'Hello from the fixtures',
  })

  return {
    teacherA,
    teacherB,
    studentA,
    studentB,
    admin,
    courseId,
    videoLessonId,
    documentLessonId,
    quizId,
    attemptId,
    reviewId: saved.review.id,
    productId: product.id,
    orderId: order.json<{ id: string }>().id,
    outboxId: confirmation.id,
    courseOrderId,
    refundedCourseId: otherCourseId,
    refundId: refund.id,
    mentorInstructorId,
    sessionTypeId: paidType.id,
    bookingId: booking.id,
    heldBookingId: held.id,
    messageThreadId: thread.id,
  }
}

async function instructorIdOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: instructorAccounts.instructorId })
    .from(instructorAccounts)
    .where(eq(instructorAccounts.userId, userId))
  if (!row) throw new Error('The fixture mentor has no profile')
  return row.id
}

/** A fresh account of the role whose row is then deleted: its token outlives the account. */
export async function deletedAccount(t: TestApp, role: Role): Promise<TestAccount> {
  const account = await addAccount(t, role, `Gone ${role}`)
  await t.database.db.delete(users).where(eq(users.id, account.id))
  // Signing the token cached the account; the instance that deletes an account forgets it.
  t.app.tokenVersions.forget(account.id)
  return account
}

/** How an endpoint whose path names something is called, and what another owner hears. */
export interface PathFixture {
  /** Path parameters naming A's resource (A of `role`). */
  params: (w: World) => Record<string, string | number>
  /** The role of A and B. */
  role: 'teacher' | 'student' | 'admin'
  /**
   * What B (same role, not the owner) hears: 403 or 404. `null` when the resource has no owner
   * among accounts of that role (a product anyone may review, an order every admin manages);
   * `reason` says why.
   */
  otherOwner: 403 | 404 | null
  reason?: string
  /** A body the endpoint accepts, so the request reaches the owner check. */
  body?: (w: World) => { payload: unknown; headers?: Record<string, string> }
}

const json = (payload: unknown) => ({ payload })

/**
 * Every protected endpoint with a path parameter, keyed `METHOD /path`. The permission gate fails
 * when a protected endpoint with a path parameter is missing here, so a new one cannot slip by.
 */
export const PATH_FIXTURES: Record<string, PathFixture> = {
  // The instructor's own course.
  'GET /api/me/courses/{id}': {
    role: 'teacher',
    params: (w) => ({ id: w.courseId }),
    otherOwner: 403,
  },
  'PUT /api/me/courses/{id}': {
    role: 'teacher',
    params: (w) => ({ id: w.courseId }),
    otherOwner: 403,
    body: () => json(courseInput('Takeover')),
  },
  'DELETE /api/me/courses/{id}': {
    role: 'teacher',
    params: (w) => ({ id: w.courseId }),
    otherOwner: 403,
  },
  'POST /api/me/courses/{id}/publish': {
    role: 'teacher',
    params: (w) => ({ id: w.courseId }),
    otherOwner: 403,
  },
  'POST /api/me/courses/{id}/unpublish': {
    role: 'teacher',
    params: (w) => ({ id: w.courseId }),
    otherOwner: 403,
  },
  'POST /api/me/courses/{id}/cover': {
    role: 'teacher',
    params: (w) => ({ id: w.courseId }),
    otherOwner: 403,
    body: () => coverUpload(),
  },
  // A lesson of the instructor's own course.
  'POST /api/me/courses/{courseId}/lessons/{lessonId}/video': {
    role: 'teacher',
    params: (w) => ({ courseId: w.courseId, lessonId: w.videoLessonId }),
    otherOwner: 403,
    body: () =>
      multipartBody({
        filename: 'lesson.webm',
        contentType: 'video/webm',
        bytes: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x86, 0x81, 0x01]),
      }),
  },
  'DELETE /api/me/courses/{courseId}/lessons/{lessonId}/video': {
    role: 'teacher',
    params: (w) => ({ courseId: w.courseId, lessonId: w.videoLessonId }),
    otherOwner: 403,
  },
  // A quiz on the instructor's own course.
  'GET /api/instructor/quizzes/{id}': {
    role: 'teacher',
    params: (w) => ({ id: w.quizId }),
    otherOwner: 403,
  },
  'PUT /api/instructor/quizzes/{id}': {
    role: 'teacher',
    params: (w) => ({ id: w.quizId }),
    otherOwner: 403,
    body: (w) => json(quizInput(w.courseId)),
  },
  'DELETE /api/instructor/quizzes/{id}': {
    role: 'teacher',
    params: (w) => ({ id: w.quizId }),
    otherOwner: 403,
  },
  'GET /api/instructor/quizzes/{id}/results': {
    role: 'teacher',
    params: (w) => ({ id: w.quizId }),
    otherOwner: 403,
  },
  // A review of the instructor's own course (the reply is the instructor's).
  'PUT /api/course-reviews/{reviewId}/reply': {
    role: 'teacher',
    params: (w) => ({ reviewId: w.reviewId }),
    otherOwner: 403,
    body: () => json({ body: 'Thank you for the kind words.' }),
  },
  'DELETE /api/course-reviews/{reviewId}/reply': {
    role: 'teacher',
    params: (w) => ({ reviewId: w.reviewId }),
    otherOwner: 403,
  },
  // The student's own review, attempt, enrolled course and its lessons and quiz.
  'DELETE /api/course-reviews/{reviewId}': {
    role: 'student',
    params: (w) => ({ reviewId: w.reviewId }),
    otherOwner: 403,
  },
  'POST /api/courses/{id}/reviews': {
    role: 'student',
    params: (w) => ({ id: w.courseId }),
    otherOwner: 403,
    body: () => json(courseReviewInput()),
  },
  'POST /api/me/quizzes/{id}/start': {
    role: 'student',
    params: (w) => ({ id: w.quizId }),
    otherOwner: 403,
  },
  'GET /api/me/quiz-attempts/{id}': {
    role: 'student',
    params: (w) => ({ id: w.attemptId }),
    otherOwner: 403,
  },
  'PUT /api/me/quiz-attempts/{id}/answers': {
    role: 'student',
    params: (w) => ({ id: w.attemptId }),
    otherOwner: 403,
    body: () => json({ answers: {} }),
  },
  'POST /api/me/quiz-attempts/{id}/submit': {
    role: 'student',
    params: (w) => ({ id: w.attemptId }),
    otherOwner: 403,
    body: () => json({ answers: {} }),
  },
  'GET /api/me/quiz-attempts/{id}/result': {
    role: 'student',
    params: (w) => ({ id: w.attemptId }),
    otherOwner: 403,
  },
  'POST /api/learn/lessons/{lessonId}/complete': {
    role: 'student',
    params: (w) => ({ lessonId: w.documentLessonId }),
    otherOwner: 403,
  },
  'POST /api/learn/lessons/{lessonId}/position': {
    role: 'student',
    params: (w) => ({ lessonId: w.videoLessonId }),
    otherOwner: 403,
    body: () => json({ seconds: 42 }),
  },
  // The caller's own wishlist: the path names a catalog course, never another account's list.
  'PUT /api/me/wishlist/{courseId}': {
    role: 'student',
    params: (w) => ({ courseId: w.courseId }),
    otherOwner: null,
    reason: 'the path names a public course; each student saves it to their own wishlist',
  },
  'DELETE /api/me/wishlist/{courseId}': {
    role: 'student',
    params: (w) => ({ courseId: w.courseId }),
    otherOwner: null,
    reason: 'the path names a public course; each student removes it from their own wishlist',
  },
  // Shared on purpose.
  'POST /api/products/{id}/reviews': {
    role: 'student',
    params: (w) => ({ id: w.productId }),
    otherOwner: null,
    reason: 'a product belongs to the shop: every signed-in account may review it',
    body: () => json(productReviewInput()),
  },
  'POST /api/admin/course-reviews/{id}/approve': {
    role: 'admin',
    params: (w) => ({ id: w.courseId }),
    otherOwner: null,
    reason: 'every admin reviews every course',
  },
  'POST /api/admin/course-reviews/{id}/reject': {
    role: 'admin',
    params: (w) => ({ id: w.courseId }),
    otherOwner: null,
    reason: 'every admin reviews every course',
    body: () => json({ reason: 'Checked by the permission gate' }),
  },
  'GET /api/admin/orders/{id}': {
    role: 'admin',
    params: (w) => ({ id: w.orderId }),
    otherOwner: null,
    reason: 'every admin manages every order',
  },
  'GET /api/admin/outbox/{id}': {
    role: 'admin',
    params: (w) => ({ id: w.outboxId }),
    otherOwner: null,
    reason: 'every admin reads every outgoing e-mail (no other role may)',
  },
  // A student's own order.
  'POST /api/me/orders/{id}/refunds': {
    role: 'student',
    params: (w) => ({ id: w.courseOrderId }),
    otherOwner: 404,
    body: (w) => json({ courseId: w.refundedCourseId, reason: 'Checked by the permission gate' }),
  },
  'POST /api/admin/refunds/{id}': {
    role: 'admin',
    params: (w) => ({ id: w.refundId }),
    otherOwner: null,
    reason: 'every admin answers every refund request',
    body: () => json({ decision: 'decline', note: 'Checked by the permission gate' }),
  },
  'POST /api/admin/orders/{id}/status': {
    role: 'admin',
    params: (w) => ({ id: w.orderId }),
    otherOwner: null,
    reason: 'every admin manages every order',
    body: () => json({ status: 'cancelled', note: 'Checked by the permission gate' }),
  },
  // Mentoring sessions: the mentor's session type, the student's and the mentor's bookings.
  'PUT /api/instructor/sessions/types/{id}': {
    role: 'teacher',
    params: (w) => ({ id: w.sessionTypeId }),
    otherOwner: 404,
    body: () => json({ title: 'Takeover', durationMinutes: 30, priceCents: 1 }),
  },
  'POST /api/instructor/sessions/bookings/{id}/cancel': {
    role: 'teacher',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: 404,
  },
  'DELETE /api/sessions/bookings/{id}/hold': {
    role: 'student',
    params: (w) => ({ id: w.heldBookingId }),
    otherOwner: 404,
  },
  'POST /api/me/sessions/{id}/cancel': {
    role: 'student',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: 404,
  },
  'POST /api/me/sessions/{id}/outcome': {
    role: 'student',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: 404,
    body: () => json({ outcome: 'held' }),
  },
  'POST /api/me/sessions/{id}/dispute': {
    role: 'student',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: 404,
    body: () => json({ note: 'Checked by the permission gate' }),
  },
  'PUT /api/me/sessions/{id}/review': {
    role: 'student',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: 404,
    body: () => json({ rating: 5, comment: 'Checked by the permission gate' }),
  },
  'POST /api/instructor/sessions/bookings/{id}/outcome': {
    role: 'teacher',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: 404,
    body: () => json({ outcome: 'held' }),
  },
  'POST /api/instructor/sessions/bookings/{id}/dispute': {
    role: 'teacher',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: 404,
    body: () => json({ note: 'Checked by the permission gate' }),
  },
  'POST /api/instructor/sessions/bookings/{id}/answer': {
    role: 'teacher',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: 404,
    body: () => json({ decision: 'decline', message: 'Checked by the permission gate' }),
  },
  'POST /api/admin/session-disputes/{id}': {
    role: 'admin',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: null,
    reason: 'every admin resolves every dispute',
    body: () => json({ resolution: 'upheld' }),
  },
  // A conversation, read and written by its parties only (mentor A is the other party).
  'GET /api/messages/threads/{id}': {
    role: 'student',
    params: (w) => ({ id: w.messageThreadId }),
    otherOwner: 404,
  },
  'POST /api/messages/threads/{id}/messages': {
    role: 'student',
    params: (w) => ({ id: w.messageThreadId }),
    otherOwner: 404,
    body: () => json({ body: 'Checked by the permission gate' }),
  },
  'POST /api/me/sessions/{id}/reschedule': {
    role: 'student',
    params: (w) => ({ id: w.bookingId }),
    otherOwner: 404,
    body: () => json({ startsAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString() }),
  },
}

/** The world's account A (owner) and B (other owner) of a role. */
export function ownersOf(w: World, role: PathFixture['role']): [TestAccount, TestAccount] {
  if (role === 'teacher') return [w.teacherA, w.teacherB]
  if (role === 'student') return [w.studentA, w.studentB]
  return [w.admin, w.admin]
}
