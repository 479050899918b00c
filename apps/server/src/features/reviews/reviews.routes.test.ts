import type { CourseDetail, InstructorDetail } from '@app/domain/catalog'
import type {
  CourseReview,
  CourseReviewList,
  DeletedReview,
  ReviewableCourses,
  SavedReview,
} from '@app/domain/reviews'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../db/seed'
import {
  courseReviewAuthors,
  courseReviewReplies,
  courseReviews,
  courses,
  enrolments,
  instructorAccounts,
  instructors,
  users,
} from '../../db/schema/index'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

/** Seeded: courses 1 and 3 are instructor 1's (the demo mentor), 2 is instructor 9's, 5 another's. */
const MENTOR_COURSE = 1
const OTHER_COURSE = 2
const FRESH_COURSE = 5

const review = { rating: 5, title: 'Clear and practical', message: 'I use it at work every day.' }

describe.each(drivers)('course reviews on %s', (driver) => {
  let t: TestApp
  let student: TestAccount
  let outsider: TestAccount
  let teacher: TestAccount
  let otherInstructor: TestAccount
  let admin: TestAccount
  let mentor: { auth: { authorization: string }; id: string }
  let demoStudent: { auth: { authorization: string }; id: string }

  const enrol = (userId: string, courseId: number) =>
    t.database.db.insert(enrolments).values({ userId, courseId }).onConflictDoNothing()
  const figures = async (courseId: number) => {
    const [row] = await t.database.db
      .select({
        rating: courses.rating,
        count: courses.ratingCount,
        instructorId: courses.instructorId,
      })
      .from(courses)
      .where(eq(courses.id, courseId))
    const [teacherRow] = await t.database.db
      .select({ rating: instructors.rating, count: instructors.reviewCount })
      .from(instructors)
      .where(eq(instructors.id, row!.instructorId))
    return { course: { rating: row!.rating, count: row!.count }, instructor: teacherRow! }
  }
  const reviewCount = async () =>
    (await t.database.db.select({ n: count() }).from(courseReviews))[0]!.n
  const replyCount = async () =>
    (await t.database.db.select({ n: count() }).from(courseReviewReplies))[0]!.n
  const post = (courseId: number | string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/reviews`,
      headers,
      payload: body as object,
    })
  const putReply = (reviewId: number, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/course-reviews/${reviewId}/reply`,
      headers,
      payload: body as object,
    })
  const signIn = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
    const token = await t.app.tokens.sign(row!)
    return { id: row!.id, auth: { authorization: `Bearer ${token}` } }
  }

  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    student = await addAccount(t, 'student', 'Rita Reviewer')
    outsider = await addAccount(t, 'student', 'Nora Notenrolled')
    teacher = await addAccount(t, 'teacher', 'Tess Teacher')
    otherInstructor = await addAccount(t, 'teacher', 'Otto Other')
    admin = await addAccount(t, 'admin', 'Ada Admin')
    mentor = await signIn('mentor@learnlane.test')
    demoStudent = await signIn('student@learnlane.test')
    // The authoring seed maps the demo mentor to instructor 1; made here when it is missing.
    await t.database.db
      .insert(instructorAccounts)
      .values({ userId: mentor.id, instructorId: 1 })
      .onConflictDoNothing()
    await t.database.db
      .insert(instructorAccounts)
      .values({ userId: otherInstructor.id, instructorId: 9 })
      .onConflictDoNothing()
    for (const id of [MENTOR_COURSE, OTHER_COURSE, FRESH_COURSE]) await enrol(student.id, id)
    await enrol(teacher.id, FRESH_COURSE)
  })
  afterAll(() => t.close())

  describe('POST /api/courses/:id/reviews', () => {
    it('asks a guest to log in (401) and stores nothing', async () => {
      const before = await reviewCount()
      const res = await post(FRESH_COURSE, review)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        error: 'Log in as a student enrolled in this course to review it',
      })
      expect(await reviewCount()).toBe(before)
    })

    it('refuses a teacher, even one enrolled, with the reason (403)', async () => {
      const res = await post(FRESH_COURSE, review, teacher.auth)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'Only students enrolled in this course can review it' })
    })

    it('refuses a student who is not enrolled in the course (403) and stores nothing', async () => {
      const before = { reviews: await reviewCount(), figures: await figures(FRESH_COURSE) }
      const res = await post(FRESH_COURSE, review, outsider.auth)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'Only students enrolled in this course can review it' })
      expect(await reviewCount()).toBe(before.reviews)
      expect(await figures(FRESH_COURSE)).toEqual(before.figures)
    })

    it.each([
      [{ ...review, rating: 0 }, 'Choose a rating from 1 to 5 stars'],
      [{ ...review, rating: 6 }, 'Choose a rating from 1 to 5 stars'],
      [{ ...review, rating: 'five' }, 'Choose a rating from 1 to 5 stars'],
      [{ ...review, title: '  ' }, 'Title is required'],
      [{ ...review, title: 'a\u0000b' }, 'Title contains characters that are not allowed'],
      [{ ...review, message: '' }, 'Message is required'],
      [{ ...review, message: 'x'.repeat(4001) }, 'Message is at most 4000 characters'],
      [{ rating: 4 }, 'Title is required'],
    ])('answers 400 for %j and stores nothing', async (body, message) => {
      const before = { reviews: await reviewCount(), figures: await figures(FRESH_COURSE) }
      const res = await post(FRESH_COURSE, body, student.auth)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
      expect(await reviewCount()).toBe(before.reviews)
      expect(await figures(FRESH_COURSE)).toEqual(before.figures)
    })

    it.each(['999999', 'abc', '0', '1.5'])('answers 404 for the course id %s', async (id) => {
      const res = await post(id, review, student.auth)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'Course not found' })
    })

    it('stores one review per student and course: a second post edits it, and the figures move incrementally', async () => {
      const start = await figures(FRESH_COURSE)
      const first = await post(FRESH_COURSE, { ...review, rating: 1 }, student.auth)
      expect(first.statusCode, first.body).toBe(201)
      const saved = first.json<SavedReview>()
      expect(saved.created).toBe(true)
      expect(saved.review).toMatchObject({
        courseId: FRESH_COURSE,
        name: 'Rita Reviewer',
        rating: 1,
        title: review.title,
        body: review.message,
        isByAccount: true,
        reply: null,
        ageText: 'today',
      })
      expect(saved.review.id).toBeGreaterThanOrEqual(1_000_000_000)
      const afterAdd = await figures(FRESH_COURSE)
      expect(afterAdd.course.count).toBe(start.course.count + 1)
      expect(afterAdd.course.rating).toBeCloseTo(
        (start.course.rating * start.course.count + 1) / (start.course.count + 1),
        4,
      )
      expect(afterAdd.instructor.count).toBe(start.instructor.count + 1)
      expect(saved.course).toMatchObject({ id: FRESH_COURSE, ratingCount: afterAdd.course.count })

      const second = await post(
        FRESH_COURSE,
        { rating: 5, title: 'Better on a second look', message: 'Changed my mind.' },
        student.auth,
      )
      expect(second.statusCode).toBe(200)
      const edited = second.json<SavedReview>()
      expect(edited.created).toBe(false)
      expect(edited.review).toMatchObject({ id: saved.review.id, rating: 5 })
      const afterEdit = await figures(FRESH_COURSE)
      expect(afterEdit.course.count).toBe(afterAdd.course.count)
      expect(afterEdit.course.rating).toBeCloseTo(
        (start.course.rating * start.course.count + 5) / (start.course.count + 1),
        4,
      )
      const rows = await t.database.db
        .select()
        .from(courseReviewAuthors)
        .where(
          and(
            eq(courseReviewAuthors.courseId, FRESH_COURSE),
            eq(courseReviewAuthors.userId, student.id),
          ),
        )
      expect(rows).toHaveLength(1)
    })

    it('shows the new review first on GET /api/courses/:id with the new rating and count, uncached', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/courses/${FRESH_COURSE}` })
      expect(res.headers['cache-control']).toBe('no-cache')
      const course = res.json<CourseDetail>()
      expect(course.reviews[0]).toMatchObject({
        name: 'Rita Reviewer',
        title: 'Better on a second look',
        avatarUrl: null,
        reply: null,
      })
      const now = await figures(FRESH_COURSE)
      expect(course.ratingCount).toBe(now.course.count)
    })
  })

  describe('PUT /api/course-reviews/:reviewId/reply', () => {
    let reviewId: number
    beforeAll(async () => {
      const res = await post(MENTOR_COURSE, review, student.auth)
      reviewId = res.json<SavedReview>().review.id
    })

    it('refuses a guest (401), a student (403) and another instructor (403), storing nothing', async () => {
      const before = await replyCount()
      const guest = await putReply(reviewId, { body: 'Thanks!' })
      expect(guest.statusCode).toBe(401)
      const asStudent = await putReply(reviewId, { body: 'Thanks!' }, student.auth)
      expect(asStudent.statusCode).toBe(403)
      const asOther = await putReply(reviewId, { body: 'Thanks!' }, otherInstructor.auth)
      expect(asOther.statusCode).toBe(403)
      expect(asOther.json()).toEqual({
        error: 'Only the instructor of this course can reply to it',
      })
      const unmapped = await putReply(reviewId, { body: 'Thanks!' }, teacher.auth)
      expect(unmapped.statusCode).toBe(403)
      expect(await replyCount()).toBe(before)
    })

    it('answers 400 for an empty or control-character reply and 404 for an unknown review', async () => {
      const before = await replyCount()
      const empty = await putReply(reviewId, { body: '   ' }, mentor.auth)
      expect(empty.statusCode).toBe(400)
      expect(empty.json()).toEqual({ error: 'Write your reply' })
      const nul = await putReply(reviewId, { body: 'a\u0000' }, mentor.auth)
      expect(nul.statusCode).toBe(400)
      const missing = await putReply(999_999_999, { body: 'Hi' }, mentor.auth)
      expect(missing.statusCode).toBe(404)
      expect(await replyCount()).toBe(before)
    })

    it("lets the course's instructor reply; the reply shows under the review on the course page", async () => {
      const res = await putReply(reviewId, { body: 'Thank you, Rita!' }, mentor.auth)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<CourseReview>().reply).toMatchObject({
        authorName: 'Maya Lindqvist',
        body: 'Thank you, Rita!',
        ageText: 'today',
      })
      const again = await putReply(reviewId, { body: 'Thank you again, Rita!' }, mentor.auth)
      expect(again.json<CourseReview>().reply?.body).toBe('Thank you again, Rita!')
      const page = await t.app.inject({ method: 'GET', url: `/api/courses/${MENTOR_COURSE}` })
      const shown = page.json<CourseDetail>().reviews.find((r) => r.id === reviewId)
      expect(shown?.reply).toMatchObject({
        authorName: 'Maya Lindqvist',
        body: 'Thank you again, Rita!',
      })
      const profile = await t.app.inject({ method: 'GET', url: '/api/instructors/1' })
      expect(profile.json<InstructorDetail>().reviews.some((r) => r.reply !== null)).toBe(true)
    })

    it('lets an admin reply too, and the instructor remove a reply', async () => {
      const res = await putReply(reviewId, { body: 'From the Learnlane team' }, admin.auth)
      expect(res.statusCode).toBe(200)
      expect(res.json<CourseReview>().reply?.authorName).toBe('Ada Admin')
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/course-reviews/${reviewId}/reply`,
        headers: mentor.auth,
      })
      expect(removed.statusCode).toBe(200)
      expect(removed.json<CourseReview>().reply).toBeNull()
    })
  })

  describe('GET /api/me/reviews', () => {
    it('refuses a guest (401) and a teacher (403)', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/me/reviews' })).statusCode).toBe(401)
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/reviews',
        headers: teacher.auth,
      })
      expect(res.statusCode).toBe(403)
    })

    it("answers the student's own reviews only, with the course and the reply, never cached", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/reviews',
        headers: student.auth,
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-store')
      const list = res.json<CourseReviewList>()
      expect(list.total).toBe(2)
      expect(list.items.map((r) => r.courseId).sort()).toEqual([MENTOR_COURSE, FRESH_COURSE])
      expect(list.items.every((r) => r.name === 'Rita Reviewer')).toBe(true)
      expect(list.items.find((r) => r.courseId === MENTOR_COURSE)?.courseTitle).toBe(
        'Complete Web Development Bootcamp',
      )
    })

    it("shows the seeded demo student's reviews with the demo mentor's replies", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/reviews',
        headers: demoStudent.auth,
      })
      const list = res.json<CourseReviewList>()
      expect(list.items.map((r) => r.courseId)).toEqual([12, 3, 1])
      expect(list.items.filter((r) => r.reply?.authorName === 'Maya Lindqvist')).toHaveLength(2)
    })
  })

  describe('GET /api/me/course-reviews', () => {
    it('refuses a guest (401) and a student (403)', async () => {
      const url = '/api/me/course-reviews'
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'GET', url, headers: student.auth })).statusCode).toBe(
        403,
      )
    })

    it("answers only reviews of the instructor's own courses, newest first, 10 a page", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/course-reviews',
        headers: mentor.auth,
      })
      expect(res.statusCode).toBe(200)
      const list = res.json<CourseReviewList>()
      expect(list.items.length).toBe(10)
      expect(list.pageCount).toBe(Math.ceil(list.total / 10))
      const own = await t.database.db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.instructorId, 1))
      const ownIds = new Set(own.map((c) => c.id))
      expect(list.items.every((r) => ownIds.has(r.courseId))).toBe(true)
      expect(list.items[0]?.name).toBe('Rita Reviewer')

      const other = await t.app.inject({
        method: 'GET',
        url: '/api/me/course-reviews?page=1',
        headers: otherInstructor.auth,
      })
      expect(other.json<CourseReviewList>().items.every((r) => r.courseId !== MENTOR_COURSE)).toBe(
        true,
      )
      const unmapped = await t.app.inject({
        method: 'GET',
        url: '/api/me/course-reviews',
        headers: teacher.auth,
      })
      expect(unmapped.json<CourseReviewList>().total).toBe(0)
    })
  })

  describe('GET /api/me/reviewable-courses', () => {
    it('lists the courses the student is enrolled in with their review, by course or instructor', async () => {
      const byCourse = await t.app.inject({
        method: 'GET',
        url: `/api/me/reviewable-courses?courseId=${FRESH_COURSE}`,
        headers: student.auth,
      })
      expect(byCourse.statusCode).toBe(200)
      const body = byCourse.json<ReviewableCourses>()
      expect(body.author).toEqual({ name: 'Rita Reviewer', email: student.email })
      expect(body.items).toHaveLength(1)
      expect(body.items[0]?.review?.title).toBe('Better on a second look')
      const byInstructor = await t.app.inject({
        method: 'GET',
        url: '/api/me/reviewable-courses?instructorId=1',
        headers: student.auth,
      })
      expect(byInstructor.json<ReviewableCourses>().items.map((c) => c.courseId)).toEqual([
        MENTOR_COURSE,
      ])
      const none = await t.app.inject({
        method: 'GET',
        url: `/api/me/reviewable-courses?courseId=${FRESH_COURSE}`,
        headers: outsider.auth,
      })
      expect(none.json<ReviewableCourses>().items).toEqual([])
      const asTeacher = await t.app.inject({
        method: 'GET',
        url: '/api/me/reviewable-courses',
        headers: teacher.auth,
      })
      expect(asTeacher.statusCode).toBe(403)
    })
  })

  describe('DELETE /api/course-reviews/:reviewId', () => {
    let reviewId: number
    beforeAll(async () => {
      const res = await post(OTHER_COURSE, { ...review, rating: 2 }, student.auth)
      reviewId = res.json<SavedReview>().review.id
    })

    it('refuses a guest (401), a teacher (403) and another student (403)', async () => {
      const url = `/api/course-reviews/${reviewId}`
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401)
      const asTeacher = await t.app.inject({ method: 'DELETE', url, headers: mentor.auth })
      expect(asTeacher.statusCode).toBe(403)
      const asOther = await t.app.inject({ method: 'DELETE', url, headers: outsider.auth })
      expect(asOther.statusCode).toBe(403)
      expect(asOther.json()).toEqual({ error: 'You can only delete your own review' })
      const [row] = await t.database.db
        .select()
        .from(courseReviews)
        .where(eq(courseReviews.id, reviewId))
      expect(row).toBeDefined()
    })

    it('deletes the own review and takes its rating back out', async () => {
      const before = await figures(OTHER_COURSE)
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/course-reviews/${reviewId}`,
        headers: student.auth,
      })
      expect(res.statusCode).toBe(200)
      const body = res.json<DeletedReview>()
      expect(body.id).toBe(reviewId)
      const after = await figures(OTHER_COURSE)
      expect(after.course.count).toBe(before.course.count - 1)
      expect(after.course.rating).toBeCloseTo(
        (before.course.rating * before.course.count - 2) / (before.course.count - 1),
        4,
      )
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/course-reviews/${reviewId}`,
        headers: student.auth,
      })
      expect(again.statusCode).toBe(404)
    })
  })

  describe('seed', () => {
    it('is idempotent: a second run adds no review and moves no rating', async () => {
      const before = {
        reviews: await reviewCount(),
        replies: await replyCount(),
        f: await figures(3),
      }
      await seed(t.database, { NODE_ENV: 'test' })
      expect(await reviewCount()).toBe(before.reviews)
      expect(await replyCount()).toBe(before.replies)
      expect(await figures(3)).toEqual(before.f)
    })
  })
})
