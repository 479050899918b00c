import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw-sql'
import {
  certificates,
  courseLessons,
  courseProgress,
  courseSections,
  courses,
  enrolments,
  instructors,
  lessonContent,
  lessonProgress,
} from '../../db/schema/index'
import {
  certificateIdOf,
  completeLessons,
  quizOfLesson,
  quizStanding,
  touchCourse,
} from '../../progress/lesson-completion'
import { instructorIdOf } from '../../accounts/instructor-of'

export interface CourseRow {
  id: number
  title: string
  status: 'published' | 'draft'
  priceCents: number
  instructorId: number
  instructorName: string
  durationMinutes: number
}

export interface CurriculumRow {
  sectionId: number
  sectionTitle: string
  id: number
  title: string
  type: 'video' | 'document' | 'quiz'
  durationMinutes: number
  isPreview: boolean
}

export interface LessonRow extends CurriculumRow {
  courseId: number
  videoFileId: string | null
  videoPath: string | null
  captionsPath: string | null
  documentText: string | null
  quizId: number | null
}

export interface LessonProgressRow {
  lessonId: number
  completedAt: Date | null
  positionSeconds: number
}

export interface CourseProgressRow {
  lastLessonId: number | null
  completedAt: Date | null
}

export interface LearningRow {
  courseId: number
  enrolledAt: Date
  totalLessons: number
  completedLessons: number
  lastLessonId: number | null
  lastActivityAt: Date | null
  completedAt: Date | null
  certificateId: string | null
}

export type CertificateRow = typeof certificates.$inferSelect

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value)

