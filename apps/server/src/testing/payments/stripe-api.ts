import { formatMinor, randomId, record, text, type FormObject, type FormValue } from './fake-http'

// The fake Stripe's state and API routes (Checkout Sessions, refunds), answered as the real API
// answers them. The HTTP side (auth, idempotency, switches, the hosted page) is in fake-stripe.ts.

/** The API version the fake's events say they were rendered with (the SDK's pinned one). */
export const STRIPE_API_VERSION = '2026-10-28.endive'

/** A Checkout Session (mode `payment`) as the Stripe API renders it. */
export interface CheckoutSession {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_subtotal: number
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  success_url: string | null
  cancel_url: string | null
  /** The hosted page while the session is open, null after. */
  url: string | null
  payment_intent: string | null
  expires_at: number
  created: number
  livemode: false
}

/** A charge (the payment behind a paid session), as `charge.refunded` carries it. */
export interface StripeCharge {
  id: string
  object: 'charge'
  amount: number
  amount_captured: number
  amount_refunded: number
  captured: true
  currency: string
  created: number
  livemode: false
  metadata: Record<string, string>
  paid: true
  payment_intent: string
  refunded: boolean
  status: 'succeeded'
}

export interface StripeRefund {
  id: string
  object: 'refund'
  amount: number
  charge: string
  currency: string
  created: number
  metadata: Record<string, string>
  payment_intent: string
  reason: string | null
  status: 'succeeded'
}

/** A Stripe `event` object as webhooks carry it. */
export interface StripeEvent {
  id: string
  object: 'event'
  api_version: string
  created: number
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  type: string
  data: { object: unknown }
}

/** An answer of the API: status and JSON body. */
export interface ApiResult {
  status: number
  body: unknown
}

const now = () => Math.floor(Date.now() / 1000)

function error(
  status: number,
  message: string,
  extra: { type?: string; code?: string; param?: string } = {},
): ApiResult {
  return { status, body: { error: { type: 'invalid_request_error', message, ...extra } } }
}

const missing = (param: string) =>
  error(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param })
const invalid = (param: string, message: string) =>
  error(400, message, { code: 'parameter_invalid_integer', param })
const noSuch = (kind: string, id: string, param?: string) =>
  error(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', ...(param ? { param } : {}) })

/** Reads a form value as a plain object of strings (metadata). */
export function stringMap(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(value)).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
  )
}

const integer = (value: FormValue | undefined) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined

