import type {
  CourseDraftResponse,
  CourseEditor,
  CourseFormValues,
  CourseMutationResult,
  CourseRemovalResult,
  CourseReviewQueue,
  InstructorCourseList,
  InstructorStats,
  SaleList,
} from '@app/domain/authoring'
import type { CourseDetail, CourseListResponse, SearchResponse } from '@app/domain/catalog'
import type { Order } from '@app/domain/orders'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  courseAuthoring,
  courseDrafts,
  courseLessons,
  courseSections,
  courses,
  files,
  instructorAccounts,
  instructors,
  orderLines,
  orders,
  outbox,
  users,
} from '../../db/schema/index'
import {
  addAccount,
  addCoupon,
  addProduct,
  billing,
  placeOrder,
  type TestAccount,
} from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const DEMO_MENTOR = 'mentor@learnlane.test'

/** A valid add-course form; every title carries `word` so search can find it. */
const courseInput = (
  word: string,
  overrides: Partial<CourseFormValues> = {},
): CourseFormValues => ({
  title: `Quantum ${word} Fundamentals`,
  category: 'Data Science',
  level: 'Intermediate',
  description: `A practical course about ${word}: from first principles to a working project.`,
  videoSource: 'YouTube',
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  sections: [
    {
      title: 'Getting started',
      lessons: [
        {
          title: 'Welcome',
          type: 'video',
          durationMinutes: 12,
          isPreview: true,
          description: '',
        },
        {
          title: 'Reading list',
          type: 'document',
          durationMinutes: 8,
          isPreview: false,
          description: 'Read these first.',
        },
      ],
    },
    {
      title: 'Check yourself',
      lessons: [
        { title: 'Quiz one', type: 'quiz', durationMinutes: 10, isPreview: false, description: '' },
      ],
    },
  ],
  tags: ['quantum', word.toLowerCase()],
  languages: ['English', 'Turkish'],
  courseTags: ['New'],
  priceCents: 4900,
  durationBucket: '0-1 Hour',
  features: ['Quizzes', 'Subtitle'],
  ...overrides,
})

