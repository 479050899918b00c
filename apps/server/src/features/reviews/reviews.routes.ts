import { ErrorBodySchema } from '@app/domain/api'
import { MENTOR_ROLES, STUDENT_ROLES, type Role } from '@app/domain/auth'
import {
  CourseIdParamsSchema,
  CourseReviewInputSchema,
  CourseReviewListSchema,
  CourseReviewSchema,
  DeletedReviewSchema,
  NOT_COURSE_INSTRUCTOR_MESSAGE,
  NOT_ENROLLED_MESSAGE,
  NOT_REVIEW_AUTHOR_MESSAGE,
  REVIEW_LOGIN_MESSAGE,
  ReviewableCoursesSchema,
  ReviewableQuerySchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewReplyInputSchema,
  SavedReviewSchema,
} from '@app/domain/reviews'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors'
import { BODY_TEXT_MESSAGE, hasSoundText } from '../../lib/sound-text'
import { createReviewsRepository } from './reviews.repository'
import { createReviewsService, type Caller } from './reviews.service'
import { BEARER_AUTH } from '../../plugins/auth'

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
}
const CourseParams = z.object({ id: z.string() })
const ReviewParams = z.object({ reviewId: z.string() })

/** A path id as a positive integer, or 404 (an id that cannot exist is not found). */
const courseIdOf = (raw: string) => {
  const parsed = CourseIdParamsSchema.safeParse({ id: raw })
  if (!parsed.success || !/^\d+$/.test(raw)) throw new NotFoundError('Course not found')
  return parsed.data.id
}
const reviewIdOf = (raw: string) => {
  const parsed = ReviewIdParamsSchema.safeParse({ reviewId: raw })
  if (!parsed.success || !/^\d+$/.test(raw)) throw new NotFoundError('Review not found')
  return parsed.data.reviewId
}

/**
 * Course reviews by enrolled students (one per student and course, editable), instructors'
 * replies, and the two dashboards' lists. Registered under /api.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewsService(createReviewsRepository(app.db))

  /**
   * onRequest: the `requireRole` guard for these roles; others hear why (in this feature's words),
   * before the body is read.
   */
  const only = (roles: readonly Role[], forbidden: string, login = 'Please log in to continue') => {
    const guard = app.requireRole(roles)
    return async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await guard(request, reply)
      } catch (err) {
        if (err instanceof UnauthorizedError) throw new UnauthorizedError(login)
        if (err instanceof ForbiddenError) throw new ForbiddenError(forbidden)
        throw err
      }
    }
  }
  const caller = (request: FastifyRequest): Caller => ({
    sub: request.user!.sub,
    role: request.user!.role,
  })

  app.post(
    '/courses/:id/reviews',
    {
      onRequest: only(STUDENT_ROLES, NOT_ENROLLED_MESSAGE, REVIEW_LOGIN_MESSAGE),
      schema: {
        tags: ['reviews'],
        security: BEARER_AUTH,
        summary: "Posts (201) or edits (200) the signed-in student's review of a course",
        description:
          'Students (and admins) enrolled in the course only; one review per student and course, a second post edits it. The course and its instructor get their new rating and count in the same transaction.',
        params: CourseParams,
        body: CourseReviewInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 200: SavedReviewSchema, 201: SavedReviewSchema, ...errors },
      },
    },
    async (req, reply) => {
      const courseId = courseIdOf(req.params.id)
      const saved = await reviews.save(courseId, caller(req), req.body)
      await app.contentVersion.bump()
      req.log.info({ courseId, reviewId: saved.review.id, created: saved.created }, 'review saved')
      return reply.code(saved.created ? 201 : 200).send(saved)
    },
  )

  app.delete(
    '/course-reviews/:reviewId',
    {
      onRequest: only(STUDENT_ROLES, NOT_REVIEW_AUTHOR_MESSAGE),
      schema: {
        tags: ['reviews'],
        security: BEARER_AUTH,
        summary: 'Deletes your own review (admins: any) and takes its rating back out',
        params: ReviewParams,
        response: { 200: DeletedReviewSchema, ...errors },
      },
    },
    async (req) => {
      const deleted = await reviews.remove(reviewIdOf(req.params.reviewId), caller(req))
      await app.contentVersion.bump()
      req.log.info({ reviewId: deleted.id }, 'review deleted')
      return deleted
    },
  )

  app.put(
    '/course-reviews/:reviewId/reply',
    {
      onRequest: only(MENTOR_ROLES, NOT_COURSE_INSTRUCTOR_MESSAGE),
      schema: {
        tags: ['reviews'],
        security: BEARER_AUTH,
        summary: "Writes or replaces the instructor's reply under a review of their course",
        params: ReviewParams,
        body: ReviewReplyInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 200: CourseReviewSchema, ...errors },
      },
    },
    async (req) => {
      const review = await reviews.reply(reviewIdOf(req.params.reviewId), caller(req), req.body)
      await app.contentVersion.bump()
      req.log.info({ reviewId: review.id }, 'review reply saved')
      return review
    },
  )

  app.delete(
    '/course-reviews/:reviewId/reply',
    {
      onRequest: only(MENTOR_ROLES, NOT_COURSE_INSTRUCTOR_MESSAGE),
      schema: {
        tags: ['reviews'],
        security: BEARER_AUTH,
        summary: "Removes the instructor's reply under a review of their course",
        params: ReviewParams,
        response: { 200: CourseReviewSchema, ...errors },
      },
    },
    async (req) => {
      const review = await reviews.removeReply(reviewIdOf(req.params.reviewId), caller(req))
      await app.contentVersion.bump()
      return review
    },
  )

  app.get(
    '/me/reviews',
    {
      onRequest: only(STUDENT_ROLES, 'Only students have reviews of their own'),
      schema: {
        tags: ['reviews'],
        security: BEARER_AUTH,
        summary: "The signed-in student's reviews with the course and the instructor's reply",
        querystring: ReviewListQuerySchema,
        response: { 200: CourseReviewListSchema, ...errors },
      },
    },
    (req) => reviews.mine(caller(req), req.query.page),
  )

  app.get(
    '/me/course-reviews',
    {
      onRequest: only(MENTOR_ROLES, 'Only instructors see reviews of their courses'),
      schema: {
        tags: ['reviews'],
        security: BEARER_AUTH,
        summary: "Reviews of the signed-in instructor's courses, newest first",
        querystring: ReviewListQuerySchema,
        response: { 200: CourseReviewListSchema, ...errors },
      },
    },
    (req) => reviews.ofMyCourses(caller(req), req.query.page),
  )

  app.get(
    '/me/reviewable-courses',
    {
      onRequest: only(STUDENT_ROLES, NOT_ENROLLED_MESSAGE, REVIEW_LOGIN_MESSAGE),
      schema: {
        tags: ['reviews'],
        security: BEARER_AUTH,
        summary: 'Courses the signed-in student may review (enrolled), each with their review',
        description:
          'Filter by ?courseId= (the course page) or ?instructorId= (the instructor page).',
        querystring: ReviewableQuerySchema,
        response: { 200: ReviewableCoursesSchema, ...errors },
      },
    },
    (req) => reviews.reviewable(caller(req), req.query),
  )
}