/** The fake's state and routes; `publish` sends an event to the outbox. */
export function createStripeApi(deps: {
  baseUrl: () => string
  publish: (e: StripeEvent) => void
}) {
  const sessions = new Map<string, CheckoutSession>()
  const charges = new Map<string, StripeCharge>() // by payment intent id
  const intentMetadataBySession = new Map<string, Record<string, string>>()

  const emit = (type: string, object: unknown): StripeEvent => {
    const event: StripeEvent = {
      id: `evt_${randomId(24)}`,
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    }
    deps.publish(event)
    return event
  }

  /** The session, expired first when its time is up. */
  const session = (id: string) => {
    const found = sessions.get(id)
    if (found && found.status === 'open' && found.expires_at <= now()) expire(found)
    return found
  }

  const expire = (s: CheckoutSession) => {
    Object.assign(s, { status: 'expired', url: null })
    emit('checkout.session.expired', s)
  }

  const createSession = (params: FormObject): ApiResult => {
    if (!params.mode) return missing('mode')
    if (params.mode !== 'payment') {
      return error(400, 'The fake Stripe supports Checkout Sessions in mode `payment` only.', {
        param: 'mode',
      })
    }
    const items = params.line_items
    if (!Array.isArray(items) || items.length === 0) return missing('line_items')
    let total = 0
    let currency: string | undefined
    for (const [i, item] of items.entries()) {
      const line = record(item)
      const price = text(line.price)
      if (price) return noSuch('price', price, `line_items[${i}][price]`)
      const data = record(line.price_data)
      const unit = integer(data.unit_amount as FormValue | undefined)
      const quantity = integer(line.quantity as FormValue | undefined)
      const lineCurrency = text(data.currency)?.toLowerCase()
      if (!lineCurrency) return missing(`line_items[${i}][price_data][currency]`)
      if (unit === undefined) return missing(`line_items[${i}][price_data][unit_amount]`)
      if (!text(record(data.product_data).name) && !text(data.product)) {
        return missing(`line_items[${i}][price_data][product_data][name]`)
      }
      if (quantity === undefined || quantity < 1) return missing(`line_items[${i}][quantity]`)
      if (currency && currency !== lineCurrency) {
        return error(400, 'All line items must have the same currency.', { param: 'line_items' })
      }
      currency = lineCurrency
      total += unit * quantity
    }
    const created = now()
    let expiresAt = created + 24 * 3600
    if (params.expires_at !== undefined) {
      const asked = integer(params.expires_at)
      if (asked === undefined || asked < created + 1800 - 60 || asked > created + 24 * 3600) {
        return invalid(
          'expires_at',
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        )
      }
      expiresAt = asked
    }
    const id = `cs_test_${randomId(58)}`
    const s: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: currency!,
      client_reference_id: text(params.client_reference_id) ?? null,
      customer_email: text(params.customer_email) ?? null,
      metadata: stringMap(params.metadata),
      success_url: text(params.success_url) ?? null,
      cancel_url: text(params.cancel_url) ?? null,
      url: `${deps.baseUrl()}/pay/${id}`,
      payment_intent: null,
      expires_at: expiresAt,
      created,
      livemode: false,
    }
    sessions.set(id, s)
    const intentMetadata = stringMap(record(params.payment_intent_data).metadata as FormValue)
    intentMetadataBySession.set(id, intentMetadata)
    return { status: 200, body: s }
  }

  /** Completes an open session: a payment intent and its charge, `checkout.session.completed`. */
  const pay = (s: CheckoutSession): CheckoutSession => {
    const intent = `pi_${randomId(24)}`
    charges.set(intent, {
      id: `ch_${randomId(24)}`,
      object: 'charge',
      amount: s.amount_total,
      amount_captured: s.amount_total,
      amount_refunded: 0,
      captured: true,
      currency: s.currency,
      created: now(),
      livemode: false,
      metadata: intentMetadataBySession.get(s.id) ?? {},
      paid: true,
      payment_intent: intent,
      refunded: false,
      status: 'succeeded',
    })
    Object.assign(s, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent,
      url: null,
    })
    emit('checkout.session.completed', s)
    return s
  }

  const refund = (params: FormObject): ApiResult => {
    const intent = text(params.payment_intent)
    const chargeId = text(params.charge)
    if (!intent && !chargeId) {
      return error(
        400,
        'One of the following params should be provided for this request: payment_intent or charge.',
      )
    }
    const charge = intent
      ? charges.get(intent)
      : [...charges.values()].find((c) => c.id === chargeId)
    if (!charge) {
      return intent
        ? noSuch('payment_intent', intent, 'payment_intent')
        : noSuch('charge', chargeId!, 'charge')
    }
    const remaining = charge.amount - charge.amount_refunded
    if (remaining === 0) {
      return error(400, `Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      })
    }
    const asked = params.amount === undefined ? remaining : integer(params.amount)
    if (asked === undefined || asked < 1) return invalid('amount', 'Invalid positive integer')
    if (asked > remaining) {
      const fmt = (n: number) => formatMinor(n, charge.currency)
      return error(
        400,
        `Refund amount (${fmt(asked)}) is greater than unrefunded amount on charge (${fmt(remaining)})`,
        { param: 'amount' },
      )
    }
    const reason = text(params.reason) ?? null
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      return error(
        400,
        `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`,
        {
          param: 'reason',
        },
      )
    }
    charge.amount_refunded += asked
    charge.refunded = charge.amount_refunded === charge.amount
    const body: StripeRefund = {
      id: `re_${randomId(24)}`,
      object: 'refund',
      amount: asked,
      charge: charge.id,
      currency: charge.currency,
      created: now(),
      metadata: stringMap(params.metadata),
      payment_intent: charge.payment_intent,
      reason,
      status: 'succeeded',
    }
    emit('charge.refunded', charge)
    return { status: 200, body }
  }

  /** Answers one API call. */
  const route = (method: string, path: string, params: FormObject): ApiResult => {
    const one = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path)
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params)
    if (method === 'POST' && path === '/v1/refunds') return refund(params)
    if (one && (method === 'GET') === !one[2] && (method === 'POST' || method === 'GET')) {
      const s = session(one[1]!)
      if (!s) return noSuch('checkout.session', one[1]!)
      if (!one[2]) return { status: 200, body: s }
      if (s.status !== 'open') {
        return error(
          400,
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".`,
        )
      }
      expire(s)
      return { status: 200, body: s }
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`)
  }

  return { sessions: sessions as ReadonlyMap<string, CheckoutSession>, session, pay, emit, route }
}
