import { ErrorBodySchema } from '@app/domain/api'
import { ADMIN_ROLES } from '@app/domain/auth'
import {
  CourseIdParamsSchema,
  CourseMutationResultSchema,
  CourseRejectInputSchema,
  CourseReviewQueueQuerySchema,
  CourseReviewQueueSchema,
} from '@app/domain/authoring'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BEARER_AUTH } from '../../plugins/auth'
import { createAuthoringRepository } from './authoring.repository'
import { createAuthoringService } from './authoring.service'

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
}

export interface CourseReviewRoutesOptions {
  /** The site's address, for the links in the e-mails to the mentor (config PUBLIC_URL). */
  publicUrl?: string
  /** Called after an e-mail to the mentor was stored (wakes the outbox worker). */
  onQueued?: () => void
}

/**
 * The admins' course review queue under /api/admin/course-reviews: Publish sends a course here,
 * and only an approval puts it in the catalog, search and sitemap. A rejection goes back to the
 * mentor with its reason. Role admin on every call; the mentor hears the outcome by e-mail.
 */
export const courseReviewRoutes: FastifyPluginAsyncZod<CourseReviewRoutesOptions> = async (
  app,
  { publicUrl, onQueued },
) => {
  const authoring = createAuthoringService(createAuthoringRepository(app.db), {
    lessonFileUrl: (fileId, viewer) => app.mediaUrls.sign(fileId, viewer).url,
    publicUrl,
  })
  app.addHook('onRequest', app.requireRole(ADMIN_ROLES))
  const tags = ['admin']

  app.get(
    '/',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'Courses waiting for review, the longest-waiting first (6 per page)',
        querystring: CourseReviewQueueQuerySchema,
        response: { 200: CourseReviewQueueSchema, ...errors },
      },
    },
    (req) => authoring.reviewQueue(req.query.page),
  )

  app.post(
    '/:id/approve',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary:
          'Approve: the course goes live in the catalog, search and sitemap; mentor e-mailed',
        params: CourseIdParamsSchema,
        response: { 200: CourseMutationResultSchema, ...errors },
      },
    },
    async (req) => {
      const { course, queued } = await authoring.approve(req.user!, req.params.id)
      await app.contentVersion.bump()
      if (queued) onQueued?.()
      req.log.info({ courseId: course.id }, 'course approved')
      return course
    },
  )

  app.post(
    '/:id/reject',
    {
      schema: {
        tags,
        security: BEARER_AUTH,
        summary: 'Reject with a reason the mentor reads and acts on; mentor e-mailed',
        params: CourseIdParamsSchema,
        body: CourseRejectInputSchema,
        response: { 200: CourseMutationResultSchema, ...errors },
      },
    },
    async (req) => {
      const { course, queued } = await authoring.reject(req.user!, req.params.id, req.body.reason)
      if (queued) onQueued?.()
      req.log.info({ courseId: course.id }, 'course rejected')
      return course
    },
  )
}
