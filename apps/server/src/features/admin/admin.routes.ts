import { ErrorBodySchema } from '@app/domain/api'
import { AdminMessagesQuerySchema, AdminMessagesResponseSchema } from '@app/domain/email'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createAdminRepository } from './admin.repository'
import { BEARER_AUTH } from '../../plugins/auth'

/** The admin area's API (role admin only; the server is the authority). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createAdminRepository(app.db)

  app.get(
    '/messages',
    {
      onRequest: app.requireRole(['admin']),
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: 'Subscribers and contact messages with their delivery status, newest first',
        querystring: AdminMessagesQuerySchema,
        response: {
          200: AdminMessagesResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { subscribersPage, contactPage, pageSize } = request.query
      const [subscriberList, contactList] = await Promise.all([
        admin.subscribers(subscribersPage, pageSize),
        admin.contactMessages(contactPage, pageSize),
      ])
      return { subscribers: subscriberList, contactMessages: contactList }
    },
  )
}
