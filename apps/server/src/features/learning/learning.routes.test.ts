import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type {
  Certificate,
  CompleteLessonResult,
  LearnCourse,
  LessonPlayer,
  MyLearning,
} from '@app/domain/learning'
import { LOCKED_LESSON_MESSAGE, QUIZ_LESSON_NOT_PASSED_MESSAGE } from '@app/domain/learning'
import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  certificates,
  courseProgress,
  enrolments,
  instructorAccounts,
  lessonContent,
  lessonProgress,
  quizAttempts,
  quizzes,
  users,
} from '../../db/schema/index'
import { seedLearning } from '../../db/seed/learning'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'
import { MEDIA_DIR } from './media'

/**
 * Seeded catalog: every course has 4 sections of 3 lessons (video, reading, quiz); lesson ids are
 * (course*10 + section)*10 + n. Lessons 11 and 12 of a course's first section are Preview.
 */
const lessonIds = (courseId: number) =>
  [1, 2, 3, 4].flatMap((s) => [1, 2, 3].map((n) => (courseId * 10 + s) * 10 + n))
const PREVIEW_VIDEO = 21 * 10 + 1 // course 2, section 1, lesson 1
const PREVIEW_READING = 212
const FIRST_QUIZ = 213 // neither Preview nor marked locked: still closed to visitors
const LOCKED_VIDEO = 221
const DRAFT_COURSE = 48

