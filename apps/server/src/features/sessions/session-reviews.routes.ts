import { ErrorBodySchema } from '@app/domain/api'
import { STUDENT_ROLES } from '@app/domain/auth'
import { BookingSchema, SessionReviewInputSchema, SessionReviewsSchema } from '@app/domain/sessions'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BEARER_AUTH } from '../../plugins/auth'
import { createSessionReviewsRepository } from './session-reviews.repository'
import { createSessionReviewsService, type SessionReviewsService } from './session-reviews.service'
import { createSessionsRepository } from './sessions.repository'
import type { SessionsService } from './sessions.service'

const id = (what: string) =>
  z.coerce
    .number({ error: `Not a ${what}` })
    .int(`Not a ${what}`)
    .positive(`Not a ${what}`)
    .max(2_147_483_647, `Not a ${what}`)

/** The reviews service on the app's database, showing bookings as the sessions service does. */
export function buildSessionReviewsService(
  app: FastifyInstance,
  { sessions, now }: { sessions: SessionsService; now?: () => Date },
): SessionReviewsService {
  return createSessionReviewsService({
    reviews: createSessionReviewsRepository(app.db),
    bookings: createSessionsRepository(app.db),
    toBooking: sessions.toBooking,
    ...(now ? { now } : {}),
  })
}

/**
 * GET /api/instructors/:instructorId/session-reviews: what students said after their sessions.
 * The same for every visitor, so kept by the public cache (as the mentor's profile answer) until
 * a review is written.
 */
export const publicSessionReviewsRoutes: FastifyPluginAsyncZod<{
  reviews: SessionReviewsService
}> = async (app, { reviews }) => {
  app.get(
    '/:instructorId/session-reviews',
    {
      config: { publicCache: true },
      schema: {
        tags: ['sessions'],
        summary: "Students' reviews of a mentor's sessions: average, count and the latest 20",
        params: z.object({ instructorId: id('mentor') }),
        response: { 200: SessionReviewsSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (req) => reviews.ofMentor(req.params.instructorId),
  )
}

/** PUT /api/me/sessions/:id/review: the student reviews the mentor after a session, or edits it. */
export const mySessionReviewRoutes: FastifyPluginAsyncZod<{
  reviews: SessionReviewsService
}> = async (app, { reviews }) => {
  app.addHook('onRequest', app.requireRole(STUDENT_ROLES))
  app.put(
    '/sessions/:id/review',
    {
      schema: {
        tags: ['sessions'],
        security: BEARER_AUTH,
        summary:
          'Review the mentor after a session that was held (1 to 5 stars and a comment); again to edit',
        params: z.object({ id: id('booking') }),
        body: SessionReviewInputSchema,
        response: {
          200: BookingSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (req) => {
      const booking = await reviews.review(req.user!, req.params.id, req.body)
      // The mentor's profile (its answer and its kept page) lists the reviews.
      await app.contentVersion.bump()
      return booking
    },
  )
}
