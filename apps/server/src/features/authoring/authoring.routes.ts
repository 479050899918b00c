import multipart from '@fastify/multipart'
import { ErrorBodySchema } from '@app/domain/api'
import {
  CourseDraftInputSchema,
  CourseDraftQuerySchema,
  CourseDraftResponseSchema,
  CourseEditorSchema,
  CourseIdParamsSchema,
  CourseInputSchema,
  CourseMutationResultSchema,
  CourseRemovalResultSchema,
  COVER_MAX_BYTES,
  CoverUploadResultSchema,
  FormUploadResultSchema,
  InstructorCourseListSchema,
  InstructorCoursesQuerySchema,
  InstructorStatsQuerySchema,
  InstructorStatsSchema,
  LESSON_VIDEO_MAX_BYTES,
  LessonVideoParamsSchema,
  LessonVideoSchema,
  SaleListSchema,
  SalesQuerySchema,
} from '@app/domain/authoring'
import { MENTOR_ROLES } from '@app/domain/auth'
import { fileUrl } from '@app/domain/files'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BadRequestError } from '../../lib/errors'
import { BODY_TEXT_MESSAGE, hasSoundText } from '../../lib/sound-text'
import { FileTooLargeError } from '../../storage/file-storage'
import { createAuthoringRepository } from './authoring.repository'
import { createAuthoringService, type CoverUpload } from './authoring.service'
import { UnsupportedMediaTypeError } from './course-cover'
import {
  uploadReadError,
  VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_TYPES_MESSAGE,
  videoFromUpload,
} from './lesson-video'
import { BEARER_AUTH } from '../../plugins/auth'

/** The request's cover upload, read by the authoring service. */
const coverUpload = (req: FastifyRequest): CoverUpload => ({
  isMultipart: req.isMultipart(),
  file: () => req.file(),
})

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
}

/**
 * The instructor's course authoring under /api/me: the add-course draft, Create Course, edit,
 * publish (to the admins' review queue), unpublish, remove, the instructor's courses, dashboard figures and sales. Role teacher
 * or admin on every call, and every course call checks that the course is the caller's own.
 */
