import { ErrorBodySchema, OrderConflictBodySchema } from '@app/domain/api'
import { ADMIN_ROLES, STUDENT_ROLES } from '@app/domain/auth'
import { EnrolmentListSchema } from '@app/domain/learning'
import {
  AdminOrderQuerySchema,
  IdempotencyKeySchema,
  isOrderPaid,
  MyOrdersQuerySchema,
  OrderBillingSchema,
  OrderListSchema,
  OrderSchema,
  OrderStatusChangeSchema,
  PlaceOrderInputSchema,
  AdminRefundListSchema,
  AdminRefundQuerySchema,
  RefundDecisionSchema,
  RefundRequestInputSchema,
  RefundSchema,
} from '@app/domain/orders'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BODY_TEXT_MESSAGE, FILTER_TEXT_MESSAGE, hasSoundText } from '../../lib/sound-text'
import type { AuthService } from '../../accounts/auth.service'
import type { CoursesService } from '../../catalog/courses.service'
import type { CartService } from '../../commerce/cart.service'
import type { Db } from '../../db/client'
import { moveOrder, type OrderActor } from './order-moves'
import { createOrdersRepository } from './orders.repository'
import { createOrdersService } from './orders.service'
import { BEARER_AUTH } from '../../plugins/auth'
import type { PaymentProviders } from '../../payments/providers'
import { buildPaymentsService, providerCall } from './payments.routes'
import { createRefundsRepository } from './refunds.repository'
import { createRefundsService } from './refunds.service'

/** Where links point when no PUBLIC_URL is given (the server's own default address). */
const DEFAULT_PUBLIC_URL = 'http://localhost:5000'

/** What the orders feature asks of the shared services (built once by the app). */
export interface OrdersServicesOptions {
  /** The cart's pricing on the given database handle (the checkout's transaction). */
  pricing: (db: Db) => CartService
  /** The catalog's courses service, for the course summaries. */
  courses: CoursesService
  /** The accounts service, for the buyer's account. */
  auth: AuthService
  /** The configured payment providers (card, PayPal). */
  payments: PaymentProviders
  /** The platform's share of each sale, in per cent (config PLATFORM_FEE_PERCENT). */
  feePercent: number
  /** The clock of holds and deadlines (tests move it). */
  now?: () => Date
  /** Called after an admin moved an order (its sessions' parties are told at once). */
  afterOrderMoved?: () => Promise<void>
}

/** The orders service with what it asks of other features: pricing, course summaries, accounts. */
function buildOrdersService(
  app: FastifyInstance,
  { pricing, courses, auth, payments, feePercent, now }: OrdersServicesOptions,
  publicUrl = DEFAULT_PUBLIC_URL,
) {
  return createOrdersService(createOrdersRepository(app.db, feePercent), {
    pricing,
    courseSummaries: (ids) => courses.summariesByIds(ids),
    account: (id) => auth.me(id),
    publicUrl,
    online: payments.online,
    refunds: createRefundsRepository(app.db),
    ...(now ? { now } : {}),
  })
}

function buildRefundsService(
  app: FastifyInstance,
  { payments, feePercent, now }: OrdersServicesOptions,
) {
  return createRefundsService(createOrdersRepository(app.db, feePercent), {
    db: app.db,
    providers: payments,
    ...(now ? { now } : {}),
  })
}

/**
 * What a session booking asks of its order (handed to the sessions feature by the app): cancel
 * it while unpaid, and give part or all of a line back through the refund path.
 */
export function sessionOrderMoves(app: FastifyInstance, options: OrdersServicesOptions) {
  const repo = createOrdersRepository(app.db, options.feePercent)
  const refunds = buildRefundsService(app, options)
  return {
    async cancelUnpaid(orderId: string, actor: OrderActor, note: string): Promise<void> {
      await repo.transaction(async (r) => {
        const order = await r.lockOrder(orderId)
        if (order?.status === 'pending_payment') {
          await moveOrder(r, order, 'cancelled', actor, note)
        }
      })
    },
    refundLine: refunds.refundSession,
  }
}