describe.each(drivers)('learning on %s', (driver) => {
  let t: TestApp
  let student: TestAccount
  let other: TestAccount
  let teacher: TestAccount
  let owner: TestAccount
  let admin: TestAccount
  let demo: TestAccount

  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    student = await addAccount(t, 'student', 'Lena Learner')
    other = await addAccount(t, 'student')
    teacher = await addAccount(t, 'teacher')
    owner = await addAccount(t, 'teacher')
    admin = await addAccount(t, 'admin')
    // The owner teaches course 20 (instructor 14); the student is enrolled in course 2.
    await db().insert(instructorAccounts).values({ userId: owner.id, instructorId: 14 })
    await db().insert(enrolments).values({ userId: student.id, courseId: 2 })
    const [row] = await db().select().from(users).where(eq(users.email, 'student@learnlane.test'))
    const token = await t.app.tokens.sign(row!)
    demo = { ...row!, role: 'student', token, auth: { authorization: `Bearer ${token}` } }
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const get = (url: string, account?: TestAccount, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(account ? account.auth : {}), ...headers },
    })
  const post = (url: string, account?: TestAccount, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: account ? account.auth : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
  const complete = (lessonId: number, account?: TestAccount) =>
    post(`/api/learn/lessons/${lessonId}/complete`, account)
  const progressRows = async (userId: string) =>
    (
      await db()
        .select({ n: count() })
        .from(lessonProgress)
        .where(eq(lessonProgress.userId, userId))
    )[0]!.n

  describe('seed', () => {
    it('gives the demo student courses at 100% and 80%, one Completed with a certificate', async () => {
      const res = await get('/api/me/learning', demo)
      expect(res.statusCode, res.body).toBe(200)
      const mine = res.json<MyLearning>()
      expect(
        mine.items.map((i) => [i.courseId, i.progress.percent]).sort((a, b) => a[0]! - b[0]!),
      ).toEqual([
        [1, 100],
        [3, 80],
        [4, 50],
        [11, 0],
        [12, 80],
        [26, 80],
        [40, 80],
      ])
      expect(mine.counts).toEqual({
        enrolled: 7,
        active: 6,
        completed: 1,
        certificates: 1,
        lessonsCompleted: 12 + 10 * 4 + 6,
        // The quizzes' own seed decides this one.
        quizzesPassed: expect.any(Number),
      })
      const done = mine.items.find((i) => i.courseId === 1)!
      expect(done).toMatchObject({ status: 'completed', certificateId: expect.any(String) })
      expect(done.course.title).toBe('Complete Web Development Bootcamp')
      expect(mine.items.find((i) => i.courseId === 3)).toMatchObject({
        status: 'active',
        progress: { completedLessons: 10, totalLessons: 12, percent: 80 },
        certificateId: null,
      })
    })

    it('points video lessons at the sample media, readings at text', async () => {
      const [video] = await db()
        .select()
        .from(lessonContent)
        .where(eq(lessonContent.lessonId, PREVIEW_VIDEO))
      expect(video).toMatchObject({ videoPath: expect.stringMatching(/\.webm$/) })
      expect(statSync(path.join(MEDIA_DIR, video!.videoPath!)).size).toBeGreaterThan(1000)
      expect(statSync(path.join(MEDIA_DIR, video!.captionsPath!)).size).toBeGreaterThan(10)
    })

    it('is idempotent: a second run adds nothing', async () => {
      const before = await Promise.all(
        [enrolments, lessonProgress, courseProgress, certificates, lessonContent].map(
          async (table) => (await db().select({ n: count() }).from(table))[0]!.n,
        ),
      )
      await seedLearning(db())
      const after = await Promise.all(
        [enrolments, lessonProgress, courseProgress, certificates, lessonContent].map(
          async (table) => (await db().select({ n: count() }).from(table))[0]!.n,
        ),
      )
      expect(after).toEqual(before)
    })
  })

  describe('GET /api/learn/courses/:courseId', () => {
    it('shows a visitor which lessons are Preview and locks the rest', async () => {
      for (const account of [undefined, other, teacher]) {
        const res = await get('/api/learn/courses/2', account)
        expect(res.statusCode, res.body).toBe(200)
        const course = res.json<LearnCourse>()
        expect(course.access).toBe('preview')
        const lessons = course.sections.flatMap((s) => s.lessons)
        expect(lessons.map((l) => l.id)).toEqual(lessonIds(2))
        expect(lessons.filter((l) => !l.isLocked).map((l) => l.id)).toEqual([
          PREVIEW_VIDEO,
          PREVIEW_READING,
        ])
        expect(course.progress).toEqual({ completedLessons: 0, totalLessons: 12, percent: 0 })
        expect(course.resumeLessonId).toBe(PREVIEW_VIDEO)
      }
    })

    it('gives an enrolled student completion marks, progress and the lesson to resume', async () => {
      const res = await get('/api/learn/courses/3', demo)
      const course = res.json<LearnCourse>()
      expect(course.access).toBe('enrolled')
      const lessons = course.sections.flatMap((s) => s.lessons)
      expect(lessons.every((l) => !l.isLocked)).toBe(true)
      expect(lessons.filter((l) => l.isCompleted)).toHaveLength(10)
      expect(course.progress.percent).toBe(80)
      // The tenth lesson was the last one done: resume at the eleventh.
      expect(course.resumeLessonId).toBe(lessonIds(3)[10])
      const completed = await get('/api/learn/courses/1', demo)
      expect(completed.json<LearnCourse>()).toMatchObject({
        progress: { percent: 100 },
        certificateId: expect.any(String),
        completedAt: expect.any(String),
      })
    })

    it('opens every lesson to an admin and to the course instructor, recording nothing', async () => {
      for (const account of [admin, owner]) {
        const course = (await get('/api/learn/courses/20', account)).json<LearnCourse>()
        expect(course.access).toBe('full')
        expect(course.sections.flatMap((s) => s.lessons).some((l) => l.isLocked)).toBe(false)
      }
      expect((await get('/api/learn/courses/2', owner)).json<LearnCourse>().access).toBe('preview')
    })

    it('answers 404 for unknown, malformed and draft courses', async () => {
      for (const url of [
        '/api/learn/courses/99999',
        '/api/learn/courses/abc',
        '/api/learn/courses/0',
      ]) {
        const res = await get(url, student)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ error: 'Course not found' })
      }
      expect((await get(`/api/learn/courses/${DRAFT_COURSE}`)).statusCode).toBe(404)
      expect((await get(`/api/learn/courses/${DRAFT_COURSE}`, admin)).statusCode).toBe(200)
    })
  })

  describe('GET /api/learn/lessons/:lessonId', () => {
    it('opens a Preview lesson to everyone, guests included, with video and captions', async () => {
      for (const account of [undefined, other, teacher, admin]) {
        const res = await get(`/api/learn/lessons/${PREVIEW_VIDEO}`, account)
        expect(res.statusCode, res.body).toBe(200)
        const lesson = res.json<LessonPlayer>()
        expect(lesson).toMatchObject({
          id: PREVIEW_VIDEO,
          courseId: 2,
          type: 'video',
          isPreview: true,
          video: {
            url: expect.stringMatching(/^\/api\/media\/lesson-[a-z]+\.webm$/),
            captionsUrl: expect.stringMatching(/^\/api\/media\/lesson-[a-z]+\.vtt$/),
            captionsLang: 'en',
          },
        })
      }
      const reading = (await get(`/api/learn/lessons/${PREVIEW_READING}`)).json<LessonPlayer>()
      expect(reading.type).toBe('document')
      expect(reading.documentText).toContain(reading.title)
      expect(reading.video).toBeNull()
    })

    it('asks a visitor who has not bought the course to buy it (403)', async () => {
      for (const account of [undefined, other, teacher]) {
        for (const id of [FIRST_QUIZ, LOCKED_VIDEO]) {
          const res = await get(`/api/learn/lessons/${id}`, account)
          expect(res.statusCode).toBe(403)
          expect(res.json()).toEqual({ error: LOCKED_LESSON_MESSAGE })
        }
      }
    })

    it('opens every lesson to the enrolled student, an admin and the course instructor', async () => {
      const enrolled = await get(`/api/learn/lessons/${LOCKED_VIDEO}`, student)
      expect(enrolled.statusCode).toBe(200)
      expect(enrolled.json<LessonPlayer>()).toMatchObject({
        access: 'enrolled',
        isCompleted: false,
      })
      const byAdmin = await get(`/api/learn/lessons/${LOCKED_VIDEO}`, admin)
      expect(byAdmin.json<LessonPlayer>().access).toBe('full')
      const byOwner = await get('/api/learn/lessons/221', owner)
      expect(byOwner.statusCode).toBe(403)
      expect((await get(`/api/learn/lessons/${lessonIds(20)[3]}`, owner)).statusCode).toBe(200)
      const quiz = (await get(`/api/learn/lessons/${FIRST_QUIZ}`, student)).json<LessonPlayer>()
      expect(quiz).toMatchObject({ type: 'quiz', video: null, documentText: null })
    })

    it('answers 404 for an unknown or malformed lesson', async () => {
      for (const id of ['999999', 'x1', '-3']) {
        const res = await get(`/api/learn/lessons/${id}`, student)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ error: 'Lesson not found' })
      }
    })
  })

  describe('POST /api/learn/lessons/:lessonId/complete', () => {
    it('asks a guest to log in and refuses anyone not enrolled, storing nothing', async () => {
      expect((await complete(PREVIEW_VIDEO)).statusCode).toBe(401)
      for (const account of [teacher, owner, other, admin]) {
        const res = await complete(PREVIEW_VIDEO, account)
        expect(res.statusCode).toBe(403)
        expect(res.json<{ error: string }>().error).toEqual(expect.any(String))
        expect(await progressRows(account.id)).toBe(0)
      }
      expect((await complete(999_999, student)).statusCode).toBe(404)
    })

    it('is idempotent, also under concurrent calls', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => complete(PREVIEW_VIDEO, student)),
      )
      for (const res of results) expect(res.statusCode, res.body).toBe(200)
      const again = (await complete(PREVIEW_VIDEO, student)).json<CompleteLessonResult>()
      expect(again).toMatchObject({
        lessonId: PREVIEW_VIDEO,
        courseId: 2,
        progress: { completedLessons: 1, totalLessons: 12, percent: 5 },
        isCourseCompleted: false,
        certificateId: null,
      })
      expect(await progressRows(student.id)).toBe(1)
      const course = (await get('/api/learn/courses/2', student)).json<LearnCourse>()
      expect(course.sections[0]!.lessons[0]!.isCompleted).toBe(true)
    })

    it('completes the course and issues one certificate when the last lessons finish together', async () => {
      const results = await Promise.all(lessonIds(2).map((id) => complete(id, student)))
      for (const res of results) expect(res.statusCode, res.body).toBe(200)
      const bodies = results.map((r) => r.json<CompleteLessonResult>())
      const finishers = bodies.filter((b) => b.isCourseCompleted)
      expect(finishers.length).toBeGreaterThanOrEqual(1)
      const rows = await db()
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, student.id), eq(certificates.courseId, 2)))
      expect(rows).toHaveLength(1)
      for (const b of finishers) expect(b.certificateId).toBe(rows[0]!.id)
      // Completing again changes nothing.
      const again = (await complete(LOCKED_VIDEO, student)).json<CompleteLessonResult>()
      expect(again).toMatchObject({ isCourseCompleted: true, certificateId: rows[0]!.id })
      expect(
        (
          await db()
            .select({ n: count() })
            .from(certificates)
            .where(eq(certificates.userId, student.id))
        )[0]!.n,
      ).toBe(1)

      const mine = (await get('/api/me/learning', student)).json<MyLearning>()
      expect(mine.items).toHaveLength(1)
      expect(mine.items[0]).toMatchObject({
        status: 'completed',
        progress: { percent: 100 },
        certificateId: rows[0]!.id,
      })
      expect(mine.counts).toMatchObject({ enrolled: 1, active: 0, completed: 1, certificates: 1 })
    })
  })

  describe('a quiz lesson', () => {
    it('cannot be marked complete before its quiz is passed (409), and can after', async () => {
      // Course 1 has a quiz; its quiz lessons open it. (Course 2 has none: its quiz lessons are
      // marked like any other, see the tests above.)
      const learner = await addAccount(t, 'student', 'Quinn Quizzer')
      await db().insert(enrolments).values({ userId: learner.id, courseId: 1 })
      const quizLesson = lessonIds(1)[2]!
      const [quiz] = await db()
        .select()
        .from(quizzes)
        .where(eq(quizzes.courseId, 1))
        .orderBy(asc(quizzes.id))
        .limit(1)

      const lesson = (await get(`/api/learn/lessons/${quizLesson}`, learner)).json<LessonPlayer>()
      expect(lesson).toMatchObject({
        type: 'quiz',
        quizId: quiz!.id,
        isCompleted: false,
        quiz: {
          isPassed: false,
          attemptsUsed: 0,
          attemptsLeft: quiz!.maxAttempts,
          maxAttempts: quiz!.maxAttempts,
          passPercent: quiz!.passPercent,
          bestScore: null,
        },
      })
      const refused = await complete(quizLesson, learner)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ error: QUIZ_LESSON_NOT_PASSED_MESSAGE })
      expect(await progressRows(learner.id)).toBe(0)

      // A failed attempt does not open it either; a passing one does.
      const attempt = (score: number, minutesAgo: number) => {
        const startedAt = new Date(Date.now() - minutesAgo * 60_000)
        return db()
          .insert(quizAttempts)
          .values({
            quizId: quiz!.id,
            userId: learner.id,
            startedAt,
            deadlineAt: new Date(startedAt.getTime() + 60_000),
            submittedAt: new Date(startedAt.getTime() + 30_000),
            score,
            correctCount: 0,
          })
      }
      await attempt(quiz!.passPercent - 1, 10)
      expect((await complete(quizLesson, learner)).statusCode).toBe(409)
      await attempt(quiz!.passPercent, 5)
      const done = await complete(quizLesson, learner)
      expect(done.statusCode, done.body).toBe(200)
      expect(done.json<CompleteLessonResult>().progress.completedLessons).toBe(1)
      // Anyone else's lesson player shows no quiz standing.
      const byAdmin = (await get(`/api/learn/lessons/${quizLesson}`, admin)).json<LessonPlayer>()
      expect(byAdmin.quiz).toBeNull()
    })
  })

  describe('GET /api/certificates/:id', () => {
    it('shows every detail of the certificate to anyone, as issued', async () => {
      const [row] = await db()
        .select()
        .from(certificates)
        .where(eq(certificates.userId, student.id))
      const res = await get(`/api/certificates/${row!.id}`)
      expect(res.statusCode, res.body).toBe(200)
      const certificate = res.json<Certificate>()
      expect(certificate).toEqual({
        id: row!.id,
        learnerName: 'Lena Learner',
        courseId: 2,
        courseTitle: 'Modern JavaScript From the Beginning',
        instructorName: expect.any(String),
        hours: expect.any(Number),
        issuedAt: row!.issuedAt.toISOString(),
        revokedAt: null,
      })
      expect(certificate.instructorName.length).toBeGreaterThan(0)
      expect(certificate.hours).toBeGreaterThan(0)
      // The upper-case spelling of the id is the same certificate.
      expect((await get(`/api/certificates/${row!.id.toUpperCase()}`)).statusCode).toBe(200)
    })

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-certificate']) {
        const res = await get(`/api/certificates/${id}`)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ error: 'No certificate has this id' })
      }
    })
  })

  describe('POST /api/learn/lessons/:lessonId/position', () => {
    it('keeps the resume point of the video and resumes the course there', async () => {
      await db().insert(enrolments).values({ userId: other.id, courseId: 5 })
      const lessonId = lessonIds(5)[3]!
      const res = await post(`/api/learn/lessons/${lessonId}/position`, other, { seconds: 42 })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ lessonId, positionSeconds: 42 })
      const lesson = (await get(`/api/learn/lessons/${lessonId}`, other)).json<LessonPlayer>()
      expect(lesson.positionSeconds).toBe(42)
      const course = (await get('/api/learn/courses/5', other)).json<LearnCourse>()
      expect(course.resumeLessonId).toBe(lessonId)
      expect(course.progress.percent).toBe(0)
    })

    it('refuses bad input and strangers, storing nothing', async () => {
      const lessonId = lessonIds(5)[4]!
      for (const payload of [{ seconds: -1 }, { seconds: 'soon' }, { seconds: 1.5 }, {}]) {
        const res = await post(`/api/learn/lessons/${lessonId}/position`, other, payload)
        expect(res.statusCode).toBe(400)
        expect(res.json<{ error: string }>().error).toEqual(expect.any(String))
      }
      expect(
        (await post(`/api/learn/lessons/${lessonId}/position`, undefined, { seconds: 3 }))
          .statusCode,
      ).toBe(401)
      for (const account of [teacher, student]) {
        const res = await post(`/api/learn/lessons/${lessonId}/position`, account, { seconds: 3 })
        expect(res.statusCode).toBe(403)
      }
      const rows = await db()
        .select()
        .from(lessonProgress)
        .where(eq(lessonProgress.lessonId, lessonId))
      expect(rows).toEqual([])
    })
  })

  describe('GET /api/me/learning', () => {
    it('is for signed-in students and admins', async () => {
      expect((await get('/api/me/learning')).statusCode).toBe(401)
      expect((await get('/api/me/learning', teacher)).statusCode).toBe(403)
      const byAdmin = await get('/api/me/learning', admin)
      expect(byAdmin.statusCode).toBe(200)
      expect(byAdmin.json<MyLearning>().items).toEqual([])
    })
  })

  describe('GET /api/media/:name', () => {
    const file = 'lesson-intro.webm'
    const bytes = readFileSync(path.join(MEDIA_DIR, file))

    it('streams a sample video whole, with its content type and length', async () => {
      const res = await get(`/api/media/${file}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('video/webm')
      expect(res.headers['accept-ranges']).toBe('bytes')
      expect(Number(res.headers['content-length'])).toBe(bytes.length)
      expect(res.rawPayload.equals(bytes)).toBe(true)
    })

    it('answers a byte range with 206 and exactly those bytes', async () => {
      const res = await get(`/api/media/${file}`, undefined, { range: 'bytes=100-1099' })
      expect(res.statusCode).toBe(206)
      expect(res.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`)
      expect(res.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true)
      const tail = await get(`/api/media/${file}`, undefined, { range: 'bytes=-10' })
      expect(tail.statusCode).toBe(206)
      expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true)
      const open = await get(`/api/media/${file}`, undefined, {
        range: `bytes=${bytes.length - 5}-`,
      })
      expect(open.rawPayload.length).toBe(5)
    })

    it('answers 416 for a range past the end', async () => {
      const res = await get(`/api/media/${file}`, undefined, {
        range: `bytes=${bytes.length + 10}-`,
      })
      expect(res.statusCode).toBe(416)
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`)
      const none = await get(`/api/media/${file}`, undefined, { range: 'bytes=-0' })
      expect(none.statusCode).toBe(416)
      expect(none.headers['content-range']).toBe(`bytes */${bytes.length}`)
    })

    it.each(['bytes=5-2', 'bytes=a-b', 'bytes=0-9,x-'])(
      'ignores the invalid range %s and sends the whole file',
      async (range) => {
        const res = await get(`/api/media/${file}`, undefined, { range })
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-range']).toBeUndefined()
        expect(Number(res.headers['content-length'])).toBe(bytes.length)
        expect(res.rawPayload.equals(bytes)).toBe(true)
      },
    )

    it('serves captions as WebVTT and nothing outside the media folder', async () => {
      const vtt = await get('/api/media/lesson-intro.vtt')
      expect(vtt.statusCode).toBe(200)
      expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8')
      expect(vtt.body.startsWith('WEBVTT')).toBe(true)
      for (const name of ['missing.webm', '..%2Fpackage.json', 'README.md', '.hidden.vtt']) {
        const res = await get(`/api/media/${name}`)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ error: 'No media file has this name' })
      }
    })

    it('answers 304 when the ETag is current', async () => {
      const first = await get(`/api/media/${file}`)
      const again = await get(`/api/media/${file}`, undefined, {
        'if-none-match': String(first.headers.etag),
      })
      expect(again.statusCode).toBe(304)
    })
  })
})
