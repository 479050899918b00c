import { createHmac } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  control,
  controlEvents,
  createOutbox,
  createSwitches,
  delayOrFail,
  type Delivery,
  type Outbox,
  type Switches,
  type WebhookMode,
} from './fake-control'
import {
  escapeHtml,
  formatMinor,
  listen,
  parseForm,
  randomId,
  readBody,
  redirect,
  sendJson,
  sendPage,
  text,
  type FormObject,
} from './fake-http'
import {
  createStripeApi,
  type ApiResult,
  type CheckoutSession,
  type StripeEvent,
} from './stripe-api'

export type { CheckoutSession, StripeCharge, StripeEvent, StripeRefund } from './stripe-api'

/** A Stripe-compatible server for tests: Checkout Sessions, refunds, the hosted page, webhooks. */
export interface FakeStripe {
  /** The base URL to give the SDK (`host`/`port`/`protocol: 'http'`). */
  url: string
  port: number
  /** Checkout Sessions by id. */
  sessions: ReadonlyMap<string, CheckoutSession>
  /** Every event emitted, in order, and every POST to the webhook URL. */
  events: readonly StripeEvent[]
  deliveries: readonly Delivery<StripeEvent>[]
  /** The next `count` clicks on the hosted page decline, whatever the button. */
  declineNext: (count?: number) => void
  /** The next `count` API calls answer 500 `api_error`. */
  failNext: (count?: number) => void
  /** The next `count` API calls wait `ms` before they are handled. */
  delayNext: (count: number, ms: number) => void
  setWebhookMode: (mode: WebhookMode) => void
  setWebhookUrl: (url: string | undefined) => void
  /** Delivers the held events (mode `hold`), newest first with `reverse`; resolves with how many. */
  flush: (options?: { reverse?: boolean }) => Promise<number>
  /** Delivers an earlier event again verbatim (same id and body, new signature timestamp). */
  resend: (eventId: string) => Promise<Delivery<StripeEvent>>
  /** POSTs `body` with this `Stripe-Signature` header as is (forged deliveries). */
  sendRaw: (body: string, signature: string) => Promise<Delivery<StripeEvent>>
  /** Emits any event (delivered as the webhook mode says), e.g. a completed session with a wrong amount. */
  emit: (type: string, object: unknown) => StripeEvent
  /** The `Stripe-Signature` header Stripe would send for `body`. */
  sign: (body: string, timestamp?: number) => string
  /** Resolves when every delivery started so far is done. */
  settled: () => Promise<void>
  /** Switches and webhook mode back to their defaults (data is kept). */
  reset: () => void
  close: () => Promise<void>
}

export interface FakeStripeOptions {
  webhookUrl?: string
  /** The endpoint secret (`whsec_...`) deliveries are signed with. */
  webhookSecret: string
  port?: number
  host?: string
}

interface Remembered {
  fingerprint: string
  result: ApiResult
}

const PAGE_TITLE = 'Pay Learnlane'

