import { centsToDecimal, decimalToCents } from '@app/domain/money'
import {
  headerValue,
  PaymentDeclinedError,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
} from './provider'

export interface PaypalSettings {
  clientId: string
  clientSecret: string
  webhookId: string
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local stand-in. */
  apiUrl: string
  timeoutMs: number
}

interface PaypalAmount {
  currency_code?: string
  value?: string
}
interface PaypalCapture {
  id?: string
  status?: string
  amount?: PaypalAmount
  custom_id?: string
  supplementary_data?: { related_ids?: { order_id?: string } }
}
interface PaypalOrder {
  id: string
  status?: string
  links?: { rel?: string; href?: string }[]
  purchase_units?: {
    custom_id?: string
    amount?: PaypalAmount
    payments?: { captures?: PaypalCapture[] }
  }[]
}
interface PaypalError {
  name?: string
  message?: string
  details?: { issue?: string; description?: string }[]
}
interface PaypalWebhookEvent {
  id?: unknown
  event_type?: unknown
  resource?: PaypalCapture
}

const KIND_OF_EVENT: Record<string, PaymentEventKind> = {
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
  'PAYMENT.CAPTURE.REFUNDED': 'refunded',
}

const cents = (amount: PaypalAmount | undefined) =>
  amount?.value === undefined ? null : decimalToCents(amount.value)

function fromOrder(eventId: string, type: string, order: PaypalOrder): PaymentEvent {
  const unit = order.purchase_units?.[0]
  const capture = unit?.payments?.captures?.find((c) => c.status === 'COMPLETED')
  const kind: PaymentEventKind =
    order.status === 'COMPLETED' && capture
      ? 'paid'
      : order.status === 'VOIDED'
        ? 'expired'
        : 'other'
  const amount = capture?.amount ?? unit?.amount
  return {
    provider: 'paypal',
    eventId,
    type,
    kind,
    reference: order.id,
    captureReference: capture?.id ?? null,
    orderId: capture?.custom_id ?? unit?.custom_id ?? null,
    amountCents: cents(amount),
    currency: amount?.currency_code ?? null,
  }
}

/**
 * PayPal Orders v2 over its REST API as documented: the buyer approves on PayPal's page, the
 * order is captured when they come back, and PayPal's webhooks are checked with its
 * verify-webhook-signature call before anything is applied.
 */
export function createPaypalProvider(settings: PaypalSettings): PaymentProvider {
  const base = settings.apiUrl.replace(/\/+$/, '')
  let token: { value: string; until: number } | null = null

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
    } catch {
      throw new PaymentProviderError('PayPal did not answer')
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
    if (!response.ok)
      throw new PaymentProviderError(`PayPal refused the credentials (${response.status})`)
    const body = (await response.json()) as { access_token?: string; expires_in?: number }
    if (!body.access_token) throw new PaymentProviderError('PayPal gave no access token')
    // Renewed a minute before PayPal says it ends.
    token = { value: body.access_token, until: Date.now() + ((body.expires_in ?? 300) - 60) * 1000 }
    return token.value
  }

  /** One API call; an error answer becomes PaymentDeclinedError or PaymentProviderError. */
  async function api<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    }
    if (requestId) headers['paypal-request-id'] = requestId
    const response = await send(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text ? JSON.parse(text) : {}
    } catch {
      throw new PaymentProviderError(`PayPal answered ${response.status} with something unreadable`)
    }
    if (response.ok) return parsed as T
    const error = parsed as PaypalError
    const issue = error.details?.[0]?.issue
    if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED') {
      throw new PaymentDeclinedError(
        'PayPal declined the payment source. Choose another way to pay in PayPal and try again.',
      )
    }
    if (issue === 'ORDER_ALREADY_CAPTURED') {
      return api<T>('GET', path.replace(/\/capture$/, ''))
    }
    throw new PaymentProviderError(
      `PayPal answered ${response.status}${issue ? ` (${issue})` : error.name ? ` (${error.name})` : ''}`,
    )
  }

  return {
    name: 'paypal',

    async start(request) {
      const order = await api<PaypalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.orderId,
              custom_id: request.orderId,
              invoice_id: request.orderNumber,
              description: `Learnlane order ${request.orderNumber}`,
              amount: {
                currency_code: request.currency,
                value: centsToDecimal(request.amountCents),
              },
            },
          ],
          payment_source: {
            paypal: {
              email_address: request.email,
              experience_context: {
                brand_name: 'Learnlane',
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
              },
            },
          },
        },
        request.idempotencyKey,
      )
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')
      if (!approve?.href) throw new PaymentProviderError('PayPal opened an order without a page')
      return { reference: order.id, redirectUrl: approve.href }
    },

    async confirm(reference) {
      const path = `/v2/checkout/orders/${encodeURIComponent(reference)}`
      const current = await api<PaypalOrder>('GET', path)
      const order =
        current.status === 'APPROVED'
          ? await api<PaypalOrder>('POST', `${path}/capture`, {}, `capture-${reference}`)
          : current
      const result = fromOrder(`return:${reference}`, 'CHECKOUT.ORDER.CAPTURED', order)
      return { ...result, eventId: `return:${reference}:${result.kind}` }
    },

    async refund(captureReference, amountCents, currency, idempotencyKey) {
      const refund = await api<{ id: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureReference)}/refund`,
        { amount: { currency_code: currency, value: centsToDecimal(amountCents) } },
        idempotencyKey,
      )
      return { reference: refund.id }
    },

    async cancel() {
      // A PayPal order that is never approved ends by itself; nothing to call.
    },

    async parseWebhook(rawBody, headers) {
      let event: PaypalWebhookEvent
      try {
        event = JSON.parse(rawBody.toString('utf8')) as PaypalWebhookEvent
      } catch {
        throw new WebhookSignatureError('The PayPal event could not be read')
      }
      const transmission = {
        auth_algo: headerValue(headers, 'paypal-auth-algo'),
        cert_url: headerValue(headers, 'paypal-cert-url'),
        transmission_id: headerValue(headers, 'paypal-transmission-id'),
        transmission_sig: headerValue(headers, 'paypal-transmission-sig'),
        transmission_time: headerValue(headers, 'paypal-transmission-time'),
      }
      if (Object.values(transmission).some((v) => !v) || typeof event.id !== 'string') {
        throw new WebhookSignatureError('The PayPal delivery is missing its signature')
      }
      const verdict = await api<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        { ...transmission, webhook_id: settings.webhookId, webhook_event: event },
      )
      if (verdict.verification_status !== 'SUCCESS') {
        throw new WebhookSignatureError('The PayPal signature does not verify')
      }
      const type = typeof event.event_type === 'string' ? event.event_type : 'UNKNOWN'
      const capture = event.resource ?? {}
      return {
        provider: 'paypal',
        eventId: event.id,
        type,
        kind: KIND_OF_EVENT[type] ?? 'other',
        reference: capture.supplementary_data?.related_ids?.order_id ?? null,
        captureReference: type === 'PAYMENT.CAPTURE.REFUNDED' ? null : (capture.id ?? null),
        orderId: capture.custom_id ?? null,
        amountCents: cents(capture.amount),
        currency: capture.amount?.currency_code ?? null,
      }
    },
  }
}
