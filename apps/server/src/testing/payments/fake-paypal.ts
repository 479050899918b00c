import { generateKeyPairSync, randomBytes, randomUUID, sign, verify } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isDeepStrictEqual } from 'node:util'
import { crc32 } from 'node:zlib'
import {
  control,
  controlEvents,
  createOutbox,
  createSwitches,
  delayOrFail,
  type Delivery,
  type WebhookMode,
} from './fake-control'
import {
  escapeHtml,
  listen,
  parseForm,
  parseJson,
  randomId,
  readBody,
  record,
  redirect,
  sendJson,
  sendPage,
  text,
} from './fake-http'
import {
  createPaypalApi,
  paypalError,
  paypalId,
  type ApiResult,
  type PaypalOrder,
} from './paypal-api'

export type { PaypalCapture, PaypalOrder, PaypalRefund } from './paypal-api'

/** A PayPal webhook event as PayPal POSTs it. */
export interface PaypalEvent {
  id: string
  event_version: '1.0'
  create_time: string
  resource_type: string
  resource_version: '2.0'
  event_type: string
  summary: string
  resource: unknown
  links: { href: string; rel: string; method: string }[]
}

/** A PayPal-compatible server for tests: OAuth, Orders v2, captures, refunds, signed webhooks. */
export interface FakePaypal {
  /** The REST base URL (what `https://api-m.sandbox.paypal.com` is for the real one). */
  url: string
  port: number
  /** Where deliveries say their signing certificate is (serves the public key, PEM). */
  certUrl: string
  /** The public key deliveries are signed with (SPKI PEM). */
  publicKey: string
  orders: ReadonlyMap<string, PaypalOrder>
  events: readonly PaypalEvent[]
  deliveries: readonly Delivery<PaypalEvent>[]
  /** The next `count` captures fail with 422 INSTRUMENT_DECLINED. */
  declineNext: (count?: number) => void
  /** The next `count` REST calls answer 500 INTERNAL_SERVER_ERROR. */
  failNext: (count?: number) => void
  /** The next `count` REST calls wait `ms` before they are handled. */
  delayNext: (count: number, ms: number) => void
  setWebhookMode: (mode: WebhookMode) => void
  setWebhookUrl: (url: string | undefined) => void
  /** Delivers the held events (mode `hold`), newest first with `reverse`; resolves with how many. */
  flush: (options?: { reverse?: boolean }) => Promise<number>
  /** Delivers an earlier event again (same body, a new transmission id and signature). */
  resend: (eventId: string) => Promise<Delivery<PaypalEvent>>
  /** POSTs `body` with these headers as they are (forged deliveries). */
  sendRaw: (body: string, headers: Record<string, string>) => Promise<Delivery<PaypalEvent>>
  /** Emits any event (delivered as the webhook mode says). */
  emit: (eventType: string, resource: unknown) => PaypalEvent
  /** Resolves when every delivery started so far is done. */
  settled: () => Promise<void>
  /** Switches and webhook mode back to their defaults (data is kept). */
  reset: () => void
  close: () => Promise<void>
}

export interface FakePaypalOptions {
  webhookUrl?: string
  /** The id of the webhook (as PayPal shows it); part of what each delivery's signature covers. */
  webhookId: string
  clientId: string
  clientSecret: string
  port?: number
  host?: string
}

const resourceType = (eventType: string) =>
  eventType.startsWith('PAYMENT.CAPTURE.REFUNDED')
    ? 'refund'
    : eventType.startsWith('PAYMENT.CAPTURE.')
      ? 'capture'
      : eventType.startsWith('CHECKOUT.ORDER.')
        ? 'checkout-order'
        : 'unknown'

