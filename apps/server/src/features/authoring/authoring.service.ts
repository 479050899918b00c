import type { Readable } from 'node:stream'
import type {
  CourseDraftInput,
  CourseEditor,
  CourseInput,
  CourseMutationResult,
  CourseRemovalResult,
  CourseReviewQueue,
  InstructorCourseList,
  InstructorCoursesQuery,
  InstructorStats,
  LessonVideo,
  SaleList,
} from '@app/domain/authoring'
import { COVER_MAX_BYTES, SUBMITTABLE_STATES } from '@app/domain/authoring'
import type { TokenClaims } from '@app/domain/auth'
import { fileUrl } from '@app/domain/files'
import { sql } from 'drizzle-orm'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors'
import { enqueueMessage } from '../../outbox/outbox.repository'
import type { FileStorage } from '../../storage/file-storage'
import {
  COVER_TYPES_MESSAGE,
  coverFromUpload,
  UnsupportedMediaTypeError,
  type CoverImage,
} from './course-cover'
import { courseApproved, courseRejected } from './course-review.templates'
import type { AuthoringRepository } from './authoring.repository'
import type { CourseOwnership, CourseUploads } from './course-writes.repository'
import type { CourseLessonVideoRow } from './curriculum.repository'
import { lessonVideoOf, type LessonFileUrl } from './editor.repository'
import { uploadReadError } from './lesson-video'

/** Where e-mail links point when no PUBLIC_URL is given (the server's own default address). */
const DEFAULT_PUBLIC_URL = 'http://localhost:5000'

/** Who is calling: the token's claims (admin may change any course). */
export type Actor = Pick<TokenClaims, 'sub' | 'role' | 'name' | 'email'>

const EMPTY_LIST = (page: number): InstructorCourseList => ({
  items: [],
  total: 0,
  page,
  pageSize: 6,
  pageCount: 1,
  counts: { all: 0, pending: 0, in_review: 0, rejected: 0, published: 0, unpublished: 0 },
})

/** A new course's curriculum: ids sent with it are ignored, every row is new. */
const withoutIds = (input: CourseInput): CourseInput => ({
  ...input,
  sections: input.sections.map(({ id: _s, lessons, ...section }) => ({
    ...section,
    lessons: lessons.map(({ id: _l, ...lesson }) => lesson),
  })),
})

export interface AuthoringDeps {
  /** A short-lived address of an uploaded lesson file for this viewer (the one editing). */
  lessonFileUrl: (fileId: string, viewer: string) => string
  /** The site's address, for the links in the review e-mails (config PUBLIC_URL). */
  publicUrl?: string
  /** Removes an upload the course no longer uses (after the change is committed). */
  removeFile?: (fileId: string) => Promise<void>
  /** Stores an upload (the covers). */
  saveFile?: FileStorage['save']
  /** Called once a change shows in the catalog (a new cover), before the old file goes. */
  catalogChanged?: () => Promise<void>
}

/** A cover as the request carries it: a multipart body with one file part, or another body. */
export interface CoverUpload {
  isMultipart: boolean
  /** The file part (undefined when the body has none). */
  file: () => Promise<{ file: Readable } | undefined>
}

/**
 * Reads an uploaded cover into the 16:10 WebP (415 for a body that is not multipart). A truncated
 * or malformed multipart body is the client's: 400, not 500.
 */
async function readCover(upload: CoverUpload): Promise<CoverImage> {
  if (!upload.isMultipart) throw new UnsupportedMediaTypeError(COVER_TYPES_MESSAGE)
  try {
    const part = await upload.file()
    if (!part) throw new BadRequestError('Choose an image to upload')
    return await coverFromUpload(part.file)
  } catch (err) {
    throw uploadReadError(err)
  }
}

/** What an admin decided about a course in review, and how many e-mails went to its mentors. */
export interface ReviewOutcome {
  course: CourseMutationResult
  queued: number
}

const UPLOAD_REFUSED = 'This upload is not valid: upload the file again'

/**
 * The cover and promo video the form sends: each is the course's own already, or an upload of
 * the one sending it (of the right kind). Answers the uploads to keep and those replaced.
 */
async function checkedUploads(
  r: AuthoringRepository,
  actor: Actor,
  input: CourseInput,
  current: CourseUploads,
): Promise<{ uploads: CourseUploads; replaced: string[] }> {
  const pick = async (wanted: string | null, now: string | null, kind: 'cover' | 'promo') => {
    if (wanted === null || wanted === now) return wanted
    if (!(await r.isOwnUpload(wanted, actor.sub, kind))) throw new BadRequestError(UPLOAD_REFUSED)
    return wanted
  }
  const uploads = {
    coverFileId: await pick(input.coverFileId, current.coverFileId, 'cover'),
    promoFileId: await pick(input.promoFileId, current.promoFileId, 'promo'),
  }
  const replaced = [current.coverFileId, current.promoFileId].filter(
    (id): id is string => id !== null && id !== uploads.coverFileId && id !== uploads.promoFileId,
  )
  return { uploads, replaced }
}

