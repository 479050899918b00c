import { z } from 'zod'
import { CourseSummarySchema } from '../catalog/schemas'

/** A student's place in a course, created when an order with that course is paid. */
export const EnrolmentSchema = z.object({
  courseId: z.number().int(),
  enrolledAt: z.string(),
  /** The order that paid for it; null for enrolments made another way (seed, admin). */
  orderId: z.string().nullable(),
  course: CourseSummarySchema,
})
export type Enrolment = z.infer<typeof EnrolmentSchema>

export const EnrolmentListSchema = z.object({ items: z.array(EnrolmentSchema) })
export type EnrolmentList = z.infer<typeof EnrolmentListSchema>

/* ---------------------------------------------------------------------------------------------
 * The lesson player, progress and certificates (GET/POST /api/learn/..., /api/me/learning,
 * /api/certificates/:id).
 * ------------------------------------------------------------------------------------------- */

/** Path params of the player's endpoints; an id that cannot exist answers 404, not 400. */
export const LearnCourseParamsSchema = z.object({ courseId: z.string().max(32) })
export const LearnLessonParamsSchema = z.object({ lessonId: z.string().max(32) })

/** A catalog id from a path (a whole number from 1), or null. */
export function parseLearnId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= 2_147_483_647 ? id : null
}

/**
 * Progress shown to people: the share of lessons completed, rounded down to a step of 5%, so a
 * course reads 100% only when every lesson is complete and 10 of 12 lessons read 80%.
 */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0
  if (completed >= total) return 100
  return Math.floor((completed / total) * 20) * 5
}

export const ProgressSchema = z.object({
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  /** 0-100 in steps of 5 (see progressPercent). */
  percent: z.number().int(),
})
export type Progress = z.infer<typeof ProgressSchema>

export const progressOf = (completed: number, total: number): Progress => ({
  completedLessons: completed,
  totalLessons: total,
  percent: progressPercent(completed, total),
})

/**
 * How the caller sees a course: `enrolled` (progress is recorded), `full` (an admin, or the
 * instructor who teaches it: every lesson opens, nothing is recorded), `preview` (everyone else:
 * only lessons marked Preview open).
 */
export const LearnAccessSchema = z.enum(['enrolled', 'full', 'preview'])
export type LearnAccess = z.infer<typeof LearnAccessSchema>

export const LessonTypeSchema = z.enum(['video', 'document', 'quiz'])
export type LessonType = z.infer<typeof LessonTypeSchema>

export const LearnLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: LessonTypeSchema,
  durationMinutes: z.number().int(),
  isPreview: z.boolean(),
  /** Locked for this caller: they must buy the course to open it. */
  isLocked: z.boolean(),
  isCompleted: z.boolean(),
})
export type LearnLesson = z.infer<typeof LearnLessonSchema>

export const LearnSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lessons: z.array(LearnLessonSchema),
})
export type LearnSection = z.infer<typeof LearnSectionSchema>

/** GET /api/learn/courses/:courseId: the player's lesson list and where to resume. */
export const LearnCourseSchema = z.object({
  courseId: z.number().int(),
  title: z.string(),
  instructorName: z.string(),
  priceCents: z.number().int(),
  access: LearnAccessSchema,
  progress: ProgressSchema,
  /** The lesson to open when none is asked for: the last one touched, else the first not done. */
  resumeLessonId: z.number().int().nullable(),
  completedAt: z.string().nullable(),
  certificateId: z.string().nullable(),
  sections: z.array(LearnSectionSchema),
})
export type LearnCourse = z.infer<typeof LearnCourseSchema>

export const LessonVideoSchema = z.object({
  /** An uploaded video's address is signed for the caller and short-lived (see expiresAt). */
  url: z.string(),
  captionsUrl: z.string().nullable(),
  captionsLang: z.string(),
  /** When `url` stops working (ask for the lesson again for a fresh one); null: it does not. */
  expiresAt: z.string().nullable(),
})

