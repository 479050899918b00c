import { z } from 'zod'
import { hasControlCharacters } from '../shop'

/**
 * Quizzes: what an instructor edits, what a student sees while taking one (never the correct
 * answers), what the student sends, and the result shown once the attempt is submitted.
 */

export const QUIZ_LIMITS = {
  titleMax: 120,
  promptMax: 500,
  optionMax: 200,
  optionsMin: 2,
  optionsMax: 8,
  questionsMax: 100,
  minutesMax: 300,
  attemptsMax: 20,
} as const

export const QuizKindSchema = z.enum(['single', 'multiple'])
export type QuizKind = z.infer<typeof QuizKindSchema>

const text = (
  required: string,
  max: number,
  tooLong: string,
  notAllowed: string,
  multiline = false,
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value, multiline), notAllowed)

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message)

const idSchema = z.number().int().positive()

// ── Editing (instructor) ────────────────────────────────────────────────────────────────────────

export const QuizOptionInputSchema = z.object({
  /** Present when the option already exists (kept, so stored answers still point at it). */
  id: idSchema.optional(),
  text: text(
    'Write the answer option',
    QUIZ_LIMITS.optionMax,
    `An option is at most ${QUIZ_LIMITS.optionMax} characters`,
    'The option contains characters that are not allowed',
  ),
  isCorrect: z.boolean({ error: 'Say whether the option is correct' }),
})
export type QuizOptionInput = z.infer<typeof QuizOptionInputSchema>

export const QuizQuestionInputSchema = z
  .object({
    id: idSchema.optional(),
    prompt: text(
      'Write the question',
      QUIZ_LIMITS.promptMax,
      `A question is at most ${QUIZ_LIMITS.promptMax} characters`,
      'The question contains characters that are not allowed',
      true,
    ),
    kind: QuizKindSchema,
    options: z
      .array(QuizOptionInputSchema, { error: 'Add the answer options' })
      .min(QUIZ_LIMITS.optionsMin, 'Give every question at least two options')
      .max(QUIZ_LIMITS.optionsMax, `A question has at most ${QUIZ_LIMITS.optionsMax} options`),
  })
  .superRefine((question, ctx) => {
    const correct = question.options.filter((o) => o.isCorrect).length
    if (correct === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Mark at least one correct option',
      })
    } else if (question.kind === 'single' && correct !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A single-choice question has exactly one correct option',
      })
    }
  })
export type QuizQuestionInput = z.infer<typeof QuizQuestionInputSchema>

/** The quiz form: title, course, time limit, attempts, pass mark and the questions. */
export const QuizInputSchema = z.object({
  courseId: z
    .number({ error: 'Choose the course the quiz belongs to' })
    .int('Choose the course the quiz belongs to')
    .positive('Choose the course the quiz belongs to'),
  title: text(
    'Give the quiz a title',
    QUIZ_LIMITS.titleMax,
    `The title is at most ${QUIZ_LIMITS.titleMax} characters`,
    'The title contains characters that are not allowed',
  ).pipe(z.string().min(3, 'Give the quiz a longer title')),
  timeLimitMinutes: wholeNumber(
    `Time limit is a whole number of minutes from 1 to ${QUIZ_LIMITS.minutesMax}`,
    1,
    QUIZ_LIMITS.minutesMax,
  ),
  maxAttempts: wholeNumber(
    `Attempts allowed is a whole number from 1 to ${QUIZ_LIMITS.attemptsMax}`,
    1,
    QUIZ_LIMITS.attemptsMax,
  ),
  passPercent: wholeNumber('Pass mark is a whole number from 0 to 100', 0, 100),
  questions: z
    .array(QuizQuestionInputSchema, { error: 'Add at least one question' })
    .min(1, 'Add at least one question')
    .max(QUIZ_LIMITS.questionsMax, `A quiz has at most ${QUIZ_LIMITS.questionsMax} questions`),
})
export type QuizInput = z.infer<typeof QuizInputSchema>

export const QuizIdParamsSchema = z.object({ id: z.coerce.number().int().positive() })
export const AttemptIdParamsSchema = z.object({ id: z.uuid('Not a quiz attempt') })