export function createAuthoringService(repo: AuthoringRepository, deps: AuthoringDeps) {
  const publicUrl = deps.publicUrl ?? DEFAULT_PUBLIC_URL
  const fileUrlFor =
    (actor: Actor): LessonFileUrl =>
    (fileId) =>
      deps.lessonFileUrl(fileId, actor.sub)
  /** Titles only: no address is made. */
  const noUrl: LessonFileUrl = () => ''
  const removeAll = async (ids: string[]) => {
    for (const id of ids) await deps.removeFile?.(id)
  }

  /** Reads, checks and stores an uploaded cover as the actor's: the stored file's id. */
  async function storeCover(actor: Actor, upload: CoverUpload): Promise<string> {
    const image = await readCover(upload)
    if (!deps.saveFile) throw new Error('The authoring service was built without a file storage')
    const saved = await deps.saveFile({
      ownerId: actor.sub,
      kind: 'cover',
      contentType: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      maxBytes: COVER_MAX_BYTES,
    })
    return saved.id
  }

  /** The title of a course waiting for review (locked): 404 when missing, 409 when not in review. */
  async function inReview(r: AuthoringRepository, courseId: number): Promise<string> {
    const course = await r.ownership(courseId, true)
    if (!course) throw new NotFoundError('This course does not exist')
    if (course.state !== 'in_review') {
      throw new ConflictError('This course is not waiting for review')
    }
    const editor = await r.editor(courseId, noUrl)
    return editor!.title
  }

  /**
   * The course if the actor may change it: its instructor's account, or an admin. A course that
   * does not exist is a 404, someone else's a 403.
   */
  async function owned(
    r: AuthoringRepository,
    courseId: number,
    actor: Actor,
    lock = false,
  ): Promise<CourseOwnership> {
    const course = await r.ownership(courseId, lock)
    if (!course) throw new NotFoundError('This course does not exist')
    if (actor.role === 'admin') return course
    const mine = await r.instructorIdOf(actor.sub)
    if (mine === null || mine !== course.instructorId) {
      throw new ForbiddenError('You can only change your own courses')
    }
    return course
  }

  async function videoLesson(
    r: AuthoringRepository,
    courseId: number,
    lessonId: number,
    lock = false,
    requireVideo = true,
  ): Promise<CourseLessonVideoRow> {
    const lesson = await r.courseLesson(courseId, lessonId, lock)
    if (!lesson) throw new NotFoundError('This lesson is not part of this course')
    if (requireVideo && lesson.type !== 'video') {
      throw new BadRequestError(
        'Only a video lesson takes a video. Change its type to Video first.',
      )
    }
    return lesson
  }

  return {
    /** The draft of the new course (no id) or of the course being edited. */
    async getDraft(actor: Actor, courseId: number | undefined) {
      if (courseId !== undefined) await owned(repo, courseId, actor)
      const draft = await repo.getDraft(actor.sub)
      if (!draft || draft.courseId !== (courseId ?? null)) return { draft: null }
      return { draft }
    },

    async putDraft(actor: Actor, input: CourseDraftInput) {
      if (input.courseId !== null) await owned(repo, input.courseId, actor)
      return { draft: await repo.putDraft(actor.sub, input.courseId, input.data) }
    },

    async deleteDraft(actor: Actor, courseId: number | undefined) {
      await repo.deleteDraft(actor.sub, courseId ?? null)
    },

    /** Create Course: the course, its curriculum and its authoring row, pending, in one go. */
    async create(actor: Actor, input: CourseInput): Promise<CourseMutationResult> {
      return repo.transaction(async (r) => {
        const none = { coverFileId: null, promoFileId: null }
        const { uploads } = await checkedUploads(r, actor, input, none)
        const instructorId = await r.ensureInstructor({
          id: actor.sub,
          name: actor.name,
          email: actor.email,
        })
        const id = await r.nextCourseId()
        await r.insertCourse(id, {
          instructorId,
          instructorName: await r.instructorName(instructorId),
          input: { ...input, ...uploads },
        })
        await r.syncCurriculum(id, withoutIds(input).sections)
        await r.deleteDraft(actor.sub, null)
        return { id, state: 'pending' as const, title: input.title }
      })
    },

    async editor(actor: Actor, courseId: number): Promise<CourseEditor> {
      await owned(repo, courseId, actor)
      const course = await repo.editor(courseId, fileUrlFor(actor))
      if (!course) throw new NotFoundError('This course does not exist')
      return course
    },

    /** Edit: the same form; the course keeps its state (a published course stays on sale). */
    async update(
      actor: Actor,
      courseId: number,
      input: CourseInput,
    ): Promise<CourseMutationResult> {
      const { result, replaced } = await repo.transaction(async (r, tx) => {
        const course = await owned(r, courseId, actor, true)
        const checked = await checkedUploads(r, actor, input, await r.uploadsOf(courseId))
        await r.updateCourse(courseId, input)
        await r.setUploads(courseId, checked.uploads)
        const ok = await r.syncCurriculum(courseId, input.sections)
        if (!ok) {
          throw new BadRequestError('A section or lesson sent does not belong to this course')
        }
        await r.deleteDraft(actor.sub, courseId)
        if (course.state === 'published') await addSearchTerms(tx, courseId)
        return {
          result: { id: courseId, state: course.state, title: input.title },
          replaced: checked.replaced,
        }
      })
      await removeAll(replaced)
      return result
    },

    /**
     * Publish: sends the course to the admins' review queue; it goes live only once approved.
     * Only the course's own mentor sends it (an admin too may send only their own).
     */
    async publish(actor: Actor, courseId: number): Promise<CourseMutationResult> {
      return repo.transaction(async (r) => {
        const course = await r.ownership(courseId, true)
        if (!course) throw new NotFoundError('This course does not exist')
        const mine = await r.instructorIdOf(actor.sub)
        if (mine === null || mine !== course.instructorId) {
          throw new ForbiddenError('You can only change your own courses')
        }
        if (course.state === 'in_review') {
          throw new ConflictError('This course is already waiting for review')
        }
        if (!SUBMITTABLE_STATES.includes(course.state)) {
          throw new ConflictError('This course is already published')
        }
        await r.setState(courseId, 'in_review')
        const editor = await r.editor(courseId, noUrl)
        return { id: courseId, state: 'in_review' as const, title: editor!.title }
      })
    },

    /** The admins' review queue, the longest-waiting first. */
    async reviewQueue(page: number): Promise<CourseReviewQueue> {
      return repo.reviewQueue(page)
    },

    /** Approve (admin): the course goes live in the catalog, its filters, search and sitemap. */
    async approve(admin: Actor, courseId: number): Promise<ReviewOutcome> {
      return repo.transaction(async (r, tx) => {
        const title = await inReview(r, courseId)
        await r.setState(courseId, 'published', { by: admin.sub })
        await addSearchTerms(tx, courseId)
        const course = { id: courseId, state: 'published' as const, title }
        // Stored with the decision, or not at all; the outbox delivers it.
        const mentors = await r.mentorsOf(courseId)
        for (const to of mentors) await enqueueMessage(tx, courseApproved(course, to, publicUrl))
        return { course, queued: mentors.length }
      })
    },

    /** Reject (admin): back to the mentor with the reason, to edit and send again. */
    async reject(admin: Actor, courseId: number, reason: string): Promise<ReviewOutcome> {
      return repo.transaction(async (r, tx) => {
        const title = await inReview(r, courseId)
        await r.setState(courseId, 'rejected', { by: admin.sub, reason })
        const course = { id: courseId, state: 'rejected' as const, title }
        const mentors = await r.mentorsOf(courseId)
        for (const to of mentors) {
          await enqueueMessage(tx, courseRejected(course, to, reason, publicUrl))
        }
        return { course, queued: mentors.length }
      })
    },

    async unpublish(actor: Actor, courseId: number): Promise<CourseMutationResult> {
      return repo.transaction(async (r) => {
        const course = await owned(r, courseId, actor, true)
        if (course.state !== 'published' && course.state !== 'unpublished') {
          throw new ConflictError('This course is not published yet')
        }
        await r.setState(courseId, 'unpublished')
        const editor = await r.editor(courseId, noUrl)
        return { id: courseId, state: 'unpublished' as const, title: editor!.title }
      })
    },

    /** Remove: deleted when nobody bought it; otherwise unpublished, so buyers keep it. */
    async remove(actor: Actor, courseId: number): Promise<CourseRemovalResult> {
      return repo.transaction(async (r) => {
        await owned(r, courseId, actor, true)
        if (await r.hasBuyers(courseId)) {
          await r.setState(courseId, 'unpublished')
          return {
            id: courseId,
            outcome: 'unpublished' as const,
            message:
              'Students are enrolled in this course, so it was unpublished instead of deleted: they keep their access.',
          }
        }
        await r.deleteCourse(courseId)
        await r.deleteDraft(actor.sub, courseId)
        return { id: courseId, outcome: 'deleted' as const, message: 'The course was deleted.' }
      })
    },

    /**
     * Makes sure the actor may change the course and the lesson is one of its video lessons
     * (before a video upload is read): 404 / 403 for the course, 404 for the lesson, 400 for a
     * lesson that is not a video.
     */
    async assertVideoLesson(actor: Actor, courseId: number, lessonId: number) {
      await owned(repo, courseId, actor)
      return videoLesson(repo, courseId, lessonId)
    },

    /**
     * Points the lesson at an uploaded video (null: back to the sample or none), checked again
     * under lock. Answers the lesson's video now and the file it had before (to remove).
     */
    async setLessonVideo(
      actor: Actor,
      courseId: number,
      lessonId: number,
      fileId: string | null,
    ): Promise<{ video: LessonVideo; previous: string | null }> {
      return repo.transaction(async (r) => {
        await owned(r, courseId, actor, true)
        // Removing stays possible after the lesson became an article or a quiz.
        const lesson = await videoLesson(r, courseId, lessonId, true, fileId !== null)
        const previous = await r.setLessonVideo(lessonId, fileId)
        return {
          video: lessonVideoOf(lessonId, fileId, lesson.videoPath, fileUrlFor(actor)),
          previous,
        }
      })
    },

    /**
     * The cover uploaded while filling the form: stored as the actor's, used by Create Course or
     * Save Changes when the form sends its id.
     */
    async uploadFormCover(actor: Actor, upload: CoverUpload) {
      const fileId = await storeCover(actor, upload)
      return { fileId, url: fileUrl(fileId) }
    },

    /**
     * A new cover for a course: the owner is checked before a byte of the upload is read; the
     * stored cover replaces the course's (checked again under lock), and the previous file goes
     * once the catalog shows the new one. A refused change removes the new file.
     */
    async uploadCover(actor: Actor, courseId: number, upload: CoverUpload) {
      await owned(repo, courseId, actor)
      const fileId = await storeCover(actor, upload)
      let previous: string | null
      try {
        previous = await repo.transaction(async (r) => {
          await owned(r, courseId, actor, true)
          return r.setCover(courseId, fileId)
        })
      } catch (err) {
        await deps.removeFile?.(fileId)
        throw err
      }
      await deps.catalogChanged?.()
      if (previous) await deps.removeFile?.(previous)
      return { id: courseId, coverUrl: fileUrl(fileId), fileId }
    },

    async list(actor: Actor, query: InstructorCoursesQuery): Promise<InstructorCourseList> {
      const instructorId = await repo.instructorIdOf(actor.sub)
      if (instructorId === null) return EMPTY_LIST(1)
      return repo.listCourses(instructorId, query)
    },

    async stats(actor: Actor, page: number): Promise<InstructorStats> {
      const instructorId = await repo.instructorIdOf(actor.sub)
      if (instructorId === null) {
        return {
          counters: {
            totalCourses: 0,
            publishedCourses: 0,
            pendingCourses: 0,
            totalStudents: 0,
            studentsCompleted: 0,
            studentsInProgress: 0,
          },
          bestSelling: { items: [], total: 0, page: 1, pageSize: 6, pageCount: 1 },
        }
      }
      const [counters, bestSelling] = [
        await repo.counters(instructorId),
        await repo.bestSelling(instructorId, page),
      ]
      return { counters, bestSelling }
    },

    async sales(actor: Actor, page: number): Promise<SaleList> {
      const instructorId = await repo.instructorIdOf(actor.sub)
      if (instructorId === null) {
        return { items: [], total: 0, totalCents: 0, page: 1, pageSize: 10, pageCount: 1 }
      }
      return repo.sales(instructorId, page)
    },
  }
}
export type AuthoringService = ReturnType<typeof createAuthoringService>

/**
 * Adds the words of a newly published course to the search vocabulary, so a typo of them is
 * corrected too (the vocabulary is otherwise rebuilt only when the catalog is seeded).
 */
async function addSearchTerms(
  tx: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> },
  courseId: number,
) {
  const query = `select search from courses where id = ${Math.trunc(courseId)}`
  await tx.execute(sql`
    insert into search_terms (term, documents)
    select word, ndoc from ts_stat(${query})
    where length(word) between 3 and 40 and word !~ '^[0-9]'
    on conflict (term) do nothing`)
}
