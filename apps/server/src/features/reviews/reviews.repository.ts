import {
  applyRatingChange,
  type CourseReviewInput,
  type RatingChange,
  type RatingStats,
} from '@app/domain/reviews'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fileUrlSql, queryRows } from '../../db/raw-sql'
import { instructorIdOf } from '../../accounts/instructor-of'

/** One review with its course, author account, avatar and reply, as read from the database. */
export interface CourseReviewRow {
  id: number
  courseId: number
  courseTitle: string
  name: string
  avatarUrl: string | null
  rating: number
  title: string
  body: string
  createdAt: Date | string
  isByAccount: boolean
  replyAuthor: string | null
  replyBody: string | null
  replyAt: Date | string | null
}

/** `r` course_reviews, `c` its course; the author's current name and avatar when an account wrote it. */
const REVIEW_SELECT = sql`
  select r.id, r.course_id as "courseId", c.title as "courseTitle",
    coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), u.name, r.name)
      as "name",
    case when p.avatar_file_id is not null then ${fileUrlSql('p.avatar_file_id')} end
      as "avatarUrl",
    r.rating, r.title, r.body, r.created_at as "createdAt",
    (a.user_id is not null) as "isByAccount",
    rr.author_name as "replyAuthor", rr.body as "replyBody", rr.created_at as "replyAt"
  from course_reviews r
  join courses c on c.id = r.course_id
  left join course_review_authors a on a.review_id = r.id
  left join users u on u.id = a.user_id
  left join profiles p on p.user_id = a.user_id
  left join course_review_replies rr on rr.review_id = r.id`

/** The name an account shows on what it writes: its profile name, else its account name. */
const ACCOUNT_NAME = sql`coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), u.name)`

export interface Figures {
  course: { id: number; rating: number; ratingCount: number }
  instructor: { id: number; rating: number; reviewCount: number }
}
export type SaveOutcome =
  | ({ kind: 'saved'; reviewId: number; created: boolean } & Figures)
  | { kind: 'no-course' }
  | { kind: 'not-enrolled' }
export type DeleteOutcome =
  ({ kind: 'deleted' } & Figures) | { kind: 'not-found' } | { kind: 'not-author' }

type Tx = Pick<Db, 'execute'>

/**
 * Applies one rating change to the course and to its main instructor. The course row is locked
 * by the caller (so changes to one course's figures follow each other); the instructor's row
 * is locked here, always after the course, so two courses of one instructor cannot deadlock.
 */
async function applyFigures(
  tx: Tx,
  course: { id: number; rating: number; ratingCount: number; instructorId: number },
  change: RatingChange,
): Promise<Figures> {
  const courseStats = applyRatingChange(
    { rating: course.rating, count: course.ratingCount },
    change,
  )
  await tx.execute(sql`
    update courses set rating = ${courseStats.rating}, rating_count = ${courseStats.count}
    where id = ${course.id}`)
  const [instructor] = await queryRows<{ rating: number; reviewCount: number }>(
    tx,
    sql`select rating, review_count as "reviewCount" from instructors
        where id = ${course.instructorId} for update`,
  )
  let instructorStats: RatingStats = { rating: 0, count: 0 }
  if (instructor) {
    instructorStats = applyRatingChange(
      { rating: instructor.rating, count: instructor.reviewCount },
      change,
    )
    await tx.execute(sql`
      update instructors
      set rating = ${instructorStats.rating}, review_count = ${instructorStats.count}
      where id = ${course.instructorId}`)
  }
  return {
    course: { id: course.id, rating: courseStats.rating, ratingCount: courseStats.count },
    instructor: {
      id: course.instructorId,
      rating: instructorStats.rating,
      reviewCount: instructorStats.count,
    },
  }
}

