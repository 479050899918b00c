import type { TokenClaims } from '@app/domain/auth'
import {
  areAnswersRevealed,
  isPassingScore,
  scoreAttempt,
  type InstructorQuiz,
  type InstructorQuizList,
  type QuizAnswers,
  type QuizAttempt,
  type QuizCourseList,
  type QuizDetail,
  type QuizInput,
  type QuizResult,
  type QuizResults,
  type SaveAnswersResult,
  type StudentQuizList,
} from '@app/domain/quizzes'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors'
import type { AttemptRow, QuestionRow, QuizRow, QuizzesRepository } from './quizzes.repository'

type Caller = Pick<TokenClaims, 'sub' | 'role'>

const QUIZ_NOT_FOUND = 'Quiz not found'
const ATTEMPT_NOT_FOUND = 'Quiz attempt not found'

/** The chosen set for every question, keyed by question id; checked against the quiz. */
function checkAnswers(questions: QuestionRow[], answers: QuizAnswers): QuizAnswers {
  const clean: QuizAnswers = {}
  for (const [key, chosen] of Object.entries(answers)) {
    const question = questions.find((q) => String(q.id) === key)
    if (!question) throw new BadRequestError('That question is not part of this quiz')
    const unique = [...new Set(chosen)]
    if (unique.some((id) => !question.options.some((o) => o.id === id))) {
      throw new BadRequestError('That answer is not an option of this question')
    }
    if (question.kind === 'single' && unique.length > 1) {
      throw new BadRequestError('Choose one answer for a single-choice question')
    }
    if (unique.length) clean[key] = unique
  }
  return clean
}

function score(questions: QuestionRow[], answers: QuizAnswers) {
  return scoreAttempt(
    questions.map((q) => ({
      id: q.id,
      correctOptionIds: q.options.filter((o) => o.isCorrect).map((o) => o.id),
    })),
    answers,
  )
}

export interface QuizzesServiceOptions {
  /** The clock (tests move it). */
  now?: () => Date
}