export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const authoring = createAuthoringService(createAuthoringRepository(app.db), {
    lessonFileUrl: (fileId, viewer) => app.mediaUrls.sign(fileId, viewer).url,
    saveFile: (input) => app.fileStorage.save(input),
    removeFile: async (fileId) => {
      await app.fileStorage.remove(fileId)
    },
    catalogChanged: () => app.contentVersion.bump(),
  })
  app.addHook('onRequest', app.requireRole(MENTOR_ROLES))
  const tags = ['authoring']
  // Scoped to this plugin: only the cover and lesson video uploads take a multipart body (the
  // video upload raises the file size limit for its own request).
  await app.register(multipart, {
    limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  })

  app.get(
    '/course-draft',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'The add-course form as the instructor left it (?course=ID when editing)',
        querystring: CourseDraftQuerySchema,
        response: { 200: CourseDraftResponseSchema, ...errors },
      },
    },
    (req) => authoring.getDraft(req.user!, req.query.course),
  )

  app.put(
    '/course-draft',
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'Keeps the add-course form as it is now (autosaved while typing)',
        body: CourseDraftInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 200: CourseDraftResponseSchema, ...errors },
      },
    },
    (req) => authoring.putDraft(req.user!, req.body),
  )

  app.delete(
    '/course-draft',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'Discards the draft (of the new course, or ?course=ID)',
        querystring: CourseDraftQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await authoring.deleteDraft(req.user!, req.query.course)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/course-draft/cover',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary:
          'Upload the cover while filling the form (PNG, JPG or WebP up to 5 MB, made 16:10): kept with the draft, used by Create Course or Save Changes',
        consumes: ['multipart/form-data'],
        response: {
          200: FormUploadResultSchema,
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (req) => {
      const result = await authoring.uploadFormCover(req.user!, coverUpload(req))
      req.log.info({ fileId: result.fileId }, 'course form cover uploaded')
      return result
    },
  )

  app.post(
    '/course-draft/promo-video',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary:
          'Upload the promo video while filling the form (WebM or MP4 up to 200 MB): played by Preview this course',
        consumes: ['multipart/form-data'],
        response: {
          200: FormUploadResultSchema,
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new UnsupportedMediaTypeError(VIDEO_TYPES_MESSAGE)
      let part: Awaited<ReturnType<typeof req.file>>
      try {
        part = await req.file({ limits: { fileSize: LESSON_VIDEO_MAX_BYTES + 1 } })
      } catch (err) {
        throw uploadReadError(err)
      }
      if (!part) throw new BadRequestError('Choose a video to upload')
      const video = await videoFromUpload(part.file)
      const saved = await app.fileStorage.save({
        ownerId: req.user!.sub,
        kind: 'promo',
        contentType: video.contentType,
        stream: video.body,
        maxBytes: LESSON_VIDEO_MAX_BYTES,
        tooLargeMessage: VIDEO_TOO_LARGE_MESSAGE,
      })
      if (part.file.truncated) {
        await app.fileStorage.remove(saved.id)
        throw new FileTooLargeError(VIDEO_TOO_LARGE_MESSAGE)
      }
      req.log.info({ fileId: saved.id, bytes: saved.byteSize }, 'course promo video uploaded')
      return { fileId: saved.id, url: fileUrl(saved.id) }
    },
  )

  app.get(
    '/courses',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: "The instructor's courses with state, students and sales (6 per page)",
        querystring: InstructorCoursesQuerySchema,
        response: { 200: InstructorCourseListSchema, ...errors },
      },
    },
    (req) => authoring.list(req.user!, req.query),
  )

  app.post(
    '/courses',
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'Create Course: stored as pending with its curriculum, published later',
        body: CourseInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 201: CourseMutationResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      const course = await authoring.create(req.user!, req.body)
      // Pending, so not in the catalog yet; a first course makes its mentor public, though.
      await app.contentVersion.bump()
      req.log.info({ courseId: course.id }, 'course created')
      return reply.status(201).send(course)
    },
  )

  app.get(
    '/courses/:id',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'One of the instructor’s courses as the edit form shows it',
        params: CourseIdParamsSchema,
        response: { 200: CourseEditorSchema, ...errors },
      },
    },
    (req) => authoring.editor(req.user!, req.params.id),
  )

  app.put(
    '/courses/:id',
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'Edit a course on the same form (its state is kept)',
        params: CourseIdParamsSchema,
        body: CourseInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 200: CourseMutationResultSchema, ...errors },
      },
    },
    async (req) => {
      const course = await authoring.update(req.user!, req.params.id, req.body)
      await app.contentVersion.bump()
      req.log.info({ courseId: course.id }, 'course edited')
      return course
    },
  )

  app.post(
    '/courses/:id/publish',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary:
          'Publish: sends the course to the admins’ review queue (live once approved); owner only',
        params: CourseIdParamsSchema,
        response: { 200: CourseMutationResultSchema, ...errors },
      },
    },
    async (req) => {
      // Nothing public changes yet: only an admin's approval puts the course in the catalog.
      const course = await authoring.publish(req.user!, req.params.id)
      req.log.info({ courseId: course.id }, 'course sent for review')
      return course
    },
  )

  app.post(
    '/courses/:id/unpublish',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'Unpublish: off the catalog; enrolled students keep their access',
        params: CourseIdParamsSchema,
        response: { 200: CourseMutationResultSchema, ...errors },
      },
    },
    async (req) => {
      const course = await authoring.unpublish(req.user!, req.params.id)
      await app.contentVersion.bump()
      req.log.info({ courseId: course.id }, 'course unpublished')
      return course
    },
  )

  app.delete(
    '/courses/:id',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary:
          'Remove: deleted when nobody bought it, otherwise unpublished (nothing a student bought is lost)',
        params: CourseIdParamsSchema,
        response: { 200: CourseRemovalResultSchema, ...errors },
      },
    },
    async (req) => {
      const result = await authoring.remove(req.user!, req.params.id)
      await app.contentVersion.bump()
      req.log.info({ courseId: result.id, outcome: result.outcome }, 'course removed')
      return result
    },
  )

  app.get(
    '/instructor-stats',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'The six dashboard counters and Best Selling Courses (6 per page)',
        querystring: InstructorStatsQuerySchema,
        response: { 200: InstructorStatsSchema, ...errors },
      },
    },
    (req) => authoring.stats(req.user!, req.query.page),
  )

  app.get(
    '/sales',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: "Sales of the instructor's courses (paid and completed orders), newest first",
        querystring: SalesQuerySchema,
        response: { 200: SaleListSchema, ...errors },
      },
    },
    (req) => authoring.sales(req.user!, req.query.page),
  )

  app.post(
    '/courses/:id/cover',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'Upload a cover (PNG, JPG or WebP up to 5 MB), resized on the server to 16:10',
        consumes: ['multipart/form-data'],
        params: CourseIdParamsSchema,
        response: {
          200: CoverUploadResultSchema,
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (req) => {
      const { fileId, ...result } = await authoring.uploadCover(
        req.user!,
        req.params.id,
        coverUpload(req),
      )
      req.log.info({ courseId: result.id, fileId }, 'course cover uploaded')
      return result
    },
  )

  app.post(
    '/courses/:courseId/lessons/:lessonId/video',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary:
          "Upload a video lesson's video (WebM or MP4 up to 200 MB), replacing an earlier upload",
        consumes: ['multipart/form-data'],
        params: LessonVideoParamsSchema,
        response: {
          200: LessonVideoSchema,
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (req) => {
      const { courseId, lessonId } = req.params
      // The course, its owner and the lesson are checked before a byte of the upload is read.
      await authoring.assertVideoLesson(req.user!, courseId, lessonId)
      if (!req.isMultipart()) throw new UnsupportedMediaTypeError(VIDEO_TYPES_MESSAGE)
      let part: Awaited<ReturnType<typeof req.file>>
      try {
        // One byte over the limit reaches the storage, which refuses the file with a 413.
        part = await req.file({ limits: { fileSize: LESSON_VIDEO_MAX_BYTES + 1 } })
      } catch (err) {
        throw uploadReadError(err)
      }
      if (!part) throw new BadRequestError('Choose a video to upload')
      const video = await videoFromUpload(part.file)
      const saved = await app.fileStorage.save({
        ownerId: req.user!.sub,
        kind: 'video',
        contentType: video.contentType,
        stream: video.body,
        maxBytes: LESSON_VIDEO_MAX_BYTES,
        tooLargeMessage: VIDEO_TOO_LARGE_MESSAGE,
      })
      let result: Awaited<ReturnType<typeof authoring.setLessonVideo>>
      try {
        if (part.file.truncated) throw new FileTooLargeError(VIDEO_TOO_LARGE_MESSAGE)
        result = await authoring.setLessonVideo(req.user!, courseId, lessonId, saved.id)
      } catch (err) {
        await app.fileStorage.remove(saved.id)
        throw err
      }
      // The earlier upload goes only once the new one is stored and in place.
      if (result.previous) await app.fileStorage.remove(result.previous)
      req.log.info(
        { courseId, lessonId, fileId: saved.id, bytes: saved.byteSize },
        'lesson video uploaded',
      )
      return result.video
    },
  )

  app.delete(
    '/courses/:courseId/lessons/:lessonId/video',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: "Remove a lesson's uploaded video (it goes back to the sample video, or none)",
        params: LessonVideoParamsSchema,
        response: { 200: LessonVideoSchema, ...errors },
      },
    },
    async (req) => {
      const { courseId, lessonId } = req.params
      const result = await authoring.setLessonVideo(req.user!, courseId, lessonId, null)
      if (result.previous) await app.fileStorage.remove(result.previous)
      req.log.info({ courseId, lessonId, fileId: result.previous }, 'lesson video removed')
      return result.video
    },
  )
}
