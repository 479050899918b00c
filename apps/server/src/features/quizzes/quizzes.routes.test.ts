import type { CompleteLessonResult, LearnCourse, LessonPlayer } from '@app/domain/learning'
import { QUIZ_LESSON_NOT_PASSED_MESSAGE } from '@app/domain/learning'
import type {
  InstructorQuizList,
  QuizAttempt,
  QuizCourseList,
  QuizDetail,
  QuizInput,
  QuizResult,
  QuizResults,
  StudentQuizList,
} from '@app/domain/quizzes'
import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  certificates,
  enrolments,
  instructorAccounts,
  lessonContent,
  lessonProgress,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizzes,
  users,
} from '../../db/schema/index'
import { seedQuizzes, SEED_QUIZZES } from '../../db/seed/quizzes'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

/** Seeded catalog: courses 1 and 3 are instructor 1's, course 2 is instructor 9's. */
const OWN_COURSE = 1
const OWN_COURSE_2 = 3
const OTHER_COURSE = 2
/** Seeded lessons: (course*10 + section)*10 + n; the third of each section is a quiz lesson. */
const lessonIds = (courseId: number) =>
  [1, 2, 3, 4].flatMap((sec) => [1, 2, 3].map((n) => (courseId * 10 + sec) * 10 + n))
const quizLessonIds = (courseId: number) => lessonIds(courseId).filter((id) => id % 10 === 3)

const quizInput = (overrides: Partial<QuizInput> = {}): QuizInput => ({
  courseId: OWN_COURSE,
  title: 'HTML and CSS check',
  timeLimitMinutes: 30,
  maxAttempts: 3,
  passPercent: 60,
  questions: [
    {
      prompt: 'Which element makes a link?',
      kind: 'single',
      options: [
        { text: '<a>', isCorrect: true },
        { text: '<link>', isCorrect: false },
        { text: '<href>', isCorrect: false },
      ],
    },
    {
      prompt: 'Which properties lay out a flex container?',
      kind: 'multiple',
      options: [
        { text: 'justify-content', isCorrect: true },
        { text: 'align-items', isCorrect: true },
        { text: 'font-weight', isCorrect: false },
      ],
    },
  ],
  ...overrides,
})

