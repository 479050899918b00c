import {
  CATEGORY_OPTIONS,
  type Instructor,
  type InstructorFilters,
  type InstructorSort,
} from '@app/domain/catalog'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { fileUrlSql, queryRows, textArray } from '../db/raw-sql'

/** Same order as `sortInstructors` in @app/domain/catalog (ASCII-lowered names; ties by id,
 * reversed in the descending sorts). */
const ORDER_BY: Record<InstructorSort, SQL> = {
  default: sql`i.id`,
  'name-asc': sql`lower(i.name collate "C"), i.id`,
  'name-desc': sql`lower(i.name collate "C") desc, i.id desc`,
  'rating-asc': sql`i.rating, i.id`,
  'rating-desc': sql`i.rating desc, i.id desc`,
}

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * An Instructor: stored profile plus figures derived from their published courses (course
 * count, students and lessons summed), so the numbers always agree with what the catalog shows,
 * and the avatar their mentor account uploaded in Settings (as `/api/files/{id}`, or null).
 */
const INSTRUCTOR_COLUMNS = sql`
  i.id, i.name, i.role, i.title, i.description, i.about,
  coalesce(s.students, 0)::int as "students", coalesce(s.courses, 0)::int as "courses",
  coalesce(s.lessons, 0)::int as "lessons", round(i.rating::numeric, 2)::float8 as "rating",
  i.review_count as "reviewCount", i.filter_categories as "filterCategories",
  i.address, i.email, i.phone, i.website,
  json_build_object('facebook', i.facebook, 'twitter', i.twitter,
                    'linkedin', i.linkedin, 'instagram', i.instagram) as "social",
  (select ${fileUrlSql('p.avatar_file_id')} from instructor_accounts a
   join profiles p on p.user_id = a.user_id
   where a.instructor_id = i.id and p.avatar_file_id is not null) as "avatarUrl"`
const COURSE_STATS = sql`
  left join lateral (
    select count(*) as courses, sum(students) as students, sum(lessons) as lessons
    from courses where instructor_id = i.id and status = 'published'
  ) s on true`

export function createInstructorsRepository(db: Db) {
  return {
    /**
     * A page of mentors: name contains `q` (case-insensitive) and they belong to ALL selected
     * categories. Each category count is how many mentors would remain with that category
     * added to the current selection (the rule narrows, so the counts do too).
     */
    async list(filters: InstructorFilters) {
      const q = filters.q?.trim()
      const byName = q ? sql`i.name ilike ${likePattern(q)}` : sql`true`
      const byCategories = filters.categories.length
        ? sql`i.filter_categories @> ${textArray(filters.categories)}`
        : sql`true`
      const counts = sql.join(
        CATEGORY_OPTIONS.map(
          (c, n) =>
            sql`count(*) filter (where ${c} = any(i.filter_categories))::int as ${sql.raw(`c${n}`)}`,
        ),
        sql`, `,
      )
      const [countRows, items] = await Promise.all([
        queryRows<Record<string, number>>(
          db,
          sql`select count(*)::int as total, ${counts}
              from instructors i where ${byName} and ${byCategories}`,
        ),
        queryRows<Instructor>(
          db,
          sql`select ${INSTRUCTOR_COLUMNS}
              from (
                select * from instructors i where ${byName} and ${byCategories}
                order by ${ORDER_BY[filters.sort]}
                limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}
              ) i ${COURSE_STATS}
              order by ${ORDER_BY[filters.sort]}`,
        ),
      ])
      const row = countRows[0] ?? {}
      return {
        items,
        total: row.total ?? 0,
        categoryCounts: CATEGORY_OPTIONS.map((value, n) => ({ value, count: row[`c${n}`] ?? 0 })),
      }
    },

    async findById(id: number): Promise<Instructor | null> {
      const rows = await queryRows<Instructor>(
        db,
        sql`select ${INSTRUCTOR_COLUMNS} from instructors i ${COURSE_STATS} where i.id = ${id}`,
      )
      return rows[0] ?? null
    },
  }
}
export type InstructorsRepository = ReturnType<typeof createInstructorsRepository>
