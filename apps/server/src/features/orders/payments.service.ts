import type { TokenClaims } from '@app/domain/auth'
import { formatPrice } from '@app/domain/format'
import { CURRENCY } from '@app/domain/money'
import { formatOrderNumber, isOnlineMethod, paymentMethodLabel } from '@app/domain/orders'
import { PAGES } from '@app/domain/pages'
import type { Db } from '../../db/client'
import { ConflictError, NotFoundError } from '../../lib/errors'
import type { PaymentProviders } from '../../payments/providers'
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderName,
} from '../../payments/provider'
import { moveOrder, type OrderActor } from './order-moves'
import type { OrderRow, OrdersRepository } from './orders.repository'
import { createPaymentsRepository, type PaymentRow } from './payments.repository'
import { UUID } from '../../lib/uuid'

const ORDER_NOT_FOUND = 'Order not found'
/** An open attempt younger than this is offered again instead of a new one. */
const REUSE_ATTEMPT_MS = 60 * 60 * 1000

const PROVIDER_LABEL: Record<ProviderName, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  manual: 'Payment by hand',
}

export const NOT_PAYABLE_ONLINE = 'This order is not paid online'
export const NOTHING_TO_PAY = 'Nothing is owed on this order'

/** What applying a provider's event did, as recorded beside the event. */
export type PaymentOutcome = 'paid' | 'duplicate' | 'flagged' | 'failed' | 'expired' | 'ignored'

export interface PaymentsDeps {
  providers: PaymentProviders
  /** The site's address, for the provider's return and cancel pages (config PUBLIC_URL). */
  publicUrl: string
  db: Db
}

/** The order's receipt page, with what happened to the payment when there is something to say. */
export function receiptUrl(publicUrl: string, orderId: string, payment?: string): string {
  const query = new URLSearchParams({ id: orderId, ...(payment ? { payment } : {}) })
  return `${publicUrl}${PAGES.order.path}?${query.toString()}`
}

/**
 * The admin's "mark paid" on an order paid by hand, recorded as a payment and a payment event
 * like a provider's, in the admin's transaction.
 */
export async function recordManualPayment(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'totalCents'>,
  actorId: string,
): Promise<void> {
  const payments = createPaymentsRepository(tx)
  const reference = `manual:${order.id}`
  await payments.insertPayment({
    orderId: order.id,
    provider: 'manual',
    reference,
    state: 'paid',
    amountCents: order.totalCents,
    currency: CURRENCY,
    redirectUrl: null,
  })
  await payments.recordEvent({
    provider: 'manual',
    eventId: `${reference}:paid-by:${actorId}`,
    type: 'admin.marked_paid',
    orderId: order.id,
    amountCents: order.totalCents,
  })
  await payments.setEventOutcome('manual', `${reference}:paid-by:${actorId}`, 'paid', order.id)
}

/**
 * Online payments of orders: opening an attempt at the order's provider, and applying what the
 * provider says (its signed webhooks, or its answer when the buyer comes back) exactly once.
 */
