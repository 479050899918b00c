import { ErrorBodySchema } from '@app/domain/api'
import { MENTOR_ROLES, MESSAGE_ROLES, STUDENT_ROLES } from '@app/domain/auth'
import {
  MessageInputSchema,
  MessageSchema,
  OpenMentorThreadInputSchema,
  OpenStudentThreadInputSchema,
  ThreadListSchema,
  ThreadQuerySchema,
  ThreadRefSchema,
  ThreadViewSchema,
  UnreadCountSchema,
} from '@app/domain/messages'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TooManyRequestsError } from '../../lib/errors'
import { BEARER_AUTH } from '../../plugins/auth'
import { createMessagesRepository } from './messages.repository'
import { createMessagesService, type MessagesDeps, type MessagesService } from './messages.service'

const ThreadParams = z.object({
  id: z.coerce
    .number({ error: 'Not a conversation' })
    .int('Not a conversation')
    .positive('Not a conversation')
    .max(2_147_483_647, 'Not a conversation'),
})

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
}

/** The messages service on the app's database. */
export function buildMessagesService(app: FastifyInstance, deps: MessagesDeps): MessagesService {
  return createMessagesService(createMessagesRepository(app.db), deps)
}

/** Most messages one account may send in each window; past either, 429. */
export interface MessageLimits {
  perMinute: number
  perDay: number
}

/** Answers about one person's conversations: never kept by a cache, shared or not. */
const privateAnswers = (app: FastifyInstance) =>
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('cache-control', 'private, no-store')
  })

/** Opens a thread; 201 when it was made now, 200 when it was there. */
const openRoute = {
  tags: ['messages'],
  security: BEARER_AUTH,
  response: { 200: ThreadRefSchema, 201: ThreadRefSchema, ...errors },
}

/** POST /api/me/messages/threads: a student opens (or finds) the thread with a mentor. */
export const studentThreadsRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.addHook('onRequest', app.requireRole(STUDENT_ROLES))
  privateAnswers(app)
  app.post(
    '/threads',
    {
      schema: {
        ...openRoute,
        summary: 'Open the conversation with a mentor (made on first use)',
        body: OpenMentorThreadInputSchema,
      },
    },
    async (req, reply) => {
      const { thread, created } = await messages.openAsStudent(req.user!, req.body.instructorId)
      return reply.status(created ? 201 : 200).send(thread)
    },
  )
}

/** POST /api/instructor/messages/threads: a mentor opens the thread with a student who booked. */
export const mentorThreadsRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.addHook('onRequest', app.requireRole(MENTOR_ROLES))
  privateAnswers(app)
  app.post(
    '/threads',
    {
      schema: {
        ...openRoute,
        summary: 'Open the conversation with a student who has booked a session with you',
        body: OpenStudentThreadInputSchema,
      },
    },
    async (req, reply) => {
      const { thread, created } = await messages.openAsMentor(req.user!, req.body.studentId)
      return reply.status(created ? 201 : 200).send(thread)
    },
  )
}

/** /api/messages: either party's conversations, their messages and the unread count. */
export const messagesRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService
  limits: MessageLimits
}> = async (app, { messages, limits }) => {
  app.addHook('onRequest', app.requireRole(MESSAGE_ROLES))
  privateAnswers(app)

  /** Counts one message of the account; 429 past the minute's or the day's limit. */
  const countMessage = async (userId: string) => {
    const refuse = (ttlMs: number, window: string) =>
      new TooManyRequestsError(
        `You have sent too many messages ${window}. Please try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`,
      )
    const minute = await app.counters.increment(`messages-minute:${userId}`, 60_000)
    if (minute.count > limits.perMinute) throw refuse(minute.ttlMs, 'in a minute')
    const day = await app.counters.increment(`messages-day:${userId}`, 24 * 60 * 60_000)
    if (day.count > limits.perDay) throw refuse(day.ttlMs, 'today')
  }

  app.get(
    '/threads',
    {
      schema: {
        tags: ['messages'],
        security: BEARER_AUTH,
        summary: 'Your conversations, newest first, with their unread counts',
        response: { 200: ThreadListSchema, ...errors },
      },
    },
    (req) => messages.threads(req.user!),
  )
  app.get(
    '/threads/:id',
    {
      schema: {
        tags: ['messages'],
        security: BEARER_AUTH,
        summary:
          'A conversation: its latest 200 messages, oldest first (marks them read), or with `before` the 200 before that message',
        params: ThreadParams,
        querystring: ThreadQuerySchema,
        response: { 200: ThreadViewSchema, ...errors },
      },
    },
    (req) => messages.thread(req.user!, req.params.id, req.query.before),
  )
  app.post(
    '/threads/:id/messages',
    {
      schema: {
        tags: ['messages'],
        security: BEARER_AUTH,
        summary: 'Write a message (plain text, up to 4000 characters; 20 a minute, 200 a day)',
        params: ThreadParams,
        body: MessageInputSchema,
        response: { 201: MessageSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      await countMessage(req.user!.sub)
      return reply.status(201).send(await messages.send(req.user!, req.params.id, req.body.body))
    },
  )
  app.get(
    '/unread',
    {
      schema: {
        tags: ['messages'],
        security: BEARER_AUTH,
        summary: 'How many messages to you are unread (the header badge)',
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    (req) => messages.unread(req.user!),
  )
}
