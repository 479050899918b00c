import Stripe from 'stripe'
import {
  headerValue,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
} from './provider'

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  /** Another API address (a local stand-in); unset: Stripe's own. */
  apiUrl?: string
  timeoutMs: number
}

function clientOptions(settings: StripeSettings): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { timeout: settings.timeoutMs, maxNetworkRetries: 1 }
  if (!settings.apiUrl) return options
  const url = new URL(settings.apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return {
    ...options,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id

function sessionKind(type: string, session: Stripe.Checkout.Session): PaymentEventKind {
  switch (type) {
    case 'checkout.session.completed':
      return session.payment_status === 'paid' ? 'paid' : 'other'
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.async_payment_failed':
      return 'failed'
    case 'checkout.session.expired':
      return 'expired'
    default:
      return 'other'
  }
}

function fromSession(
  eventId: string,
  type: string,
  kind: PaymentEventKind,
  session: Stripe.Checkout.Session,
): PaymentEvent {
  return {
    provider: 'stripe',
    eventId,
    type,
    kind,
    reference: session.id,
    captureReference: idOf(session.payment_intent),
    orderId: session.metadata?.order_id ?? session.client_reference_id ?? null,
    amountCents: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
  }
}

function fromEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object
  if (object.object === 'checkout.session') {
    const session = object
    return fromSession(event.id, event.type, sessionKind(event.type, session), session)
  }
  if (event.type === 'charge.refunded') {
    const charge = object as Stripe.Charge
    return {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      kind: 'refunded',
      reference: null,
      captureReference: idOf(charge.payment_intent),
      orderId: charge.metadata?.order_id ?? null,
      amountCents: charge.amount_refunded,
      currency: charge.currency.toUpperCase(),
    }
  }
  return {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    kind: 'other',
    reference: null,
    captureReference: null,
    orderId: null,
    amountCents: null,
    currency: null,
  }
}

/** Calls to Stripe, with its errors turned into ours (the message is Stripe's, never a secret). */
async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new PaymentProviderError(`Stripe could not ${what}: ${error.message}`)
    }
    throw error
  }
}

/**
 * Card payments on Stripe Checkout's hosted page, through the official SDK: the card is typed on
 * Stripe's page, never on ours; the order is confirmed by the signed `checkout.session.completed`
 * webhook (or by asking Stripe when the buyer comes back, whichever comes first).
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings))
  return {
    name: 'stripe',

    async start(request) {
      const session = await call('open a payment page', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: { name: `Learnlane order ${request.orderNumber}` },
                },
              },
            ],
            customer_email: request.email,
            client_reference_id: request.orderId,
            metadata: { order_id: request.orderId, order_number: request.orderNumber },
            payment_intent_data: { metadata: { order_id: request.orderId } },
            success_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      )
      if (!session.url) throw new PaymentProviderError('Stripe opened a session without a page')
      return { reference: session.id, redirectUrl: session.url }
    },

    async confirm(reference) {
      const session = await call('read the payment', () =>
        stripe.checkout.sessions.retrieve(reference),
      )
      const kind: PaymentEventKind =
        session.payment_status === 'paid'
          ? 'paid'
          : session.status === 'expired'
            ? 'expired'
            : 'other'
      return fromSession(
        `return:${session.id}:${kind}`,
        'checkout.session.retrieved',
        kind,
        session,
      )
    },

    async refund(captureReference, amountCents, _currency, idempotencyKey) {
      const refund = await call('refund the payment', () =>
        stripe.refunds.create(
          { payment_intent: captureReference, amount: amountCents },
          { idempotencyKey },
        ),
      )
      return { reference: refund.id }
    },

    async cancel(reference) {
      const session = await call('read the payment', () =>
        stripe.checkout.sessions.retrieve(reference),
      )
      if (session.status !== 'open') return
      await call('close the payment page', () => stripe.checkout.sessions.expire(reference))
    },

    parseWebhook(rawBody, headers) {
      const signature = headerValue(headers, 'stripe-signature')
      if (!signature) return Promise.reject(new WebhookSignatureError('No Stripe-Signature header'))
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret)
        return Promise.resolve(fromEvent(event))
      } catch (error) {
        const verified = !(error instanceof Stripe.errors.StripeSignatureVerificationError)
        return Promise.reject(
          new WebhookSignatureError(
            verified
              ? 'The Stripe event could not be read'
              : 'The Stripe signature does not verify',
          ),
        )
      }
    },
  }
}
