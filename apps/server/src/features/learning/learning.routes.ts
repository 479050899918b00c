import { ErrorBodySchema } from '@app/domain/api'
import { STUDENT_ROLES } from '@app/domain/auth'
import {
  CertificateParamsSchema,
  CertificateSchema,
  CompleteLessonResultSchema,
  LearnCourseParamsSchema,
  LearnCourseSchema,
  LearnLessonParamsSchema,
  LessonPlayerSchema,
  LessonPositionInputSchema,
  LessonPositionResultSchema,
  MyLearningSchema,
  parseLearnId,
} from '@app/domain/learning'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { contentRange, parseRange } from '../../lib/byte-range'
import { isNotModified } from '../../lib/conditional'
import { NotFoundError } from '../../lib/errors'
import type { CoursesService } from '../../catalog/courses.service'
import { createLearningRepository } from './learning.repository'
import { createLearningService } from './learning.service'
import { findMedia, mediaStream } from './media'
import { BEARER_AUTH } from '../../plugins/auth'

export interface LearningRoutesOptions {
  /** The catalog's courses service (built once by the app), for the course summaries. */
  courses: CoursesService
}

/** The learning service with the course summaries it asks the catalog for. */
function buildLearningService(app: FastifyInstance, { courses }: LearningRoutesOptions) {
  return createLearningService(createLearningRepository(app.db), {
    courseSummaries: (ids) => courses.summariesByIds(ids),
    lessonFileUrl: (fileId, viewer) => app.mediaUrls.sign(fileId, viewer),
  })
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
}

const idOf = (raw: string, what: 'Course' | 'Lesson') => {
  const id = parseLearnId(raw)
  if (id === null) throw new NotFoundError(`${what} not found`)
  return id
}

/**
 * The lesson player (prefix /api/learn): a course's lesson list with the caller's progress, a
 * lesson's content, Mark as complete and the video's resume point.
 */
export const learnRoutes: FastifyPluginAsyncZod<LearningRoutesOptions> = async (app, options) => {
  const learning = buildLearningService(app, options)

  app.get(
    '/courses/:courseId',
    {
      onRequest: app.identify,
      schema: {
        tags: ['learning'],
        summary: "A course's lessons with the caller's completion marks, progress and resume point",
        description:
          'Open to everyone: a visitor who has not bought the course sees which lessons are Preview (open) and which are locked.',
        params: LearnCourseParamsSchema,
        response: { 200: LearnCourseSchema, 404: ErrorBodySchema },
      },
    },
    (req) => learning.course(idOf(req.params.courseId, 'Course'), req.user),
  )

  app.get(
    '/lessons/:lessonId',
    {
      onRequest: app.identify,
      schema: {
        tags: ['learning'],
        summary: "A lesson's content: video and captions, document text, or quiz",
        description:
          'Preview lessons open to everyone; other lessons to enrolled students, admins and the course instructor (403 asks anyone else to buy the course). An uploaded video comes with an address signed for the caller that expires at video.expiresAt: ask again for a fresh one.',
        params: LearnLessonParamsSchema,
        response: { 200: LessonPlayerSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const lesson = await learning.lesson(idOf(req.params.lessonId, 'Lesson'), req.user)
      // The video's address is signed for this caller: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store')
      return lesson
    },
  )

  app.post(
    '/lessons/:lessonId/complete',
    {
      onRequest: app.requireRole(STUDENT_ROLES),
      schema: {
        tags: ['learning'],
        security: BEARER_AUTH,
        summary: 'Mark a lesson complete (idempotent); the last one completes the course',
        description:
          'When every lesson is complete the course is Completed and a certificate is issued in the same transaction, once. A quiz lesson is completed by passing its quiz: before that this answers 409.',
        params: LearnLessonParamsSchema,
        response: { 200: CompleteLessonResultSchema, ...errors },
      },
    },
    async (req) => {
      const result = await learning.complete(idOf(req.params.lessonId, 'Lesson'), req.user!)
      req.log.info(
        { lessonId: result.lessonId, courseId: result.courseId, done: result.isCourseCompleted },
        'lesson completed',
      )
      return result
    },
  )

  app.post(
    '/lessons/:lessonId/position',
    {
      onRequest: app.requireRole(STUDENT_ROLES),
      schema: {
        tags: ['learning'],
        security: BEARER_AUTH,
        summary: "Save where the student is in the lesson's video (seconds)",
        params: LearnLessonParamsSchema,
        body: LessonPositionInputSchema,
        response: { 200: LessonPositionResultSchema, ...errors },
      },
    },
    (req) =>
      learning.savePosition(idOf(req.params.lessonId, 'Lesson'), req.body.seconds, req.user!),
  )
}

/** GET /api/me/learning (beside GET /api/me): My Courses and the student dashboard. */
export const myLearningRoutes: FastifyPluginAsyncZod<LearningRoutesOptions> = async (
  app,
  options,
) => {
  const learning = buildLearningService(app, options)
  app.get(
    '/learning',
    {
      onRequest: app.requireRole(STUDENT_ROLES),
      schema: {
        tags: ['learning'],
        security: BEARER_AUTH,
        summary: "The signed-in student's courses with progress, and the dashboard's counts",
        response: { 200: MyLearningSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    (req) => learning.mine(req.user!.sub),
  )
}

/** GET /api/certificates/:id: public verification of a certificate, every detail shown. */
export const certificatesRoutes: FastifyPluginAsyncZod<LearningRoutesOptions> = async (
  app,
  options,
) => {
  const learning = buildLearningService(app, options)
  app.get(
    '/:id',
    {
      schema: {
        tags: ['learning'],
        summary: 'Verify a certificate: learner, course, instructor, date and hours as issued',
        params: CertificateParamsSchema,
        response: { 200: CertificateSchema, 404: ErrorBodySchema },
      },
    },
    (req) => learning.certificate(req.params.id),
  )
}

const MediaParamsSchema = z.object({ name: z.string().max(100) })

/**
 * GET /api/media/:name: the committed sample lesson videos and captions, with range requests
 * (206) so the browser's video element can seek, and caching by ETag.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ dir?: string }> = async (app, { dir }) => {
  app.get(
    '/:name',
    {
      // Bytes leave as stored: compressing would break the byte ranges.
      compress: false,
      schema: {
        tags: ['learning'],
        summary: 'A sample lesson video (WebM) or captions file (WebVTT), with range requests',
        params: MediaParamsSchema,
        response: {
          200: z.any().describe('video/webm, video/mp4 or text/vtt'),
          206: z.any().describe('The requested byte range'),
          304: z.null().describe('Not modified: the If-None-Match ETag is current'),
          404: ErrorBodySchema,
          416: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const media = await findMedia(req.params.name, dir)
      if (!media) throw new NotFoundError('No media file has this name')
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=86400')
        .header('etag', media.etag)
        .header('last-modified', media.lastModified.toUTCString())
        .header('x-content-type-options', 'nosniff')
        .type(media.contentType)
      if (isNotModified(req.headers, { etag: media.etag })) return reply.code(304).send(null)
      const ifRange = req.headers['if-range']
      const range =
        ifRange && ifRange !== media.etag ? null : parseRange(req.headers.range, media.size)
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', contentRange(null, media.size))
          .type('application/json; charset=utf-8')
          .send({ error: 'The requested range is outside the file' })
      }
      if (range) {
        return reply
          .code(206)
          .header('content-range', contentRange(range, media.size))
          .header('content-length', range.end - range.start + 1)
          .send(mediaStream(media, range))
      }
      return reply.header('content-length', media.size).send(mediaStream(media))
    },
  )
}
