import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakePaypal, type FakePaypal } from './fake-paypal'
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from './webhook-receiver'

/** The fields of PayPal's answers these tests read (each checked at run time). */
interface Json {
  id: string
  status: string
  access_token: string
  verification_status: string
  flushed: number
  amount: unknown
  links: { rel: string; href: string }[]
  details: { issue: string }[]
  purchase_units: { payments: { captures: { id: string }[] } }[]
}

let fake: FakePaypal
let hook: WebhookReceiver
let token: string

const call = async (method: string, path: string, body?: unknown, headers = {}) => {
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Json }
}

const orderBody = (value = '12.34') => ({
  intent: 'CAPTURE',
  purchase_units: [
    { reference_id: 'order-1', custom_id: 'order-1', amount: { currency_code: 'EUR', value } },
  ],
  payment_source: {
    paypal: {
      experience_context: {
        return_url: 'http://app.test/paypal/return?x=1',
        cancel_url: 'http://app.test/paypal/cancel',
        user_action: 'PAY_NOW',
      },
    },
  },
})

const click = (id: string, action: string) =>
  fetch(`${fake.url}/checkoutnow`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `token=${id}&action=${action}`,
    redirect: 'manual',
  })

const approvedOrder = async () => {
  const created = await call('POST', '/v2/checkout/orders', orderBody())
  expect((await click(created.body.id, 'approve')).status).toBe(303)
  return created.body.id
}

const verification = (delivery: ReceivedWebhook, changes: Record<string, unknown> = {}) => ({
  auth_algo: delivery.headers['paypal-auth-algo'],
  cert_url: delivery.headers['paypal-cert-url'],
  transmission_id: delivery.headers['paypal-transmission-id'],
  transmission_sig: delivery.headers['paypal-transmission-sig'],
  transmission_time: delivery.headers['paypal-transmission-time'],
  webhook_id: 'WH-FAKE-1',
  webhook_event: JSON.parse(delivery.body),
  ...changes,
})
const verify = async (body: Record<string, unknown>) =>
  (await call('POST', '/v1/notifications/verify-webhook-signature', body)).body.verification_status

