import { ErrorBodySchema } from '@app/domain/api'
import { ADMIN_ROLES, MENTOR_ROLES, ROLES, STUDENT_ROLES } from '@app/domain/auth'
import {
  AnswerRequestInputSchema,
  DisputeInputSchema,
  OutcomeInputSchema,
  ResolveDisputeInputSchema,
  AvailabilitySchema,
  BookingSchema,
  BookSlotInputSchema,
  MentorSessionsSchema,
  PublicSessionsSchema,
  RescheduleInputSchema,
  SessionPolicySchema,
  SessionTypeInputSchema,
  SessionTypeSchema,
  SlotListSchema,
  SlotsQuerySchema,
  type BookingSide,
} from '@app/domain/sessions'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BEARER_AUTH } from '../../plugins/auth'
import { createSessionsRepository } from './sessions.repository'
import {
  createSessionsService,
  type SessionOrders,
  type SessionsDeps,
  type SessionsService,
} from './sessions.service'

const id = (what: string) =>
  z.coerce
    .number({ error: `Not a ${what}` })
    .int(`Not a ${what}`)
    .positive(`Not a ${what}`)
    .max(2_147_483_647, `Not a ${what}`)
const BookingParams = z.object({ id: id('booking') })
const TypeParams = z.object({ id: id('session type') })
const MentorParams = z.object({ instructorId: id('mentor') })
const SlotParams = MentorParams.extend({ typeId: id('session type') })
const CancelledSchema = z.object({ booking: BookingSchema, refundCents: z.number().int() })

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
}

export interface SessionsRoutesOptions {
  orders: SessionOrders
  ensureInstructor: SessionsDeps['ensureInstructor']
  meetingBaseUrl: string
  publicUrl: string
  onQueued?: () => void
  now?: () => Date
}

/** The sessions service on the app's database, with what the app hands it of other features. */
export function buildSessionsService(
  app: FastifyInstance,
  options: SessionsRoutesOptions,
): SessionsService {
  return createSessionsService(createSessionsRepository(app.db), options)
}

const privateAnswers = (app: FastifyInstance) =>
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('cache-control', 'private, no-store')
  })