describe.each(drivers)('quizzes on %s', (driver) => {
  let t: TestApp
  let owner: TestAccount
  let otherOwner: TestAccount
  let unmappedTeacher: TestAccount
  let student: TestAccount
  let otherStudent: TestAccount
  let outsider: TestAccount
  let admin: TestAccount

  const db = () => t.database.db

  /** The account teaching as `instructorId`: the seeded one when there is one, else a new one. */
  async function teacherOf(instructorId: number): Promise<TestAccount> {
    const [mapped] = await db()
      .select({ user: users })
      .from(instructorAccounts)
      .innerJoin(users, eq(users.id, instructorAccounts.userId))
      .where(eq(instructorAccounts.instructorId, instructorId))
    if (mapped) {
      const token = await t.app.tokens.sign(mapped.user)
      const { id, name, email } = mapped.user
      return { id, name, email, role: 'teacher', token, auth: { authorization: `Bearer ${token}` } }
    }
    const account = await addAccount(t, 'teacher')
    await db().insert(instructorAccounts).values({ userId: account.id, instructorId })
    return account
  }

  async function enrol(account: TestAccount, courseId: number) {
    await db().insert(enrolments).values({ userId: account.id, courseId }).onConflictDoNothing()
  }

  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    owner = await teacherOf(1)
    otherOwner = await teacherOf(9)
    unmappedTeacher = await addAccount(t, 'teacher')
    student = await addAccount(t, 'student', 'Stella Student')
    otherStudent = await addAccount(t, 'student', 'Otto Other')
    outsider = await addAccount(t, 'student', 'Nina Notenrolled')
    admin = await addAccount(t, 'admin')
    for (const s of [student, otherStudent]) {
      await enrol(s, OWN_COURSE)
      await enrol(s, OWN_COURSE_2)
    }
  })
  afterAll(() => t.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    account?: TestAccount | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: account ? account.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  async function createQuiz(overrides: Partial<QuizInput> = {}, by = owner): Promise<QuizDetail> {
    const res = await call('POST', '/api/instructor/quizzes', by, quizInput(overrides))
    expect(res.statusCode, res.body).toBe(201)
    return res.json<QuizDetail>()
  }

  async function start(quizId: number, account = student) {
    return call('POST', `/api/me/quizzes/${quizId}/start`, account)
  }

  async function startedAttempt(quizId: number, account = student): Promise<QuizAttempt> {
    const res = await start(quizId, account)
    expect([200, 201], res.body).toContain(res.statusCode)
    return res.json<QuizAttempt>()
  }

  /** The right answers of a quiz, by question id. */
  const rightAnswers = (quiz: QuizDetail) =>
    Object.fromEntries(
      quiz.questions.map((q) => [
        String(q.id),
        q.options.filter((o) => o.isCorrect).map((o) => o.id),
      ]),
    )
  const wrongOption = (quiz: QuizDetail, index: number) =>
    quiz.questions[index]!.options.find((o) => !o.isCorrect)!.id

  const quizCount = async () => (await db().select({ n: count() }).from(quizzes))[0]!.n
  const questionRows = async () => (await db().select({ n: count() }).from(quizQuestions))[0]!.n
  const moveDeadline = (attemptId: string, msFromNow: number) =>
    db()
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() + msFromNow) })
      .where(eq(quizAttempts.id, attemptId))

  describe('seed', () => {
    it("gives the demo mentor's courses quizzes of 15 questions and 30 minutes, once", async () => {
      const seeded = await db()
        .select()
        .from(quizzes)
        .where(eq(quizzes.title, SEED_QUIZZES[0]!.title))
      expect(seeded).toHaveLength(1)
      expect(seeded[0]).toMatchObject({ courseId: 1, timeLimitMinutes: 30, maxAttempts: 3 })
      const before = {
        quizzes: await quizCount(),
        questions: await questionRows(),
        attempts: (await db().select({ n: count() }).from(quizAttempts))[0]!.n,
      }
      await seedQuizzes(db())
      expect({
        quizzes: await quizCount(),
        questions: await questionRows(),
        attempts: (await db().select({ n: count() }).from(quizAttempts))[0]!.n,
      }).toEqual(before)
      const [demo] = await db()
        .select()
        .from(users)
        .where(eq(users.email, 'student@learnlane.test'))
      const token = await t.app.tokens.sign(demo!)
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/quizzes',
        headers: { authorization: `Bearer ${token}` },
      })
      const items = res.json<StudentQuizList>().items
      expect(items.length).toBeGreaterThanOrEqual(1)
      expect(items.every((q) => q.questionCount === 15 && q.timeLimitMinutes === 30)).toBe(true)
      const first = items.find((q) => q.title === SEED_QUIZZES[0]!.title)
      expect(first).toMatchObject({
        attemptsUsed: 2,
        bestScore: 87,
        lastResultId: expect.any(String),
      })
    })
  })

  describe('who may call what', () => {
    let quiz: QuizDetail
    let attempt: QuizAttempt
    beforeAll(async () => {
      quiz = await createQuiz({ title: 'Permissions quiz' })
      attempt = await startedAttempt(quiz.id)
    })

    const instructorCalls = (id: () => number) =>
      [
        ['GET', '/api/instructor/quizzes'],
        ['GET', '/api/instructor/quizzes/courses'],
        ['POST', '/api/instructor/quizzes'],
        ['GET', `/api/instructor/quizzes/${id()}`],
        ['PUT', `/api/instructor/quizzes/${id()}`],
        ['DELETE', `/api/instructor/quizzes/${id()}`],
        ['GET', `/api/instructor/quizzes/${id()}/results`],
      ] as const
    const studentCalls = (quizId: () => number, attemptId: () => string) =>
      [
        ['GET', '/api/me/quizzes'],
        ['POST', `/api/me/quizzes/${quizId()}/start`],
        ['GET', `/api/me/quiz-attempts/${attemptId()}`],
        ['PUT', `/api/me/quiz-attempts/${attemptId()}/answers`],
        ['POST', `/api/me/quiz-attempts/${attemptId()}/submit`],
        ['GET', `/api/me/quiz-attempts/${attemptId()}/result`],
      ] as const

    it('answers 401 with an error to every endpoint without a token', async () => {
      for (const [method, url] of [
        ...instructorCalls(() => quiz.id),
        ...studentCalls(
          () => quiz.id,
          () => attempt.id,
        ),
      ]) {
        const res = await call(method, url, null, method === 'GET' ? undefined : {})
        expect(res.statusCode, `${method} ${url}`).toBe(401)
        expect(res.json()).toEqual({ error: expect.any(String) })
      }
    })

    it("answers 403 to a student on the instructor's endpoints and to a teacher on the student's", async () => {
      for (const [method, url] of instructorCalls(() => quiz.id)) {
        const res = await call(method, url, student, method === 'GET' ? undefined : quizInput())
        expect(res.statusCode, `${method} ${url}`).toBe(403)
        expect(res.json().error).toBe('Your account does not have access to this')
      }
      for (const [method, url] of studentCalls(
        () => quiz.id,
        () => attempt.id,
      )) {
        const res = await call(method, url, owner, method === 'GET' ? undefined : { answers: {} })
        expect(res.statusCode, `${method} ${url}`).toBe(403)
      }
      expect(await quizCount()).toBeGreaterThan(0)
      const [row] = await db().select().from(quizzes).where(eq(quizzes.id, quiz.id))
      expect(row!.title).toBe('Permissions quiz')
    })

    it("refuses another instructor's quiz (403) and leaves it untouched", async () => {
      for (const [method, url] of instructorCalls(() => quiz.id).slice(3)) {
        const res = await call(
          method,
          url,
          otherOwner,
          method === 'PUT' ? quizInput({ title: 'Hijacked', courseId: OTHER_COURSE }) : undefined,
        )
        expect(res.statusCode, `${method} ${url}`).toBe(403)
        expect(res.json().error).toBe('This quiz belongs to another instructor')
      }
      const detail = await call('GET', `/api/instructor/quizzes/${quiz.id}`, owner)
      expect(detail.json<QuizDetail>().title).toBe('Permissions quiz')
      const list = await call('GET', '/api/instructor/quizzes', otherOwner)
      expect(list.json<InstructorQuizList>().items.map((q) => q.id)).not.toContain(quiz.id)
    })

    it("refuses a quiz on another instructor's course and stores nothing", async () => {
      const before = await quizCount()
      const res = await call(
        'POST',
        '/api/instructor/quizzes',
        owner,
        quizInput({ courseId: OTHER_COURSE }),
      )
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'You can only add quizzes to your own courses' })
      const moved = await call(
        'PUT',
        `/api/instructor/quizzes/${quiz.id}`,
        owner,
        quizInput({ courseId: OTHER_COURSE }),
      )
      expect(moved.statusCode).toBe(403)
      expect(await quizCount()).toBe(before)
    })

    it('gives a teacher without a catalog instructor no courses and no quizzes', async () => {
      const courses = await call('GET', '/api/instructor/quizzes/courses', unmappedTeacher)
      expect(courses.json<QuizCourseList>()).toEqual({ items: [] })
      const list = await call('GET', '/api/instructor/quizzes', unmappedTeacher)
      expect(list.json<InstructorQuizList>()).toEqual({ items: [] })
      const res = await call('POST', '/api/instructor/quizzes', unmappedTeacher, quizInput())
      expect(res.statusCode).toBe(403)
    })

    it("refuses another student's attempt (403)", async () => {
      for (const [method, url] of studentCalls(
        () => quiz.id,
        () => attempt.id,
      ).slice(2)) {
        const res = await call(
          method,
          url,
          otherStudent,
          method === 'GET' ? undefined : { answers: {} },
        )
        expect(res.statusCode, `${method} ${url}`).toBe(403)
        expect(res.json().error).toBe('This quiz attempt is not yours')
      }
      const [row] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id))
      expect(row!.submittedAt).toBeNull()
    })

    it('refuses a student who is not enrolled in the course (403) and does not list the quiz', async () => {
      const res = await start(quiz.id, outsider)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'Enrol in the course to take its quizzes' })
      const list = await call('GET', '/api/me/quizzes', outsider)
      expect(list.json<StudentQuizList>()).toEqual({ items: [] })
    })

    it('lets an admin manage any quiz and read any result', async () => {
      const list = await call('GET', '/api/instructor/quizzes', admin)
      expect(list.json<InstructorQuizList>().items.map((q) => q.id)).toContain(quiz.id)
      const res = await call(
        'PUT',
        `/api/instructor/quizzes/${quiz.id}`,
        admin,
        quizInput({ title: 'Permissions quiz' }),
      )
      expect(res.statusCode, res.body).toBe(200)
    })

    it('answers 404 for a quiz or attempt that does not exist', async () => {
      expect((await call('GET', '/api/instructor/quizzes/999999', owner)).statusCode).toBe(404)
      expect((await start(999999)).statusCode).toBe(404)
      const none = '00000000-0000-4000-8000-000000000000'
      expect((await call('GET', `/api/me/quiz-attempts/${none}`, student)).statusCode).toBe(404)
      const bad = await call('GET', '/api/me/quiz-attempts/not-a-uuid', student)
      expect(bad.statusCode).toBe(400)
    })
  })

  describe('instructor quizzes', () => {
    it("creates a quiz on the instructor's course and lists it with its question count", async () => {
      const courses = await call('GET', '/api/instructor/quizzes/courses', owner)
      expect(courses.json<QuizCourseList>().items.map((c) => c.id)).toEqual(
        expect.arrayContaining([OWN_COURSE, OWN_COURSE_2]),
      )
      expect(courses.json<QuizCourseList>().items.map((c) => c.id)).not.toContain(OTHER_COURSE)

      const quiz = await createQuiz({ title: '  Box model basics  ' })
      expect(quiz).toMatchObject({
        courseId: OWN_COURSE,
        courseTitle: 'Complete Web Development Bootcamp',
        title: 'Box model basics',
        timeLimitMinutes: 30,
        maxAttempts: 3,
        passPercent: 60,
      })
      expect(quiz.questions.map((q) => q.options.map((o) => o.isCorrect))).toEqual([
        [true, false, false],
        [true, true, false],
      ])
      const list = await call('GET', '/api/instructor/quizzes', owner)
      expect(list.json<InstructorQuizList>().items[0]).toMatchObject({
        id: quiz.id,
        title: 'Box model basics',
        questionCount: 2,
        studentCount: 0,
      })
    })

    it.each([
      ['no questions', { questions: [] }, 'Add at least one question'],
      [
        'a title with a NUL',
        { title: 'Quiz\u0000one' },
        'The title contains characters that are not allowed',
      ],
      [
        'a time limit of 0',
        { timeLimitMinutes: 0 },
        'Time limit is a whole number of minutes from 1 to 300',
      ],
      [
        'a single-choice question with two correct options',
        {
          questions: [
            {
              prompt: 'Pick one',
              kind: 'single' as const,
              options: [
                { text: 'a', isCorrect: true },
                { text: 'b', isCorrect: true },
              ],
            },
          ],
        },
        'A single-choice question has exactly one correct option',
      ],
      [
        'a question with one option',
        {
          questions: [
            {
              prompt: 'Pick',
              kind: 'multiple' as const,
              options: [{ text: 'a', isCorrect: true }],
            },
          ],
        },
        'Give every question at least two options',
      ],
      [
        'a question without a correct option',
        {
          questions: [
            {
              prompt: 'Pick',
              kind: 'multiple' as const,
              options: [
                { text: 'a', isCorrect: false },
                { text: 'b', isCorrect: false },
              ],
            },
          ],
        },
        'Mark at least one correct option',
      ],
    ])('refuses %s (400) and stores nothing', async (_, overrides, message) => {
      const before = { quizzes: await quizCount(), questions: await questionRows() }
      const res = await call('POST', '/api/instructor/quizzes', owner, quizInput(overrides))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
      expect({ quizzes: await quizCount(), questions: await questionRows() }).toEqual(before)
    })

    it('refuses a body that is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/instructor/quizzes',
        headers: { ...owner.auth, 'content-type': 'application/json' },
        payload: '{"title":',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'The request body is not valid JSON' })
    })

    it('edits a quiz in place: kept questions and options keep their ids, the rest is replaced', async () => {
      const quiz = await createQuiz({ title: 'Editable quiz' })
      const [first, second] = quiz.questions
      const res = await call('PUT', `/api/instructor/quizzes/${quiz.id}`, owner, {
        ...quizInput({ title: 'Edited quiz', timeLimitMinutes: 20, maxAttempts: 1 }),
        questions: [
          {
            id: second!.id,
            prompt: 'Which properties align flex items?',
            kind: 'multiple',
            options: [
              { id: second!.options[0]!.id, text: 'justify-content', isCorrect: true },
              { text: 'gap', isCorrect: false },
            ],
          },
          {
            prompt: 'Is CSS a programming language?',
            kind: 'single',
            options: [
              { text: 'Yes', isCorrect: false },
              { text: 'No', isCorrect: true },
            ],
          },
        ],
      })
      expect(res.statusCode, res.body).toBe(200)
      const edited = res.json<QuizDetail>()
      expect(edited).toMatchObject({ title: 'Edited quiz', timeLimitMinutes: 20, maxAttempts: 1 })
      expect(edited.questions.map((q) => q.prompt)).toEqual([
        'Which properties align flex items?',
        'Is CSS a programming language?',
      ])
      expect(edited.questions[0]!.id).toBe(second!.id)
      expect(edited.questions[0]!.options.map((o) => o.text)).toEqual(['justify-content', 'gap'])
      expect(edited.questions[0]!.options[0]!.id).toBe(second!.options[0]!.id)
      const gone = await db().select().from(quizQuestions).where(eq(quizQuestions.id, first!.id))
      expect(gone).toEqual([])
    })

    it("refuses an edit naming another quiz's question and changes nothing", async () => {
      const quiz = await createQuiz({ title: 'Guarded quiz' })
      const other = await createQuiz({ title: 'Other quiz' })
      const res = await call('PUT', `/api/instructor/quizzes/${quiz.id}`, owner, {
        ...quizInput({ title: 'Changed' }),
        questions: [{ ...quizInput().questions[0]!, id: other.questions[0]!.id }],
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'That question is not part of this quiz' })
      const after = await call('GET', `/api/instructor/quizzes/${quiz.id}`, owner)
      expect(after.json<QuizDetail>()).toEqual(quiz)
      const otherAfter = await call('GET', `/api/instructor/quizzes/${other.id}`, owner)
      expect(otherAfter.json<QuizDetail>()).toEqual(other)
    })

    it('removes a quiz with its questions and attempts', async () => {
      const quiz = await createQuiz({ title: 'Short-lived quiz' })
      await startedAttempt(quiz.id)
      const res = await call('DELETE', `/api/instructor/quizzes/${quiz.id}`, owner)
      expect(res.statusCode).toBe(204)
      expect((await call('GET', `/api/instructor/quizzes/${quiz.id}`, owner)).statusCode).toBe(404)
      const attempts = await db()
        .select()
        .from(quizAttempts)
        .where(eq(quizAttempts.quizId, quiz.id))
      expect(attempts).toEqual([])
      const options = await db()
        .select({ n: count() })
        .from(quizOptions)
        .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
        .where(eq(quizQuestions.quizId, quiz.id))
      expect(options[0]!.n).toBe(0)
    })

    it('shows results by student: name, best score, attempts and finishing time', async () => {
      const quiz = await createQuiz({ title: 'Results quiz', courseId: OWN_COURSE_2 })
      const right = rightAnswers(quiz)
      const first = await startedAttempt(quiz.id)
      await call('POST', `/api/me/quiz-attempts/${first.id}/submit`, student, {
        answers: { [String(quiz.questions[0]!.id)]: right[String(quiz.questions[0]!.id)] },
      })
      const second = await startedAttempt(quiz.id)
      await call('POST', `/api/me/quiz-attempts/${second.id}/submit`, student, { answers: right })
      const other = await startedAttempt(quiz.id, otherStudent)
      await call('POST', `/api/me/quiz-attempts/${other.id}/submit`, otherStudent, {})

      const res = await call('GET', `/api/instructor/quizzes/${quiz.id}/results`, owner)
      expect(res.statusCode, res.body).toBe(200)
      const results = res.json<QuizResults>()
      expect(results.quiz).toMatchObject({ id: quiz.id, studentCount: 2, questionCount: 2 })
      const byName = Object.fromEntries(results.items.map((r) => [r.studentName, r]))
      expect(byName['Stella Student']).toMatchObject({
        bestScore: 100,
        lastScore: 100,
        attempts: 2,
        isPassed: true,
        finishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
      expect(byName['Otto Other']).toMatchObject({ bestScore: 0, attempts: 1, isPassed: false })
      expect(JSON.stringify(results)).not.toContain(student.email)
    })
  })

  describe('correct answers and the quiz lesson', () => {
    /** Makes `lessonId` (a quiz lesson) open `quizId`. */
    const linkLesson = (lessonId: number, quizId: number) =>
      db()
        .insert(lessonContent)
        .values({ lessonId, quizId })
        .onConflictDoUpdate({ target: lessonContent.lessonId, set: { quizId } })
    const submit = (attemptId: string, answers: Record<string, number[]>, account = student) =>
      call('POST', `/api/me/quiz-attempts/${attemptId}/submit`, account, { answers })
    const allWrong = (quiz: QuizDetail) =>
      Object.fromEntries(quiz.questions.map((q, i) => [String(q.id), [wrongOption(quiz, i)]]))
    const completedAt = async (userId: string, lessonId: number) =>
      (
        await db()
          .select({ at: lessonProgress.completedAt })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
      )[0]?.at ?? null

    it('keeps the correct answers back after a failed attempt with attempts left, and shows them after the last one', async () => {
      const quiz = await createQuiz({ title: 'Three tries quiz', courseId: OWN_COURSE_2 })
      const lessonId = quizLessonIds(OWN_COURSE_2)[0]!
      await linkLesson(lessonId, quiz.id)

      const first = await startedAttempt(quiz.id)
      const failed = await submit(first.id, allWrong(quiz))
      expect(failed.statusCode, failed.body).toBe(200)
      expect(failed.json<QuizResult>()).toMatchObject({
        score: 0,
        isPassed: false,
        attemptsUsed: 1,
        maxAttempts: 3,
        attemptsLeft: 2,
        hasCorrectAnswers: false,
      })
      const reread = await call('GET', `/api/me/quiz-attempts/${first.id}/result`, student)
      for (const res of [failed, reread]) {
        // Neither which options are right nor which questions were answered right.
        expect(res.body).not.toContain('isCorrect')
        expect(res.json<QuizResult>().questions[0]!.chosen).toEqual([wrongOption(quiz, 0)])
      }
      // The lesson is not complete, and cannot be marked so.
      expect(await completedAt(student.id, lessonId)).toBeNull()
      const lesson = await call('GET', `/api/learn/lessons/${lessonId}`, student)
      expect(lesson.json<LessonPlayer>()).toMatchObject({
        quizId: quiz.id,
        isCompleted: false,
        quiz: { isPassed: false, attemptsUsed: 1, attemptsLeft: 2, maxAttempts: 3, bestScore: 0 },
      })
      const marked = await call('POST', `/api/learn/lessons/${lessonId}/complete`, student)
      expect(marked.statusCode).toBe(409)
      expect(marked.json()).toEqual({ error: QUIZ_LESSON_NOT_PASSED_MESSAGE })
      expect(await completedAt(student.id, lessonId)).toBeNull()

      // The second attempt is still open: no answers for the first one yet.
      const second = await startedAttempt(quiz.id)
      expect(
        (await call('GET', `/api/me/quiz-attempts/${first.id}/result`, student)).body,
      ).not.toContain('isCorrect')
      const secondResult = await submit(second.id, allWrong(quiz))
      expect(secondResult.json<QuizResult>()).toMatchObject({
        attemptsLeft: 1,
        hasCorrectAnswers: false,
      })
      expect(secondResult.body).not.toContain('isCorrect')

      // The last attempt fails too: now the correct answers come, for every attempt.
      const third = await startedAttempt(quiz.id)
      const last = await submit(third.id, allWrong(quiz))
      expect(last.json<QuizResult>()).toMatchObject({
        isPassed: false,
        attemptsUsed: 3,
        attemptsLeft: 0,
        hasCorrectAnswers: true,
      })
      for (const res of [
        last,
        await call('GET', `/api/me/quiz-attempts/${first.id}/result`, student),
      ]) {
        const result = res.json<QuizResult>()
        expect(result.questions[0]!.options.map((o) => o.isCorrect)).toEqual(
          quiz.questions[0]!.options.map((o) => o.isCorrect),
        )
        expect(result.questions.map((q) => q.isCorrect)).toEqual([false, false])
      }
      // Failing every attempt completes nothing.
      expect(await completedAt(student.id, lessonId)).toBeNull()
    })

    it('shows the correct answers once an attempt passes, and completes the quiz lesson with it', async () => {
      const quiz = await createQuiz({ title: 'Pass to complete quiz', courseId: OWN_COURSE_2 })
      const lessonId = quizLessonIds(OWN_COURSE_2)[1]!
      await linkLesson(lessonId, quiz.id)
      const learner = await addAccount(t, 'student', 'Paula Passer')
      await enrol(learner, OWN_COURSE_2)

      const attempt = await startedAttempt(quiz.id, learner)
      const passed = await submit(attempt.id, rightAnswers(quiz), learner)
      expect(passed.statusCode, passed.body).toBe(200)
      expect(passed.json<QuizResult>()).toMatchObject({
        score: 100,
        isPassed: true,
        attemptsLeft: 2,
        hasCorrectAnswers: true,
      })
      expect(passed.json<QuizResult>().questions.map((q) => q.isCorrect)).toEqual([true, true])
      expect(passed.json<QuizResult>().questions[1]!.options.map((o) => o.isCorrect)).toEqual([
        true,
        true,
        false,
      ])

      expect(await completedAt(learner.id, lessonId)).toBeInstanceOf(Date)
      const course = (
        await call('GET', `/api/learn/courses/${OWN_COURSE_2}`, learner)
      ).json<LearnCourse>()
      expect(course.progress).toMatchObject({ completedLessons: 1, totalLessons: 12 })
      const done = course.sections.flatMap((sec) => sec.lessons).filter((l) => l.isCompleted)
      expect(done.map((l) => l.id)).toEqual([lessonId])
      const lesson = (
        await call('GET', `/api/learn/lessons/${lessonId}`, learner)
      ).json<LessonPlayer>()
      expect(lesson).toMatchObject({ isCompleted: true, quiz: { isPassed: true, bestScore: 100 } })
      // Marking it again is allowed now and changes nothing.
      const again = await call('POST', `/api/learn/lessons/${lessonId}/complete`, learner)
      expect(again.statusCode, again.body).toBe(200)
      expect(again.json<CompleteLessonResult>().progress.completedLessons).toBe(1)
    })

    it("passing the course's quiz completes the quiz lessons that open it, and the course with its certificate", async () => {
      // Course 1's quiz lessons name no quiz: they open the course's first quiz, the seeded one.
      const [seeded] = await db()
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(eq(quizzes.courseId, OWN_COURSE))
        .orderBy(asc(quizzes.id))
        .limit(1)
      const quiz = (
        await call('GET', `/api/instructor/quizzes/${seeded!.id}`, owner)
      ).json<QuizDetail>()
      const learner = await addAccount(t, 'student', 'Cora Completer')
      await enrol(learner, OWN_COURSE)

      const quizLessons = quizLessonIds(OWN_COURSE)
      for (const id of lessonIds(OWN_COURSE)) {
        const res = await call('POST', `/api/learn/lessons/${id}/complete`, learner)
        expect(res.statusCode, `lesson ${id}`).toBe(quizLessons.includes(id) ? 409 : 200)
      }
      const before = (
        await call('GET', `/api/learn/courses/${OWN_COURSE}`, learner)
      ).json<LearnCourse>()
      expect(before.progress).toMatchObject({ completedLessons: 8, totalLessons: 12 })
      expect(before.certificateId).toBeNull()

      const attempt = await startedAttempt(quiz.id, learner)
      const passed = await submit(attempt.id, rightAnswers(quiz), learner)
      expect(passed.json<QuizResult>()).toMatchObject({ isPassed: true, hasCorrectAnswers: true })

      const after = (
        await call('GET', `/api/learn/courses/${OWN_COURSE}`, learner)
      ).json<LearnCourse>()
      expect(after.progress).toMatchObject({ completedLessons: 12, percent: 100 })
      expect(after.completedAt).not.toBeNull()
      const [certificate] = await db()
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, learner.id), eq(certificates.courseId, OWN_COURSE)))
      expect(certificate).toMatchObject({ learnerName: 'Cora Completer' })
      expect(after.certificateId).toBe(certificate!.id)
    })
  })

  describe('taking a quiz', () => {
    it("lists the quizzes of the student's courses with questions, minutes and attempts", async () => {
      const quiz = await createQuiz({ title: 'Listing quiz', courseId: OWN_COURSE_2 })
      const res = await call('GET', '/api/me/quizzes', student)
      expect(res.statusCode).toBe(200)
      const item = res.json<StudentQuizList>().items.find((q) => q.id === quiz.id)
      expect(item).toEqual({
        id: quiz.id,
        courseId: OWN_COURSE_2,
        courseTitle: 'React and TypeScript: Build Real Projects',
        title: 'Listing quiz',
        questionCount: 2,
        timeLimitMinutes: 30,
        maxAttempts: 3,
        passPercent: 60,
        attemptsUsed: 0,
        bestScore: null,
        openAttemptId: null,
        lastResultId: null,
      })
      expect(res.body).not.toContain('isCorrect')
    })

    it('never sends the correct answers before the attempt is submitted', async () => {
      const quiz = await createQuiz({ title: 'Secret answers quiz' })
      const started = await start(quiz.id)
      expect(started.statusCode).toBe(201)
      const attempt = started.json<QuizAttempt>()
      expect(attempt.questions).toEqual([
        {
          id: quiz.questions[0]!.id,
          prompt: 'Which element makes a link?',
          kind: 'single',
          options: quiz.questions[0]!.options.map(({ id, text }) => ({ id, text })),
        },
        expect.objectContaining({ kind: 'multiple' }),
      ])
      const saved = await call('PUT', `/api/me/quiz-attempts/${attempt.id}/answers`, student, {
        answers: { [String(quiz.questions[0]!.id)]: [quiz.questions[0]!.options[0]!.id] },
      })
      const reread = await call('GET', `/api/me/quiz-attempts/${attempt.id}`, student)
      const early = await call('GET', `/api/me/quiz-attempts/${attempt.id}/result`, student)
      const list = await call('GET', '/api/me/quizzes', student)
      for (const res of [started, saved, reread, early, list]) {
        expect(res.body).not.toMatch(/isCorrect|correct/i)
      }
      expect(early.statusCode).toBe(409)
      expect(early.json()).toEqual({ error: 'Finish the quiz to see its result' })

      // A first attempt that did not pass, with two more to go: still no correct answers.
      const submitted = await call('POST', `/api/me/quiz-attempts/${attempt.id}/submit`, student)
      expect(submitted.statusCode, submitted.body).toBe(200)
      expect(submitted.json<QuizResult>()).toMatchObject({
        isPassed: false,
        hasCorrectAnswers: false,
      })
      expect(submitted.body).not.toContain('isCorrect')
    })

    it('resumes the open attempt on a second start: same attempt, same deadline, saved answers', async () => {
      const quiz = await createQuiz({ title: 'Resume quiz' })
      const first = await start(quiz.id)
      expect(first.statusCode).toBe(201)
      const attempt = first.json<QuizAttempt>()
      const answers = { [String(quiz.questions[0]!.id)]: [wrongOption(quiz, 0)] }
      await call('PUT', `/api/me/quiz-attempts/${attempt.id}/answers`, student, { answers })

      const second = await start(quiz.id)
      expect(second.statusCode).toBe(200)
      expect(second.json<QuizAttempt>()).toMatchObject({
        id: attempt.id,
        startedAt: attempt.startedAt,
        deadlineAt: attempt.deadlineAt,
        attemptNumber: 1,
        answers,
      })
      const tabs = await Promise.all(Array.from({ length: 5 }, () => start(quiz.id)))
      expect(new Set(tabs.map((r) => r.json<QuizAttempt>().id))).toEqual(new Set([attempt.id]))
      const rows = await db().select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id))
      expect(rows).toHaveLength(1)
      expect(rows[0]!.deadlineAt.getTime() - rows[0]!.startedAt.getTime()).toBe(30 * 60_000)
    })

    it('starts concurrent first attempts from several tabs as one attempt', async () => {
      const quiz = await createQuiz({ title: 'Two tabs quiz' })
      const tabs = await Promise.all(Array.from({ length: 6 }, () => start(quiz.id)))
      expect(tabs.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true)
      expect(new Set(tabs.map((r) => r.json<QuizAttempt>().id)).size).toBe(1)
    })

    it.each([
      [
        'a question of another quiz',
        () => ({ '999999': [1] }),
        'That question is not part of this quiz',
      ],
      [
        'an option of another question',
        (q: QuizDetail) => ({ [String(q.questions[0]!.id)]: [q.questions[1]!.options[0]!.id] }),
        'That answer is not an option of this question',
      ],
      [
        'two options on a single-choice question',
        (q: QuizDetail) => ({
          [String(q.questions[0]!.id)]: q.questions[0]!.options.slice(0, 2).map((o) => o.id),
        }),
        'Choose one answer for a single-choice question',
      ],
      ['a key that is not a question id', () => ({ abc: [1] }), 'Not a question of this quiz'],
    ])('refuses answers with %s (400) and keeps the saved ones', async (_, make, message) => {
      const quiz = await createQuiz({ title: 'Strict answers quiz' })
      const attempt = await startedAttempt(quiz.id)
      const good = { [String(quiz.questions[1]!.id)]: [quiz.questions[1]!.options[2]!.id] }
      await call('PUT', `/api/me/quiz-attempts/${attempt.id}/answers`, student, { answers: good })
      const res = await call('PUT', `/api/me/quiz-attempts/${attempt.id}/answers`, student, {
        answers: make(quiz),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
      const [row] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id))
      expect(row!.answers).toEqual(good)
    })

    it('scores a question only when the chosen set equals the correct set', async () => {
      // One attempt allowed: the result of the last attempt shows which answers were right.
      const quiz = await createQuiz({ title: 'Scoring quiz', maxAttempts: 1 })
      const attempt = await startedAttempt(quiz.id)
      const [single, multiple] = quiz.questions
      const res = await call('POST', `/api/me/quiz-attempts/${attempt.id}/submit`, student, {
        answers: {
          [String(single!.id)]: [single!.options[0]!.id],
          // One of the two correct options: not counted.
          [String(multiple!.id)]: [multiple!.options[0]!.id],
        },
      })
      expect(res.statusCode, res.body).toBe(200)
      const result = res.json<QuizResult>()
      expect(result).toMatchObject({
        score: 50,
        correctCount: 1,
        questionCount: 2,
        isPassed: false,
        isTimedOut: false,
        attemptNumber: 1,
        attemptsUsed: 1,
        maxAttempts: 1,
        attemptsLeft: 0,
        hasCorrectAnswers: true,
      })
      expect(result.questions.map((q) => q.isCorrect)).toEqual([true, false])
      expect(result.questions[1]!.chosen).toEqual([multiple!.options[0]!.id])
      const again = await call('GET', `/api/me/quiz-attempts/${attempt.id}/result`, student)
      expect(again.json<QuizResult>().score).toBe(50)
      const resubmit = await call('POST', `/api/me/quiz-attempts/${attempt.id}/submit`, student, {
        answers: rightAnswers(quiz),
      })
      expect(resubmit.json<QuizResult>().score).toBe(50)
      const late = await call('PUT', `/api/me/quiz-attempts/${attempt.id}/answers`, student, {
        answers: rightAnswers(quiz),
      })
      expect(late.statusCode).toBe(409)
      expect(late.json()).toEqual({ error: 'This attempt is already submitted' })
    })

    it('enforces the time limit: answers after the deadline are not counted', async () => {
      const quiz = await createQuiz({ title: 'One minute quiz', timeLimitMinutes: 1 })
      const attempt = await startedAttempt(quiz.id)
      expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(60_000)
      const right = rightAnswers(quiz)
      const firstOnly = { [String(quiz.questions[0]!.id)]: right[String(quiz.questions[0]!.id)]! }
      const saved = await call('PUT', `/api/me/quiz-attempts/${attempt.id}/answers`, student, {
        answers: firstOnly,
      })
      expect(saved.statusCode).toBe(200)

      // The minute passes.
      await moveDeadline(attempt.id, -1000)
      const late = await call('PUT', `/api/me/quiz-attempts/${attempt.id}/answers`, student, {
        answers: right,
      })
      expect(late.statusCode).toBe(409)
      expect(late.json()).toEqual({
        error: 'Time is up: answers after the deadline are not counted',
      })
      const submitted = await call('POST', `/api/me/quiz-attempts/${attempt.id}/submit`, student, {
        answers: right,
      })
      expect(submitted.statusCode).toBe(200)
      expect(submitted.json<QuizResult>()).toMatchObject({
        score: 50,
        correctCount: 1,
        isTimedOut: true,
      })
      const [row] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id))
      expect(row!.answers).toEqual(firstOnly)
      expect(row!.submittedAt!.getTime()).toBe(row!.deadlineAt.getTime())
    })

    it('closes and scores an attempt past its deadline when it is read', async () => {
      const quiz = await createQuiz({ title: 'Abandoned quiz', timeLimitMinutes: 1 })
      const attempt = await startedAttempt(quiz.id)
      await call('PUT', `/api/me/quiz-attempts/${attempt.id}/answers`, student, {
        answers: rightAnswers(quiz),
      })
      await moveDeadline(attempt.id, -5000)

      const list = await call('GET', '/api/me/quizzes', student)
      const item = list.json<StudentQuizList>().items.find((q) => q.id === quiz.id)
      expect(item).toMatchObject({
        attemptsUsed: 1,
        bestScore: 100,
        openAttemptId: null,
        lastResultId: attempt.id,
      })
      const view = await call('GET', `/api/me/quiz-attempts/${attempt.id}`, student)
      expect(view.json<QuizAttempt>().status).toBe('submitted')
      const result = await call('GET', `/api/me/quiz-attempts/${attempt.id}/result`, student)
      expect(result.json<QuizResult>()).toMatchObject({ score: 100, isTimedOut: true })
    })

    it('refuses a new attempt once the allowed attempts are used (409)', async () => {
      const quiz = await createQuiz({ title: 'Two tries quiz', maxAttempts: 2 })
      for (const n of [1, 2]) {
        const attempt = await startedAttempt(quiz.id)
        expect(attempt.attemptNumber).toBe(n)
        const res = await call('POST', `/api/me/quiz-attempts/${attempt.id}/submit`, student, {})
        expect(res.json<QuizResult>()).toMatchObject({ attemptsUsed: n, maxAttempts: 2 })
      }
      const third = await start(quiz.id)
      expect(third.statusCode).toBe(409)
      expect(third.json()).toEqual({ error: 'You have used all 2 attempts at this quiz' })
      const rows = await db().select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id))
      expect(rows).toHaveLength(2)
      const list = await call('GET', '/api/me/quizzes', student)
      expect(list.json<StudentQuizList>().items.find((q) => q.id === quiz.id)).toMatchObject({
        attemptsUsed: 2,
        bestScore: 0,
      })
    })
  })
})
