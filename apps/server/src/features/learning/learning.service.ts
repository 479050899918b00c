import type { TokenClaims } from '@app/domain/auth'
import type { CourseSummary } from '@app/domain/catalog'
import {
  LOCKED_LESSON_MESSAGE,
  progressOf,
  QUIZ_LESSON_NOT_PASSED_MESSAGE,
  type Certificate,
  type CompleteLessonResult,
  type LearnAccess,
  type LearnCourse,
  type LessonPlayer,
  type MyLearning,
} from '@app/domain/learning'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors'
import type { CourseRow, CurriculumRow, LearningRepository, LessonRow } from './learning.repository'
import { UUID } from '../../lib/uuid'

const COURSE_NOT_FOUND = 'Course not found'
const LESSON_NOT_FOUND = 'Lesson not found'
const CERTIFICATE_NOT_FOUND = 'No certificate has this id'
const NOT_ENROLLED = 'Enrol in this course to record your progress'

/** Where a lesson's committed sample files are served, by name. */
export const mediaUrl = (name: string) => `/api/media/${encodeURIComponent(name)}`

export interface LearningDeps {
  courseSummaries: (ids: readonly number[]) => Promise<CourseSummary[]>
  /** A short-lived address of an uploaded lesson file for this viewer (null: a visitor). */
  lessonFileUrl: (fileId: string, viewer: string | null) => { url: string; expiresAt: Date }
}

/** The lesson to open when none is asked for. */
function resumeLesson(
  lessons: readonly CurriculumRow[],
  completed: ReadonlySet<number>,
  lastLessonId: number | null,
  access: LearnAccess,
): number | null {
  if (lessons.length === 0) return null
  if (access === 'preview') return (lessons.find((l) => l.isPreview) ?? lessons[0]!).id
  const last = lessons.findIndex((l) => l.id === lastLessonId)
  if (last >= 0 && !completed.has(lessons[last]!.id)) return lessons[last]!.id
  // After a completed lesson, the next one not done (then any not done, then the last lesson).
  const after = lessons.slice(last + 1).find((l) => !completed.has(l.id))
  return (after ?? lessons.find((l) => !completed.has(l.id)) ?? lessons.at(-1)!).id
}