/** GET /api/instructors/:instructorId/sessions[/:typeId/slots]: what a mentor offers, and when. */
export const publicSessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  // Free slots change with every booking and every minute: never kept by a shared cache.
  privateAnswers(app)
  app.get(
    '/:instructorId/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: "A mentor's session types, time zone and cancellation policy",
        params: MentorParams,
        response: { 200: PublicSessionsSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (req) => sessions.publicSessions(req.params.instructorId),
  )
  app.get(
    '/:instructorId/sessions/:typeId/slots',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Free slots of a session type, as UTC instants',
        params: SlotParams,
        querystring: SlotsQuerySchema,
        response: { 200: SlotListSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (req) => sessions.slots(req.params.instructorId, req.params.typeId, req.query),
  )
}

/** POST /api/sessions/bookings and DELETE /api/sessions/bookings/:id/hold (students). */
export const bookingRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  app.addHook('onRequest', app.requireRole(STUDENT_ROLES))
  privateAnswers(app)
  app.post(
    '/bookings',
    {
      schema: {
        tags: ['sessions'],
        security: BEARER_AUTH,
        summary:
          'Book a slot: a paid session is held 10 minutes for checkout, a free one is booked',
        body: BookSlotInputSchema,
        response: { 201: BookingSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await sessions.book(req.user!, req.body)),
  )
  app.delete(
    '/bookings/:id/hold',
    {
      schema: {
        tags: ['sessions'],
        security: BEARER_AUTH,
        summary: 'Give a held slot back at once',
        params: BookingParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await sessions.release(req.user!, req.params.id)
      return reply.status(204).send(null)
    },
  )
}

/** What both sides may do to a booking (cancel, say what happened, dispute), under `base/:id`. */
function bookingSideRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  sessions: SessionsService,
  side: BookingSide,
  base: string,
) {
  app.post(
    `${base}/:id/cancel`,
    {
      schema: {
        tags: [side === 'student' ? 'sessions' : 'instructor'],
        security: BEARER_AUTH,
        summary:
          side === 'student'
            ? "Cancel a booking: refunded by the booking's own policy, the slot freed"
            : 'Cancel a booking as its mentor: everything paid goes back',
        params: BookingParams,
        response: { 200: CancelledSchema, ...errors, 503: ErrorBodySchema },
      },
    },
    (req) => sessions.cancelBooking(req.user!, req.params.id, side),
  )
  app.post(
    `${base}/:id/outcome`,
    {
      schema: {
        tags: ['sessions'],
        security: BEARER_AUTH,
        summary:
          'Say what happened: held, or the other party did not come (10 minutes to 72 hours after the start)',
        params: BookingParams,
        body: OutcomeInputSchema,
        response: { 200: BookingSchema, ...errors },
      },
    },
    (req) => sessions.markOutcome(req.user!, req.params.id, side, req.body),
  )
  app.post(
    `${base}/:id/dispute`,
    {
      schema: {
        tags: ['sessions'],
        security: BEARER_AUTH,
        summary: "Dispute the other party's outcome, once; an admin resolves it",
        params: BookingParams,
        body: DisputeInputSchema,
        response: { 200: BookingSchema, ...errors },
      },
    },
    (req) => sessions.dispute(req.user!, req.params.id, side, req.body.note),
  )
}

/** GET /api/me/sessions and the student's cancel and reschedule. */
export const mySessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  app.addHook('onRequest', app.requireRole(STUDENT_ROLES))
  privateAnswers(app)
  app.get(
    '/sessions',
    {
      schema: {
        tags: ['sessions'],
        security: BEARER_AUTH,
        summary: "The student's session bookings, by start",
        response: { 200: z.object({ items: z.array(BookingSchema) }), ...errors },
      },
    },
    (req) => sessions.mine(req.user!),
  )
  app.post(
    '/sessions/:id/reschedule',
    {
      schema: {
        tags: ['sessions'],
        security: BEARER_AUTH,
        summary: 'Move a booking to another free slot, within its policy',
        params: BookingParams,
        body: RescheduleInputSchema,
        response: { 200: BookingSchema, ...errors },
      },
    },
    (req) => sessions.reschedule(req.user!, req.params.id, req.body.startsAt),
  )
  bookingSideRoutes(app, sessions, 'student', '/sessions')
}

/** /api/instructor/sessions: the mentor's hours, policy, session types and bookings. */
export const instructorSessionsRoutes: FastifyPluginAsyncZod<{
  sessions: SessionsService
}> = async (app, { sessions }) => {
  app.addHook('onRequest', app.requireRole(MENTOR_ROLES))
  privateAnswers(app)
  app.get(
    '/',
    {
      schema: {
        tags: ['instructor'],
        security: BEARER_AUTH,
        summary: "The mentor's hours, policy, session types and bookings",
        response: { 200: MentorSessionsSchema, ...errors },
      },
    },
    (req) => sessions.mentorSessions(req.user!),
  )
  app.put(
    '/availability',
    {
      schema: {
        tags: ['instructor'],
        security: BEARER_AUTH,
        summary: 'Set the time zone, weekly hours, date overrides, buffers, notice, window and cap',
        body: AvailabilitySchema,
        response: { 200: AvailabilitySchema, ...errors },
      },
    },
    async (req) => {
      const saved = await sessions.saveAvailability(req.user!, req.body)
      // The mentor's public profile names their time zone.
      await app.contentVersion.bump()
      return saved
    },
  )
  app.put(
    '/policy',
    {
      schema: {
        tags: ['instructor'],
        security: BEARER_AUTH,
        summary: 'Set the cancellation and reschedule policy of bookings made from now on',
        body: SessionPolicySchema,
        response: { 200: SessionPolicySchema, ...errors },
      },
    },
    async (req) => {
      const saved = await sessions.savePolicy(req.user!, req.body)
      await app.contentVersion.bump()
      return saved
    },
  )
  app.post(
    '/types',
    {
      schema: {
        tags: ['instructor'],
        security: BEARER_AUTH,
        summary: 'Offer a new session type',
        body: SessionTypeInputSchema,
        response: { 201: SessionTypeSchema, ...errors },
      },
    },
    async (req, reply) => {
      const created = await sessions.createType(req.user!, req.body)
      // The mentor's public profile lists their session types.
      await app.contentVersion.bump()
      return reply.status(201).send(created)
    },
  )
  app.put(
    '/types/:id',
    {
      schema: {
        tags: ['instructor'],
        security: BEARER_AUTH,
        summary: 'Change a session type (bookings keep what they were booked with)',
        params: TypeParams,
        body: SessionTypeInputSchema,
        response: { 200: SessionTypeSchema, ...errors },
      },
    },
    async (req) => {
      const updated = await sessions.updateType(req.user!, req.params.id, req.body)
      await app.contentVersion.bump()
      return updated
    },
  )
  app.post(
    '/bookings/:id/answer',
    {
      schema: {
        tags: ['instructor'],
        security: BEARER_AUTH,
        summary:
          'Accept or decline a request, with a message (a declined paid request is refunded)',
        params: BookingParams,
        body: AnswerRequestInputSchema,
        response: { 200: BookingSchema, ...errors, 503: ErrorBodySchema },
      },
    },
    (req) => sessions.answer(req.user!, req.params.id, req.body),
  )
  bookingSideRoutes(app, sessions, 'mentor', '/bookings')
}

/** GET /api/admin/session-disputes and POST /api/admin/session-disputes/:id. */
export const adminSessionDisputesRoutes: FastifyPluginAsyncZod<{
  sessions: SessionsService
}> = async (app, { sessions }) => {
  app.addHook('onRequest', app.requireRole(ADMIN_ROLES))
  privateAnswers(app)
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: 'Session outcomes disputed and not resolved yet, oldest first',
        response: { 200: z.object({ items: z.array(BookingSchema) }), ...errors },
      },
    },
    () => sessions.disputes(),
  )
  app.post(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: "Resolve a dispute: the outcome stands (a mentor's no-show is refunded) or not",
        params: BookingParams,
        body: ResolveDisputeInputSchema,
        response: { 200: BookingSchema, ...errors, 503: ErrorBodySchema },
      },
    },
    (req) => sessions.resolve(req.user!, req.params.id, req.body),
  )
}