describe.each(drivers)('course authoring on %s', (driver) => {
  let t: TestApp
  let mentor: TestAccount
  let other: TestAccount
  let student: TestAccount
  let admin: TestAccount
  let demoAuth: { authorization: string }
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    mentor = await addAccount(t, 'teacher', 'Nora Newteacher')
    other = await addAccount(t, 'teacher', 'Otto Other')
    student = await addAccount(t, 'student')
    admin = await addAccount(t, 'admin', 'Ada Admin')
    const [demo] = await t.database.db.select().from(users).where(eq(users.email, DEMO_MENTOR))
    demoAuth = { authorization: `Bearer ${await t.app.tokens.sign(demo!)}` }
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: { auth: { authorization: string } } | { authorization: string },
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? ('auth' in who ? who.auth : who) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const create = async (
    who: TestAccount,
    word: string,
    overrides: Partial<CourseFormValues> = {},
  ) => {
    const res = await call('POST', '/api/me/courses', who, courseInput(word, overrides))
    expect(res.statusCode, res.body).toBe(201)
    return res.json<CourseMutationResult>()
  }
  const courseCount = async () => (await db().select({ n: count() }).from(courses))[0]!.n
  /** Publish (to review) and an admin's approval: the course goes live. */
  const goLive = async (who: TestAccount, id: number) => {
    const sent = await call('POST', `/api/me/courses/${id}/publish`, who)
    expect(sent.statusCode, sent.body).toBe(200)
    const approved = await call('POST', `/api/admin/course-reviews/${id}/approve`, admin)
    expect(approved.statusCode, approved.body).toBe(200)
  }

  describe('the demo mentor', () => {
    it('teaches as instructor 1 under the same name and owns its courses', async () => {
      const [link] = await db().select().from(instructorAccounts)
      expect(link?.instructorId).toBe(1)
      const [demo] = await db().select().from(users).where(eq(users.email, DEMO_MENTOR))
      const [one] = await db().select().from(instructors).where(eq(instructors.id, 1))
      expect(demo!.name).toBe(one!.name)
      const res = await call('GET', '/api/me/courses', demoAuth)
      expect(res.statusCode).toBe(200)
      const list = res.json<InstructorCourseList>()
      expect(list.counts.all).toBeGreaterThan(1)
      expect(list.counts.pending).toBe(1) // the seeded draft, course 48
      expect(list.items.length).toBeLessThanOrEqual(6)
    })

    it('shows the six counters and best sellers of its own courses', async () => {
      const res = await call('GET', '/api/me/instructor-stats', demoAuth)
      expect(res.statusCode).toBe(200)
      const stats = res.json<InstructorStats>()
      expect(stats.counters.totalCourses).toBe(
        stats.counters.publishedCourses + stats.counters.pendingCourses,
      )
      expect(stats.counters.pendingCourses).toBe(1)
      expect(stats.bestSelling.items.length).toBeGreaterThan(0)
      expect(stats.bestSelling.pageSize).toBe(6)
    })
  })

  describe('who may call', () => {
    const endpoints: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/me/course-draft'],
      ['PUT', '/api/me/course-draft', { courseId: null, data: { title: 'x' } }],
      ['GET', '/api/me/courses'],
      ['POST', '/api/me/courses', courseInput('Matrix')],
      ['GET', '/api/me/courses/1'],
      ['PUT', '/api/me/courses/1', courseInput('Matrix')],
      ['POST', '/api/me/courses/1/publish'],
      ['POST', '/api/me/courses/1/unpublish'],
      ['DELETE', '/api/me/courses/1'],
      ['POST', '/api/me/courses/1/cover'],
      ['GET', '/api/me/instructor-stats'],
      ['GET', '/api/me/sales'],
    ]

    it.each(endpoints)('%s %s: 401 without a token, 403 for a student', async (m, url, body) => {
      const before = await courseCount()
      const guest = await call(m, url, undefined, body)
      expect(guest.statusCode).toBe(401)
      expect(guest.json()).toHaveProperty('error')
      const asStudent = await call(m, url, student, body)
      expect(asStudent.statusCode).toBe(403)
      expect(asStudent.json()).toHaveProperty('error')
      expect(await courseCount()).toBe(before)
    })

    it("refuses another mentor's course on every course call (403) and unknown ids (404)", async () => {
      const mine = await create(mentor, 'Owned')
      for (const [m, url, body] of [
        ['GET', `/api/me/courses/${mine.id}`],
        ['PUT', `/api/me/courses/${mine.id}`, courseInput('Stolen')],
        ['POST', `/api/me/courses/${mine.id}/publish`],
        ['POST', `/api/me/courses/${mine.id}/unpublish`],
        ['DELETE', `/api/me/courses/${mine.id}`],
        ['GET', `/api/me/course-draft?course=${mine.id}`],
        ['PUT', '/api/me/course-draft', { courseId: mine.id, data: {} }],
      ] as const) {
        const res = await call(m, url, other, body)
        expect(res.statusCode, `${m} ${url}`).toBe(403)
        expect(res.json().error).toBe('You can only change your own courses')
      }
      const cover = await t.app.inject({
        method: 'POST',
        url: `/api/me/courses/${mine.id}/cover`,
        headers: { ...other.auth, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      })
      expect(cover.statusCode).toBe(403)
      // The catalog's course 1 belongs to instructor 1, not to this mentor.
      expect((await call('POST', '/api/me/courses/1/unpublish', mentor)).statusCode).toBe(403)
      expect((await call('GET', '/api/me/courses/999999', mentor)).statusCode).toBe(404)
      const [row] = await db().select().from(courses).where(eq(courses.id, mine.id))
      expect(row!.title).toBe('Quantum Owned Fundamentals')
      expect(row!.status).toBe('draft')
    })

    it("lets an admin change any mentor's course, but only its mentor sends it for review", async () => {
      const theirs = await create(mentor, 'Adminable')
      const edited = await call('PUT', `/api/me/courses/${theirs.id}`, admin, courseInput('Tidied'))
      expect(edited.statusCode, edited.body).toBe(200)
      const sent = await call('POST', `/api/me/courses/${theirs.id}/publish`, admin)
      expect(sent.statusCode).toBe(403)
      expect(sent.json()).toEqual({ error: 'You can only change your own courses' })
      await goLive(mentor, theirs.id)
      const unpublished = await call('POST', `/api/me/courses/${theirs.id}/unpublish`, admin)
      expect(unpublished.statusCode).toBe(200)
    })
  })

  describe('POST /api/me/courses', () => {
    it('stores the course as pending with its curriculum, and gives a first-time mentor an instructor', async () => {
      const fresh = await addAccount(t, 'teacher', 'Fiona Firstcourse')
      const created = await create(fresh, 'Photon')
      expect(created.state).toBe('pending')
      const [row] = await db().select().from(courses).where(eq(courses.id, created.id))
      expect(row).toMatchObject({
        status: 'draft',
        title: 'Quantum Photon Fundamentals',
        filterCategories: ['Data Science'],
        languages: ['English', 'Turkish'],
        lessons: 3,
        durationMinutes: 30,
        priceCents: 4900,
        instractors: ['Fiona Firstcourse'],
      })
      const [link] = await db()
        .select()
        .from(instructorAccounts)
        .where(eq(instructorAccounts.userId, fresh.id))
      expect(link!.instructorId).toBe(row!.instructorId)
      const [authoring] = await db()
        .select()
        .from(courseAuthoring)
        .where(eq(courseAuthoring.courseId, created.id))
      expect(authoring).toMatchObject({ state: 'pending', tags: ['quantum', 'photon'] })
      const sections = await db()
        .select()
        .from(courseSections)
        .where(eq(courseSections.courseId, created.id))
      expect(sections).toHaveLength(2)
      expect(sections.every((s) => s.id >= 1_000_000_000)).toBe(true)
      // A second course keeps the same instructor.
      const second = await create(fresh, 'Boson')
      const [again] = await db().select().from(courses).where(eq(courses.id, second.id))
      expect(again!.instructorId).toBe(row!.instructorId)
      // Not in the catalog until published.
      expect((await call('GET', `/api/courses/${created.id}`)).statusCode).toBe(404)
    })

    it('gives concurrent creations distinct ids', async () => {
      const results = await Promise.all(
        ['A', 'B', 'C', 'D'].map((w) =>
          call('POST', '/api/me/courses', mentor, courseInput(`Parallel${w}`)),
        ),
      )
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201])
      const ids = results.map((r) => r.json<CourseMutationResult>().id)
      expect(new Set(ids).size).toBe(4)
    })

    it.each([
      ['no title', { title: '' }, 'Course Title is required'],
      ['a short title', { title: 'Abc' }, 'Give the course a longer title'],
      ['an unknown category', { category: 'Cooking' }, 'Choose a category'],
      [
        'a NUL in the title',
        { title: 'Quantum\u0000 Course' },
        'Course Title contains characters that are not allowed',
      ],
      ['no sections', { sections: [] }, 'Add at least one section to the curriculum'],
      [
        'a bad video URL',
        { videoUrl: 'javascript:alert(1)' },
        'Enter a video URL starting with https://',
      ],
      ['a negative price', { priceCents: -1 }, 'A price cannot be negative'],
      ['no language', { languages: [] }, 'Choose at least one language'],
      ['an unknown feature', { features: ['Lasers'] }, 'Choose features from the list'],
    ])('refuses %s with a message and stores nothing', async (_, overrides, message) => {
      const before = await courseCount()
      const res = await call('POST', '/api/me/courses', mentor, {
        ...courseInput('Refused'),
        ...overrides,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
      expect(await courseCount()).toBe(before)
    })

    it('refuses a lesson without a title', async () => {
      const input = courseInput('Lessonless')
      input.sections[0]!.lessons[0]!.title = ' '
      const res = await call('POST', '/api/me/courses', mentor, input)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'Lesson title is required' })
    })
  })

  describe('publish and review', () => {
    const outboxTo = (email: string) =>
      db().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.createdAt)

    it('keeps a published course out of the catalog, facets and search until an admin approves it', async () => {
      const filters =
        '?categories=Data%20Science&levels=Intermediate&languages=Turkish&durations=0-1%20Hour&features=Quizzes'
      const before = (await call('GET', `/api/courses${filters}`)).json<CourseListResponse>()
      const created = await create(mentor, 'Zyxwvutronics')
      const pendingSearch = await call('GET', '/api/search?q=Zyxwvutronics')
      expect(JSON.stringify(pendingSearch.json())).not.toContain(`"id":${created.id}`)

      const res = await call('POST', `/api/me/courses/${created.id}/publish`, mentor)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<CourseMutationResult>().state).toBe('in_review')

      // In review: nowhere public yet.
      const waiting = (
        await call('GET', `/api/courses${filters}&pageSize=48`)
      ).json<CourseListResponse>()
      expect(waiting.items.map((c) => c.id)).not.toContain(created.id)
      expect(waiting.total).toBe(before.total)
      expect((await call('GET', `/api/courses/${created.id}`)).statusCode).toBe(404)
      const waitingSearch = await call('GET', '/api/search?q=Zyxwvutronics')
      expect(JSON.stringify(waitingSearch.json())).not.toContain(`/course-single-v1/${created.id}`)
      const again = await call('POST', `/api/me/courses/${created.id}/publish`, mentor)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ error: 'This course is already waiting for review' })

      const queue = (
        await call('GET', '/api/admin/course-reviews', admin)
      ).json<CourseReviewQueue>()
      expect(queue.items.find((c) => c.id === created.id)).toMatchObject({
        title: 'Quantum Zyxwvutronics Fundamentals',
        instructorName: 'Nora Newteacher',
        category: 'Data Science',
      })

      const approved = await call('POST', `/api/admin/course-reviews/${created.id}/approve`, admin)
      expect(approved.statusCode, approved.body).toBe(200)
      expect(approved.json<CourseMutationResult>().state).toBe('published')

      const list = (
        await call('GET', `/api/courses${filters}&pageSize=48`)
      ).json<CourseListResponse>()
      expect(list.items.map((c) => c.id)).toContain(created.id)
      expect(list.total).toBe(before.total + 1)
      const turkish = (c: CourseListResponse) =>
        c.facets.languages.find((f) => f.value === 'Turkish')!.count
      expect(turkish(list)).toBe(turkish(before) + 1)

      const detail = await call('GET', `/api/courses/${created.id}`)
      expect(detail.statusCode).toBe(200)
      const course = detail.json<CourseDetail>()
      expect(course.curriculum.map((s) => s.lessons.length)).toEqual([2, 1])
      expect(course.instructor.name).toBe('Nora Newteacher')

      const search = (await call('GET', '/api/search?q=Zyxwvutronics')).json<SearchResponse>()
      expect(JSON.stringify(search)).toContain(`/course-single-v1/${created.id}`)
      // Out of the queue, and the mentor is told by e-mail.
      const after = (
        await call('GET', '/api/admin/course-reviews', admin)
      ).json<CourseReviewQueue>()
      expect(after.items.map((c) => c.id)).not.toContain(created.id)
      const mail = (await outboxTo(mentor.email)).filter((m) => m.template === 'course-approved')
      expect(mail.at(-1)).toMatchObject({
        subject: '“Quantum Zyxwvutronics Fundamentals” is live on Learnlane',
        status: 'pending',
      })
      expect(mail.at(-1)!.body).toContain(`/course-single-v1/${created.id}`)
    })

    it('rejects with a reason the mentor sees and e-mails it; an edit and Publish send it back', async () => {
      const created = await create(mentor, 'Rejectable')
      await call('POST', `/api/me/courses/${created.id}/publish`, mentor)
      const reason = 'The second section has no lessons about measurement yet: add one, please.'
      const res = await call('POST', `/api/admin/course-reviews/${created.id}/reject`, admin, {
        reason: `  ${reason}  `,
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<CourseMutationResult>()).toEqual({
        id: created.id,
        state: 'rejected',
        title: 'Quantum Rejectable Fundamentals',
      })
      expect((await call('GET', `/api/courses/${created.id}`)).statusCode).toBe(404)

      const rejected = (
        await call('GET', '/api/me/courses?state=rejected', mentor)
      ).json<InstructorCourseList>()
      expect(rejected.items.find((c) => c.id === created.id)).toMatchObject({
        state: 'rejected',
        rejectionReason: reason,
      })
      expect(rejected.counts.rejected).toBeGreaterThanOrEqual(1)
      const editor = (
        await call('GET', `/api/me/courses/${created.id}`, mentor)
      ).json<CourseEditor>()
      expect(editor).toMatchObject({ state: 'rejected', rejectionReason: reason })
      const mail = (await outboxTo(mentor.email)).filter((m) => m.template === 'course-rejected')
      expect(mail.at(-1)).toMatchObject({
        subject: '“Quantum Rejectable Fundamentals” needs changes before it goes live',
        status: 'pending',
      })
      expect(mail.at(-1)!.body).toContain(reason)
      expect(mail.at(-1)!.body).toContain('/instructor-my-courses?state=rejected')

      // The mentor edits (it stays rejected) and sends it again: back in the queue.
      const edited = await call(
        'PUT',
        `/api/me/courses/${created.id}`,
        mentor,
        courseInput('Rejectable'),
      )
      expect(edited.json<CourseMutationResult>().state).toBe('rejected')
      const resent = await call('POST', `/api/me/courses/${created.id}/publish`, mentor)
      expect(resent.json<CourseMutationResult>().state).toBe('in_review')
      const list = (await call('GET', '/api/me/courses', mentor)).json<InstructorCourseList>()
      expect(list.items.find((c) => c.id === created.id)?.rejectionReason ?? null).toBeNull()
      const queue = (
        await call('GET', '/api/admin/course-reviews?page=1', admin)
      ).json<CourseReviewQueue>()
      const ids = queue.items.map((c) => c.id)
      expect(ids).toContain(created.id)
    })

    it('refuses a decision on a course that is not in review, unknown ids and empty reasons', async () => {
      const draft = await create(mentor, 'Undecided')
      const approve = await call('POST', `/api/admin/course-reviews/${draft.id}/approve`, admin)
      expect(approve.statusCode).toBe(409)
      expect(approve.json()).toEqual({ error: 'This course is not waiting for review' })
      const missing = await call('POST', '/api/admin/course-reviews/999999/approve', admin)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ error: 'This course does not exist' })
      await call('POST', `/api/me/courses/${draft.id}/publish`, mentor)
      for (const body of [{}, { reason: '   ' }, { reason: 'Too short' }, { reason: 42 }]) {
        const res = await call('POST', `/api/admin/course-reviews/${draft.id}/reject`, admin, body)
        expect(res.statusCode, JSON.stringify(body)).toBe(400)
        expect(res.json()).toHaveProperty('error')
      }
      const [row] = await db()
        .select()
        .from(courseAuthoring)
        .where(eq(courseAuthoring.courseId, draft.id))
      expect(row!.state).toBe('in_review')
      expect(row!.rejectionReason).toBeNull()
    })

    it.each([
      ['GET', '/api/admin/course-reviews'],
      ['POST', '/api/admin/course-reviews/{id}/approve'],
      ['POST', '/api/admin/course-reviews/{id}/reject'],
    ] as const)('%s %s: 401 without a token, 403 for a mentor or a student', async (m, path) => {
      const created = await create(mentor, 'Selfapproved')
      await call('POST', `/api/me/courses/${created.id}/publish`, mentor)
      const url = path.replace('{id}', String(created.id))
      const body = m === 'POST' ? { reason: 'Looks good to me, says the mentor.' } : undefined
      expect((await call(m, url, undefined, body)).statusCode).toBe(401)
      for (const who of [mentor, student]) {
        const res = await call(m, url, who, body)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toHaveProperty('error')
      }
      const [row] = await db()
        .select()
        .from(courseAuthoring)
        .where(eq(courseAuthoring.courseId, created.id))
      expect(row!.state).toBe('in_review')
    })

    it('unpublish takes it off the catalog again', async () => {
      const created = await create(mentor, 'Fleeting')
      await goLive(mentor, created.id)
      expect((await call('GET', `/api/courses/${created.id}`)).statusCode).toBe(200)
      const res = await call('POST', `/api/me/courses/${created.id}/unpublish`, mentor)
      expect(res.json<CourseMutationResult>().state).toBe('unpublished')
      expect((await call('GET', `/api/courses/${created.id}`)).statusCode).toBe(404)
      const pending = await create(mentor, 'NeverOut')
      const refused = await call('POST', `/api/me/courses/${pending.id}/unpublish`, mentor)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ error: 'This course is not published yet' })
    })
  })

  describe('edit', () => {
    it('loads the course on the form and saves changes, keeping lesson ids', async () => {
      const created = await create(mentor, 'Editable')
      const editor = (
        await call('GET', `/api/me/courses/${created.id}`, mentor)
      ).json<CourseEditor>()
      expect(editor.title).toBe('Quantum Editable Fundamentals')
      expect(editor.sections[0]!.lessons[1]!.description).toBe('Read these first.')
      const keptLesson = editor.sections[0]!.lessons[0]!.id!
      const { id: _id, state: _state, coverUrl: _cover, ...input } = editor
      // Reorder the sections, drop a lesson, rename, add a lesson.
      const changed: CourseFormValues = {
        ...input,
        title: 'Quantum Editable Fundamentals, Second Edition',
        sections: [
          { ...input.sections[1]!, title: 'Quizzes first' },
          {
            ...input.sections[0]!,
            lessons: [
              input.sections[0]!.lessons[0]!,
              {
                title: 'New lesson',
                type: 'video',
                durationMinutes: 5,
                isPreview: false,
                description: '',
              },
            ],
          },
        ],
      }
      const res = await call('PUT', `/api/me/courses/${created.id}`, mentor, changed)
      expect(res.statusCode, res.body).toBe(200)
      const after = (
        await call('GET', `/api/me/courses/${created.id}`, mentor)
      ).json<CourseEditor>()
      expect(after.title).toBe('Quantum Editable Fundamentals, Second Edition')
      expect(after.sections.map((s) => s.title)).toEqual(['Quizzes first', 'Getting started'])
      expect(after.sections[1]!.lessons.map((l) => l.title)).toEqual(['Welcome', 'New lesson'])
      expect(after.sections[1]!.lessons[0]!.id).toBe(keptLesson)
      const [row] = await db().select().from(courses).where(eq(courses.id, created.id))
      expect(row).toMatchObject({ lessons: 3, durationMinutes: 27 })
    })

    it('refuses a lesson id of another course and changes nothing', async () => {
      const created = await create(mentor, 'Guarded')
      const [foreign] = await db().select().from(courseLessons).limit(1)
      const input = courseInput('Guarded', { title: 'Renamed Guarded Course' })
      input.sections[0]!.lessons[0]!.id = foreign!.id
      const res = await call('PUT', `/api/me/courses/${created.id}`, mentor, input)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        error: 'A section or lesson sent does not belong to this course',
      })
      const [row] = await db().select().from(courses).where(eq(courses.id, created.id))
      expect(row!.title).toBe('Quantum Guarded Fundamentals')
    })
  })

  describe('remove', () => {
    it('deletes a course nobody bought', async () => {
      const created = await create(mentor, 'Disposable')
      const res = await call('DELETE', `/api/me/courses/${created.id}`, mentor)
      expect(res.statusCode).toBe(200)
      expect(res.json<CourseRemovalResult>().outcome).toBe('deleted')
      expect(await db().select().from(courses).where(eq(courses.id, created.id))).toHaveLength(0)
    })

    it("keeps the mentor's account e-mail off their public profile", async () => {
      const seller = await addAccount(t, 'teacher')
      const created = await create(seller, 'Private Contact')
      await goLive(seller, created.id)
      const course = (await call('GET', `/api/courses/${created.id}`)).json<{
        instructorId: number
      }>()
      const profile = await call('GET', `/api/instructors/${course.instructorId}`)
      expect(profile.statusCode).toBe(200)
      expect(profile.body).not.toContain(seller.email)
      expect(profile.json<{ email: string }>().email).toBe('')
    })

    it('counts what the buyer paid for a course bought with a coupon, not its list price', async () => {
      const seller = await addAccount(t, 'teacher')
      const created = await create(seller, 'Discounted')
      await goLive(seller, created.id)
      const buyer = await addAccount(t, 'student')
      const product = await addProduct(db(), { priceCents: 2500 })
      const coupon = await addCoupon(db(), { kind: 'percent', value: 10 })
      const placed = await placeOrder(
        t,
        {
          lines: [
            { kind: 'course', id: created.id, quantity: 1 },
            { kind: 'product', id: product.id, quantity: 1 },
          ],
          couponCode: coupon.code,
          billing: billing(),
        },
        { headers: buyer.auth },
      )
      expect(placed.statusCode, placed.body).toBe(201)
      const order = placed.json<Order>()
      // $49.00 + $25.00, 10% off: $7.40 shared 49:25, so the course was bought for $44.10.
      expect(order.discountCents).toBe(740)
      expect(
        (await call('POST', `/api/admin/orders/${order.id}/status`, admin, { status: 'paid' }))
          .statusCode,
      ).toBe(200)
      const sales = (await call('GET', '/api/me/sales', seller)).json<SaleList>()
      expect(sales.items.find((sale) => sale.orderNumber === order.number)).toMatchObject({
        courseId: created.id,
        priceCents: 4410,
      })
      const stats = (await call('GET', '/api/me/instructor-stats', seller)).json<InstructorStats>()
      expect(stats.bestSelling.items.find((c) => c.courseId === created.id)).toMatchObject({
        sales: 1,
        amountCents: 4410,
      })
      // The product refunded on its own: the course is still a sale of a partly refunded order.
      await db().update(orders).set({ status: 'partially_refunded' }).where(eq(orders.id, order.id))
      const after = await call('GET', '/api/me/sales', seller)
      expect(after.statusCode, after.body).toBe(200)
      expect(
        after.json<SaleList>().items.find((sale) => sale.orderNumber === order.number),
      ).toMatchObject({ status: 'partially_refunded' })
      // The lines add up to what the order cost before shipping, to the cent.
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id))
      expect(lines.reduce((sum, line) => sum + line.paidCents, 0)).toBe(
        order.subtotalCents - order.discountCents,
      )
    })

    it('unpublishes a course with enrolled students instead, and counts its sale and student', async () => {
      const created = await create(mentor, 'Bought')
      await goLive(mentor, created.id)
      const placed = await placeOrder(
        t,
        { lines: [{ kind: 'course', id: created.id, quantity: 1 }], billing: billing() },
        { headers: student.auth },
      )
      expect(placed.statusCode, placed.body).toBe(201)
      const order = placed.json<Order>()
      const paid = await call('POST', `/api/admin/orders/${order.id}/status`, admin, {
        status: 'paid',
      })
      expect(paid.statusCode, paid.body).toBe(200)

      const stats = (await call('GET', '/api/me/instructor-stats', mentor)).json<InstructorStats>()
      expect(stats.counters.totalStudents).toBe(1)
      expect(stats.counters.studentsInProgress).toBe(1)
      expect(stats.counters.studentsCompleted).toBe(0)
      expect(stats.bestSelling.items[0]).toMatchObject({
        courseId: created.id,
        sales: 1,
        amountCents: 4900,
      })
      const sales = (await call('GET', '/api/me/sales', mentor)).json<SaleList>()
      expect(sales.items[0]).toMatchObject({
        orderNumber: order.number,
        courseId: created.id,
        priceCents: 4900,
      })
      expect(sales.totalCents).toBe(4900)
      // Another mentor sees none of it.
      const theirs = (await call('GET', '/api/me/sales', other)).json<SaleList>()
      expect(theirs.items).toEqual([])

      const res = await call('DELETE', `/api/me/courses/${created.id}`, mentor)
      expect(res.statusCode).toBe(200)
      expect(res.json<CourseRemovalResult>().outcome).toBe('unpublished')
      const [row] = await db().select().from(courses).where(eq(courses.id, created.id))
      expect(row!.status).toBe('draft')
      const mine = (
        await call('GET', '/api/me/courses?state=unpublished', mentor)
      ).json<InstructorCourseList>()
      expect(mine.items.find((c) => c.id === created.id)).toMatchObject({ students: 1, sales: 1 })
    })
  })

  describe('GET /api/me/instructor-stats', () => {
    it('counts total, published and pending courses', async () => {
      const fresh = await addAccount(t, 'teacher')
      const empty = (await call('GET', '/api/me/instructor-stats', fresh)).json<InstructorStats>()
      expect(empty.counters.totalCourses).toBe(0)
      const a = await create(fresh, 'CountA')
      await create(fresh, 'CountB')
      const c = await create(fresh, 'CountC')
      await goLive(fresh, a.id)
      // One in review: not live, so still pending with the draft.
      await call('POST', `/api/me/courses/${c.id}/publish`, fresh)
      const stats = (await call('GET', '/api/me/instructor-stats', fresh)).json<InstructorStats>()
      expect(stats.counters).toMatchObject({
        totalCourses: 3,
        publishedCourses: 1,
        pendingCourses: 2,
        totalStudents: 0,
      })
      expect(stats.bestSelling.total).toBe(3)
    })
  })

  describe('the draft', () => {
    it('keeps the form as left, per course, and Create Course clears it', async () => {
      const fresh = await addAccount(t, 'teacher')
      const empty = (await call('GET', '/api/me/course-draft', fresh)).json<CourseDraftResponse>()
      expect(empty.draft).toBeNull()
      const data = {
        title: 'Half-typed',
        sections: [{ title: 'One', lessons: [{ title: '' }] }],
        step: 'Curriculum',
      }
      const put = await call('PUT', '/api/me/course-draft', fresh, { courseId: null, data })
      expect(put.statusCode, put.body).toBe(200)
      const back = (await call('GET', '/api/me/course-draft', fresh)).json<CourseDraftResponse>()
      expect(back.draft).toMatchObject({ courseId: null, data })
      // Not the draft of an edited course.
      const created = await create(fresh, 'Drafted')
      const forCourse = await call('GET', `/api/me/course-draft?course=${created.id}`, fresh)
      expect(forCourse.json<CourseDraftResponse>().draft).toBeNull()
      // Create Course took the new-course draft away.
      expect(
        (await call('GET', '/api/me/course-draft', fresh)).json<CourseDraftResponse>().draft,
      ).toBeNull()
    })

    it('refuses control characters and oversized fields, storing nothing', async () => {
      const fresh = await addAccount(t, 'teacher')
      for (const data of [
        { title: 'a\u0000b' },
        { title: 'x'.repeat(5000) },
        { step: 'Nowhere' },
      ]) {
        const res = await call('PUT', '/api/me/course-draft', fresh, { courseId: null, data })
        expect(res.statusCode).toBe(400)
        expect(res.json()).toHaveProperty('error')
      }
      const rows = await db().select().from(courseDrafts).where(eq(courseDrafts.userId, fresh.id))
      expect(rows).toHaveLength(0)
    })
  })

  describe('POST /api/me/courses/:id/cover', () => {
    const upload = (
      id: number,
      who: TestAccount,
      bytes: Buffer,
      type = 'image/png',
      name = 'cover.png',
    ) => {
      const boundary = '----learnlane'
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
      const payload = Buffer.concat([
        Buffer.from(head),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      return t.app.inject({
        method: 'POST',
        url: `/api/me/courses/${id}/cover`,
        headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      })
    }

    it('resizes a PNG to a 1280 x 800 WebP that the catalog shows', async () => {
      const created = await create(mentor, 'Covered')
      const png = await sharp({
        create: { width: 900, height: 900, channels: 3, background: '#4f46e5' },
      })
        .png()
        .toBuffer()
      const res = await upload(created.id, mentor, png)
      expect(res.statusCode, res.body).toBe(200)
      const { coverUrl } = res.json<{ coverUrl: string }>()
      const file = await t.app.inject({ method: 'GET', url: coverUrl })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
      const meta = await sharp(file.rawPayload).metadata()
      expect([meta.width, meta.height]).toEqual([1280, 800])
      await goLive(mentor, created.id)
      const list = (
        await call('GET', '/api/courses?categories=Data%20Science&pageSize=48&sort=title-asc')
      ).json<CourseListResponse>()
      expect(list.items.find((c) => c.id === created.id)?.coverUrl).toBe(coverUrl)
      // A second upload replaces (and removes) the first.
      const again = await upload(created.id, mentor, png)
      expect(again.statusCode).toBe(200)
      expect((await t.app.inject({ method: 'GET', url: coverUrl })).statusCode).toBe(404)
    })

    it('refuses a file that is not a PNG, JPG or WebP image, storing nothing', async () => {
      const created = await create(mentor, 'Uncovered')
      const before = (await db().select({ n: count() }).from(files))[0]!.n
      const gif = await sharp({
        create: { width: 300, height: 300, channels: 3, background: '#000' },
      })
        .gif()
        .toBuffer()
      const asGif = await upload(created.id, mentor, gif, 'image/png')
      expect(asGif.statusCode).toBe(415)
      expect(asGif.json()).toEqual({ error: 'The cover must be a PNG, JPG or WebP image' })
      const text = await upload(
        created.id,
        mentor,
        Buffer.from('not an image at all'),
        'image/jpeg',
      )
      expect(text.statusCode).toBe(415)
      const tooBig = await upload(created.id, mentor, Buffer.alloc(5 * 1024 * 1024 + 10, 1))
      expect(tooBig.statusCode).toBe(413)
      expect(tooBig.json().error).toMatch(/larger than 5 MB/)
      expect((await db().select({ n: count() }).from(files))[0]!.n).toBe(before)
    })
  })
})
