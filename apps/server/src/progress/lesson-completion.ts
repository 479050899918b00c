import { certificateHours } from '@app/domain/learning'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from '../db/raw-sql'
import { certificates, courseProgress, lessonProgress } from '../db/schema/index'

/**
 * Completing a lesson, shared by Mark as complete (learning) and a passed quiz (quizzes): the
 * lesson's mark, the course's progress, and once the last lesson is done the course's Completed
 * date and certificate. Call it inside the caller's transaction.
 */

export interface LessonCompletion {
  total: number
  done: number
  isCourseCompleted: boolean
  certificateId: string | null
}

/**
 * The course's progress row, made if missing and pointed at `lessonId`, and locked until the
 * transaction ends: completions of one student in one course run one after the other, so the
 * one that completes the last lesson sees all the others.
 */
export async function touchCourse(
  db: Db,
  userId: string,
  courseId: number,
  lessonId: number,
): Promise<void> {
  await db
    .insert(courseProgress)
    .values({ userId, courseId, lastLessonId: lessonId })
    .onConflictDoUpdate({
      target: [courseProgress.userId, courseProgress.courseId],
      set: { lastLessonId: lessonId, updatedAt: sql`now()` },
    })
}

export async function certificateIdOf(
  db: Db,
  userId: string,
  courseId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, courseId),
        isNull(certificates.revokedAt),
      ),
    )
  return row?.id ?? null
}

/** Marks the lessons complete (again: no change) and completes the course when none is left. */
export async function completeLessons(
  db: Db,
  userId: string,
  courseId: number,
  lessonIds: readonly number[],
): Promise<LessonCompletion> {
  for (const lessonId of lessonIds) {
    await touchCourse(db, userId, courseId, lessonId)
    await db
      .insert(lessonProgress)
      .values({ userId, courseId, lessonId, completedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: {
          completedAt: sql`coalesce(${lessonProgress.completedAt}, now())`,
          updatedAt: sql`now()`,
        },
      })
  }
  const [counts] = await queryRows<{ total: number; done: number }>(
    db,
    sql`select count(*)::int as total, count(lp.completed_at)::int as done
        from course_lessons l
        join course_sections s on s.id = l.section_id
        left join lesson_progress lp on lp.lesson_id = l.id and lp.user_id = ${userId}
        where s.course_id = ${courseId}`,
  )
  const total = Number(counts?.total ?? 0)
  const done = Number(counts?.done ?? 0)
  const isCourseCompleted = total > 0 && done >= total
  if (!isCourseCompleted) {
    return {
      total,
      done,
      isCourseCompleted,
      certificateId: await certificateIdOf(db, userId, courseId),
    }
  }
  await db
    .update(courseProgress)
    .set({ completedAt: sql`coalesce(${courseProgress.completedAt}, now())` })
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)))
  const [course] = await queryRows<{ minutes: number }>(
    db,
    sql`select duration_minutes as minutes from courses where id = ${courseId}`,
  )
  // Every detail as it stands today (the learner's profile name, else the account name); a
  // second call for the same student and course keeps the first certificate, unless a refund
  // revoked it: a course bought again and completed again earns it again, issued today.
  await db.execute(
    sql`insert into certificates (user_id, course_id, learner_name, course_title,
                                  instructor_name, hours)
        select u.id, c.id,
               coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.name),
               c.title, i.name, ${certificateHours(Number(course?.minutes ?? 0))}
        from users u
        cross join courses c
        join instructors i on i.id = c.instructor_id
        left join profiles p on p.user_id = u.id
        where u.id = ${userId} and c.id = ${courseId}
        on conflict (user_id, course_id) do update
          set learner_name = excluded.learner_name, course_title = excluded.course_title,
              instructor_name = excluded.instructor_name, hours = excluded.hours,
              created_at = now(), revoked_at = null
          where certificates.revoked_at is not null`,
  )
  return {
    total,
    done,
    isCourseCompleted,
    certificateId: await certificateIdOf(db, userId, courseId),
  }
}

/**
 * The quiz a quiz lesson opens: its own, else the course's first quiz (null: none yet). One
 * rule for the lesson player, Mark as complete and a passed quiz.
 */
const lessonQuizSql = sql`coalesce(lc.quiz_id,
  (select q.id from quizzes q where q.course_id = s.course_id order by q.id limit 1))`

export async function quizOfLesson(db: Db, lessonId: number): Promise<number | null> {
  const [row] = await queryRows<{ quizId: number | null }>(
    db,
    sql`select ${lessonQuizSql} as "quizId"
        from course_lessons l
        join course_sections s on s.id = l.section_id
        left join lesson_content lc on lc.lesson_id = l.id
        where l.id = ${lessonId} and l.type = 'quiz'`,
  )
  return row?.quizId == null ? null : Number(row.quizId)
}

/** The quiz lessons that open this quiz, in its course. */
export async function lessonsOfQuiz(
  db: Db,
  quizId: number,
): Promise<{ courseId: number; lessonIds: number[] }> {
  const rows = await queryRows<{ lessonId: number; courseId: number }>(
    db,
    sql`select l.id as "lessonId", s.course_id as "courseId"
        from quizzes qz
        join course_sections s on s.course_id = qz.course_id
        join course_lessons l on l.section_id = s.id and l.type = 'quiz'
        left join lesson_content lc on lc.lesson_id = l.id
        where qz.id = ${quizId} and ${lessonQuizSql} = qz.id
        order by l.id`,
  )
  return {
    courseId: Number(rows[0]?.courseId ?? 0),
    lessonIds: rows.map((r) => Number(r.lessonId)),
  }
}

export interface QuizStanding {
  maxAttempts: number
  passPercent: number
  /** Attempts started, the open one included. */
  attemptsUsed: number
  submitted: number
  isPassed: boolean
  bestScore: number | null
}

/** The student's attempts at a quiz and whether one reached the pass mark (null: no such quiz). */
export async function quizStanding(
  db: Db,
  userId: string,
  quizId: number,
): Promise<QuizStanding | null> {
  const [row] = await queryRows<{
    maxAttempts: number
    passPercent: number
    used: number
    submitted: number
    passed: number
    bestScore: number | null
  }>(
    db,
    sql`select q.max_attempts as "maxAttempts", q.pass_percent as "passPercent",
               count(a.id)::int as used,
               count(a.submitted_at)::int as submitted,
               count(*) filter (where a.submitted_at is not null
                                  and a.score >= q.pass_percent)::int as passed,
               max(a.score) filter (where a.submitted_at is not null) as "bestScore"
        from quizzes q
        left join quiz_attempts a on a.quiz_id = q.id and a.user_id = ${userId}
        where q.id = ${quizId}
        group by q.id`,
  )
  if (!row) return null
  return {
    maxAttempts: Number(row.maxAttempts),
    passPercent: Number(row.passPercent),
    attemptsUsed: Number(row.used),
    submitted: Number(row.submitted),
    isPassed: Number(row.passed) > 0,
    bestScore: row.bestScore == null ? null : Number(row.bestScore),
  }
}