/** A quiz lesson's quiz as the enrolled student stands in it. */
export const LessonQuizSchema = z.object({
  passPercent: z.number().int(),
  maxAttempts: z.number().int(),
  /** Attempts started, the open one included. */
  attemptsUsed: z.number().int(),
  attemptsLeft: z.number().int(),
  isPassed: z.boolean(),
  bestScore: z.number().int().nullable(),
})
export type LessonQuiz = z.infer<typeof LessonQuizSchema>

/** GET /api/learn/lessons/:lessonId: what the lesson holds. */
export const LessonPlayerSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  sectionTitle: z.string(),
  title: z.string(),
  type: LessonTypeSchema,
  durationMinutes: z.number().int(),
  isPreview: z.boolean(),
  access: LearnAccessSchema,
  video: LessonVideoSchema.nullable(),
  documentText: z.string().nullable(),
  /** The quiz a quiz lesson opens; null when the course has none yet. */
  quizId: z.number().int().nullable(),
  /** An enrolled student's standing in that quiz (null otherwise): passing it completes the lesson. */
  quiz: LessonQuizSchema.nullable(),
  isCompleted: z.boolean(),
  /** Where the video was left, in seconds. */
  positionSeconds: z.number().int(),
})
export type LessonPlayer = z.infer<typeof LessonPlayerSchema>

/** Mark as complete on a quiz lesson whose quiz the student has not passed (409). */
export const QUIZ_LESSON_NOT_PASSED_MESSAGE =
  'Pass the quiz to complete this lesson: it is marked complete when you pass.'

/** The 403 a visitor gets on a lesson of a course they have not bought. */
export const LOCKED_LESSON_MESSAGE = 'Buy this course to unlock this lesson.'

/** POST /api/learn/lessons/:lessonId/complete. */
export const CompleteLessonResultSchema = z.object({
  lessonId: z.number().int(),
  courseId: z.number().int(),
  progress: ProgressSchema,
  /** True once every lesson of the course is complete. */
  isCourseCompleted: z.boolean(),
  certificateId: z.string().nullable(),
})
export type CompleteLessonResult = z.infer<typeof CompleteLessonResultSchema>

/** POST /api/learn/lessons/:lessonId/position. */
export const LessonPositionInputSchema = z.object({
  seconds: z
    .number({ error: 'Send the position in seconds' })
    .int('Send the position in whole seconds')
    .min(0, 'The position cannot be negative')
    .max(86_400, 'The position is longer than any lesson'),
})
export type LessonPositionInput = z.infer<typeof LessonPositionInputSchema>

export const LessonPositionResultSchema = z.object({
  lessonId: z.number().int(),
  positionSeconds: z.number().int(),
})

export const CourseStatusSchema = z.enum(['active', 'completed'])

/** One course on My Courses and the dashboard. */
export const LearningCourseSchema = z.object({
  courseId: z.number().int(),
  enrolledAt: z.string(),
  course: CourseSummarySchema,
  progress: ProgressSchema,
  status: CourseStatusSchema,
  resumeLessonId: z.number().int().nullable(),
  lastActivityAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  certificateId: z.string().nullable(),
})
export type LearningCourse = z.infer<typeof LearningCourseSchema>

/** GET /api/me/learning: the student's courses with progress and the dashboard's figures. */
export const MyLearningSchema = z.object({
  items: z.array(LearningCourseSchema),
  counts: z.object({
    enrolled: z.number().int(),
    active: z.number().int(),
    completed: z.number().int(),
    certificates: z.number().int(),
    lessonsCompleted: z.number().int(),
    quizzesPassed: z.number().int(),
  }),
})
export type MyLearning = z.infer<typeof MyLearningSchema>

/** GET /api/certificates/:id: every detail as issued, for anyone holding the id. */
export const CertificateSchema = z.object({
  id: z.string(),
  learnerName: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  instructorName: z.string(),
  hours: z.number(),
  issuedAt: z.string(),
  /** When the course was refunded and the certificate stopped standing; null while it stands. */
  revokedAt: z.string().nullable(),
})
export type Certificate = z.infer<typeof CertificateSchema>

export const CertificateParamsSchema = z.object({ id: z.string().max(64) })

/** Course hours on a certificate: the course's length in hours, to one decimal. */
export const certificateHours = (durationMinutes: number): number =>
  Math.round((durationMinutes / 60) * 10) / 10
