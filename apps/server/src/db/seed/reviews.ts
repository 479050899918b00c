import { and, eq } from 'drizzle-orm'
import type { Db } from '../client'
import {
  courseReviewAuthors,
  courseReviewReplies,
  courseReviews,
  courses,
  enrolments,
  instructors,
  users,
} from '../schema/index'
import { DEMO_MENTOR_EMAIL, DEMO_STUDENT_EMAIL } from './users'

/** Fixed ids below the content sequence (1,000,000,000) and above every sample review id. */
const reviewId = (courseId: number) => 990_000_000 + courseId

interface SeedReview {
  courseId: number
  rating: number
  title: string
  body: string
  on: string
  /** The demo mentor's reply (courses 1 and 3 are theirs). */
  reply?: { body: string; on: string }
}

/** The demo student's reviews of courses they are enrolled in (see seed/learning.ts). */
export const DEMO_STUDENT_REVIEWS: readonly SeedReview[] = [
  {
    courseId: 1,
    rating: 5,
    title: 'I shipped my first real website',
    body: 'Every section builds on the last, and the exercises are small enough to finish in an evening. By the end I had a portfolio site online and understood every line of it.',
    on: '2026-01-12T10:00:00Z',
    reply: {
      body: 'Thank you, Sam! Shipping a site you understand line by line is exactly the goal. Share the link in the course Q&A: other students love seeing finished projects.',
      on: '2026-01-13T08:30:00Z',
    },
  },
  {
    courseId: 3,
    rating: 4,
    title: 'Clear lessons, wanted more exercises',
    body: 'The explanations are clear and the pace is right. I would have liked one more practice project in the middle sections, but the quizzes helped me check what I had learned.',
    on: '2026-02-03T18:15:00Z',
    reply: {
      body: 'Thanks for the honest feedback! A new practice project for the middle sections is on its way this month.',
      on: '2026-02-05T09:00:00Z',
    },
  },
  {
    courseId: 12,
    rating: 4,
    title: 'Good value for the price',
    body: 'Well organised and easy to follow on my phone during the commute. A few videos could be shorter.',
    on: '2026-02-20T07:45:00Z',
  },
]

/**
 * The demo student's reviews with the demo mentor's replies; rows that exist are left alone.
 * The catalog's sample ratings and counts (the spec's figures) already count these reviews, so
 * the seed leaves them as they are; a review posted later moves them. The student is enrolled
 * in each reviewed course first (a no-op when seed/learning did it).
 */
export async function seedReviews(db: Db): Promise<void> {
  const [student] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.email, DEMO_STUDENT_EMAIL), eq(users.role, 'student')))
  const [mentor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_MENTOR_EMAIL), eq(users.role, 'teacher')))
  if (!student) return

  for (const review of DEMO_STUDENT_REVIEWS) {
    // One transaction per review: its rows all land, or none do.
    await db.transaction(async (tx) => {
      const [course] = await tx
        .select({ id: courses.id, instructorId: courses.instructorId })
        .from(courses)
        .where(eq(courses.id, review.courseId))
      if (!course) return
      await tx
        .insert(enrolments)
        .values({ userId: student.id, courseId: course.id, orderId: null })
        .onConflictDoNothing()
      const inserted = await tx
        .insert(courseReviews)
        .values({
          id: reviewId(course.id),
          courseId: course.id,
          name: student.name,
          rating: review.rating,
          title: review.title,
          body: review.body,
          createdAt: new Date(review.on),
        })
        .onConflictDoNothing()
        .returning({ id: courseReviews.id })
      if (inserted.length === 0) return
      await tx
        .insert(courseReviewAuthors)
        .values({
          reviewId: reviewId(course.id),
          courseId: course.id,
          userId: student.id,
          updatedAt: new Date(review.on),
        })
        .onConflictDoNothing()

      const [teacher] = await tx
        .select({ name: instructors.name })
        .from(instructors)
        .where(eq(instructors.id, course.instructorId))
      if (review.reply && teacher) {
        await tx
          .insert(courseReviewReplies)
          .values({
            reviewId: reviewId(course.id),
            authorId: mentor?.id ?? null,
            authorName: teacher.name,
            body: review.reply.body,
            createdAt: new Date(review.reply.on),
            updatedAt: new Date(review.reply.on),
          })
          .onConflictDoNothing()
      }
    })
  }
}
