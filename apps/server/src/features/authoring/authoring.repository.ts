import {
  INSTRUCTOR_PAGE_SIZE,
  SALES_PAGE_SIZE,
  type BestSellingRow,
  type CourseDraft,
  type CourseDraftData,
  type CourseInput,
  type CourseReviewItem,
  type CourseState,
  type InstructorCounters,
  type InstructorCourse,
  type InstructorCoursesQuery,
  type LessonVideo,
  type Sale,
  type SectionInput,
} from '@app/domain/authoring'
import { fileUrlOrNull } from '@app/domain/files'
import { formatOrderNumber, PAID_ORDER_STATUSES } from '@app/domain/orders'
import {
  emptySocialLinks,
  publicInstructorProfileOf,
  STANDARD_LINE_SUFFIX,
} from '@app/domain/profile'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows, valueList } from '../../db/raw-sql'
import {
  courseAuthoring,
  courseDrafts,
  courseLessons,
  courseSections,
  courses,
  instructorAccounts,
  instructors,
  lessonContent,
  profiles,
  users,
} from '../../db/schema/index'

/** Ids are PostgreSQL integers: a larger number names no row (and would fail the query). */
const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647

/** New course ids and new instructor ids are taken one transaction at a time. */
const COURSE_ID_LOCK = 727_401
const INSTRUCTOR_ID_LOCK = 727_402

/** Orders whose course lines count as sales. */
const SOLD = valueList(PAID_ORDER_STATUSES)

/** A course's authoring state: its own row, or for a catalog course its catalog status. */
const stateOf = sql`coalesce(ca.state, case when c.status = 'published' then 'published' else 'unpublished' end)`

/** The rejection reason, shown only while the course is rejected. */
const reasonOf = sql`case when ca.state = 'rejected' then ca.rejection_reason end`

const coverUrl = (fileId: string | null) => fileUrlOrNull(fileId)

/** Where the editor plays an uploaded lesson video: a signed address for the one editing. */
export type LessonFileUrl = (fileId: string) => string

/** A lesson's video as the editor shows it: the upload wins over the committed sample. */
export function lessonVideoOf(
  lessonId: number,
  videoFileId: string | null,
  videoPath: string | null,
  fileUrl: LessonFileUrl,
): LessonVideo {
  if (videoFileId) return { lessonId, source: 'upload', url: fileUrl(videoFileId) }
  if (videoPath) {
    return { lessonId, source: 'sample', url: `/api/media/${encodeURIComponent(videoPath)}` }
  }
  return { lessonId, source: 'none', url: null }
}

/** One lesson of a course, with what its video is now. */
export interface CourseLessonVideoRow {
  id: number
  type: 'video' | 'document' | 'quiz'
  videoFileId: string | null
  videoPath: string | null
}

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