export function createLearningService(repo: LearningRepository, deps: LearningDeps) {
  /** How the caller sees the course (see LearnAccessSchema). */
  async function accessTo(course: CourseRow, user: TokenClaims | null): Promise<LearnAccess> {
    if (!user) return 'preview'
    if (user.role !== 'teacher' && (await repo.isEnrolled(user.sub, course.id))) return 'enrolled'
    if (user.role === 'admin') return 'full'
    if (user.role === 'teacher' && (await repo.instructorIdOf(user.sub)) === course.instructorId)
      return 'full'
    return 'preview'
  }

  /** The course and the caller's access; drafts exist only for those who may open them all. */
  async function openCourse(courseId: number, user: TokenClaims | null) {
    const course = await repo.course(courseId)
    if (!course) throw new NotFoundError(COURSE_NOT_FOUND)
    const access = await accessTo(course, user)
    if (course.status !== 'published' && access === 'preview')
      throw new NotFoundError(COURSE_NOT_FOUND)
    return { course, access }
  }

  /** The lesson for a caller who records progress in it (an enrolled student or admin). */
  async function lessonToRecord(lessonId: number, user: TokenClaims): Promise<LessonRow> {
    const lesson = await repo.lesson(lessonId)
    if (!lesson) throw new NotFoundError(LESSON_NOT_FOUND)
    const { access } = await openCourse(lesson.courseId, user)
    if (access !== 'enrolled') throw new ForbiddenError(NOT_ENROLLED)
    return lesson
  }

  return {
    async course(courseId: number, user: TokenClaims | null): Promise<LearnCourse> {
      const { course, access } = await openCourse(courseId, user)
      const lessons = await repo.curriculum(courseId)
      const isEnrolled = access === 'enrolled' && user !== null
      const [progressRows, courseProgress, certificateId] = isEnrolled
        ? await Promise.all([
            repo.lessonProgressIn(user.sub, courseId),
            repo.courseProgressOf(user.sub, courseId),
            repo.certificateIdOf(user.sub, courseId),
          ])
        : [[], null, null]
      const lessonIds = new Set(lessons.map((l) => l.id))
      const completed = new Set(
        progressRows
          .filter((p) => p.completedAt !== null && lessonIds.has(p.lessonId))
          .map((p) => p.lessonId),
      )
      const sections: LearnCourse['sections'] = []
      for (const lesson of lessons) {
        let section = sections.at(-1)
        if (section?.id !== lesson.sectionId) {
          section = { id: lesson.sectionId, title: lesson.sectionTitle, lessons: [] }
          sections.push(section)
        }
        section.lessons.push({
          id: lesson.id,
          title: lesson.title,
          type: lesson.type,
          durationMinutes: lesson.durationMinutes,
          isPreview: lesson.isPreview,
          isLocked: access === 'preview' && !lesson.isPreview,
          isCompleted: completed.has(lesson.id),
        })
      }
      return {
        courseId: course.id,
        title: course.title,
        instructorName: course.instructorName,
        priceCents: course.priceCents,
        access,
        progress: progressOf(completed.size, lessons.length),
        resumeLessonId: resumeLesson(
          lessons,
          completed,
          courseProgress?.lastLessonId ?? null,
          access,
        ),
        completedAt: courseProgress?.completedAt?.toISOString() ?? null,
        certificateId,
        sections,
      }
    },

    /**
     * A lesson's content. Preview lessons open to everyone; the others to enrolled students,
     * admins and the course's instructor, and a 403 asks anyone else to buy the course. An
     * enrolled student's visit becomes the course's resume point.
     */
    async lesson(lessonId: number, user: TokenClaims | null): Promise<LessonPlayer> {
      const lesson = await repo.lesson(lessonId)
      if (!lesson) throw new NotFoundError(LESSON_NOT_FOUND)
      const { access } = await openCourse(lesson.courseId, user)
      if (access === 'preview' && !lesson.isPreview) throw new ForbiddenError(LOCKED_LESSON_MESSAGE)
      const progress =
        access === 'enrolled' && user ? await repo.lessonProgressOf(user.sub, lessonId) : null
      if (access === 'enrolled' && user) await repo.touchCourse(user.sub, lesson.courseId, lessonId)
      // Checked above who may watch: only they get the uploaded video's (signed) address.
      const signed =
        lesson.type === 'video' && lesson.videoFileId
          ? deps.lessonFileUrl(lesson.videoFileId, user?.sub ?? null)
          : null
      const videoUrl = signed?.url ?? (lesson.videoPath ? mediaUrl(lesson.videoPath) : null)
      const quizId = lesson.type === 'quiz' ? await repo.quizOfLesson(lesson.id) : null
      const standing =
        quizId !== null && access === 'enrolled' && user
          ? await repo.quizStanding(user.sub, quizId)
          : null
      return {
        id: lesson.id,
        courseId: lesson.courseId,
        sectionTitle: lesson.sectionTitle,
        title: lesson.title,
        type: lesson.type,
        durationMinutes: lesson.durationMinutes,
        isPreview: lesson.isPreview,
        access,
        video:
          lesson.type === 'video' && videoUrl
            ? {
                url: videoUrl,
                captionsUrl: lesson.captionsPath ? mediaUrl(lesson.captionsPath) : null,
                captionsLang: 'en',
                expiresAt: signed?.expiresAt.toISOString() ?? null,
              }
            : null,
        documentText: lesson.documentText,
        quizId,
        quiz: standing && {
          passPercent: standing.passPercent,
          maxAttempts: standing.maxAttempts,
          attemptsUsed: standing.attemptsUsed,
          attemptsLeft: Math.max(0, standing.maxAttempts - standing.attemptsUsed),
          isPassed: standing.isPassed,
          bestScore: standing.bestScore,
        },
        isCompleted: progress?.completedAt != null,
        positionSeconds: progress?.positionSeconds ?? 0,
      }
    },

    /**
     * Marks a lesson complete (again: no change). In the same transaction, when it was the last
     * lesson not done, the course is Completed and its certificate issued, once. A quiz lesson
     * is completed by passing its quiz: until then this answers 409 (a lesson already marked
     * stays as it is; one whose course has no quiz yet can be marked).
     */
    async complete(lessonId: number, user: TokenClaims): Promise<CompleteLessonResult> {
      const lesson = await lessonToRecord(lessonId, user)
      if (lesson.type === 'quiz') {
        const quizId = await repo.quizOfLesson(lesson.id)
        const standing = quizId === null ? null : await repo.quizStanding(user.sub, quizId)
        const isDone = (await repo.lessonProgressOf(user.sub, lessonId))?.completedAt != null
        if (standing && !standing.isPassed && !isDone) {
          throw new ConflictError(QUIZ_LESSON_NOT_PASSED_MESSAGE)
        }
      }
      return repo.transaction(async (tx) => {
        const { total, done, isCourseCompleted, certificateId } = await tx.completeLesson(
          user.sub,
          lesson.courseId,
          lessonId,
        )
        return {
          lessonId,
          courseId: lesson.courseId,
          progress: progressOf(done, total),
          isCourseCompleted,
          certificateId,
        }
      })
    },

    async savePosition(lessonId: number, seconds: number, user: TokenClaims) {
      const lesson = await lessonToRecord(lessonId, user)
      await repo.transaction(async (tx) => {
        await tx.touchCourse(user.sub, lesson.courseId, lessonId)
        await tx.savePosition(user.sub, lesson.courseId, lessonId, seconds)
      })
      return { lessonId, positionSeconds: seconds }
    },

    /** GET /api/me/learning. */
    async mine(userId: string): Promise<MyLearning> {
      const [rows, certificates, quizzesPassed] = await Promise.all([
        repo.learningOf(userId),
        repo.certificateCount(userId),
        repo.quizzesPassed(userId),
      ])
      const summaries = new Map(
        (await deps.courseSummaries(rows.map((r) => r.courseId))).map((c) => [c.id, c]),
      )
      const items: MyLearning['items'] = rows.flatMap((row) => {
        const course = summaries.get(row.courseId)
        if (!course) return []
        const progress = progressOf(row.completedLessons, row.totalLessons)
        const isCompleted = row.completedAt !== null || progress.percent === 100
        return [
          {
            courseId: row.courseId,
            enrolledAt: row.enrolledAt.toISOString(),
            course,
            progress,
            status: isCompleted ? ('completed' as const) : ('active' as const),
            resumeLessonId: row.lastLessonId,
            lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
            completedAt: row.completedAt?.toISOString() ?? null,
            certificateId: row.certificateId,
          },
        ]
      })
      const completed = items.filter((i) => i.status === 'completed').length
      return {
        items,
        counts: {
          enrolled: items.length,
          active: items.length - completed,
          completed,
          certificates,
          lessonsCompleted: items.reduce((sum, i) => sum + i.progress.completedLessons, 0),
          quizzesPassed,
        },
      }
    },

    /** GET /api/certificates/:id: public, every detail as issued. */
    async certificate(id: string): Promise<Certificate> {
      if (!UUID.test(id)) throw new NotFoundError(CERTIFICATE_NOT_FOUND)
      const row = await repo.certificate(id.toLowerCase())
      if (!row) throw new NotFoundError(CERTIFICATE_NOT_FOUND)
      return {
        id: row.id,
        learnerName: row.learnerName,
        courseId: row.courseId,
        courseTitle: row.courseTitle,
        instructorName: row.instructorName,
        hours: row.hours,
        issuedAt: row.issuedAt.toISOString(),
        revokedAt: row.revokedAt?.toISOString() ?? null,
      }
    },
  }
}
export type LearningService = ReturnType<typeof createLearningService>
