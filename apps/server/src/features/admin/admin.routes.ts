import { ErrorBodySchema } from '@app/domain/api'
import { ADMIN_ROLES } from '@app/domain/auth'
import {
  ADMIN_OUTBOX_PAGE_SIZE,
  AdminMessagesQuerySchema,
  AdminMessagesResponseSchema,
  AdminOutboxListSchema,
  AdminOutboxMessageSchema,
  AdminOutboxQuerySchema,
  linksIn,
  OUTBOX_MESSAGE_NOT_FOUND,
} from '@app/domain/email'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotFoundError } from '../../lib/errors'
import { BEARER_AUTH } from '../../plugins/auth'
import { createAdminOutboxRepository, createAdminRepository } from './admin.repository'

export interface AdminRoutesOptions {
  /** Whether an SMTP server is configured (the outbox page says when messages stay stored). */
  deliveryEnabled: boolean
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
}

/** The admin area's API (role admin only; the server is the authority). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const admin = createAdminRepository(app.db)
  const outbox = createAdminOutboxRepository(app.db)
  const { deliveryEnabled } = options

  app.get(
    '/messages',
    {
      onRequest: app.requireRole(ADMIN_ROLES),
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

  // Every stored e-mail, with its text: reset and verification links are in it, so admins only.
  app.get(
    '/outbox',
    {
      onRequest: app.requireRole(ADMIN_ROLES),
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: 'Every stored outgoing e-mail with its delivery status, newest first',
        querystring: AdminOutboxQuerySchema,
        response: { 200: AdminOutboxListSchema, ...errors },
      },
    },
    async (request) => {
      const pageSize = ADMIN_OUTBOX_PAGE_SIZE
      const { items, total } = await outbox.list(request.query, pageSize)
      return {
        items,
        total,
        page: request.query.page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
        deliveryEnabled,
      }
    },
  )

  app.get(
    '/outbox/:id',
    {
      onRequest: app.requireRole(ADMIN_ROLES),
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: 'One stored outgoing e-mail: its text and the links in it',
        params: z.object({ id: z.string() }),
        response: { 200: AdminOutboxMessageSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const message = await outbox.find(request.params.id)
      if (!message) throw new NotFoundError(OUTBOX_MESSAGE_NOT_FOUND)
      return { ...message, links: linksIn(message.body), deliveryEnabled }
    },
  )
}
