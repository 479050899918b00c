import { ErrorBodySchema } from '@app/domain/api'
import { ADMIN_ROLES, MENTOR_ROLES } from '@app/domain/auth'
import { EarningsSchema, PayoutInputSchema, PlatformEarningsSchema } from '@app/domain/earnings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BODY_TEXT_MESSAGE, hasSoundText } from '../../lib/sound-text'
import { BEARER_AUTH } from '../../plugins/auth'
import { createEarningsRepository } from './earnings.repository'
import { createEarningsService } from './earnings.service'

export interface EarningsRoutesOptions {
  /** The platform's share of each sale, in per cent (config PLATFORM_FEE_PERCENT). */
  feePercent: number
}

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema }
const StatementQuerySchema = z.object({
  month: z
    .string({ error: 'Choose a month' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM'),
})

/** GET /api/instructor/earnings and its monthly statement (CSV). */
export const instructorEarningsRoutes: FastifyPluginAsyncZod<EarningsRoutesOptions> = async (
  app,
  { feePercent },
) => {
  const earnings = createEarningsService(createEarningsRepository(app.db), { feePercent })
  app.addHook('onRequest', app.requireRole(MENTOR_ROLES))
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/',
    {
      schema: {
        tags: ['instructor'],
        security: BEARER_AUTH,
        summary: "The mentor's earnings: this month, all time, pending, available, paid out",
        response: { 200: EarningsSchema, ...errors },
      },
    },
    (req) => earnings.mine(req.user!),
  )

  app.get(
    '/statement.csv',
    {
      schema: {
        tags: ['instructor'],
        security: BEARER_AUTH,
        summary: "One month's ledger entries as CSV",
        querystring: StatementQuerySchema,
        response: { 200: z.string(), 400: ErrorBodySchema, ...errors },
      },
    },
    async (req, reply) => {
      const csv = await earnings.statement(req.user!, req.query.month)
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="learnlane-statement-${req.query.month}.csv"`,
        )
        .send(csv)
    },
  )
}

/** GET /api/admin/earnings and POST /api/admin/earnings/payouts. */
export const adminEarningsRoutes: FastifyPluginAsyncZod<EarningsRoutesOptions> = async (
  app,
  { feePercent },
) => {
  const earnings = createEarningsService(createEarningsRepository(app.db), { feePercent })
  app.addHook('onRequest', app.requireRole(ADMIN_ROLES))
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary:
          "Platform revenue, fees, refunds and payouts per month, and each mentor's balances",
        response: { 200: PlatformEarningsSchema, ...errors },
      },
    },
    () => earnings.platform(),
  )

  app.post(
    '/payouts',
    {
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: "Record money sent to a mentor, out of the mentor's available balance",
        body: PayoutInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: {
          201: PlatformEarningsSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const result = await earnings.payout(req.body, req.user!)
      req.log.info({ instructorId: req.body.instructorId }, 'payout recorded')
      return reply.status(201).send(result)
    },
  )
}