const FeedSchema = z.object({ url: z.string().nullable() })

/** The signed-in person's secret calendar feed address: read, renew (revoking the old), revoke. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  app.addHook('onRequest', app.requireRole(ROLES))
  privateAnswers(app)
  const meta = { tags: ['sessions'], security: BEARER_AUTH }
  app.get(
    '/calendar-feed',
    {
      schema: {
        ...meta,
        summary: 'Your secret calendar feed address, or null',
        response: { 200: FeedSchema, ...errors },
      },
    },
    (req) => sessions.feedAddress(req.user!),
  )
  app.post(
    '/calendar-feed',
    {
      schema: {
        ...meta,
        summary: 'A new secret feed address; the old one stops working',
        response: { 200: FeedSchema, ...errors },
      },
    },
    (req) => sessions.renewFeed(req.user!),
  )
  app.delete(
    '/calendar-feed',
    { schema: { ...meta, summary: 'Stop the feed', response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await sessions.revokeFeed(req.user!)
      return reply.status(204).send(null)
    },
  )
}

/** GET /api/calendar/:file: the feed itself, for calendar apps (the secret is the address). */
export const calendarFileRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  privateAnswers(app)
  app.get(
    '/:file',
    {
      schema: {
        tags: ['sessions'],
        summary: 'The sessions of the feed address holder, as iCalendar',
        params: z.object({ file: z.string().max(100) }),
        response: { 200: z.string(), 404: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const token = req.params.file.replace(/\.ics$/, '')
      const body = await sessions.feed(token)
      return reply.type('text/calendar; charset=utf-8').send(body)
    },
  )
}