function queries(db: Db) {
  return {
    async course(courseId: number): Promise<CourseRow | null> {
      const [row] = await db
        .select({
          id: courses.id,
          title: courses.title,
          status: courses.status,
          priceCents: courses.priceCents,
          instructorId: courses.instructorId,
          instructorName: instructors.name,
          durationMinutes: courses.durationMinutes,
        })
        .from(courses)
        .innerJoin(instructors, eq(instructors.id, courses.instructorId))
        .where(eq(courses.id, courseId))
      return row ?? null
    },

    /** Every lesson of the course in order (sections, then lessons). */
    curriculum(courseId: number): Promise<CurriculumRow[]> {
      return db
        .select({
          sectionId: courseSections.id,
          sectionTitle: courseSections.title,
          id: courseLessons.id,
          title: courseLessons.title,
          type: courseLessons.type,
          durationMinutes: courseLessons.durationMinutes,
          isPreview: courseLessons.isPreview,
        })
        .from(courseSections)
        .innerJoin(courseLessons, eq(courseLessons.sectionId, courseSections.id))
        .where(eq(courseSections.courseId, courseId))
        .orderBy(
          asc(courseSections.position),
          asc(courseSections.id),
          asc(courseLessons.position),
          asc(courseLessons.id),
        )
    },

    /** Sections that exist but have no lessons yet are left out of the player. */
    async lesson(lessonId: number): Promise<LessonRow | null> {
      const [row] = await db
        .select({
          sectionId: courseSections.id,
          sectionTitle: courseSections.title,
          id: courseLessons.id,
          title: courseLessons.title,
          type: courseLessons.type,
          durationMinutes: courseLessons.durationMinutes,
          isPreview: courseLessons.isPreview,
          courseId: courseSections.courseId,
          videoFileId: lessonContent.videoFileId,
          videoPath: lessonContent.videoPath,
          captionsPath: lessonContent.captionsPath,
          documentText: lessonContent.documentText,
          quizId: lessonContent.quizId,
        })
        .from(courseLessons)
        .innerJoin(courseSections, eq(courseSections.id, courseLessons.sectionId))
        .leftJoin(lessonContent, eq(lessonContent.lessonId, courseLessons.id))
        .where(eq(courseLessons.id, lessonId))
      return row ?? null
    },

    async isEnrolled(userId: string, courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
      return row !== undefined
    },

    /** The catalog instructor a mentor account teaches as, if any. */
    instructorIdOf: (userId: string) => instructorIdOf(db, userId),

    lessonProgressIn(userId: string, courseId: number): Promise<LessonProgressRow[]> {
      return db
        .select({
          lessonId: lessonProgress.lessonId,
          completedAt: lessonProgress.completedAt,
          positionSeconds: lessonProgress.positionSeconds,
        })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)))
    },

    async lessonProgressOf(userId: string, lessonId: number): Promise<LessonProgressRow | null> {
      const [row] = await db
        .select({
          lessonId: lessonProgress.lessonId,
          completedAt: lessonProgress.completedAt,
          positionSeconds: lessonProgress.positionSeconds,
        })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
      return row ?? null
    },

    async courseProgressOf(userId: string, courseId: number): Promise<CourseProgressRow | null> {
      const [row] = await db
        .select({
          lastLessonId: courseProgress.lastLessonId,
          completedAt: courseProgress.completedAt,
        })
        .from(courseProgress)
        .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)))
      return row ?? null
    },

    certificateIdOf: (userId: string, courseId: number) => certificateIdOf(db, userId, courseId),

    /** Points the course's resume lesson at `lessonId` (see touchCourse). */
    touchCourse: (userId: string, courseId: number, lessonId: number) =>
      touchCourse(db, userId, courseId, lessonId),

    /** Marks the lesson complete and completes the course when it was the last one. */
    completeLesson: (userId: string, courseId: number, lessonId: number) =>
      completeLessons(db, userId, courseId, [lessonId]),

    /** The quiz a quiz lesson opens (null: not a quiz lesson, or the course has no quiz). */
    quizOfLesson: (lessonId: number) => quizOfLesson(db, lessonId),

    quizStanding: (userId: string, quizId: number) => quizStanding(db, userId, quizId),

    async savePosition(
      userId: string,
      courseId: number,
      lessonId: number,
      seconds: number,
    ): Promise<void> {
      await db
        .insert(lessonProgress)
        .values({ userId, courseId, lessonId, positionSeconds: seconds })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: { positionSeconds: seconds, updatedAt: sql`now()` },
        })
    },

    /** The student's enrolments with lesson counts, progress and certificate, latest activity first. */
    async learningOf(userId: string): Promise<LearningRow[]> {
      const rows = await queryRows<LearningRow>(
        db,
        sql`select e.course_id as "courseId", e.created_at as "enrolledAt",
                   (select count(*)::int from course_lessons l
                      join course_sections s on s.id = l.section_id
                     where s.course_id = e.course_id) as "totalLessons",
                   (select count(*)::int from lesson_progress lp
                      join course_lessons l on l.id = lp.lesson_id
                     where lp.user_id = e.user_id and lp.course_id = e.course_id
                       and lp.completed_at is not null) as "completedLessons",
                   cp.last_lesson_id as "lastLessonId", cp.updated_at as "lastActivityAt",
                   cp.completed_at as "completedAt", cert.id as "certificateId"
            from enrolments e
            left join course_progress cp on cp.user_id = e.user_id and cp.course_id = e.course_id
            left join certificates cert on cert.user_id = e.user_id and cert.course_id = e.course_id
                                        and cert.revoked_at is null
            where e.user_id = ${userId}
            order by coalesce(cp.updated_at, e.created_at) desc, e.course_id`,
      )
      return rows.map((row) => ({
        ...row,
        totalLessons: Number(row.totalLessons),
        completedLessons: Number(row.completedLessons),
        enrolledAt: asDate(row.enrolledAt)!,
        lastActivityAt: asDate(row.lastActivityAt),
        completedAt: asDate(row.completedAt),
      }))
    },

    async certificateCount(userId: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from certificates where user_id = ${userId} and revoked_at is null`,
      )
      return Number(row?.n ?? 0)
    },

    /** Quizzes with at least one submitted attempt at or above the quiz's pass mark. */
    async quizzesPassed(userId: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct a.quiz_id)::int as n
            from quiz_attempts a join quizzes q on q.id = a.quiz_id
            where a.user_id = ${userId} and a.submitted_at is not null
              and a.score >= q.pass_percent`,
      )
      return Number(row?.n ?? 0)
    },

    async certificate(id: string): Promise<CertificateRow | null> {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, id))
      return row ?? null
    },
  }
}

export type LearningRepository = ReturnType<typeof queries> & {
  /** Runs `work` in one transaction with this repository bound to it. */
  transaction: <T>(work: (repo: LearningRepository) => Promise<T>) => Promise<T>
}

export function createLearningRepository(db: Db): LearningRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(createLearningRepository(tx as Db))),
  }
}
