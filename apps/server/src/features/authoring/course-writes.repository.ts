import type { CourseInput, CourseState } from '@app/domain/authoring'
import {
  emptySocialLinks,
  publicInstructorProfileOf,
  STANDARD_LINE_SUFFIX,
} from '@app/domain/profile'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw-sql'
import {
  courseAuthoring,
  courses,
  instructorAccounts,
  instructors,
  profiles,
} from '../../db/schema/index'
import { isRowId, stateOf } from './authoring-sql'
import { instructorIdOf } from '../../accounts/instructor-of'

/** New course ids and new instructor ids are taken one transaction at a time. */
const COURSE_ID_LOCK = 727_401
const INSTRUCTOR_ID_LOCK = 727_402

export interface CourseOwnership {
  id: number
  instructorId: number
  status: 'published' | 'draft'
  state: CourseState
}

export interface CourseRowValues {
  instructorId: number
  instructorName: string
  input: CourseInput
}

function courseColumns(input: CourseInput) {
  let lessons = 0
  let minutes = 0
  for (const s of input.sections)
    for (const l of s.lessons) {
      lessons += 1
      minutes += l.durationMinutes
    }
  return {
    title: input.title,
    alt: `Cover of the course ${input.title}`,
    filterCategories: [input.category],
    level: input.level,
    languages: input.languages,
    durationBucket: input.durationBucket,
    features: input.features,
    priceCents: input.priceCents,
    lessons,
    durationMinutes: minutes,
    description: input.description,
    learnPoints: input.learnPoints,
    requirements: input.requirements,
    // The tags are searched with the course (its subtitle is the line under the title).
    skills: input.tags.join(', '),
  }
}

/** What the course_authoring row keeps of the form (the uploads are set on their own). */
function authoringColumns(input: CourseInput) {
  return {
    subtitle: input.subtitle,
    audience: input.audience,
    videoSource: input.videoSource,
    videoUrl: input.videoUrl,
    tags: input.tags,
    courseTags: input.courseTags,
  }
}

/** A course's uploads: its cover and its promo video. */
export interface CourseUploads {
  coverFileId: string | null
  promoFileId: string | null
}

/**
 * The writes of course authoring: the account's instructor, the course row and its authoring row,
 * the uploads, the state, and who owns what (locked in a transaction when asked).
 */