beforeAll(async () => {
  hook = await startWebhookReceiver()
  fake = await startFakePaypal({
    webhookUrl: hook.url,
    webhookId: 'WH-FAKE-1',
    clientId: 'client-1',
    clientSecret: 'secret-1',
  })
  const res = await fetch(`${fake.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('client-1:secret-1').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  })
  const body = (await res.json()) as Json
  expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 32400 })
  token = body.access_token
})
afterAll(async () => {
  await fake.close()
  await hook.close()
})
beforeEach(async () => {
  await fake.settled()
  fake.reset()
  hook.received.length = 0
})

describe('fake PayPal', () => {
  it('refuses wrong client credentials and unknown tokens', async () => {
    const res = await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('client-1:nope').toString('base64')}` },
      body: 'grant_type=client_credentials',
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: 'invalid_client' })
    const unknown = await call('GET', '/v2/checkout/orders/X', undefined, {
      authorization: 'Bearer nope',
    })
    expect(unknown).toMatchObject({ status: 401, body: { name: 'AUTHENTICATION_FAILURE' } })
  })

  it('creates an order, approves it on the hosted page, captures and refunds it', async () => {
    const created = await call('POST', '/v2/checkout/orders', orderBody(), {
      prefer: 'return=representation',
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    expect(created.body).toMatchObject({ status: 'PAYER_ACTION_REQUIRED', purchase_units: [{}] })
    const action = created.body.links.find((l) => l.rel === 'payer-action')!
    expect(action.href).toBe(`${fake.url}/checkoutnow?token=${id}`)

    const page = await (await fetch(action.href)).text()
    expect(page).toContain('<title>Pay with PayPal</title>')
    expect(page).toContain('€12.34')

    const notYet = await call('POST', `/v2/checkout/orders/${id}/capture`)
    expect(notYet.body.details[0]!.issue).toBe('ORDER_NOT_APPROVED')

    const approved = await click(id, 'approve')
    expect(approved.headers.get('location')).toBe(
      `http://app.test/paypal/return?x=1&token=${id}&PayerID=FAKEPAYER1`,
    )
    expect((await call('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('APPROVED')

    const captured = await call('POST', `/v2/checkout/orders/${id}/capture`, undefined, {
      'paypal-request-id': `capture-${id}`,
    })
    expect(captured.status).toBe(201)
    const capture = captured.body.purchase_units[0]!.payments.captures[0]!
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '12.34' },
      custom_id: 'order-1',
    })
    const replay = await call('POST', `/v2/checkout/orders/${id}/capture`, undefined, {
      'paypal-request-id': `capture-${id}`,
    })
    expect(replay).toEqual(captured)
    const again = await call('POST', `/v2/checkout/orders/${id}/capture`)
    expect(again.body.details[0]!.issue).toBe('ORDER_ALREADY_CAPTURED')

    const part = await call('POST', `/v2/payments/captures/${capture.id}/refund`, {
      amount: { currency_code: 'EUR', value: '10.00' },
    })
    expect(part).toMatchObject({ status: 201, body: { status: 'COMPLETED' } })
    const tooMuch = await call('POST', `/v2/payments/captures/${capture.id}/refund`, {
      amount: { currency_code: 'EUR', value: '2.35' },
    })
    expect(tooMuch.body.details[0]!.issue).toBe('REFUND_AMOUNT_EXCEEDED')
    const rest = await call('POST', `/v2/payments/captures/${capture.id}/refund`, undefined, {
      prefer: 'return=representation',
    })
    expect(rest.body.amount).toEqual({ currency_code: 'EUR', value: '2.34' })

    const deliveries = await hook.waitFor(3)
    const events = deliveries.map((d) => JSON.parse(d.body))
    expect(events.map((e) => e.event_type)).toEqual([
      'PAYMENT.CAPTURE.COMPLETED',
      'PAYMENT.CAPTURE.REFUNDED',
      'PAYMENT.CAPTURE.REFUNDED',
    ])
    expect(events[0].resource).toMatchObject({
      id: capture.id,
      custom_id: 'order-1',
      supplementary_data: { related_ids: { order_id: id } },
    })
  })

  it('verifies real deliveries and refuses altered or forged ones', async () => {
    await call('POST', `/v2/checkout/orders/${await approvedOrder()}/capture`)
    const [delivery] = await hook.waitFor(1)
    expect(delivery!.headers['paypal-auth-algo']).toBe('SHA256withRSA')
    expect(await verify(verification(delivery!))).toBe('SUCCESS')

    const altered = JSON.parse(delivery!.body)
    altered.resource.amount.value = '0.01'
    expect(await verify(verification(delivery!, { webhook_event: altered }))).toBe('FAILURE')
    expect(
      await verify(verification(delivery!, { transmission_time: new Date(0).toISOString() })),
    ).toBe('FAILURE')
    expect(await verify(verification(delivery!, { webhook_id: 'WH-OTHER' }))).toBe('FAILURE')
    expect(await verify(verification(delivery!, { transmission_id: 'made-up' }))).toBe('FAILURE')

    const event = JSON.parse(delivery!.body)
    const resent = await fake.resend(event.id)
    expect(resent.headers['paypal-transmission-id']).not.toBe(
      delivery!.headers['paypal-transmission-id'],
    )
    const [, second] = await hook.waitFor(2)
    expect(second!.body).toBe(delivery!.body)
    expect(await verify(verification(second!))).toBe('SUCCESS')

    const copied = Object.fromEntries(
      Object.entries(delivery!.headers).filter(([k]) => k.startsWith('paypal-')),
    ) as Record<string, string>
    await fake.sendRaw(delivery!.body, { ...copied, 'paypal-transmission-sig': 'Zm9yZ2Vk' })
    const [, , forged] = await hook.waitFor(3)
    expect(await verify(verification(forged!))).toBe('FAILURE')
  })

  it('declines the next capture with INSTRUMENT_DECLINED and lets it be retried', async () => {
    const id = await approvedOrder()
    fake.declineNext(1)
    const declined = await call('POST', `/v2/checkout/orders/${id}/capture`)
    expect(declined).toMatchObject({
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] },
    })
    expect((await call('POST', `/v2/checkout/orders/${id}/capture`)).status).toBe(201)
  })

  it('replays an order created with the same PayPal-Request-Id and validates amounts', async () => {
    const headers = { 'paypal-request-id': 'order-1-attempt-1' }
    const first = await call('POST', '/v2/checkout/orders', orderBody(), headers)
    const again = await call('POST', '/v2/checkout/orders', orderBody(), headers)
    expect(again).toEqual(first)
    expect(Object.keys(first.body).sort()).toEqual(['id', 'links', 'payment_source', 'status'])
    const bad = await call('POST', '/v2/checkout/orders', orderBody('12.3'))
    expect(bad).toMatchObject({
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'DECIMAL_PRECISION' }] },
    })
  })

  it('cancels back to the shop, and obeys /__control', async () => {
    const created = await call('POST', '/v2/checkout/orders', orderBody())
    const cancelled = await click(created.body.id, 'cancel')
    expect(cancelled.headers.get('location')).toBe(
      `http://app.test/paypal/cancel?token=${created.body.id}`,
    )
    const post = (body: unknown) =>
      fetch(`${fake.url}/__control`, { method: 'POST', body: JSON.stringify(body) })
    await post({ webhookMode: 'hold', failNext: 1 })
    expect((await call('GET', `/v2/checkout/orders/${created.body.id}`)).status).toBe(500)
    await call('POST', `/v2/checkout/orders/${await approvedOrder()}/capture`)
    fake.emit('CHECKOUT.ORDER.APPROVED', { id: 'X' })
    expect(hook.received).toHaveLength(0)
    const flushed = (await (await post({ flush: { reverse: true }, settle: true })).json()) as Json
    expect(flushed.flushed).toBe(2)
    expect(hook.received.map((d) => JSON.parse(d.body).event_type)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
    ])
  })
})
