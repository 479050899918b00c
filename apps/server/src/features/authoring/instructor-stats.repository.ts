import {
  INSTRUCTOR_PAGE_SIZE,
  SALES_PAGE_SIZE,
  type BestSellingRow,
  type InstructorCounters,
  type InstructorCourse,
  type InstructorCoursesQuery,
  type Sale,
} from '@app/domain/authoring'
import { formatOrderNumber, PAID_ORDER_STATUSES } from '@app/domain/orders'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows, valueList } from '../../db/raw-sql'
import { coverUrl, reasonOf, stateOf } from './authoring-sql'

/** Orders whose course lines count as sales. */
const SOLD = valueList(PAID_ORDER_STATUSES)

/** The instructor's dashboard: their courses with sales, the counters, best sellers and sales. */
export function createInstructorStatsRepository(db: Db) {
  return {
    async listCourses(instructorId: number, query: InstructorCoursesQuery) {
      const pageSize = INSTRUCTOR_PAGE_SIZE
      const [counts] = await queryRows<{
        all: number
        pending: number
        in_review: number
        rejected: number
        published: number
        unpublished: number
      }>(
        db,
        sql`select count(*)::int as all,
                   count(*) filter (where s.state = 'pending')::int as pending,
                   count(*) filter (where s.state = 'in_review')::int as in_review,
                   count(*) filter (where s.state = 'rejected')::int as rejected,
                   count(*) filter (where s.state = 'published')::int as published,
                   count(*) filter (where s.state = 'unpublished')::int as unpublished
            from (select ${stateOf} as state from courses c
                  left join course_authoring ca on ca.course_id = c.id
                  where c.instructor_id = ${instructorId}) s`,
      )
      const total = query.state ? counts![query.state] : counts!.all
      const pageCount = Math.max(1, Math.ceil(total / pageSize))
      const page = Math.min(query.page, pageCount)
      const rows = await queryRows<InstructorCourse & { coverFileId: string | null }>(
        db,
        sql`select * from (
              select c.id, c.title, coalesce(c.filter_categories[1], '') as category, c.level,
                     c.price_cents as "priceCents", ${stateOf} as state, c.lessons,
                     c.duration_minutes as "durationMinutes", c.rating,
                     (select count(*)::int from enrolments e where e.course_id = c.id) as students,
                     coalesce(s.sales, 0)::int as sales, coalesce(s.amount, 0)::int as "amountCents",
                     ca.cover_file_id as "coverFileId", c.updated_at as "updatedAt",
                     ${reasonOf} as "rejectionReason"
              from courses c
              left join course_authoring ca on ca.course_id = c.id
              left join (
                select l.course_id, count(*) as sales, sum(l.paid_cents) as amount
                from order_lines l join orders o on o.id = l.order_id
                where o.status in ${SOLD} and l.course_id is not null
                group by l.course_id
              ) s on s.course_id = c.id
              where c.instructor_id = ${instructorId}
            ) x
            ${query.state ? sql`where x.state = ${query.state}` : sql``}
            order by x."updatedAt" desc, x.id desc
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
      )
      return {
        items: rows.map(({ coverFileId, updatedAt, ...r }) => ({
          ...r,
          coverUrl: coverUrl(coverFileId),
          updatedAt: new Date(updatedAt).toISOString(),
        })),
        total,
        page,
        pageSize,
        pageCount,
        counts: counts!,
      }
    },

    async counters(instructorId: number): Promise<InstructorCounters> {
      const [row] = await queryRows<InstructorCounters>(
        db,
        sql`with mine as (
              select c.id, c.status, ${stateOf} as state
              from courses c left join course_authoring ca on ca.course_id = c.id
              where c.instructor_id = ${instructorId}
            ),
            learners as (
              select e.user_id, e.course_id, cp.completed_at
              from enrolments e
              join mine m on m.id = e.course_id
              left join course_progress cp on cp.user_id = e.user_id and cp.course_id = e.course_id
            )
            select (select count(*)::int from mine) as "totalCourses",
                   (select count(*)::int from mine where status = 'published') as "publishedCourses",
                   (select count(*)::int from mine
                     where state in ('pending', 'in_review', 'rejected')) as "pendingCourses",
                   (select count(distinct user_id)::int from learners) as "totalStudents",
                   (select count(distinct user_id)::int from learners
                     where completed_at is not null) as "studentsCompleted",
                   (select count(distinct user_id)::int from learners
                     where completed_at is null) as "studentsInProgress"`,
      )
      return row!
    },

    async bestSelling(instructorId: number, requestedPage: number) {
      const pageSize = INSTRUCTOR_PAGE_SIZE
      const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from courses where instructor_id = ${instructorId}`,
      )
      const pageCount = Math.max(1, Math.ceil(total / pageSize))
      const page = Math.min(requestedPage, pageCount)
      const items = await queryRows<BestSellingRow>(
        db,
        sql`select c.id as "courseId", c.title, ${stateOf} as state,
                   coalesce(s.sales, 0)::int as sales, coalesce(s.amount, 0)::int as "amountCents"
            from courses c
            left join course_authoring ca on ca.course_id = c.id
            left join (
              select l.course_id, count(*) as sales, sum(l.paid_cents) as amount
              from order_lines l join orders o on o.id = l.order_id
              where o.status in ${SOLD} and l.course_id is not null
              group by l.course_id
            ) s on s.course_id = c.id
            where c.instructor_id = ${instructorId}
            order by sales desc, "amountCents" desc, c.id
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
      )
      return { items, total, page, pageSize, pageCount }
    },

    async sales(instructorId: number, requestedPage: number) {
      const pageSize = SALES_PAGE_SIZE
      const [sum] = await queryRows<{ total: number; cents: number }>(
        db,
        sql`select count(*)::int as total, coalesce(sum(l.paid_cents), 0)::int as cents
            from order_lines l join orders o on o.id = l.order_id
            join courses c on c.id = l.course_id
            where c.instructor_id = ${instructorId} and o.status in ${SOLD}`,
      )
      const total = sum?.total ?? 0
      const pageCount = Math.max(1, Math.ceil(total / pageSize))
      const page = Math.min(requestedPage, pageCount)
      const rows = await queryRows<Omit<Sale, 'date'> & { date: string | Date }>(
        db,
        sql`select o.number as "orderNumber", c.id as "courseId", l.title as "courseTitle",
                   o.created_at as date, l.paid_cents as "priceCents", o.status
            from order_lines l join orders o on o.id = l.order_id
            join courses c on c.id = l.course_id
            where c.instructor_id = ${instructorId} and o.status in ${SOLD}
            order by o.created_at desc, o.number desc, l.position
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
      )
      return {
        items: rows.map((r) => ({
          ...r,
          orderNumber: formatOrderNumber(Number(r.orderNumber)),
          date: new Date(r.date).toISOString(),
        })),
        total,
        totalCents: sum?.cents ?? 0,
        page,
        pageSize,
        pageCount,
      }
    },
  }
}

export type InstructorStatsRepository = ReturnType<typeof createInstructorStatsRepository>
