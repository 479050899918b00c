import { INSTRUCTOR_PAGE_SIZE, type CourseReviewItem } from '@app/domain/authoring'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw-sql'
import { courses, instructorAccounts, users } from '../../db/schema/index'
import { coverUrl } from './authoring-sql'

/** The admins' review queue and the mentors who hear its outcome. */
export function createCourseReviewRepository(db: Db) {
  return {
    /** The courses waiting for review, the longest-waiting first. */
    async reviewQueue(page: number) {
      const pageSize = INSTRUCTOR_PAGE_SIZE
      const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from course_authoring where state = 'in_review'`,
      )
      const pageCount = Math.max(1, Math.ceil(total / pageSize))
      const current = Math.min(page, pageCount)
      const rows = await queryRows<
        Omit<CourseReviewItem, 'coverUrl' | 'submittedAt'> & {
          coverFileId: string | null
          submittedAt: Date | string
        }
      >(
        db,
        sql`select c.id, c.title, coalesce(c.filter_categories[1], '') as category, c.level,
                   c.price_cents as "priceCents", c.lessons,
                   c.duration_minutes as "durationMinutes", c.description,
                   coalesce(i.name, '') as "instructorName",
                   ca.cover_file_id as "coverFileId", ca.submitted_at as "submittedAt"
            from course_authoring ca
            join courses c on c.id = ca.course_id
            left join instructors i on i.id = c.instructor_id
            where ca.state = 'in_review'
            order by ca.submitted_at, c.id
            limit ${pageSize} offset ${(current - 1) * pageSize}`,
      )
      return {
        items: rows.map(({ coverFileId, submittedAt, ...r }) => ({
          ...r,
          coverUrl: coverUrl(coverFileId),
          submittedAt: new Date(submittedAt).toISOString(),
        })),
        total,
        page: current,
        pageSize,
        pageCount,
      }
    },

    /** Where the review outcome is e-mailed: the accounts that teach as the course's instructor. */
    async mentorsOf(courseId: number): Promise<{ name: string; email: string }[]> {
      return db
        .select({ name: users.name, email: users.email })
        .from(courses)
        .innerJoin(instructorAccounts, eq(instructorAccounts.instructorId, courses.instructorId))
        .innerJoin(users, eq(users.id, instructorAccounts.userId))
        .where(eq(courses.id, courseId))
    },
  }
}

export type CourseReviewRepository = ReturnType<typeof createCourseReviewRepository>
