import type { InstructorQuiz, QuizAnswers, QuizInput, QuizKind } from '@app/domain/quizzes'
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  courses,
  enrolments,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizzes,
  users,
} from '../../db/schema/index'
import { completeLessons, lessonsOfQuiz, quizStanding } from '../../progress/lesson-completion'
import { instructorIdOf } from '../../accounts/instructor-of'

/** Ids are PostgreSQL integers: a larger number names no row (and would fail the query). */
const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647

export type AttemptRow = typeof quizAttempts.$inferSelect

export interface QuizRow {
  id: number
  courseId: number
  courseTitle: string
  /** The course's instructor (the quiz's owner). */
  instructorId: number
  title: string
  timeLimitMinutes: number
  maxAttempts: number
  passPercent: number
  updatedAt: Date
}

export interface QuestionRow {
  id: number
  prompt: string
  kind: QuizKind
  options: { id: number; text: string; isCorrect: boolean }[]
}

export interface StudentQuizRow extends QuizRow {
  questionCount: number
  attemptsUsed: number
  bestScore: number | null
  openAttemptId: string | null
  lastResultId: string | null
}

export interface ResultRow {
  studentId: string
  studentName: string
  bestScore: number
  lastScore: number
  attempts: number
  finishedAt: Date
}

const quizColumns = {
  id: quizzes.id,
  courseId: quizzes.courseId,
  courseTitle: courses.title,
  instructorId: courses.instructorId,
  title: quizzes.title,
  timeLimitMinutes: quizzes.timeLimitMinutes,
  maxAttempts: quizzes.maxAttempts,
  passPercent: quizzes.passPercent,
  updatedAt: quizzes.updatedAt,
}

const questionCount =
  sql<number>`(select count(*) from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})`.mapWith(
    Number,
  )