export function createQuizzesService(repo: QuizzesRepository, options: QuizzesServiceOptions = {}) {
  const now = options.now ?? (() => new Date())

  // ── Ownership ─────────────────────────────────────────────────────────────────────────────────

  /** The instructor whose courses the caller manages: null for an admin (every course). */
  async function scopeOf(caller: Caller): Promise<number | null | 'none'> {
    if (caller.role === 'admin') return null
    return (await repo.instructorIdOf(caller.sub)) ?? 'none'
  }

  async function assertOwnsCourse(caller: Caller, courseId: number): Promise<void> {
    const course = await repo.courseOwner(courseId)
    if (!course) throw new BadRequestError('Choose one of your courses')
    if (caller.role === 'admin') return
    const instructorId = await repo.instructorIdOf(caller.sub)
    if (instructorId === null || course.instructorId !== instructorId) {
      throw new ForbiddenError('You can only add quizzes to your own courses')
    }
  }

  async function ownedQuiz(caller: Caller, id: number): Promise<QuizRow> {
    const quiz = await repo.quiz(id)
    if (!quiz) throw new NotFoundError(QUIZ_NOT_FOUND)
    if (caller.role !== 'admin') {
      const instructorId = await repo.instructorIdOf(caller.sub)
      if (instructorId === null || quiz.instructorId !== instructorId) {
        throw new ForbiddenError('This quiz belongs to another instructor')
      }
    }
    return quiz
  }

  /** Question and option ids sent with an edit must be this quiz's own. */
  function checkKeptIds(input: QuizInput, existing: QuestionRow[]): void {
    for (const question of input.questions) {
      const before = question.id ? existing.find((q) => q.id === question.id) : undefined
      if (question.id && !before)
        throw new BadRequestError('That question is not part of this quiz')
      for (const option of question.options) {
        if (option.id && !before?.options.some((o) => o.id === option.id)) {
          throw new BadRequestError('That option is not part of this question')
        }
      }
    }
  }

  async function summary(quiz: QuizRow): Promise<InstructorQuiz> {
    const all = await repo.instructorQuizzes(quiz.instructorId)
    const found = all.find((q) => q.id === quiz.id)
    if (!found) throw new NotFoundError(QUIZ_NOT_FOUND)
    return found
  }

  async function detail(id: number, r: QuizzesRepository = repo): Promise<QuizDetail> {
    const quiz = await r.quiz(id)
    if (!quiz) throw new NotFoundError(QUIZ_NOT_FOUND)
    const questions = await r.questions(id)
    return {
      id: quiz.id,
      courseId: quiz.courseId,
      courseTitle: quiz.courseTitle,
      title: quiz.title,
      timeLimitMinutes: quiz.timeLimitMinutes,
      maxAttempts: quiz.maxAttempts,
      passPercent: quiz.passPercent,
      questions,
    }
  }

  // ── Attempts ──────────────────────────────────────────────────────────────────────────────────

  /** Closes a scored attempt; a pass completes the quiz's lessons in the same transaction. */
  async function close(
    tx: QuizzesRepository,
    attempt: AttemptRow,
    values: Parameters<QuizzesRepository['closeAttempt']>[1],
  ): Promise<void> {
    if (!(await tx.closeAttempt(attempt.id, values))) return
    const quiz = await tx.quiz(attempt.quizId)
    if (quiz && isPassingScore(values.score, quiz.passPercent)) {
      await tx.completeQuizLessons(attempt.userId, attempt.quizId)
    }
  }

  /** Closes and scores an open attempt past its deadline with the answers saved before it. */
  async function closeExpired(attempt: AttemptRow, tx: QuizzesRepository): Promise<void> {
    const questions = await tx.questions(attempt.quizId)
    const answers = checkAnswersLoosely(questions, attempt.answers)
    const { score: value, correctCount } = score(questions, answers)
    await close(tx, attempt, {
      answers,
      score: value,
      correctCount,
      submittedAt: attempt.deadlineAt,
    })
  }

  async function closeAllExpired(filter: { userId?: string; quizId?: number; id?: string }) {
    for (const attempt of await repo.expiredAttempts(filter, now())) {
      await repo.transaction((tx) => closeExpired(attempt, tx))
    }
  }

  async function ownAttempt(caller: Caller, id: string, mayRead = false): Promise<AttemptRow> {
    await closeAllExpired({ id })
    const attempt = await repo.attempt(id)
    if (!attempt) throw new NotFoundError(ATTEMPT_NOT_FOUND)
    const isAdminReading = mayRead && caller.role === 'admin'
    if (attempt.userId !== caller.sub && !isAdminReading) {
      throw new ForbiddenError('This quiz attempt is not yours')
    }
    return attempt
  }

  async function attemptView(attempt: AttemptRow): Promise<QuizAttempt> {
    const quiz = await repo.quiz(attempt.quizId)
    if (!quiz) throw new NotFoundError(QUIZ_NOT_FOUND)
    const questions = await repo.questions(attempt.quizId)
    return {
      id: attempt.id,
      quizId: quiz.id,
      title: quiz.title,
      courseTitle: quiz.courseTitle,
      status: attempt.submittedAt ? 'submitted' : 'open',
      timeLimitMinutes: quiz.timeLimitMinutes,
      startedAt: attempt.startedAt.toISOString(),
      deadlineAt: attempt.deadlineAt.toISOString(),
      serverNow: now().toISOString(),
      attemptNumber: await repo.attemptCount(attempt.quizId, attempt.userId, attempt.startedAt),
      maxAttempts: quiz.maxAttempts,
      // Only what the student may see: never which option is correct.
      questions: questions.map((q) => ({
        id: q.id,
        prompt: q.prompt,
        kind: q.kind,
        options: q.options.map((o) => ({ id: o.id, text: o.text })),
      })),
      answers: attempt.answers,
    }
  }

  /**
   * The result of a submitted attempt. The correct answers (and which questions were right)
   * come only once the student passed or used the last attempt; an admin reading another
   * student's attempt sees them.
   */
  async function result(caller: Caller, id: string): Promise<QuizResult> {
    const attempt = await ownAttempt(caller, id, true)
    if (!attempt.submittedAt || attempt.score === null) {
      throw new ConflictError('Finish the quiz to see its result')
    }
    const quiz = await repo.quiz(attempt.quizId)
    if (!quiz) throw new NotFoundError(QUIZ_NOT_FOUND)
    const questions = await repo.questions(attempt.quizId)
    const { correctCount } = score(questions, checkAnswersLoosely(questions, attempt.answers))
    const standing = await repo.standing(attempt.userId, attempt.quizId)
    const attemptsUsed = standing?.attemptsUsed ?? 0
    const hasCorrectAnswers =
      attempt.userId !== caller.sub || (standing !== null && areAnswersRevealed(standing))
    return {
      attemptId: attempt.id,
      quizId: quiz.id,
      title: quiz.title,
      courseTitle: quiz.courseTitle,
      score: attempt.score,
      correctCount: attempt.correctCount ?? correctCount,
      questionCount: questions.length,
      passPercent: quiz.passPercent,
      isPassed: isPassingScore(attempt.score, quiz.passPercent),
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt.toISOString(),
      isTimedOut: attempt.submittedAt.getTime() >= attempt.deadlineAt.getTime(),
      attemptNumber: await repo.attemptCount(attempt.quizId, attempt.userId, attempt.startedAt),
      attemptsUsed,
      maxAttempts: quiz.maxAttempts,
      attemptsLeft: Math.max(0, quiz.maxAttempts - attemptsUsed),
      hasCorrectAnswers,
      questions: questions.map((q) => {
        const chosen = attempt.answers[String(q.id)] ?? []
        if (!hasCorrectAnswers) {
          // Only the student's own choices: nothing that tells a right answer from a wrong one.
          return {
            id: q.id,
            prompt: q.prompt,
            kind: q.kind,
            options: q.options.map((o) => ({ id: o.id, text: o.text })),
            chosen,
          }
        }
        const correct = q.options.filter((o) => o.isCorrect).map((o) => o.id)
        return {
          ...q,
          chosen,
          isCorrect:
            scoreAttempt([{ id: q.id, correctOptionIds: correct }], {
              [String(q.id)]: chosen,
            }).correctCount === 1,
        }
      }),
    }
  }

  return {
    // ── Instructor ──────────────────────────────────────────────────────────────────────────────

    async instructorCourses(caller: Caller): Promise<QuizCourseList> {
      const scope = await scopeOf(caller)
      return { items: scope === 'none' ? [] : await repo.courses(scope) }
    },

    async listForInstructor(caller: Caller): Promise<InstructorQuizList> {
      const scope = await scopeOf(caller)
      return { items: scope === 'none' ? [] : await repo.instructorQuizzes(scope) }
    },

    async getForInstructor(caller: Caller, id: number): Promise<QuizDetail> {
      await ownedQuiz(caller, id)
      return detail(id)
    },

    async create(caller: Caller, input: QuizInput): Promise<QuizDetail> {
      await assertOwnsCourse(caller, input.courseId)
      if (input.questions.some((q) => q.id || q.options.some((o) => o.id))) {
        throw new BadRequestError('A new quiz cannot carry question ids')
      }
      return repo.transaction(async (tx) => detail(await tx.insertQuiz(input), tx))
    },

    async update(caller: Caller, id: number, input: QuizInput): Promise<QuizDetail> {
      await ownedQuiz(caller, id)
      await assertOwnsCourse(caller, input.courseId)
      return repo.transaction(async (tx) => {
        const existing = await tx.questions(id)
        checkKeptIds(input, existing)
        await tx.updateQuiz(id, input, existing)
        return detail(id, tx)
      })
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await ownedQuiz(caller, id)
      await repo.deleteQuiz(id)
    },

    async results(caller: Caller, id: number): Promise<QuizResults> {
      const quiz = await ownedQuiz(caller, id)
      await closeAllExpired({ quizId: id })
      const rows = await repo.results(id)
      return {
        quiz: await summary(quiz),
        items: rows.map((row) => ({
          ...row,
          isPassed: isPassingScore(row.bestScore, quiz.passPercent),
          finishedAt: row.finishedAt.toISOString(),
        })),
      }
    },

    // ── Student ─────────────────────────────────────────────────────────────────────────────────

    async listForStudent(caller: Caller): Promise<StudentQuizList> {
      await closeAllExpired({ userId: caller.sub })
      const rows = await repo.studentQuizzes(caller.sub)
      return {
        items: rows.map(({ instructorId: _owner, updatedAt: _updated, ...row }) => row),
      }
    },

    /** Starts an attempt, or returns the open one (a reload or a second tab resumes it). */
    async start(caller: Caller, quizId: number): Promise<{ attempt: QuizAttempt; isNew: boolean }> {
      const quiz = await repo.quiz(quizId)
      if (!quiz) throw new NotFoundError(QUIZ_NOT_FOUND)
      if (caller.role !== 'admin' && !(await repo.isEnrolled(caller.sub, quiz.courseId))) {
        throw new ForbiddenError('Enrol in the course to take its quizzes')
      }
      await closeAllExpired({ userId: caller.sub, quizId })
      const open = await repo.openAttempt(quizId, caller.sub)
      if (open) return { attempt: await attemptView(open), isNew: false }
      const used = await repo.attemptCount(quizId, caller.sub)
      if (used >= quiz.maxAttempts) {
        throw new ConflictError(
          `You have used all ${quiz.maxAttempts} ${quiz.maxAttempts === 1 ? 'attempt' : 'attempts'} at this quiz`,
        )
      }
      const startedAt = now()
      const deadlineAt = new Date(startedAt.getTime() + quiz.timeLimitMinutes * 60_000)
      const created = await repo.insertAttempt(quizId, caller.sub, startedAt, deadlineAt)
      // Null when another tab opened one at the same moment: resume that one.
      const attempt = created ?? (await repo.openAttempt(quizId, caller.sub))
      if (!attempt) throw new ConflictError('The quiz could not be started. Please try again.')
      return { attempt: await attemptView(attempt), isNew: Boolean(created) }
    },

    async getAttempt(caller: Caller, id: string): Promise<QuizAttempt> {
      return attemptView(await ownAttempt(caller, id, true))
    },

    /** Saves the answers so far; refused once submitted, ignored past the deadline. */
    async saveAnswers(
      caller: Caller,
      id: string,
      answers: QuizAnswers,
    ): Promise<SaveAnswersResult> {
      const attempt = await ownAttempt(caller, id)
      if (attempt.submittedAt) throw new ConflictError(closedMessage(attempt))
      const clean = checkAnswers(await repo.questions(attempt.quizId), answers)
      const at = now()
      if (!(await repo.saveAnswers(id, clean, at))) {
        await closeAllExpired({ id })
        throw new ConflictError(closedMessage({ ...attempt, submittedAt: attempt.deadlineAt }))
      }
      return { savedAt: at.toISOString(), deadlineAt: attempt.deadlineAt.toISOString() }
    },

    /** Submits and scores: answers sent now count only before the deadline. */
    async submit(
      caller: Caller,
      id: string,
      answers: QuizAnswers | undefined,
    ): Promise<QuizResult> {
      await ownAttempt(caller, id)
      await repo.transaction(async (tx) => {
        const attempt = await tx.attempt(id, true)
        if (!attempt || attempt.submittedAt) return
        const questions = await tx.questions(attempt.quizId)
        const at = now()
        if (at.getTime() > attempt.deadlineAt.getTime()) return closeExpired(attempt, tx)
        const final = answers ? checkAnswers(questions, answers) : attempt.answers
        const result = score(questions, checkAnswersLoosely(questions, final))
        await close(tx, attempt, {
          answers: final,
          score: result.score,
          correctCount: result.correctCount,
          submittedAt: at,
        })
      })
      return result(caller, id)
    },

    result,
  }
}

/** Stored answers after an edit may name options that are gone: keep what still exists. */
function checkAnswersLoosely(questions: QuestionRow[], answers: QuizAnswers): QuizAnswers {
  const clean: QuizAnswers = {}
  for (const question of questions) {
    const chosen = answers[String(question.id)]
    if (!chosen) continue
    const kept = chosen.filter((id) => question.options.some((o) => o.id === id))
    if (kept.length) clean[String(question.id)] = kept
  }
  return clean
}

function closedMessage(attempt: Pick<AttemptRow, 'submittedAt' | 'deadlineAt'>): string {
  return attempt.submittedAt && attempt.submittedAt.getTime() >= attempt.deadlineAt.getTime()
    ? 'Time is up: answers after the deadline are not counted'
    : 'This attempt is already submitted'
}

export type QuizzesService = ReturnType<typeof createQuizzesService>