export function createPaymentsService(repo: OrdersRepository, deps: PaymentsDeps) {
  const { providers, publicUrl } = deps

  function providerOf(name: ProviderName): PaymentProvider {
    const provider = providers.byName(name)
    if (!provider) throw new NotFoundError(`${PROVIDER_LABEL[name]} payments are not set up`)
    return provider
  }

  function returnUrl(provider: PaymentProvider, orderId: string): string {
    const base = `${publicUrl}/api/payments/${provider.name}/return?order=${orderId}`
    // Stripe puts the session's id in place of its template; PayPal adds token and PayerID.
    return provider.name === 'stripe' ? `${base}&session_id={CHECKOUT_SESSION_ID}` : base
  }

  /**
   * Applies one event in one transaction: recorded by its id first (a second delivery stops
   * there), then matched to its attempt and order, both locked. Money that does not match the
   * order, or that arrives for an order no longer waiting for it, flags the order for the admin
   * and grants nothing.
   */
  async function apply(
    event: PaymentEvent,
  ): Promise<{ outcome: PaymentOutcome; orderId: string | null }> {
    return repo.transaction(async (r, tx) => {
      const payments = createPaymentsRepository(tx)
      const fresh = await payments.recordEvent({
        provider: event.provider,
        eventId: event.eventId,
        type: event.type,
        orderId: null,
        amountCents: event.amountCents,
      })
      if (!fresh) return { outcome: 'duplicate' as const, orderId: event.orderId }

      const done = async (
        outcome: PaymentOutcome,
        orderId: string | null,
        note: string = outcome,
      ) => {
        await payments.setEventOutcome(event.provider, event.eventId, note, orderId)
        return { outcome, orderId }
      }

      const found =
        (event.reference ? await payments.find(event.provider, event.reference) : null) ??
        (event.captureReference
          ? await payments.findByCapture(event.provider, event.captureReference)
          : null)
      if (!found) return done('ignored', null, 'ignored: no such payment')
      // The order first, then its attempt: the order every path locks first.
      const order = await r.lockOrder(found.orderId)
      const payment = await payments.lock(found.id)
      if (!order || !payment) return done('ignored', null, 'ignored: no such order')

      switch (event.kind) {
        case 'paid':
          return applyPaid(r, payments, event, order, payment, done)
        case 'failed':
          if (payment.state === 'open') await payments.setState(payment.id, 'failed')
          return done('failed', order.id)
        case 'expired':
          if (payment.state === 'open') await payments.setState(payment.id, 'expired')
          return done('expired', order.id)
        default:
          return done('ignored', order.id, `ignored: ${event.type}`)
      }
    })
  }

  async function applyPaid(
    r: OrdersRepository,
    payments: ReturnType<typeof createPaymentsRepository>,
    event: PaymentEvent,
    order: NonNullable<Awaited<ReturnType<OrdersRepository['lockOrder']>>>,
    payment: PaymentRow,
    done: (
      outcome: PaymentOutcome,
      orderId: string | null,
      note?: string,
    ) => Promise<{ outcome: PaymentOutcome; orderId: string | null }>,
  ) {
    if (payment.state === 'paid') return done('duplicate', order.id, 'ignored: already paid')
    const row = await r.findOrder(order.id)
    const label = PROVIDER_LABEL[event.provider]
    const paid =
      event.amountCents !== null && event.currency
        ? `${formatPrice(event.amountCents)} ${event.currency}`
        : 'an unknown amount'
    if (
      !row ||
      event.amountCents !== row.totalCents ||
      event.amountCents !== payment.amountCents ||
      event.currency?.toUpperCase() !== payment.currency.toUpperCase()
    ) {
      await payments.flagOrder(
        order.id,
        `${label} reported ${paid} for this order, which costs ${formatPrice(row?.totalCents ?? 0)} ${payment.currency}. Nothing was granted: check the payment at ${label} and refund it or settle the order by hand.`,
      )
      return done('flagged', order.id, 'flagged: amount or currency differs')
    }
    if (order.status !== 'pending_payment') {
      // Money for an order that is no longer waiting for it (cancelled, or paid another way).
      await payments.setState(payment.id, 'failed', event.captureReference)
      await payments.flagOrder(
        order.id,
        `${label} took ${paid} for this order after it was ${order.status === 'cancelled' ? 'cancelled' : 'already paid'}. Refund it at ${label}: nothing was granted for it.`,
      )
      return done('flagged', order.id, `flagged: paid while ${order.status}`)
    }
    await payments.setState(payment.id, 'paid', event.captureReference)
    const actor: OrderActor = { id: null, name: label }
    await moveOrder(
      r,
      order,
      'paid',
      actor,
      `${paymentMethodLabel(row.paymentMethod)} payment ${event.captureReference ?? event.reference ?? ''}`.trim(),
    )
    return done('paid', order.id)
  }

  return {
    apply,

    /**
     * POST /api/orders/:id/pay: the page the buyer pays this order on. An open attempt of the
     * last hour is offered again (a declined card can be tried again on it); otherwise a new one
     * is opened at the provider, keyed so that a retried call opens it once.
     */
    async start(orderId: string, caller: TokenClaims | null): Promise<{ redirectUrl: string }> {
      const order = UUID.test(orderId) ? await repo.findOrder(orderId) : null
      if (!order || (order.userId !== null && order.userId !== caller?.sub)) {
        throw new NotFoundError(ORDER_NOT_FOUND)
      }
      const provider = isOnlineMethod(order.paymentMethod)
        ? providers.forMethod(order.paymentMethod)
        : null
      if (!provider) throw new ConflictError(NOT_PAYABLE_ONLINE)
      if (order.status !== 'pending_payment' || order.totalCents === 0) {
        throw new ConflictError(NOTHING_TO_PAY)
      }
      const payments = createPaymentsRepository(deps.db)
      const attempts = await payments.attemptsOf(order.id)
      const open = attempts.find(
        (a) =>
          a.provider === provider.name &&
          a.state === 'open' &&
          a.redirectUrl &&
          a.amountCents === order.totalCents &&
          Date.now() - a.createdAt.getTime() < REUSE_ATTEMPT_MS,
      )
      if (open?.redirectUrl) return { redirectUrl: open.redirectUrl }
      const number = formatOrderNumber(order.number)
      const started = await provider.start({
        orderId: order.id,
        orderNumber: number,
        amountCents: order.totalCents,
        currency: CURRENCY,
        email: order.email,
        returnUrl: returnUrl(provider, order.id),
        cancelUrl: receiptUrl(publicUrl, order.id, 'cancelled'),
        idempotencyKey: `order-${order.id}-attempt-${attempts.length + 1}`,
      })
      await payments.insertPayment({
        orderId: order.id,
        provider: provider.name,
        reference: started.reference,
        state: 'open',
        amountCents: order.totalCents,
        currency: CURRENCY,
        redirectUrl: started.redirectUrl,
      })
      return { redirectUrl: started.redirectUrl }
    },

    /**
     * The buyer is back from the provider's page: the attempt is settled there (PayPal captures)
     * and applied here, without waiting for the webhook. Answers where to send the buyer.
     */
    async settleReturn(
      name: ProviderName,
      orderId: string,
      reference: string,
    ): Promise<{ to: string; paid: boolean }> {
      const provider = providerOf(name)
      const payments = createPaymentsRepository(deps.db)
      const payment = UUID.test(orderId) ? await payments.find(name, reference) : null
      if (!payment || payment.orderId !== orderId) throw new NotFoundError(ORDER_NOT_FOUND)
      try {
        const event = await provider.confirm(reference)
        const { outcome } = await apply(event)
        const said = outcome === 'failed' ? 'declined' : event.kind === 'paid' ? 'paid' : 'pending'
        return { to: receiptUrl(publicUrl, orderId, said), paid: outcome === 'paid' }
      } catch (error) {
        // The webhook settles it later; the receipt says the payment is being confirmed.
        if (error instanceof PaymentProviderError) {
          return { to: receiptUrl(publicUrl, orderId, 'pending'), paid: false }
        }
        if (error instanceof PaymentDeclinedError) {
          await apply({
            provider: name,
            eventId: `return:${reference}:declined:${Date.now()}`,
            type: 'return.declined',
            kind: 'failed',
            reference,
            captureReference: null,
            orderId,
            amountCents: null,
            currency: null,
          })
          return { to: receiptUrl(publicUrl, orderId, 'declined'), paid: false }
        }
        throw error
      }
    },

    /** A provider's webhook delivery: verified, then applied once. */
    async receive(
      name: ProviderName,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ) {
      const event = await providerOf(name).parseWebhook(rawBody, headers)
      return { event, ...(await apply(event)) }
    },

    /** Ends the order's open attempts at their providers (a cancelled order); best effort. */
    async closeAttempts(orderId: string): Promise<void> {
      const payments = createPaymentsRepository(deps.db)
      for (const attempt of await payments.attemptsOf(orderId)) {
        if (attempt.state !== 'open') continue
        const provider = providers.byName(attempt.provider)
        await provider?.cancel(attempt.reference).catch(() => undefined)
        await payments.setState(attempt.id, 'expired')
      }
    },
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>
