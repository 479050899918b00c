import { randomId, record, text } from './fake-http'

// The fake PayPal's state and REST routes (Orders v2, captures, refunds), answered as PayPal
// answers them. The HTTP side (OAuth, PayPal-Request-Id, switches, pages, webhooks) is in
// fake-paypal.ts.

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
/** A PayPal-style id: 17 upper-case letters and digits. */
export const paypalId = () => randomId(17, UPPER)

export interface PaypalAmount {
  currency_code: string
  value: string
}

export interface PaypalLink {
  href: string
  rel: string
  method: string
}

export interface PaypalCapture {
  id: string
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED'
  amount: PaypalAmount
  final_capture: true
  custom_id?: string
  invoice_id?: string
  create_time: string
  update_time: string
  links: PaypalLink[]
}

export interface PaypalRefund {
  id: string
  status: 'COMPLETED'
  amount: PaypalAmount
  custom_id?: string
  invoice_id?: string
  note_to_payer?: string
  create_time: string
  update_time: string
  links: PaypalLink[]
}

export interface PaypalPurchaseUnit {
  reference_id: string
  amount: PaypalAmount
  custom_id?: string
  invoice_id?: string
  description?: string
  payments?: { captures: PaypalCapture[] }
}

export interface PaypalOrder {
  id: string
  intent: 'CAPTURE'
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED'
  purchase_units: PaypalPurchaseUnit[]
  payer?: Record<string, unknown>
  create_time: string
  update_time: string
  links: PaypalLink[]
}

/** An answer of the API: status and JSON body. */
export interface ApiResult {
  status: number
  body: unknown
}

/** PayPal's error answer (`{ name, message, debug_id, details }`). */
export function paypalError(
  status: number,
  name: string,
  message: string,
  details?: Record<string, string>[],
): ApiResult {
  const debug_id = randomId(13, 'abcdef0123456789')
  return { status, body: { name, message, debug_id, ...(details ? { details } : {}) } }
}

const unprocessable = (issue: string, description: string, extra: Record<string, string> = {}) =>
  paypalError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [{ issue, description, ...extra }],
  )
const invalidRequest = (field: string, issue: string, description: string) =>
  paypalError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    [{ field, location: 'body', issue, description }],
  )
const notFound = () =>
  paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    { issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' },
  ])

const ZERO_DECIMAL = ['HUF', 'JPY', 'TWD']
const toMinor = (amount: PaypalAmount) => Math.round(Number(amount.value) * 100)
const fromMinor = (minor: number, currency_code: string): PaypalAmount => ({
  currency_code,
  value: ZERO_DECIMAL.includes(currency_code) ? String(minor / 100) : (minor / 100).toFixed(2),
})

/** A valid amount, or the answer refusing it. */
function readAmount(value: unknown, field: string): PaypalAmount | ApiResult {
  const amount = record(value)
  const currency = text(amount.currency_code)
  const number = text(amount.value)
  if (!currency || !/^[A-Z]{3}$/.test(currency)) {
    return invalidRequest(`${field}/currency_code`, 'MISSING_REQUIRED_PARAMETER', 'A currency.')
  }
  if (!number || !/^\d+(\.\d+)?$/.test(number)) {
    return invalidRequest(`${field}/value`, 'INVALID_PARAMETER_SYNTAX', 'A decimal string.')
  }
  const decimals = ZERO_DECIMAL.includes(currency) ? /^\d+$/ : /^\d+\.\d{2}$/
  if (!decimals.test(number)) {
    return unprocessable('DECIMAL_PRECISION', 'The value has too many or too few decimals.', {
      field: `${field}/value`,
    })
  }
  if (Number(number) <= 0) {
    return unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'The value must be greater than zero.')
  }
  return { currency_code: currency, value: number }
}

const isResult = (value: unknown): value is ApiResult =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value