/** A quiz in the instructor's list. */
export const InstructorQuizSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int(),
  maxAttempts: z.number().int(),
  passPercent: z.number().int(),
  /** Students with at least one submitted attempt. */
  studentCount: z.number().int(),
  updatedAt: z.string(),
})
export type InstructorQuiz = z.infer<typeof InstructorQuizSchema>

export const InstructorQuizListSchema = z.object({ items: z.array(InstructorQuizSchema) })
export type InstructorQuizList = z.infer<typeof InstructorQuizListSchema>

/** One quiz as the editor loads it: everything, correct options included (owner only). */
export const QuizDetailSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  title: z.string(),
  timeLimitMinutes: z.number().int(),
  maxAttempts: z.number().int(),
  passPercent: z.number().int(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      prompt: z.string(),
      kind: QuizKindSchema,
      options: z.array(
        z.object({ id: z.number().int(), text: z.string(), isCorrect: z.boolean() }),
      ),
    }),
  ),
})
export type QuizDetail = z.infer<typeof QuizDetailSchema>

/** The courses an instructor may attach a quiz to. */
export const QuizCourseListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), title: z.string() })),
})
export type QuizCourseList = z.infer<typeof QuizCourseListSchema>

/** Results by student: the best score, attempts used and when the last attempt finished. */
export const QuizResultsSchema = z.object({
  quiz: InstructorQuizSchema,
  items: z.array(
    z.object({
      studentId: z.string(),
      studentName: z.string(),
      bestScore: z.number().int(),
      lastScore: z.number().int(),
      attempts: z.number().int(),
      isPassed: z.boolean(),
      finishedAt: z.string(),
    }),
  ),
})
export type QuizResults = z.infer<typeof QuizResultsSchema>

// ── Taking (student) ────────────────────────────────────────────────────────────────────────────

/** A quiz in the student's list. */
export const StudentQuizSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int(),
  maxAttempts: z.number().int(),
  passPercent: z.number().int(),
  /** Attempts started, the open one included. */
  attemptsUsed: z.number().int(),
  bestScore: z.number().int().nullable(),
  /** The attempt in progress, if any: taking resumes it. */
  openAttemptId: z.string().nullable(),
  /** The latest submitted attempt: the result link. */
  lastResultId: z.string().nullable(),
})
export type StudentQuiz = z.infer<typeof StudentQuizSchema>

export const StudentQuizListSchema = z.object({ items: z.array(StudentQuizSchema) })
export type StudentQuizList = z.infer<typeof StudentQuizListSchema>

/** A question as the student sees it: the options, never which of them are correct. */
export const QuizQuestionViewSchema = z.object({
  id: z.number().int(),
  prompt: z.string(),
  kind: QuizKindSchema,
  options: z.array(z.object({ id: z.number().int(), text: z.string() })),
})
export type QuizQuestionView = z.infer<typeof QuizQuestionViewSchema>

/** Chosen option ids by question id, as saved so far. */
export const QuizAnswersSchema = z
  .record(
    z.string(),
    z
      .array(z.number({ error: 'Not an option of this question' }).int().positive(), {
        error: 'Send the chosen options as a list',
      })
      .max(QUIZ_LIMITS.optionsMax, 'Too many options chosen'),
    { error: 'Send the answers by question' },
  )
  .refine(
    (answers) => Object.keys(answers).every((key) => /^[1-9]\d{0,8}$/.test(key)),
    'Not a question of this quiz',
  )
export type QuizAnswers = z.infer<typeof QuizAnswersSchema>

/** An attempt: open (the questions to answer) or submitted (read the result). */
export const QuizAttemptSchema = z.object({
  id: z.string(),
  quizId: z.number().int(),
  title: z.string(),
  courseTitle: z.string(),
  status: z.enum(['open', 'submitted']),
  timeLimitMinutes: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  /** The server's clock when it answered, so the countdown does not trust the device clock. */
  serverNow: z.string(),
  /** 1 for the first attempt. */
  attemptNumber: z.number().int(),
  maxAttempts: z.number().int(),
  questions: z.array(QuizQuestionViewSchema),
  answers: QuizAnswersSchema,
})
export type QuizAttempt = z.infer<typeof QuizAttemptSchema>