export function createCourseWritesRepository(db: Db) {
  return {
    instructorIdOf: (userId: string) => instructorIdOf(db, userId),

    /**
     * The account's instructor, made from the account when it has none (call in a transaction):
     * the public part of the mentor's saved profile shows on it from the start.
     */
    async ensureInstructor(account: { id: string; name: string; email: string }): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(${INSTRUCTOR_ID_LOCK})`)
      const existing = await this.instructorIdOf(account.id)
      if (existing !== null) return existing
      const [next] = await queryRows<{ id: number }>(
        db,
        sql`select coalesce(max(id), 0)::int + 1 as id from instructors`,
      )
      const id = next!.id
      const [profile] = await db
        .select({ occupation: profiles.occupation, bio: profiles.bio, social: profiles.social })
        .from(profiles)
        .where(eq(profiles.userId, account.id))
      const { description, ...published } = publicInstructorProfileOf({
        occupation: profile?.occupation ?? '',
        bio: profile?.bio ?? '',
        social: { ...emptySocialLinks, ...profile?.social },
      })
      await db.insert(instructors).values({
        id,
        name: account.name,
        ...published,
        description: description ?? `${account.name}${STANDARD_LINE_SUFFIX}`,
        rating: 0,
        address: '',
        // The account's e-mail is private: the profile shows one only when the mentor sets it.
        email: '',
        phone: '',
      })
      await db.insert(instructorAccounts).values({ userId: account.id, instructorId: id })
      return id
    },

    async instructorName(instructorId: number): Promise<string> {
      const [row] = await db
        .select({ name: instructors.name })
        .from(instructors)
        .where(eq(instructors.id, instructorId))
      return row?.name ?? ''
    },

    async ownership(courseId: number, lock = false): Promise<CourseOwnership | null> {
      if (!isRowId(courseId)) return null
      const [row] = await queryRows<CourseOwnership>(
        db,
        sql`select c.id, c.instructor_id as "instructorId", c.status, ${stateOf} as state
            from courses c left join course_authoring ca on ca.course_id = c.id
            where c.id = ${courseId} ${lock ? sql`for update of c` : sql``}`,
      )
      return row ?? null
    },

    /** The next course id, max + 1, held until the transaction ends. */
    async nextCourseId(): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(${COURSE_ID_LOCK})`)
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select coalesce(max(id), 0)::int + 1 as id from courses`,
      )
      return row!.id
    },

    async insertCourse(id: number, values: CourseRowValues): Promise<void> {
      const { input } = values
      await db.insert(courses).values({
        id,
        instructorId: values.instructorId,
        instractors: [values.instructorName],
        ...courseColumns(input),
        rating: 0,
        ratingCount: 0,
        students: 0,
        tabTitles: ['New'],
        status: 'draft',
      })
      await db.insert(courseAuthoring).values({
        courseId: id,
        ...authoringColumns(input),
        coverFileId: input.coverFileId,
        promoFileId: input.promoFileId,
        state: 'pending',
      })
    },

    /** The course's cover and promo video now. */
    async uploadsOf(courseId: number): Promise<CourseUploads> {
      const [row] = await db
        .select({
          coverFileId: courseAuthoring.coverFileId,
          promoFileId: courseAuthoring.promoFileId,
        })
        .from(courseAuthoring)
        .where(eq(courseAuthoring.courseId, courseId))
      return row ?? { coverFileId: null, promoFileId: null }
    },

    /** True when the file is this account's upload of this kind. */
    async isOwnUpload(fileId: string, userId: string, kind: 'cover' | 'promo'): Promise<boolean> {
      const [row] = await queryRows<{ yes: boolean }>(
        db,
        sql`select exists (select 1 from files
              where id = ${fileId}::uuid and owner_id = ${userId}::uuid and kind = ${kind}) as yes`,
      )
      return row?.yes === true
    },

    async setUploads(courseId: number, uploads: CourseUploads): Promise<void> {
      await db.update(courseAuthoring).set(uploads).where(eq(courseAuthoring.courseId, courseId))
    },

    async updateCourse(id: number, input: CourseInput): Promise<void> {
      await db
        .update(courses)
        .set({ ...courseColumns(input), updatedAt: sql`now()` })
        .where(eq(courses.id, id))
      const authoring = authoringColumns(input)
      const state = (await this.ownership(id))!.state
      await db
        .insert(courseAuthoring)
        .values({ courseId: id, state, ...authoring })
        .onConflictDoUpdate({ target: courseAuthoring.courseId, set: authoring })
    },

    /**
     * Moves the course to a state. Only published puts it in the catalog (courses.status); in
     * review stamps the submission and clears an earlier rejection; approve and reject record the
     * reviewing admin (and the reason, for a rejection).
     */
    async setState(
      courseId: number,
      state: CourseState,
      review?: { by: string; reason?: string },
    ): Promise<void> {
      await db
        .update(courses)
        .set({ status: state === 'published' ? 'published' : 'draft', updatedAt: sql`now()` })
        .where(eq(courses.id, courseId))
      const changes = {
        state,
        ...(state === 'published' ? { publishedAt: sql`now()` } : {}),
        ...(state === 'in_review' ? { submittedAt: sql`now()`, rejectionReason: null } : {}),
        ...(state === 'rejected' ? { rejectionReason: review?.reason ?? null } : {}),
        ...(review ? { reviewedAt: sql`now()`, reviewedBy: review.by } : {}),
      }
      await db
        .insert(courseAuthoring)
        .values({ courseId, ...changes })
        .onConflictDoUpdate({ target: courseAuthoring.courseId, set: changes })
    },

    /** True when anyone bought or is enrolled in the course (it must then never be deleted). */
    async hasBuyers(courseId: number): Promise<boolean> {
      const [row] = await queryRows<{ yes: boolean }>(
        db,
        sql`select exists (select 1 from enrolments where course_id = ${courseId})
                or exists (select 1 from order_lines where course_id = ${courseId})
                or exists (select 1 from certificates where course_id = ${courseId}) as yes`,
      )
      return row?.yes === true
    },

    async deleteCourse(courseId: number): Promise<void> {
      await db.delete(courses).where(eq(courses.id, courseId))
    },

    async setCover(courseId: number, fileId: string): Promise<string | null> {
      const state = (await this.ownership(courseId))!.state
      const [before] = await db
        .select({ fileId: courseAuthoring.coverFileId })
        .from(courseAuthoring)
        .where(eq(courseAuthoring.courseId, courseId))
      await db
        .insert(courseAuthoring)
        .values({ courseId, state, coverFileId: fileId })
        .onConflictDoUpdate({ target: courseAuthoring.courseId, set: { coverFileId: fileId } })
      return before?.fileId ?? null
    },
  }
}

export type CourseWritesRepository = ReturnType<typeof createCourseWritesRepository>