function queries(db: Db) {
  return {
    /** The catalog instructor a mentor account teaches as, or null. */
    instructorIdOf: (userId: string) => instructorIdOf(db, userId),

    /** Courses of one instructor, or every course (null: an admin). */
    async courses(instructorId: number | null): Promise<{ id: number; title: string }[]> {
      return db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(instructorId === null ? undefined : eq(courses.instructorId, instructorId))
        .orderBy(asc(courses.title), asc(courses.id))
    },

    async courseOwner(courseId: number): Promise<{ instructorId: number } | null> {
      if (!isRowId(courseId)) return null
      const [row] = await db
        .select({ instructorId: courses.instructorId })
        .from(courses)
        .where(eq(courses.id, courseId))
      return row ?? null
    },

    /** The quizzes of one instructor's courses, or all of them (null), newest change first. */
    async instructorQuizzes(instructorId: number | null): Promise<InstructorQuiz[]> {
      const rows = await db
        .select({
          ...quizColumns,
          questionCount,
          studentCount:
            sql<number>`(select count(distinct ${quizAttempts.userId}) from ${quizAttempts} where ${quizAttempts.quizId} = ${quizzes.id} and ${quizAttempts.submittedAt} is not null)`.mapWith(
              Number,
            ),
        })
        .from(quizzes)
        .innerJoin(courses, eq(courses.id, quizzes.courseId))
        .where(instructorId === null ? undefined : eq(courses.instructorId, instructorId))
        .orderBy(desc(quizzes.updatedAt), asc(quizzes.id))
      return rows.map(({ instructorId: _owner, updatedAt, ...row }) => ({
        ...row,
        updatedAt: updatedAt.toISOString(),
      }))
    },

    async quiz(id: number): Promise<QuizRow | null> {
      if (!isRowId(id)) return null
      const [row] = await db
        .select(quizColumns)
        .from(quizzes)
        .innerJoin(courses, eq(courses.id, quizzes.courseId))
        .where(eq(quizzes.id, id))
      return row ?? null
    },

    /** The questions in order, each with its options in order (correct flags included). */
    async questions(quizId: number): Promise<QuestionRow[]> {
      const questions = await db
        .select({ id: quizQuestions.id, prompt: quizQuestions.prompt, kind: quizQuestions.kind })
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, quizId))
        .orderBy(asc(quizQuestions.position), asc(quizQuestions.id))
      if (!questions.length) return []
      const options = await db
        .select({
          id: quizOptions.id,
          questionId: quizOptions.questionId,
          text: quizOptions.text,
          isCorrect: quizOptions.isCorrect,
        })
        .from(quizOptions)
        .where(
          inArray(
            quizOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(quizOptions.position), asc(quizOptions.id))
      return questions.map((q) => ({
        ...q,
        options: options
          .filter((o) => o.questionId === q.id)
          .map(({ id, text, isCorrect }) => ({ id, text, isCorrect })),
      }))
    },

    async insertQuiz(input: QuizInput): Promise<number> {
      const [row] = await db
        .insert(quizzes)
        .values({
          courseId: input.courseId,
          title: input.title,
          timeLimitMinutes: input.timeLimitMinutes,
          maxAttempts: input.maxAttempts,
          passPercent: input.passPercent,
        })
        .returning({ id: quizzes.id })
      await writeQuestions(db, row!.id, input.questions, [])
      return row!.id
    },

    /** Replaces the quiz: questions and options with a known id are kept (answers still point at them). */
    async updateQuiz(id: number, input: QuizInput, existing: QuestionRow[]): Promise<void> {
      await db
        .update(quizzes)
        .set({
          courseId: input.courseId,
          title: input.title,
          timeLimitMinutes: input.timeLimitMinutes,
          maxAttempts: input.maxAttempts,
          passPercent: input.passPercent,
          updatedAt: new Date(),
        })
        .where(eq(quizzes.id, id))
      await writeQuestions(db, id, input.questions, existing)
    },

    async deleteQuiz(id: number): Promise<void> {
      await db.delete(quizzes).where(eq(quizzes.id, id))
    },

    async isEnrolled(userId: string, courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
      return Boolean(row)
    },

    /** Quizzes of the courses the student is enrolled in, with the student's attempts. */
    async studentQuizzes(userId: string): Promise<StudentQuizRow[]> {
      const mine = sql`${quizAttempts.quizId} = ${quizzes.id} and ${quizAttempts.userId} = ${userId}`
      return db
        .select({
          ...quizColumns,
          questionCount,
          attemptsUsed: sql<number>`(select count(*) from ${quizAttempts} where ${mine})`.mapWith(
            Number,
          ),
          bestScore: sql<
            number | null
          >`(select max(${quizAttempts.score}) from ${quizAttempts} where ${mine} and ${quizAttempts.submittedAt} is not null)`,
          openAttemptId: sql<
            string | null
          >`(select ${quizAttempts.id}::text from ${quizAttempts} where ${mine} and ${quizAttempts.submittedAt} is null limit 1)`,
          lastResultId: sql<
            string | null
          >`(select ${quizAttempts.id}::text from ${quizAttempts} where ${mine} and ${quizAttempts.submittedAt} is not null order by ${quizAttempts.submittedAt} desc limit 1)`,
        })
        .from(quizzes)
        .innerJoin(courses, eq(courses.id, quizzes.courseId))
        .innerJoin(
          enrolments,
          and(eq(enrolments.courseId, quizzes.courseId), eq(enrolments.userId, userId)),
        )
        .orderBy(asc(courses.title), asc(quizzes.title), asc(quizzes.id))
        .then((rows) =>
          rows.map((row) => ({
            ...row,
            bestScore: row.bestScore === null ? null : Number(row.bestScore),
          })),
        )
    },

    async attempt(id: string, lock = false): Promise<AttemptRow | null> {
      const query = db.select().from(quizAttempts).where(eq(quizAttempts.id, id))
      const [row] = lock ? await query.for('update') : await query
      return row ?? null
    },

    async openAttempt(quizId: number, userId: string): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(quizAttempts)
        .where(
          and(
            eq(quizAttempts.quizId, quizId),
            eq(quizAttempts.userId, userId),
            isNull(quizAttempts.submittedAt),
          ),
        )
      return row ?? null
    },

    async attemptCount(quizId: number, userId: string, startedUpTo?: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(quizAttempts)
        .where(
          and(
            eq(quizAttempts.quizId, quizId),
            eq(quizAttempts.userId, userId),
            startedUpTo ? lte(quizAttempts.startedAt, startedUpTo) : undefined,
          ),
        )
      return row!.n
    },

    /** A new open attempt; null when one is already open (a second tab got there first). */
    async insertAttempt(
      quizId: number,
      userId: string,
      startedAt: Date,
      deadlineAt: Date,
    ): Promise<AttemptRow | null> {
      const [row] = await db
        .insert(quizAttempts)
        .values({ quizId, userId, startedAt, deadlineAt })
        .onConflictDoNothing()
        .returning()
      return row ?? null
    },

    /** Saves answers while the attempt is open and before its deadline; false otherwise. */
    async saveAnswers(id: string, answers: QuizAnswers, now: Date): Promise<boolean> {
      const rows = await db
        .update(quizAttempts)
        .set({ answers })
        .where(
          and(
            eq(quizAttempts.id, id),
            isNull(quizAttempts.submittedAt),
            sql`${quizAttempts.deadlineAt} > ${now.toISOString()}`,
          ),
        )
        .returning({ id: quizAttempts.id })
      return rows.length > 0
    },

    /** Closes an open attempt with its score; false when it was closed already. */
    async closeAttempt(
      id: string,
      values: { answers: QuizAnswers; score: number; correctCount: number; submittedAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(quizAttempts)
        .set(values)
        .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.submittedAt)))
        .returning({ id: quizAttempts.id })
      return rows.length > 0
    },

    /** Open attempts whose deadline has passed, for one student or one quiz. */
    async expiredAttempts(
      filter: { userId?: string; quizId?: number; id?: string },
      now: Date,
    ): Promise<AttemptRow[]> {
      const where: (SQL | undefined)[] = [
        isNull(quizAttempts.submittedAt),
        lt(quizAttempts.deadlineAt, now),
        filter.userId ? eq(quizAttempts.userId, filter.userId) : undefined,
        filter.quizId ? eq(quizAttempts.quizId, filter.quizId) : undefined,
        filter.id ? eq(quizAttempts.id, filter.id) : undefined,
      ]
      return db
        .select()
        .from(quizAttempts)
        .where(and(...where))
    },

    /** The student's attempts at the quiz and whether one passed. */
    standing: (userId: string, quizId: number) => quizStanding(db, userId, quizId),

    /**
     * A passed quiz completes the quiz lessons that open it (and the course when they were the
     * last ones), for a student enrolled in its course. Run inside the submit's transaction.
     */
    async completeQuizLessons(userId: string, quizId: number): Promise<void> {
      const { courseId, lessonIds } = await lessonsOfQuiz(db, quizId)
      if (!lessonIds.length) return
      const [enrolled] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
      if (enrolled) await completeLessons(db, userId, courseId, lessonIds)
    },

    /** Results by student: best and latest score, submitted attempts, last finishing time. */
    async results(quizId: number): Promise<ResultRow[]> {
      const rows = await db
        .select({
          studentId: quizAttempts.userId,
          studentName: users.name,
          bestScore: sql<number>`max(${quizAttempts.score})`.mapWith(Number),
          lastScore:
            sql<number>`(array_agg(${quizAttempts.score} order by ${quizAttempts.submittedAt} desc))[1]`.mapWith(
              Number,
            ),
          attempts: sql<number>`count(*)`.mapWith(Number),
          finishedAt: sql<string>`max(${quizAttempts.submittedAt})`,
        })
        .from(quizAttempts)
        .innerJoin(users, eq(users.id, quizAttempts.userId))
        .where(and(eq(quizAttempts.quizId, quizId), isNotNull(quizAttempts.submittedAt)))
        .groupBy(quizAttempts.userId, users.name)
        .orderBy(desc(sql`max(${quizAttempts.submittedAt})`))
      return rows.map((row) => ({ ...row, finishedAt: new Date(row.finishedAt) }))
    },
  }
}