const OrderIdParamsSchema = z.object({ id: z.string() })
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
}

export interface OrdersRoutesOptions extends OrdersServicesOptions {
  /** The site's address, for the link in the confirmation e-mail (config PUBLIC_URL). */
  publicUrl?: string
  /** Called after an order's confirmation e-mail was stored (wakes the outbox worker). */
  onQueued?: () => void
}

/** POST /api/orders (checkout) and GET /api/orders/:id (the receipt page). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { onQueued, publicUrl, ...services },
) => {
  const orders = buildOrdersService(app, services, publicUrl)
  const payments = buildPaymentsService(app.db, {
    providers: services.payments,
    publicUrl: publicUrl ?? DEFAULT_PUBLIC_URL,
    feePercent: services.feePercent,
  })

  app.post(
    '/',
    {
      onRequest: app.identify,
      schema: {
        tags: ['shop'],
        summary: 'Place an order: the server prices it, takes stock and coupon, and stores it',
        description:
          'Send a fresh Idempotency-Key per checkout attempt. The same key with the same body answers the stored order again (201); with another body, 422. Prices and totals in the body are ignored.',
        // Loose: the other headers (authorization) stay on the request.
        headers: z.looseObject({ 'idempotency-key': IdempotencyKeySchema }),
        body: PlaceOrderInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: {
          201: OrderSchema,
          ...errors,
          409: OrderConflictBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { order, isNew } = await orders.place(
        req.body,
        req.headers['idempotency-key'],
        req.user,
      )
      // Never the billing details or e-mail: the order's id, number and status only.
      req.log.info(
        { orderId: order.id, number: order.number, status: order.status },
        isNew ? 'order placed' : 'order replayed',
      )
      // Products left in stock and, for a paid order, the courses' students are public.
      const changesCatalog =
        isOrderPaid(order.status) || order.lines.some((line) => line.kind === 'product')
      if (isNew && changesCatalog) await app.contentVersion.bump()
      if (isNew) onQueued?.()
      return reply.status(201).send(order)
    },
  )

  app.get(
    '/:id',
    {
      onRequest: app.identify,
      schema: {
        tags: ['shop'],
        summary: "One order: a guest order for whoever holds its id, an account's for that account",
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, 404: ErrorBodySchema },
      },
    },
    (req) => orders.getForCaller(req.params.id, req.user),
  )

  app.post(
    '/:id/pay',
    {
      onRequest: app.identify,
      schema: {
        tags: ['shop'],
        summary: "The provider's page to pay an order awaiting an online payment (card, PayPal)",
        description:
          "Opens a payment attempt at the order's provider, or answers the open one of the last hour. The buyer is sent to redirectUrl.",
        params: OrderIdParamsSchema,
        response: {
          200: z.object({ redirectUrl: z.string() }),
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const started = await providerCall(() => payments.start(req.params.id, req.user))
      void reply.header('cache-control', 'private, no-store')
      return started
    },
  )
}

const CheckoutDetailsSchema = z.object({ billing: OrderBillingSchema.partial() })

/** GET /api/me/orders, /api/me/checkout-details and /api/me/enrolments (beside GET /api/me). */
export const myOrdersRoutes: FastifyPluginAsyncZod<OrdersServicesOptions> = async (
  app,
  services,
) => {
  const orders = buildOrdersService(app, services)

  app.get(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shop'],
        security: BEARER_AUTH,
        summary: "The signed-in account's orders, newest first",
        querystring: MyOrdersQuerySchema,
        response: { 200: OrderListSchema, 401: ErrorBodySchema },
      },
    },
    (req) => orders.listMine(req.user!.sub, req.query.page),
  )

  const refunds = buildRefundsService(app, services)

  app.post(
    '/orders/:id/refunds',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shop'],
        security: BEARER_AUTH,
        summary: 'Ask for a refund of a course of one of your orders',
        description:
          "Within 30 days of payment: granted at once (money back through the order's payment) when less than a quarter of the lessons are complete and no certificate was issued, otherwise left for an admin.",
        params: OrderIdParamsSchema,
        body: RefundRequestInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 201: RefundSchema, ...errors, 503: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const refund = await providerCall(() => refunds.request(req.user!, req.params.id, req.body))
      req.log.info(
        { orderId: refund.orderId, refundId: refund.id, state: refund.state },
        'refund requested',
      )
      // A granted refund changes a course's students.
      if (refund.state === 'granted') await app.contentVersion.bump()
      return reply.status(201).send(refund)
    },
  )

  app.get(
    '/checkout-details',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shop'],
        security: BEARER_AUTH,
        summary:
          "Billing to prefill checkout: the latest order's, or the account's name and e-mail",
        response: { 200: CheckoutDetailsSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (req) => orders.checkoutDetails(req.user!.sub),
  )

  app.get(
    '/enrolments',
    {
      onRequest: app.requireRole(STUDENT_ROLES),
      schema: {
        tags: ['learning'],
        security: BEARER_AUTH,
        summary: "The signed-in student's courses, newest enrolment first",
        response: { 200: EnrolmentListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    (req) => orders.enrolments(req.user!.sub),
  )
}

/** The admin's orders: list with filters, one order with history, and state changes. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<OrdersServicesOptions> = async (
  app,
  services,
) => {
  const orders = buildOrdersService(app, services)
  const payments = buildPaymentsService(app.db, {
    providers: services.payments,
    publicUrl: DEFAULT_PUBLIC_URL,
    feePercent: services.feePercent,
  })
  const refunds = buildRefundsService(app, services)
  app.addHook('onRequest', app.requireRole(ADMIN_ROLES))

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: 'Every order, newest first: filter by status, search by number or e-mail',
        querystring: AdminOrderQuerySchema.refine(hasSoundText, FILTER_TEXT_MESSAGE),
        response: { 200: OrderListSchema, ...errors },
      },
    },
    (req) => orders.listAll(req.query),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: 'One order with its full history',
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    (req) => orders.getForAdmin(req.params.id),
  )

  app.post(
    '/:id/status',
    {
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: 'Move an order to another state (paid enrols, refund unenrols, stock returns)',
        params: OrderIdParamsSchema,
        body: OrderStatusChangeSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (req) => {
      // Money paid online goes back through its provider before the order says refunded.
      if (req.body.status === 'refunded') {
        await providerCall(() => refunds.refundRemaining(req.params.id))
      }
      const order = await orders.changeStatus(req.params.id, req.body, req.user!)
      await services.afterOrderMoved?.()
      // A cancelled order can no longer be paid on a provider's page left open.
      if (order.status === 'cancelled') await payments.closeAttempts(order.id)
      // Enrolments (students per course) and stock move with the order's state.
      await app.contentVersion.bump()
      req.log.info(
        { orderId: order.id, number: order.number, status: order.status },
        'order status changed',
      )
      return order
    },
  )
}

/** The admin's refund requests: the list, and granting or declining one. */
export const adminRefundsRoutes: FastifyPluginAsyncZod<OrdersServicesOptions> = async (
  app,
  services,
) => {
  const refunds = buildRefundsService(app, services)
  app.addHook('onRequest', app.requireRole(ADMIN_ROLES))

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: 'Refund requests, newest first (pending ones by default in the admin page)',
        querystring: AdminRefundQuerySchema,
        response: { 200: AdminRefundListSchema, ...errors },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store')
      return refunds.list(req.query.state)
    },
  )

  app.post(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        security: BEARER_AUTH,
        summary: 'Grant (money back through the payment) or decline a pending refund request',
        params: OrderIdParamsSchema,
        body: RefundDecisionSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 200: RefundSchema, ...errors, 503: ErrorBodySchema },
      },
    },
    async (req) => {
      const account = await services.auth.me(req.user!.sub)
      const refund = await providerCall(() =>
        refunds.decide(req.params.id, req.body, { id: account.id, name: account.name }),
      )
      if (refund.state === 'granted') await app.contentVersion.bump()
      req.log.info({ refundId: refund.id, state: refund.state }, 'refund decided')
      return refund
    },
  )
}