/** The fake's state and routes; `emit` sends an event to the outbox. */
export function createPaypalApi(deps: {
  baseUrl: () => string
  emit: (eventType: string, resource: unknown) => unknown
  takeDecline: () => boolean
}) {
  const orders = new Map<string, PaypalOrder>()
  const returns = new Map<string, { returnUrl?: string; cancelUrl?: string }>()
  const captures = new Map<string, { capture: PaypalCapture; orderId: string; refunded: number }>()
  const refunds = new Map<string, PaypalRefund>()
  const link = (path: string, rel: string, method = 'GET'): PaypalLink => ({
    href: `${deps.baseUrl()}${path}`,
    rel,
    method,
  })
  const now = () => new Date().toISOString()

  const createOrder = (body: Record<string, unknown>, full: boolean): ApiResult => {
    if (body.intent === undefined) {
      return invalidRequest('/intent', 'MISSING_REQUIRED_PARAMETER', 'An intent.')
    }
    if (body.intent !== 'CAPTURE') {
      return invalidRequest('/intent', 'INVALID_PARAMETER_VALUE', 'The fake takes CAPTURE only.')
    }
    const units = body.purchase_units
    if (!Array.isArray(units) || units.length === 0) {
      return invalidRequest('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'Purchase units.')
    }
    const purchase_units: PaypalPurchaseUnit[] = []
    for (const [i, unit] of units.entries()) {
      const u = record(unit)
      const amount = readAmount(u.amount, `/purchase_units/@reference_id=='default'/amount`)
      if (isResult(amount)) return amount
      purchase_units.push({
        reference_id: text(u.reference_id) ?? (i === 0 ? 'default' : String(i)),
        amount,
        ...(text(u.custom_id) ? { custom_id: text(u.custom_id) } : {}),
        ...(text(u.invoice_id) ? { invoice_id: text(u.invoice_id) } : {}),
        ...(text(u.description) ? { description: text(u.description) } : {}),
      })
    }
    const experience = record(record(record(body.payment_source).paypal).experience_context)
    const legacy = record(body.application_context)
    const context = 'paypal' in record(body.payment_source) ? experience : legacy
    const id = paypalId()
    const hasSource = 'paypal' in record(body.payment_source)
    const order: PaypalOrder = {
      id,
      intent: 'CAPTURE',
      status: hasSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchase_units,
      create_time: now(),
      update_time: now(),
      links: [
        link(`/v2/checkout/orders/${id}`, 'self'),
        link(`/checkoutnow?token=${id}`, hasSource ? 'payer-action' : 'approve'),
        link(`/v2/checkout/orders/${id}`, 'update', 'PATCH'),
        link(`/v2/checkout/orders/${id}/capture`, 'capture', 'POST'),
      ],
    }
    orders.set(id, order)
    returns.set(id, { returnUrl: text(context.return_url), cancelUrl: text(context.cancel_url) })
    const { status, links } = order
    const source = hasSource ? { payment_source: { paypal: {} } } : {}
    return { status: 201, body: full ? order : { id, status, ...source, links } }
  }

  /** Approval on the hosted page: the order may be captured now. */
  const approve = (order: PaypalOrder) => {
    Object.assign(order, {
      status: 'APPROVED',
      update_time: now(),
      payer: {
        name: { given_name: 'Fake', surname: 'Buyer' },
        email_address: 'buyer@example.com',
        payer_id: 'FAKEPAYER1',
        address: { country_code: 'US' },
      },
    })
  }

  const capture = (id: string): ApiResult => {
    const order = orders.get(id)
    if (!order) return notFound()
    if (order.status === 'COMPLETED') {
      return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.')
    }
    if (order.status !== 'APPROVED') {
      return unprocessable(
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment.',
      )
    }
    if (deps.takeDecline()) {
      const result = unprocessable(
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it can’t be used for this payment.',
      )
      Object.assign(record(result.body), { links: [link(`/checkoutnow?token=${id}`, 'redirect')] })
      return result
    }
    for (const unit of order.purchase_units) {
      const captureId = paypalId()
      const done: PaypalCapture = {
        id: captureId,
        status: 'COMPLETED',
        amount: unit.amount,
        final_capture: true,
        ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
        ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
        create_time: now(),
        update_time: now(),
        links: [
          link(`/v2/payments/captures/${captureId}`, 'self'),
          link(`/v2/payments/captures/${captureId}/refund`, 'refund', 'POST'),
          link(`/v2/checkout/orders/${id}`, 'up'),
        ],
      }
      unit.payments = { captures: [done] }
      captures.set(captureId, { capture: done, orderId: id, refunded: 0 })
    }
    Object.assign(order, { status: 'COMPLETED', update_time: now() })
    for (const unit of order.purchase_units) {
      const resource = unit.payments!.captures[0]!
      deps.emit('PAYMENT.CAPTURE.COMPLETED', {
        ...resource,
        supplementary_data: { related_ids: { order_id: id } },
      })
    }
    return { status: 201, body: order }
  }

  const refund = (captureId: string, body: Record<string, unknown>, full: boolean): ApiResult => {
    const found = captures.get(captureId)
    if (!found) return notFound()
    const { capture: captured } = found
    const remaining = toMinor(captured.amount) - found.refunded
    if (remaining <= 0) return unprocessable('CAPTURE_FULLY_REFUNDED', 'Capture fully refunded.')
    let amount = fromMinor(remaining, captured.amount.currency_code)
    if (body.amount !== undefined) {
      const asked = readAmount(body.amount, '/amount')
      if (isResult(asked)) return asked
      if (asked.currency_code !== captured.amount.currency_code) {
        return unprocessable('REFUND_CURRENCY_MISMATCH', 'Refund must be in the capture currency.')
      }
      if (toMinor(asked) > remaining) {
        return unprocessable('REFUND_AMOUNT_EXCEEDED', 'The refund amount exceeds what is left.')
      }
      amount = asked
    }
    found.refunded += toMinor(amount)
    const left = toMinor(captured.amount) - found.refunded
    Object.assign(captured, { status: left > 0 ? 'PARTIALLY_REFUNDED' : 'REFUNDED' })
    const id = paypalId()
    const done: PaypalRefund = {
      id,
      status: 'COMPLETED',
      amount,
      ...(captured.custom_id ? { custom_id: captured.custom_id } : {}),
      ...(text(body.invoice_id) ? { invoice_id: text(body.invoice_id) } : {}),
      ...(text(body.note_to_payer) ? { note_to_payer: text(body.note_to_payer) } : {}),
      create_time: now(),
      update_time: now(),
      links: [
        link(`/v2/payments/refunds/${id}`, 'self'),
        link(`/v2/payments/captures/${captureId}`, 'up'),
      ],
    }
    refunds.set(id, done)
    deps.emit('PAYMENT.CAPTURE.REFUNDED', done)
    return { status: 201, body: full ? done : { id, status: done.status, links: done.links } }
  }

  /** Answers one REST call (`full`: the caller asked `Prefer: return=representation`). */
  const route = (method: string, path: string, body: unknown, full: boolean): ApiResult => {
    const input = record(body)
    if (method === 'POST' && body === undefined && path === '/v2/checkout/orders') {
      return invalidRequest('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.')
    }
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(input, full)
    const order = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(path)
    if (order && method === 'GET' && !order[2]) return found(orders.get(order[1]!))
    if (order && method === 'POST' && order[2]) return capture(order[1]!)
    const cap = /^\/v2\/payments\/(captures|refunds)\/(\w+)(\/refund)?$/.exec(path)
    if (cap && method === 'GET' && !cap[3]) {
      return found(cap[1] === 'refunds' ? refunds.get(cap[2]!) : captures.get(cap[2]!)?.capture)
    }
    if (cap && method === 'POST' && cap[1] === 'captures' && cap[3]) {
      return refund(cap[2]!, input, full)
    }
    return notFound()
  }
  const found = (value: unknown): ApiResult =>
    value === undefined ? notFound() : { status: 200, body: value }

  return {
    orders: orders as ReadonlyMap<string, PaypalOrder>,
    returns,
    approve,
    route,
    amountOf: (order: PaypalOrder) => order.purchase_units[0]!.amount,
  }
}