function queries(db: Db) {
  return {
    async instructorIdOf(userId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: instructorAccounts.instructorId })
        .from(instructorAccounts)
        .where(eq(instructorAccounts.userId, userId))
      return row?.id ?? null
    },

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
     * Makes the course's curriculum the given one: sections and lessons that carry an id of this
     * course are updated in place (a student's progress in them is kept), the others inserted
     * (ids from the sequence), and the ones left out deleted. Returns false when an id given
     * does not belong to the course.
     */
    async syncCurriculum(courseId: number, sections: SectionInput[]): Promise<boolean> {
      const existingSections = await db
        .select({ id: courseSections.id })
        .from(courseSections)
        .where(eq(courseSections.courseId, courseId))
      const sectionIds = new Set(existingSections.map((s) => s.id))
      const existingLessons = sectionIds.size
        ? await db
            .select({ id: courseLessons.id })
            .from(courseLessons)
            .where(inArray(courseLessons.sectionId, [...sectionIds]))
        : []
      const lessonIds = new Set(existingLessons.map((l) => l.id))
      for (const s of sections) {
        if (s.id !== undefined && !sectionIds.has(s.id)) return false
        for (const l of s.lessons) if (l.id !== undefined && !lessonIds.has(l.id)) return false
      }
      const keptLessons = sections.flatMap((s) =>
        s.lessons.flatMap((l) => (l.id === undefined ? [] : [l.id])),
      )
      if (lessonIds.size) {
        await db
          .delete(courseLessons)
          .where(
            and(
              inArray(courseLessons.id, [...lessonIds]),
              keptLessons.length ? notInArray(courseLessons.id, keptLessons) : sql`true`,
            ),
          )
      }
      const finalSections: number[] = []
      for (const [position, section] of sections.entries()) {
        let sectionId = section.id
        if (sectionId === undefined) {
          const [row] = await db
            .insert(courseSections)
            .values({ courseId, position, title: section.title })
            .returning({ id: courseSections.id })
          sectionId = row!.id
        } else {
          await db
            .update(courseSections)
            .set({ position, title: section.title })
            .where(eq(courseSections.id, sectionId))
        }
        finalSections.push(sectionId)
        for (const [lessonPosition, lesson] of section.lessons.entries()) {
          const values = {
            sectionId,
            position: lessonPosition,
            title: lesson.title,
            type: lesson.type,
            durationMinutes: lesson.durationMinutes,
            isPreview: lesson.isPreview,
            // Preview lessons are open to everyone; the others need the course.
            isLocked: !lesson.isPreview,
          }
          let lessonId = lesson.id
          if (lessonId === undefined) {
            const [row] = await db
              .insert(courseLessons)
              .values(values)
              .returning({ id: courseLessons.id })
            lessonId = row!.id
          } else {
            await db.update(courseLessons).set(values).where(eq(courseLessons.id, lessonId))
          }
          const text = lesson.description || null
          if (text) {
            await db
              .insert(lessonContent)
              .values({ lessonId, documentText: text })
              .onConflictDoUpdate({ target: lessonContent.lessonId, set: { documentText: text } })
          } else {
            await db
              .update(lessonContent)
              .set({ documentText: null })
              .where(eq(lessonContent.lessonId, lessonId))
          }
        }
      }
      // Sections left out go last: a kept lesson may have moved out of one.
      await db
        .delete(courseSections)
        .where(
          and(
            eq(courseSections.courseId, courseId),
            finalSections.length ? notInArray(courseSections.id, finalSections) : sql`true`,
          ),
        )
      return true
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

    /** The lesson if it belongs to the course (locked until the transaction ends with `lock`). */
    async courseLesson(
      courseId: number,
      lessonId: number,
      lock = false,
    ): Promise<CourseLessonVideoRow | null> {
      if (!isRowId(courseId) || !isRowId(lessonId)) return null
      const [row] = await queryRows<CourseLessonVideoRow>(
        db,
        sql`select l.id, l.type, lc.video_file_id as "videoFileId", lc.video_path as "videoPath"
            from course_lessons l
            join course_sections s on s.id = l.section_id
            left join lesson_content lc on lc.lesson_id = l.id
            where l.id = ${lessonId} and s.course_id = ${courseId}
            ${lock ? sql`for update of l` : sql``}`,
      )
      return row ?? null
    },

    /** Points the lesson at an uploaded video (or none); answers the file it had before. */
    async setLessonVideo(lessonId: number, fileId: string | null): Promise<string | null> {
      const [before] = await db
        .select({ fileId: lessonContent.videoFileId })
        .from(lessonContent)
        .where(eq(lessonContent.lessonId, lessonId))
      await db
        .insert(lessonContent)
        .values({ lessonId, videoFileId: fileId })
        .onConflictDoUpdate({ target: lessonContent.lessonId, set: { videoFileId: fileId } })
      return before?.fileId ?? null
    },

    /** The course as the edit form shows it. */
    async editor(courseId: number, fileUrl: LessonFileUrl) {
      const [row] = await queryRows<{
        id: number
        title: string
        category: string
        level: CourseInput['level']
        description: string
        videoSource: string | null
        videoUrl: string | null
        tags: string[] | null
        skills: string
        languages: CourseInput['languages']
        courseTags: string[] | null
        priceCents: number
        durationBucket: CourseInput['durationBucket']
        features: CourseInput['features']
        state: CourseState
        coverFileId: string | null
        rejectionReason: string | null
        promoFileId: string | null
        subtitle: string | null
        audience: string[] | null
        learnPoints: string[]
        requirements: string[]
      }>(
        db,
        sql`select c.id, c.title, c.filter_categories[1] as category, c.level, c.description,
                   ca.video_source as "videoSource", ca.video_url as "videoUrl", ca.tags,
                   c.skills, c.languages, ca.course_tags as "courseTags",
                   c.price_cents as "priceCents", c.duration_bucket as "durationBucket",
                   c.features, ${stateOf} as state, ca.cover_file_id as "coverFileId",
                   ${reasonOf} as "rejectionReason",
                   ca.promo_file_id as "promoFileId", ca.subtitle, ca.audience,
                   c.learn_points as "learnPoints", c.requirements
            from courses c left join course_authoring ca on ca.course_id = c.id
            where c.id = ${courseId}`,
      )
      if (!row) return null
      const lessons = await queryRows<{
        sectionId: number
        sectionTitle: string
        id: number | null
        title: string | null
        type: 'video' | 'document' | 'quiz' | null
        durationMinutes: number | null
        isPreview: boolean | null
        description: string | null
        videoFileId: string | null
        videoPath: string | null
      }>(
        db,
        sql`select s.id as "sectionId", s.title as "sectionTitle", l.id, l.title, l.type,
                   l.duration_minutes as "durationMinutes", l.is_preview as "isPreview",
                   lc.document_text as description, lc.video_file_id as "videoFileId",
                   lc.video_path as "videoPath"
            from course_sections s
            left join course_lessons l on l.section_id = s.id
            left join lesson_content lc on lc.lesson_id = l.id
            where s.course_id = ${courseId}
            order by s.position, s.id, l.position, l.id`,
      )
      const sections: CourseInput['sections'] = []
      const lessonVideos: LessonVideo[] = []
      for (const l of lessons) {
        let section = sections.find((s) => s.id === l.sectionId)
        if (!section) {
          section = { id: l.sectionId, title: l.sectionTitle, lessons: [] }
          sections.push(section)
        }
        if (l.id !== null) {
          section.lessons.push({
            id: l.id,
            title: l.title ?? '',
            type: l.type ?? 'video',
            durationMinutes: l.durationMinutes ?? 1,
            isPreview: l.isPreview ?? false,
            description: l.description ?? '',
          })
          if (l.type === 'video')
            lessonVideos.push(lessonVideoOf(l.id, l.videoFileId, l.videoPath, fileUrl))
        }
      }
      const tags =
        row.tags && row.tags.length
          ? row.tags
          : row.skills
              .split(',')
              .map((t) => t.trim())
              .filter((t) => t && t.length <= 30)
              .slice(0, 10)
      return {
        id: row.id,
        title: row.title,
        // A catalog course not yet edited here shows its skills line under the title.
        subtitle: row.subtitle ?? row.skills,
        learnPoints: row.learnPoints,
        requirements: row.requirements,
        audience: row.audience ?? [],
        category: row.category as CourseInput['category'],
        level: row.level,
        description: row.description,
        videoSource: (row.videoSource ?? 'YouTube') as CourseInput['videoSource'],
        videoUrl: row.videoUrl ?? '',
        sections,
        tags,
        languages: row.languages,
        courseTags: row.courseTags ?? [],
        priceCents: row.priceCents,
        durationBucket: row.durationBucket,
        features: row.features,
        state: row.state,
        coverUrl: coverUrl(row.coverFileId),
        rejectionReason: row.rejectionReason,
        coverFileId: row.coverFileId,
        promoFileId: row.promoFileId,
        promoVideoUrl: coverUrl(row.promoFileId),
        lessonVideos,
      }
    },

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

    async getDraft(userId: string): Promise<CourseDraft | null> {
      const [row] = await db.select().from(courseDrafts).where(eq(courseDrafts.userId, userId))
      if (!row) return null
      return {
        courseId: row.courseId,
        data: row.data as CourseDraftData,
        updatedAt: row.updatedAt.toISOString(),
      }
    },

    async putDraft(userId: string, courseId: number | null, data: CourseDraftData) {
      const [row] = await db
        .insert(courseDrafts)
        .values({ userId, courseId, data })
        .onConflictDoUpdate({
          target: courseDrafts.userId,
          set: { courseId, data, updatedAt: sql`now()` },
        })
        .returning()
      return { courseId: row!.courseId, data, updatedAt: row!.updatedAt.toISOString() }
    },

    async deleteDraft(userId: string, courseId?: number | null): Promise<void> {
      // No draft can belong to a course id beyond the integer range: nothing to delete.
      if (typeof courseId === 'number' && !isRowId(courseId)) return
      await db
        .delete(courseDrafts)
        .where(
          and(
            eq(courseDrafts.userId, userId),
            courseId === undefined
              ? sql`true`
              : courseId === null
                ? sql`${courseDrafts.courseId} is null`
                : eq(courseDrafts.courseId, courseId),
          ),
        )
    },
  }
}

export type AuthoringRepository = ReturnType<typeof queries> & {
  transaction: <T>(work: (repo: AuthoringRepository, tx: Db) => Promise<T>) => Promise<T>
}

export function createAuthoringRepository(db: Db): AuthoringRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(createAuthoringRepository(tx), tx)),
  }
}
