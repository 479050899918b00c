import { certificateHours } from '@app/domain/learning'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
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
  users,
} from '../schema/index'
import { SEED_COURSES } from './catalog-courses'
import { DEMO_STUDENT_EMAIL } from './users'

const DAY = 24 * 60 * 60 * 1000
const LEARNING_EPOCH = Date.UTC(2025, 9, 6, 9, 0)

/** The committed sample videos (apps/server/media), each with its captions. */
const SAMPLE_VIDEOS = ['lesson-intro', 'lesson-walkthrough', 'lesson-practice'] as const

/**
 * The demo student's courses: lessons completed out of the catalog's 12 per course. Course 1 is
 * Completed (100%, with a certificate), four stand at 80% (10 of 12), one at 50% and one was
 * just bought; seven courses, so My Courses has a second page. Courses 1, 3, 26 and 40 are the
 * demo mentor's (instructor 1).
 */
export const DEMO_STUDENT_COURSES = [
  { courseId: 1, completed: 12 },
  { courseId: 3, completed: 10 },
  { courseId: 26, completed: 10 },
  { courseId: 40, completed: 10 },
  { courseId: 12, completed: 10 },
  { courseId: 4, completed: 6 },
  { courseId: 11, completed: 0 },
] as const

/** What a reading lesson says: built from its own title, section and course. */
export function documentText(course: string, section: string, lesson: string): string {
  return [
    `${lesson} is part of "${section}" in ${course}. Read it through once, then keep it open while you work on the exercise at the end.`,
    `Start by writing down, in one sentence, what you expect to be able to do after this lesson. Then skim the headings of the section and note the two ideas you know least about: they are where your attention pays off most.`,
    `Work through the example from the previous video step by step. After each step, stop and predict what will happen before you check. Mistakes found this way are the ones you remember.`,
    `Exercise: take the example and change one thing about it. Describe what you changed, what you expected and what happened. If the result surprised you, go back to the part of the lesson that explains it.`,
    `When you are done, mark this lesson as complete and move on. You can come back to it at any time from the lesson list.`,
  ].join('\n\n')
}

/**
 * Lesson content for the sample catalog (video lessons play the committed samples with
 * captions, readings get text, quiz lessons open the course's quiz), and the demo student's
 * enrolments, lesson progress and certificate. Fixed values; rows that exist are left alone.
 */
export async function seedLearning(db: Db): Promise<void> {
  const courseIds = SEED_COURSES.map((c) => c.id)
  const lessons = await db
    .select({
      id: courseLessons.id,
      type: courseLessons.type,
      title: courseLessons.title,
      position: courseLessons.position,
      sectionTitle: courseSections.title,
      sectionPosition: courseSections.position,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(courseLessons)
    .innerJoin(courseSections, eq(courseSections.id, courseLessons.sectionId))
    .innerJoin(courses, eq(courses.id, courseSections.courseId))
    .where(inArray(courses.id, courseIds))
  const contentRows = lessons.map((lesson) => {
    const video = SAMPLE_VIDEOS[(lesson.courseId + lesson.sectionPosition) % SAMPLE_VIDEOS.length]!
    return {
      lessonId: lesson.id,
      videoPath: lesson.type === 'video' ? `${video}.webm` : null,
      captionsPath: lesson.type === 'video' ? `${video}.vtt` : null,
      documentText:
        lesson.type === 'document'
          ? documentText(lesson.courseTitle, lesson.sectionTitle, lesson.title)
          : null,
      // Quiz lessons name no quiz: the player opens the course's first quiz when it has one.
      quizId: null,
    }
  })
  if (contentRows.length > 0)
    await db.insert(lessonContent).values(contentRows).onConflictDoNothing()

  const [student] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.email, DEMO_STUDENT_EMAIL), eq(users.role, 'student')))
  if (!student) return

  const ordered = (courseId: number) =>
    lessons
      .filter((l) => l.courseId === courseId)
      .sort((a, b) => a.sectionPosition - b.sectionPosition || a.position - b.position)

  for (const [i, { courseId, completed }] of DEMO_STUDENT_COURSES.entries()) {
    const enrolledAt = new Date(LEARNING_EPOCH + i * 9 * DAY)
    const inserted = await db
      .insert(enrolments)
      .values({ userId: student.id, courseId, orderId: null, createdAt: enrolledAt })
      .onConflictDoNothing()
      .returning({ id: enrolments.id })
    // An enrolment that was there already keeps whatever progress the student made since.
    if (inserted.length === 0) continue
    const courseLessonsInOrder = ordered(courseId)
    const done = courseLessonsInOrder.slice(0, completed)
    const at = (n: number) => new Date(enrolledAt.getTime() + (n + 1) * DAY)
    if (done.length > 0) {
      await db
        .insert(lessonProgress)
        .values(
          done.map((lesson, n) => ({
            userId: student.id,
            lessonId: lesson.id,
            courseId,
            completedAt: at(n),
            positionSeconds: 0,
            updatedAt: at(n),
          })),
        )
        .onConflictDoNothing()
    }
    const isComplete = completed >= courseLessonsInOrder.length && completed > 0
    const last = done.at(-1)
    if (last) {
      await db
        .insert(courseProgress)
        .values({
          userId: student.id,
          courseId,
          lastLessonId: last.id,
          completedAt: isComplete ? at(done.length - 1) : null,
          updatedAt: at(done.length - 1),
        })
        .onConflictDoNothing()
    }
    if (isComplete) {
      const [course] = await db
        .select({
          title: courses.title,
          durationMinutes: courses.durationMinutes,
          instructorName: instructors.name,
        })
        .from(courses)
        .innerJoin(instructors, eq(instructors.id, courses.instructorId))
        .where(eq(courses.id, courseId))
      if (course) {
        await db
          .insert(certificates)
          .values({
            userId: student.id,
            courseId,
            learnerName: student.name,
            courseTitle: course.title,
            instructorName: course.instructorName,
            hours: certificateHours(course.durationMinutes),
            issuedAt: at(done.length - 1),
          })
          .onConflictDoNothing()
      }
    }
  }
}