export const SaveAnswersInputSchema = z.object({ answers: QuizAnswersSchema })
export type SaveAnswersInput = z.infer<typeof SaveAnswersInputSchema>

export const SaveAnswersResultSchema = z.object({
  savedAt: z.string(),
  deadlineAt: z.string(),
})
export type SaveAnswersResult = z.infer<typeof SaveAnswersResultSchema>

/** Submit may carry the last answers; they count only when they arrive before the deadline. */
export const SubmitAttemptInputSchema = z.object({ answers: QuizAnswersSchema.optional() })
export type SubmitAttemptInput = z.infer<typeof SubmitAttemptInputSchema>

/** A submitted attempt: the score out of 100, attempts used, and (once revealed) the correct answers. */
export const QuizResultSchema = z.object({
  attemptId: z.string(),
  quizId: z.number().int(),
  title: z.string(),
  courseTitle: z.string(),
  score: z.number().int(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  passPercent: z.number().int(),
  isPassed: z.boolean(),
  startedAt: z.string(),
  submittedAt: z.string(),
  /** The deadline passed before the student submitted. */
  isTimedOut: z.boolean(),
  attemptNumber: z.number().int(),
  attemptsUsed: z.number().int(),
  maxAttempts: z.number().int(),
  /** Attempts the student may still start. */
  attemptsLeft: z.number().int(),
  /**
   * The correct answers come with the result only once the student passed the quiz or used
   * their last attempt (see areAnswersRevealed); before that, only their own choices.
   */
  hasCorrectAnswers: z.boolean(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      prompt: z.string(),
      kind: QuizKindSchema,
      /** isCorrect only when hasCorrectAnswers. */
      options: z.array(
        z.object({ id: z.number().int(), text: z.string(), isCorrect: z.boolean().optional() }),
      ),
      chosen: z.array(z.number().int()),
      /** Whether the chosen set was right: only when hasCorrectAnswers. */
      isCorrect: z.boolean().optional(),
    }),
  ),
})
export type QuizResult = z.infer<typeof QuizResultSchema>

// ── Rules ───────────────────────────────────────────────────────────────────────────────────────

/** True when the chosen set is exactly the correct set (order and repeats do not matter). */
export function isAnswerCorrect(chosen: readonly number[], correct: readonly number[]): boolean {
  const picked = new Set(chosen)
  const right = new Set(correct)
  if (picked.size !== right.size) return false
  for (const id of right) if (!picked.has(id)) return false
  return true
}

/**
 * Scores an attempt: a question counts only when the chosen set equals the correct set;
 * score = round(100 * correct / questions), 0 for a quiz without questions.
 */
export function scoreAttempt(
  questions: readonly { id: number; correctOptionIds: readonly number[] }[],
  answers: Readonly<Record<string, readonly number[]>>,
): { correctCount: number; score: number } {
  const correctCount = questions.filter((q) =>
    isAnswerCorrect(answers[String(q.id)] ?? [], q.correctOptionIds),
  ).length
  const score = questions.length ? Math.round((100 * correctCount) / questions.length) : 0
  return { correctCount, score }
}

export const isPassingScore = (score: number, passPercent: number) => score >= passPercent

/**
 * A student sees a quiz's correct answers once an attempt passed, or once every allowed attempt
 * is used and submitted (none still open); never before, so a retake is not a copy.
 */
export function areAnswersRevealed(standing: {
  isPassed: boolean
  /** Attempts started, the open one included. */
  attemptsUsed: number
  /** Attempts submitted (or closed at their deadline). */
  submitted: number
  maxAttempts: number
}): boolean {
  if (standing.isPassed) return true
  return standing.submitted >= standing.maxAttempts && standing.attemptsUsed === standing.submitted
}

/** "15 questions", "1 question". */
export const questionCountLabel = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`
/** "30 minutes", "1 minute". */
export const minutesLabel = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`