/** Starts the fake PayPal on `port` (a free one by default). */
export async function startFakePaypal(options: FakePaypalOptions): Promise<FakePaypal> {
  const switches = createSwitches()
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const transmissions = new Map<string, string>() // transmission id → the raw body sent
  const tokens = new Set<string>()
  const remembered = new Map<string, ApiResult>() // PayPal-Request-Id replays
  let baseUrl = ''
  const certUrl = () => `${baseUrl}/certs/fake`
  const signed = (id: string, time: string, body: string) =>
    Buffer.from(`${id}|${time}|${options.webhookId}|${crc32(body)}`)

  const outbox = createOutbox<PaypalEvent>({
    url: options.webhookUrl,
    prepare: (event) => {
      const body = JSON.stringify(event)
      const id = randomUUID()
      const time = new Date().toISOString()
      transmissions.set(id, body)
      const signature = sign('sha256', signed(id, time, body), keys.privateKey).toString('base64')
      const headers = {
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature,
        'paypal-cert-url': certUrl(),
        'paypal-auth-algo': 'SHA256withRSA',
      }
      return { body, headers }
    },
  })
  const emit = (eventType: string, resource: unknown): PaypalEvent => {
    const amount = record(record(resource).amount)
    const id = `WH-${paypalId()}-${paypalId()}`
    const event: PaypalEvent = {
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType(eventType),
      resource_version: '2.0',
      event_type: eventType,
      summary:
        `${eventType} ${String(amount.value ?? '')} ${String(amount.currency_code ?? '')}`.trim(),
      resource: structuredClone(resource),
      links: [
        { href: `${baseUrl}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
      ],
    }
    outbox.publish(event)
    return event
  }
  const api = createPaypalApi({ baseUrl: () => baseUrl, emit, takeDecline: switches.takeDecline })
  const reset = () => {
    switches.reset()
    outbox.reset()
  }

  const token = (req: IncomingMessage, raw: string): ApiResult => {
    const basic = /^Basic (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const expected = `${options.clientId}:${options.clientSecret}`
    if (Buffer.from(basic, 'base64').toString('utf8') !== expected) {
      const error_description = 'Client Authentication failed'
      return { status: 401, body: { error: 'invalid_client', error_description } }
    }
    if (parseForm(raw).grant_type !== 'client_credentials') {
      const error_description = 'Grant Type is NULL or not supported'
      return { status: 400, body: { error: 'unsupported_grant_type', error_description } }
    }
    const access_token = `A21AA${randomBytes(48).toString('base64url')}`
    tokens.add(access_token)
    const scope =
      'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund'
    const app_id = 'APP-80W284485P519543T'
    const nonce = `${new Date().toISOString()}${randomId(20)}`
    return {
      status: 200,
      body: { scope, access_token, token_type: 'Bearer', app_id, expires_in: 32400, nonce },
    }
  }

  /** SUCCESS only for a transmission this fake signed, with its very event and headers. */
  const verifySignature = (input: Record<string, unknown>): ApiResult => {
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig']
    const more = ['transmission_time', 'webhook_id']
    const absent = [...fields, ...more].find((f) => !text(input[f]))
    if (absent || input.webhook_event === undefined) {
      const field = `/${absent ?? 'webhook_event'}`
      return paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed.', [
        { field, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER' },
      ])
    }
    const [algo, cert, id, sig, time, webhookId] = [...fields, ...more].map((f) => text(input[f])!)
    const body = transmissions.get(id!)
    const ok =
      body !== undefined &&
      algo === 'SHA256withRSA' &&
      cert === certUrl() &&
      webhookId === options.webhookId &&
      verify('sha256', signed(id!, time!, body), keys.publicKey, Buffer.from(sig!, 'base64')) &&
      isDeepStrictEqual(input.webhook_event, parseJson(body))
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } }
  }

  const handleApi = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const raw = await readBody(req)
    const answer = ({ status, body }: ApiResult) =>
      sendJson(res, status, body, { 'paypal-debug-id': randomId(13, 'abcdef0123456789') })
    if (await delayOrFail(switches, server.signal)) {
      return answer(paypalError(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.'))
    }
    if (req.method === 'POST' && path === '/v1/oauth2/token') return answer(token(req, raw))
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!bearer || !tokens.has(bearer)) {
      const message =
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.'
      return answer(paypalError(401, 'AUTHENTICATION_FAILURE', message))
    }
    const method = req.method ?? 'GET'
    const body = raw === '' ? (method === 'POST' ? {} : undefined) : parseJson(raw)
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return answer(verifySignature(record(body)))
    }
    const requestId = req.headers['paypal-request-id']
    const key = typeof requestId === 'string' && method === 'POST' ? `${path} ${requestId}` : ''
    const earlier = key ? remembered.get(key) : undefined
    if (earlier) return answer(earlier)
    const full = /return=representation/.test(String(req.headers.prefer ?? ''))
    const result = api.route(method, path, body, full)
    if (key && result.status < 400) remembered.set(key, result)
    answer(result)
  }

  const approvalPage = (res: ServerResponse, status: number, order: PaypalOrder | undefined) => {
    if (!order) return sendPage(res, 404, 'Pay with PayPal', '<p>No such order.</p>')
    const { value, currency_code } = api.amountOf(order)
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: currency_code })
    const waiting = order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED'
    const form = waiting
      ? `<form method="post" action="/checkoutnow">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<button type="submit" name="action" value="approve">Approve</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`
      : `<p>This order is ${order.status === 'APPROVED' ? 'approved' : 'paid'}.</p>`
    const html = `<p>Amount: <strong>${escapeHtml(amount.format(Number(value)))}</strong></p>\n${form}`
    sendPage(res, status, 'Pay with PayPal', html)
  }

  const handleApproval = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method === 'GET') {
      const order = api.orders.get(url.searchParams.get('token') ?? '')
      return approvalPage(res, order ? 200 : 404, order)
    }
    const form = parseForm(await readBody(req))
    const order = api.orders.get(text(form.token) ?? '')
    if (!order) return approvalPage(res, 404, order)
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
      return approvalPage(res, 409, order)
    }
    const { returnUrl, cancelUrl } = api.returns.get(order.id) ?? {}
    const back = (to: string, params: Record<string, string>) => {
      const target = new URL(to)
      for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v)
      redirect(res, target.toString())
    }
    if (form.action === 'cancel') {
      if (cancelUrl) return back(cancelUrl, { token: order.id })
      return sendPage(res, 200, 'Pay with PayPal', '<p>You cancelled this payment.</p>')
    }
    if (form.action !== 'approve') return approvalPage(res, 400, order)
    api.approve(order)
    if (returnUrl) return back(returnUrl, { token: order.id, PayerID: 'FAKEPAYER1' })
    approvalPage(res, 200, order)
  }

  const target = {
    switches,
    outbox,
    emit,
    sendRaw: (body: string, raw: Record<string, unknown>) =>
      outbox.sendRaw(body, record(raw.headers) as Record<string, string>),
    reset,
  }

  const server = await listen(
    async (req, res, url) => {
      const path = url.pathname
      if (/^\/v[12]\//.test(path)) return handleApi(req, res, path)
      if (path === '/checkoutnow' && (req.method === 'GET' || req.method === 'POST')) {
        return handleApproval(req, res, url)
      }
      if (path === '/certs/fake' && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/x-pem-file' })
        return void res.end(publicKey)
      }
      if (path === '/__control' && req.method === 'POST') {
        return control(res, await readBody(req), target)
      }
      if (path === '/__control/events' && req.method === 'GET') return controlEvents(res, outbox)
      sendJson(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'Not found' })
    },
    options.port,
    options.host,
  )
  baseUrl = server.url

  return {
    url: server.url,
    port: server.port,
    certUrl: certUrl(),
    publicKey,
    orders: api.orders,
    events: outbox.events,
    deliveries: outbox.deliveries,
    declineNext: switches.declineNext,
    failNext: switches.failNext,
    delayNext: switches.delayNext,
    setWebhookMode: (mode) => void (outbox.mode = mode),
    setWebhookUrl: (url) => void (outbox.url = url),
    flush: (opts) => outbox.flush(opts),
    resend: (eventId) => outbox.resend(eventId),
    sendRaw: (body, headers) => outbox.sendRaw(body, headers),
    emit,
    settled: () => outbox.settled(),
    reset,
    close: server.close,
  }
}