interface LockedCourse {
  id: number
  rating: number
  ratingCount: number
  instructorId: number
}
const lockCourse = async (tx: Tx, courseId: number): Promise<LockedCourse | undefined> =>
  (
    await queryRows<LockedCourse>(
      tx,
      sql`select id, rating, rating_count as "ratingCount", instructor_id as "instructorId"
          from courses where id = ${courseId} for update`,
    )
  )[0]

export function createReviewsRepository(db: Db) {
  const list = async (where: SQL, page: number, pageSize: number) => {
    const [items, totals] = await Promise.all([
      queryRows<CourseReviewRow>(
        db,
        sql`${REVIEW_SELECT} where ${where}
            order by r.created_at desc, r.id desc
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
      ),
      queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total
            from course_reviews r join courses c on c.id = r.course_id
            left join course_review_authors a on a.review_id = r.id
            where ${where}`,
      ),
    ])
    return { items, total: totals[0]?.total ?? 0 }
  }

  return {
    async findReview(reviewId: number): Promise<CourseReviewRow | null> {
      const rows = await queryRows<CourseReviewRow>(
        db,
        sql`${REVIEW_SELECT} where r.id = ${reviewId}`,
      )
      return rows[0] ?? null
    },

    /** The account's name and e-mail as a review shows them. */
    async author(userId: string): Promise<{ name: string; email: string } | null> {
      const rows = await queryRows<{ name: string; email: string }>(
        db,
        sql`select ${ACCOUNT_NAME} as name, u.email
            from users u left join profiles p on p.user_id = u.id
            where u.id = ${userId}::uuid`,
      )
      return rows[0] ?? null
    },

    /** The instructor (catalog id) a mentor account teaches as, if any. */
    instructorIdOf: (userId: string) => instructorIdOf(db, userId),

    /** Reviews the account wrote, newest first. */
    byAuthor: (userId: string, page: number, pageSize: number) =>
      list(sql`a.user_id = ${userId}::uuid`, page, pageSize),

    /** Reviews of an instructor's courses (drafts too: they may have been published before). */
    byInstructor: (instructorId: number | 'all', page: number, pageSize: number) =>
      list(
        instructorId === 'all' ? sql`true` : sql`c.instructor_id = ${instructorId}`,
        page,
        pageSize,
      ),

    /** Courses the account is enrolled in (optionally one, or one instructor's), with its review. */
    reviewable(
      userId: string,
      filter: { courseId?: number | undefined; instructorId?: number | undefined },
    ): Promise<{ courseId: number; title: string; reviewId: number | null }[]> {
      return queryRows(
        db,
        sql`select c.id as "courseId", c.title, a.review_id as "reviewId"
            from enrolments e
            join courses c on c.id = e.course_id
            left join course_review_authors a on a.course_id = c.id and a.user_id = e.user_id
            where e.user_id = ${userId}::uuid
              ${filter.courseId === undefined ? sql`` : sql`and c.id = ${filter.courseId}`}
              ${filter.instructorId === undefined ? sql`` : sql`and c.instructor_id = ${filter.instructorId}`}
            order by e.created_at desc, c.id`,
      )
    },

    /**
     * Writes the account's review of a course (a second one edits the first) and moves the
     * course's and its instructor's rating and count, all in one transaction. The course row is
     * locked first, so two posts by one student cannot both insert, and figures never race.
     */
    saveReview(courseId: number, userId: string, input: CourseReviewInput): Promise<SaveOutcome> {
      return db.transaction(async (tx) => {
        const course = await lockCourse(tx, courseId)
        if (!course) return { kind: 'no-course' }
        const enrolled = await queryRows(
          tx,
          sql`select 1 from enrolments where user_id = ${userId}::uuid and course_id = ${courseId}`,
        )
        if (enrolled.length === 0) return { kind: 'not-enrolled' }
        const [author] = await queryRows<{ name: string }>(
          tx,
          sql`select ${ACCOUNT_NAME} as name from users u left join profiles p on p.user_id = u.id
              where u.id = ${userId}::uuid`,
        )
        const name = author?.name ?? 'Student'
        const [existing] = await queryRows<{ id: number; rating: number }>(
          tx,
          sql`select r.id, r.rating from course_review_authors a
              join course_reviews r on r.id = a.review_id
              where a.course_id = ${courseId} and a.user_id = ${userId}::uuid`,
        )
        if (existing) {
          await tx.execute(sql`
            update course_reviews set name = ${name}, rating = ${input.rating},
              title = ${input.title}, body = ${input.message}
            where id = ${existing.id}`)
          await tx.execute(sql`
            update course_review_authors set updated_at = now() where review_id = ${existing.id}`)
          const figures = await applyFigures(tx, course, {
            kind: 'edit',
            from: existing.rating,
            to: input.rating,
          })
          return { kind: 'saved', reviewId: existing.id, created: false, ...figures }
        }
        const [inserted] = await queryRows<{ id: number }>(
          tx,
          sql`insert into course_reviews (course_id, name, rating, title, body, created_at)
              values (${courseId}, ${name}, ${input.rating}, ${input.title}, ${input.message}, now())
              returning id`,
        )
        if (!inserted) throw new Error('the review was not saved')
        await tx.execute(sql`
          insert into course_review_authors (review_id, course_id, user_id)
          values (${inserted.id}, ${courseId}, ${userId}::uuid)`)
        const figures = await applyFigures(tx, course, { kind: 'add', rating: input.rating })
        return { kind: 'saved', reviewId: inserted.id, created: true, ...figures }
      })
    },

    /** Removes a review (its author, or anyone when `isAdmin`) and takes its rating back out. */
    deleteReview(reviewId: number, userId: string, isAdmin: boolean): Promise<DeleteOutcome> {
      return db.transaction(async (tx) => {
        const [found] = await queryRows<{ courseId: number }>(
          tx,
          sql`select course_id as "courseId" from course_reviews where id = ${reviewId}`,
        )
        if (!found) return { kind: 'not-found' }
        const course = await lockCourse(tx, found.courseId)
        const [review] = await queryRows<{ rating: number; authorId: string | null }>(
          tx,
          sql`select r.rating, a.user_id as "authorId"
              from course_reviews r left join course_review_authors a on a.review_id = r.id
              where r.id = ${reviewId} for update of r`,
        )
        if (!review || !course) return { kind: 'not-found' }
        if (!isAdmin && review.authorId !== userId) return { kind: 'not-author' }
        await tx.execute(sql`delete from course_reviews where id = ${reviewId}`)
        const figures = await applyFigures(tx, course, { kind: 'remove', rating: review.rating })
        return { kind: 'deleted', ...figures }
      })
    },

    /** The course's main instructor for a review, or null when the review does not exist. */
    async reviewInstructor(reviewId: number): Promise<{ instructorId: number } | null> {
      const rows = await queryRows<{ instructorId: number }>(
        db,
        sql`select c.instructor_id as "instructorId"
            from course_reviews r join courses c on c.id = r.course_id where r.id = ${reviewId}`,
      )
      return rows[0] ?? null
    },

    async instructorName(instructorId: number): Promise<string | null> {
      const rows = await queryRows<{ name: string }>(
        db,
        sql`select name from instructors where id = ${instructorId}`,
      )
      return rows[0]?.name ?? null
    },

    /** Creates or replaces the reply under a review. */
    async saveReply(
      reviewId: number,
      reply: { authorId: string; authorName: string; body: string },
    ): Promise<void> {
      await db.execute(sql`
        insert into course_review_replies (review_id, author_id, author_name, body)
        values (${reviewId}, ${reply.authorId}::uuid, ${reply.authorName}, ${reply.body})
        on conflict (review_id) do update set
          author_id = excluded.author_id, author_name = excluded.author_name,
          body = excluded.body, updated_at = now()`)
    },

    async deleteReply(reviewId: number): Promise<void> {
      await db.execute(sql`delete from course_review_replies where review_id = ${reviewId}`)
    },
  }
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>
