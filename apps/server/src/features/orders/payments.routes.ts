import { ErrorBodySchema } from '@app/domain/api'
import { OnlinePaymentsSchema } from '@app/domain/orders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, BadRequestError } from '../../lib/errors'
import {
  PaymentProviderError,
  WebhookSignatureError,
  type ProviderName,
} from '../../payments/provider'
import type { PaymentProviders } from '../../payments/providers'
import { createOrdersRepository } from './orders.repository'
import { createPaymentsService, type PaymentsService } from './payments.service'

export const PROVIDER_UNAVAILABLE =
  'The payment service did not answer. Your order is kept: try again in a moment.'

/** A provider that could not be reached is a 503 (try again), a forged delivery a 400. */
export async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError(503, PROVIDER_UNAVAILABLE)
    if (error instanceof WebhookSignatureError) throw new BadRequestError(error.message)
    throw error
  }
}

export interface PaymentsRoutesOptions {
  providers: PaymentProviders
  publicUrl: string
  /** The platform's share of each sale, in per cent (config PLATFORM_FEE_PERCENT). */
  feePercent: number
  /** Called when a payment changed what the catalog shows (students of a paid course). */
  onPaid?: () => Promise<void>
}

export function buildPaymentsService(
  db: Parameters<typeof createOrdersRepository>[0],
  {
    providers,
    publicUrl,
    feePercent,
  }: Pick<PaymentsRoutesOptions, 'providers' | 'publicUrl' | 'feePercent'>,
): PaymentsService {
  return createPaymentsService(createOrdersRepository(db, feePercent), {
    providers,
    publicUrl,
    db,
  })
}

const ProviderParamsSchema = z.object({ provider: z.enum(['stripe', 'paypal']) })
const ReturnQuerySchema = z.object({
  order: z.string().max(64),
  /** Stripe: the Checkout Session. */
  session_id: z.string().max(255).optional(),
  /** PayPal: its order id. */
  token: z.string().max(255).optional(),
})
const WebhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.string() })

/** The providers' webhooks: the body is kept as the bytes sent, which is what the signature covers. */
const webhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService
  onPaid?: () => Promise<void>
}> = async (hooks, { payments, onPaid }) => {
  hooks.removeAllContentTypeParsers()
  hooks.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, body),
  )
  hooks.post(
    '/:provider/webhook',
    {
      schema: {
        tags: ['shop'],
        summary: "A provider's signed event: applied once, whatever order events arrive in",
        params: ProviderParamsSchema,
        response: {
          200: WebhookAnswerSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const result = await providerCall(() =>
        payments.receive(req.params.provider, body, req.headers),
      )
      req.log.info(
        {
          provider: req.params.provider,
          eventId: result.event.eventId,
          type: result.event.type,
          orderId: result.orderId,
          outcome: result.outcome,
        },
        'payment event',
      )
      if (result.outcome === 'paid') await onPaid?.()
      return { received: true as const, outcome: result.outcome }
    },
  )
}

/**
 * GET /api/payments/methods, the buyer's way back from a provider's page, and the providers'
 * webhooks (raw bodies, signature checked before anything is read).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { providers, publicUrl, feePercent, onPaid },
) => {
  const payments = buildPaymentsService(app.db, { providers, publicUrl, feePercent })

  app.get(
    '/methods',
    {
      schema: {
        tags: ['shop'],
        summary: 'Which online payment methods checkout offers now',
        response: { 200: OnlinePaymentsSchema },
      },
    },
    (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=60')
      return providers.online
    },
  )

  app.get(
    '/:provider/return',
    {
      schema: {
        tags: ['shop'],
        summary: "The buyer back from the provider's page: settles the payment, then the receipt",
        params: ProviderParamsSchema,
        querystring: ReturnQuerySchema,
        response: { 303: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const name: ProviderName = req.params.provider
      const reference = name === 'stripe' ? req.query.session_id : req.query.token
      if (!reference) throw new BadRequestError('The payment reference is missing')
      const { to, paid } = await payments.settleReturn(name, req.query.order, reference)
      if (paid) await onPaid?.()
      void reply.header('cache-control', 'private, no-store')
      return reply.redirect(to, 303)
    },
  )

  await app.register(webhookRoutes, { payments, ...(onPaid ? { onPaid } : {}) })
}