async function writeQuestions(
  db: Db,
  quizId: number,
  questions: QuizInput['questions'],
  existing: QuestionRow[],
): Promise<void> {
  const keptQuestionIds = new Set(questions.flatMap((q) => (q.id ? [q.id] : [])))
  const dropped = existing.filter((q) => !keptQuestionIds.has(q.id)).map((q) => q.id)
  if (dropped.length) await db.delete(quizQuestions).where(inArray(quizQuestions.id, dropped))

  for (const [position, question] of questions.entries()) {
    let questionId = question.id
    if (questionId) {
      await db
        .update(quizQuestions)
        .set({ position, prompt: question.prompt, kind: question.kind })
        .where(eq(quizQuestions.id, questionId))
    } else {
      const [row] = await db
        .insert(quizQuestions)
        .values({ quizId, position, prompt: question.prompt, kind: question.kind })
        .returning({ id: quizQuestions.id })
      questionId = row!.id
    }
    const before = existing.find((q) => q.id === questionId)?.options ?? []
    const keptOptionIds = new Set(question.options.flatMap((o) => (o.id ? [o.id] : [])))
    const droppedOptions = before.filter((o) => !keptOptionIds.has(o.id)).map((o) => o.id)
    if (droppedOptions.length) {
      await db.delete(quizOptions).where(inArray(quizOptions.id, droppedOptions))
    }
    for (const [optionPosition, option] of question.options.entries()) {
      const values = { position: optionPosition, text: option.text, isCorrect: option.isCorrect }
      if (option.id) {
        await db.update(quizOptions).set(values).where(eq(quizOptions.id, option.id))
      } else {
        await db.insert(quizOptions).values({ questionId, ...values })
      }
    }
  }
}

export type QuizzesRepository = ReturnType<typeof queries> & {
  /** Runs `work` in one transaction, with this repository bound to it. */
  transaction: <T>(work: (repo: QuizzesRepository) => Promise<T>) => Promise<T>
}

export function createQuizzesRepository(db: Db): QuizzesRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(createQuizzesRepository(tx))),
  }
}