/** Starts the fake Stripe on `port` (a free one by default). */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const switches: Switches = createSwitches()
  const sign = (body: string, timestamp = Math.floor(Date.now() / 1000)) => {
    const hmac = createHmac('sha256', options.webhookSecret)
    return `t=${timestamp},v1=${hmac.update(`${timestamp}.${body}`).digest('hex')}`
  }
  const outbox: Outbox<StripeEvent> = createOutbox<StripeEvent>({
    url: options.webhookUrl,
    prepare: (event) => {
      const body = JSON.stringify(event, null, 2)
      return { body, headers: { 'stripe-signature': sign(body) } }
    },
  })
  const remembered = new Map<string, Remembered>()
  let baseUrl = ''
  const api = createStripeApi({ baseUrl: () => baseUrl, publish: (e) => outbox.publish(e) })
  const reset = () => {
    switches.reset()
    outbox.reset()
  }

  const answer = (res: ServerResponse, { status, body }: ApiResult, replayed = false) => {
    const headers: Record<string, string> = { 'request-id': `req_${randomId(14)}` }
    if (replayed) headers['idempotent-replayed'] = 'true'
    sendJson(res, status, body, headers)
  }

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const raw = await readBody(req)
    if (await delayOrFail(switches, server.signal)) {
      const message = 'An unknown error occurred'
      return answer(res, { status: 500, body: { error: { type: 'api_error', message } } })
    }
    const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!auth || !/^(sk|rk)_test_/.test(auth)) {
      const message = auth
        ? `Invalid API Key provided: ${auth.slice(0, 8)}***`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
      return answer(res, {
        status: 401,
        body: { error: { type: 'invalid_request_error', message } },
      })
    }
    const method = req.method ?? 'GET'
    const params: FormObject = method === 'POST' ? parseForm(raw) : parseForm(url.search.slice(1))
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined
    const fingerprint = `${method} ${url.pathname} ${raw}`
    if (typeof key === 'string') {
      const earlier = remembered.get(key)
      if (earlier && earlier.fingerprint === fingerprint) return answer(res, earlier.result, true)
      if (earlier) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`
        const body = { error: { type: 'idempotency_error', message } }
        return answer(res, { status: 400, body })
      }
    }
    const result = api.route(method, url.pathname, params)
    if (typeof key === 'string' && result.status < 400) remembered.set(key, { fingerprint, result })
    answer(res, result)
  }

  const page = (res: ServerResponse, status: number, session: CheckoutSession, notice = '') => {
    const amount = formatMinor(session.amount_total, session.currency)
    const back = session.cancel_url
      ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`
      : ''
    const form =
      session.status === 'open'
        ? `<form method="post" action="/pay/${escapeHtml(session.id)}">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline</button>
</form>`
        : `<p>${session.status === 'complete' ? 'This payment is complete.' : 'This checkout session has expired.'}</p>`
    sendPage(
      res,
      status,
      PAGE_TITLE,
      `${notice}<p>Amount due: <strong>${escapeHtml(amount)}</strong></p>\n${form}\n${back}`,
    )
  }

  const handlePage = async (req: IncomingMessage, res: ServerResponse, id: string) => {
    const session = api.session(id)
    if (!session) return sendPage(res, 404, PAGE_TITLE, '<p>No such checkout session.</p>')
    if (req.method === 'GET') return page(res, session.status === 'expired' ? 410 : 200, session)
    const form = parseForm(await readBody(req))
    if (session.status !== 'open') return page(res, 409, session)
    const action = text(form.action)
    if (action !== 'pay' && action !== 'decline') {
      return page(res, 400, session, '<p role="alert">Choose Pay or Decline.</p>')
    }
    if (switches.takeDecline() || action === 'decline') {
      // Shown on the page itself, as Stripe's page does, not as an error status.
      return page(res, 200, session, '<p role="alert">Your card was declined.</p>')
    }
    const paid = api.pay(session)
    if (!paid.success_url) return page(res, 200, paid)
    redirect(res, paid.success_url.replaceAll('{CHECKOUT_SESSION_ID}', paid.id))
  }

  const target = {
    switches,
    outbox,
    emit: (type: string, object: unknown) => api.emit(type, object),
    sendRaw: (body: string, raw: Record<string, unknown>) =>
      outbox.sendRaw(body, { 'stripe-signature': text(raw.signature) ?? '' }),
    reset,
  }

  const server = await listen(
    async (req, res, url) => {
      const path = url.pathname
      if (path.startsWith('/v1/')) return handleApi(req, res, url)
      const pay = /^\/pay\/([\w-]+)$/.exec(path)
      if (pay && (req.method === 'GET' || req.method === 'POST'))
        return handlePage(req, res, pay[1]!)
      if (path === '/__control' && req.method === 'POST') {
        return control(res, await readBody(req), target)
      }
      if (path === '/__control/events' && req.method === 'GET') return controlEvents(res, outbox)
      sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Not found' } })
    },
    options.port,
    options.host,
  )
  baseUrl = server.url

  return {
    url: server.url,
    port: server.port,
    sessions: api.sessions,
    events: outbox.events,
    deliveries: outbox.deliveries,
    declineNext: switches.declineNext,
    failNext: switches.failNext,
    delayNext: switches.delayNext,
    setWebhookMode: (mode) => void (outbox.mode = mode),
    setWebhookUrl: (url) => void (outbox.url = url),
    flush: (opts) => outbox.flush(opts),
    resend: (eventId) => outbox.resend(eventId),
    sendRaw: (body, signature) => outbox.sendRaw(body, { 'stripe-signature': signature }),
    emit: (type, object) => api.emit(type, object),
    sign,
    settled: () => outbox.settled(),
    reset,
    close: server.close,
  }
}
