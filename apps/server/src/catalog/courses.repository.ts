import {
  COURSE_GROUPS,
  type CourseFacets,
  type CourseFilters,
  type CourseGroup,
  type CourseSort,
  type CourseSummary,
} from '@app/domain/catalog'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { fileUrlSql, queryPreparedRows, queryRows, textArray } from '../db/raw-sql'
import { createFacetIndex } from './course-facets'

/**
 * The SQL form of one filter group, the same rule as `matchesGroup` in @app/domain/catalog:
 * ANY groups use the overlap operator (&&, served by the GIN indexes), Features uses containment
 * (@>), and the single-valued level and duration bucket need every selected value to equal
 * them, so two different selections can never match. Rating compares the stored whole-star
 * rating (floor(rating + 0.5), the same as Math.round). `null` means the group is not set.
 */
function groupCondition(group: CourseGroup, f: CourseFilters): SQL | null {
  const allEqual = (column: SQL, values: readonly string[]) =>
    values.length === 0 ? null : values.length > 1 ? sql`false` : sql`${column} = ${values[0]}`
  switch (group) {
    case 'categories':
      return f.categories.length ? sql`c.filter_categories && ${textArray(f.categories)}` : null
    case 'instructors':
      return f.instructors.length ? sql`c.instractors && ${textArray(f.instructors)}` : null
    case 'languages':
      return f.languages.length ? sql`c.languages && ${textArray(f.languages)}` : null
    case 'features':
      return f.features.length ? sql`c.features @> ${textArray(f.features)}` : null
    case 'levels':
      return allEqual(sql`c.level`, f.levels)
    case 'durations':
      return allEqual(sql`c.duration_bucket`, f.durations)
    case 'prices': {
      const free = f.prices.includes('Free')
      const paid = f.prices.includes('Paid')
      if (free === paid) return null
      return free ? sql`c.price_cents = 0` : sql`c.price_cents <> 0`
    }
    case 'rating':
      return f.rating === undefined ? null : sql`c.rating_rounded = ${f.rating}`
  }
}

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`)

/**
 * Same order as `sortCourses` in @app/domain/catalog: ties by id, and each descending sort the
 * exact reverse of its ascending one, so every order is one covering index read forwards or
 * backwards.
 */
const ORDER_BY: Record<CourseSort, SQL> = {
  default: sql`c.id`,
  'title-asc': sql`lower(c.title collate "C"), c.id`,
  'title-desc': sql`lower(c.title collate "C") desc, c.id desc`,
  'price-asc': sql`c.price_cents, c.id`,
  'price-desc': sql`c.price_cents desc, c.id desc`,
  'rating-asc': sql`c.rating, c.id`,
  'rating-desc': sql`c.rating desc, c.id desc`,
}

/** The columns of a CourseSummary; `c` is courses and `i` the main instructor. */
const SUMMARY_COLUMNS = sql`
  c.id, c.title, c.alt, i.name as "author", c.instructor_id as "instructorId",
  c.instractors, c.filter_categories as "filterCategories", c.level,
  c.languages as "language", c.duration_bucket as "durationBucket", c.features,
  c.price_cents as "priceCents", c.compare_at_cents as "compareAtCents",
  round(c.rating::numeric, 2)::float8 as "rating", c.rating_count as "ratingCount",
  c.lessons, c.duration_minutes as "durationMinutes", c.students, c.tag,
  c.best_seller as "bestSeller", c.featured, c.tab_titles as "tabTitles",
  (select ${fileUrlSql('ca.cover_file_id')} from course_authoring ca
    where ca.course_id = c.id and ca.cover_file_id is not null) as "coverUrl"`

export interface CourseContentRow {
  description: string
  skills: string
  subtitle: string
  audience: string[]
  promoFileId: string | null
  videoSource: string | null
  videoUrl: string | null
  learnPoints: string[]
  requirements: string[]
  updatedAt: Date | string
}
export interface LessonRow {
  sectionId: number
  sectionTitle: string
  id: number | null
  title: string | null
  type: 'video' | 'document' | 'quiz' | null
  durationMinutes: number | null
  isPreview: boolean | null
  isLocked: boolean | null
}
export interface ReviewRow {
  id: number
  name: string
  rating: number
  title: string
  body: string
  createdAt: Date | string
  avatarUrl: string | null
  replyAuthor: string | null
  replyBody: string | null
  replyAt: Date | string | null
}

/**
 * A review's columns, `r` being course_reviews: a review written by an account shows the
 * account's current name and avatar (from Settings), and the instructor's reply comes along.
 */
const REVIEW_COLUMNS = sql`
  r.id,
  coalesce(nullif(trim(concat_ws(' ', rp.first_name, rp.last_name)), ''), ru.name, r.name)
    as "name",
  r.rating, r.title, r.body, r.created_at as "createdAt",
  case when rp.avatar_file_id is not null then ${fileUrlSql('rp.avatar_file_id')} end
    as "avatarUrl",
  rr.author_name as "replyAuthor", rr.body as "replyBody", rr.created_at as "replyAt"`
const REVIEW_JOINS = sql`
  left join course_review_authors ra on ra.review_id = r.id
  left join users ru on ru.id = ra.user_id
  left join profiles rp on rp.user_id = ra.user_id
  left join course_review_replies rr on rr.review_id = r.id`

export function createCoursesRepository(db: Db) {
  const facetIndex = createFacetIndex(db)
  return {
    facetIndex,
    /**
     * One page of courses (array operators on the GIN indexes, sorted on the btree indexes) plus
     * the total and the sidebar counts from the facet bitmaps. Facet counts follow `courseFacets`
     * in @app/domain/catalog: for each option, the courses matching every OTHER group's selection
     * that also carry that option.
     */
    async list(filters: CourseFilters): Promise<{
      items: CourseSummary[]
      total: number
      facets: CourseFacets
    }> {
      const conditions = COURSE_GROUPS.map((g) => groupCondition(g, filters)).filter(
        (c): c is SQL => c !== null,
      )
      // The inner query finds the page's ids by an index-only scan of the covering index of
      // the sort order; only the page's own rows are then read from the table.
      const pageQuery = sql`
        select ${SUMMARY_COLUMNS}
        from (
          select c.id from courses c
          where c.status = 'published' and ${and(conditions)}
          order by ${ORDER_BY[filters.sort]}
          limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}
        ) p
        join courses c on c.id = p.id
        join instructors i on i.id = c.instructor_id
        order by ${ORDER_BY[filters.sort]}`
      // Without filters the only parameters are the limit and the offset, and every page is
      // read the same way (the sort's index, in order): the statement is prepared. The best
      // plan for a filter depends on how many courses its values select, so with filters the
      // statement is planned for its values each time.
      const [counts, items] = await Promise.all([
        facetIndex.count(filters),
        conditions.length === 0
          ? queryPreparedRows<CourseSummary>(db, pageQuery)
          : queryRows<CourseSummary>(db, pageQuery),
      ])
      return { items, ...counts }
    },

    /** Published courses whose main instructor is `instructorId`, most popular first. */
    listByInstructor(instructorId: number, limit: number): Promise<CourseSummary[]> {
      return queryRows<CourseSummary>(
        db,
        sql`select ${SUMMARY_COLUMNS}
            from courses c join instructors i on i.id = c.instructor_id
            where c.status = 'published' and c.instructor_id = ${instructorId}
            order by c.students desc, c.id
            limit ${limit}`,
      )
    },

    async findSummary(id: number): Promise<CourseSummary | null> {
      const rows = await queryRows<CourseSummary>(
        db,
        sql`select ${SUMMARY_COLUMNS}
            from courses c join instructors i on i.id = c.instructor_id
            where c.status = 'published' and c.id = ${id}`,
      )
      return rows[0] ?? null
    },

    /**
     * Summaries of these courses whatever their status: a student keeps a course bought before
     * it was unpublished. Unknown ids are left out.
     */
    findSummaries(ids: readonly number[]): Promise<CourseSummary[]> {
      if (ids.length === 0) return Promise.resolve([])
      return queryRows<CourseSummary>(
        db,
        sql`select ${SUMMARY_COLUMNS}
            from courses c join instructors i on i.id = c.instructor_id
            where c.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    },

    async findContent(id: number): Promise<CourseContentRow | null> {
      const rows = await queryRows<CourseContentRow>(
        db,
        sql`select c.description, c.skills, c.learn_points as "learnPoints", c.requirements,
                   c.updated_at as "updatedAt",
                   -- A catalog course not edited here keeps its skills line as the subtitle.
                   coalesce(ca.subtitle, c.skills) as subtitle,
                   coalesce(ca.audience, '{}') as audience,
                   ca.promo_file_id as "promoFileId", ca.video_source as "videoSource",
                   ca.video_url as "videoUrl"
            from courses c left join course_authoring ca on ca.course_id = c.id
            where c.status = 'published' and c.id = ${id}`,
      )
      return rows[0] ?? null
    },

    /** Sections in order, each lesson on its own row (a section without lessons has nulls). */
    curriculum(courseId: number): Promise<LessonRow[]> {
      return queryRows<LessonRow>(
        db,
        sql`select s.id as "sectionId", s.title as "sectionTitle", l.id, l.title, l.type,
                   l.duration_minutes as "durationMinutes", l.is_preview as "isPreview",
                   l.is_locked as "isLocked"
            from course_sections s left join course_lessons l on l.section_id = s.id
            where s.course_id = ${courseId}
            order by s.position, s.id, l.position, l.id`,
      )
    },

    reviews(courseId: number, limit: number): Promise<ReviewRow[]> {
      return queryRows<ReviewRow>(
        db,
        sql`select ${REVIEW_COLUMNS}
            from course_reviews r ${REVIEW_JOINS}
            where r.course_id = ${courseId}
            order by r.created_at desc, r.id limit ${limit}`,
      )
    },

    /** The newest reviews of an instructor's published courses. */
    reviewsByInstructor(instructorId: number, limit: number): Promise<ReviewRow[]> {
      return queryRows<ReviewRow>(
        db,
        sql`select ${REVIEW_COLUMNS}
            from course_reviews r join courses c on c.id = r.course_id ${REVIEW_JOINS}
            where c.instructor_id = ${instructorId} and c.status = 'published'
            order by r.created_at desc, r.id limit ${limit}`,
      )
    },
  }
}
export type CoursesRepository = ReturnType<typeof createCoursesRepository>
