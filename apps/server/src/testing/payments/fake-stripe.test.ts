import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeStripe, type FakeStripe } from './fake-stripe'
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver'

const secret = 'whsec_test_fake'
let fake: FakeStripe
let hook: WebhookReceiver
let stripe: Stripe

beforeAll(async () => {
  hook = await startWebhookReceiver()
  fake = await startFakeStripe({ webhookUrl: hook.url, webhookSecret: secret })
  stripe = new Stripe('sk_test_x', {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
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

const createSession = (options: Stripe.RequestOptions = {}) =>
  stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 2,
          price_data: { currency: 'EUR', unit_amount: 1234, product_data: { name: 'Course' } },
        },
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'Book' } },
        },
      ],
      client_reference_id: 'order-1',
      metadata: { order_id: 'order-1' },
      success_url: 'http://app.test/paid?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/cart',
    },
    options,
  )

const click = (session: Stripe.Checkout.Session, action: string) =>
  fetch(session.url!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  })

const paidSession = async () => {
  const session = await createSession()
  expect((await click(session, 'pay')).status).toBe(303)
  await fake.settled()
  return stripe.checkout.sessions.retrieve(session.id)
}

describe('fake Stripe', () => {
  it('creates and retrieves a Checkout Session through the SDK', async () => {
    const session = await createSession()
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2968,
      currency: 'eur',
      client_reference_id: 'order-1',
      metadata: { order_id: 'order-1' },
      payment_intent: null,
      livemode: false,
      url: `${fake.url}/pay/${session.id}`,
    })
    expect(session.id).toMatch(/^cs_test_/)
    expect(session.expires_at - session.created).toBe(24 * 3600)
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session)
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    })
  })

  it('refuses calls without a test secret key', async () => {
    const res = await fetch(`${fake.url}/v1/checkout/sessions/cs_test_x`)
    expect(res.status).toBe(401)
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe(
      'invalid_request_error',
    )
  })

  it('shows the hosted page, declines, then pays and delivers a signed completed event', async () => {
    const session = await createSession()
    const page = await (await fetch(session.url!)).text()
    expect(page).toContain('<title>Pay Learnlane</title>')
    expect(page).toContain('€29.68')
    expect(page).toContain('href="http://app.test/cart"')

    const declined = await click(session, 'decline')
    expect(declined.status).toBe(200)
    expect(await declined.text()).toContain('Your card was declined.')
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid')

    fake.declineNext(1)
    const again = await click(session, 'pay')
    expect([again.status, await again.text()]).toEqual([200, expect.stringContaining('declined')])

    const paid = await click(session, 'pay')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`http://app.test/paid?session=${session.id}`)
    const after = await stripe.checkout.sessions.retrieve(session.id)
    expect(after).toMatchObject({ status: 'complete', payment_status: 'paid', url: null })
    expect(after.payment_intent).toMatch(/^pi_/)

    const [delivery] = await hook.waitFor(1)
    const event = stripe.webhooks.constructEvent(
      delivery!.body,
      delivery!.headers['stripe-signature']!,
      secret,
    )
    expect(event.type).toBe('checkout.session.completed')
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'paid' })
    const tampered = delivery!.body.replace('"amount_total": 2968', '"amount_total": 1')
    expect(tampered).not.toBe(delivery!.body)
    expect(() =>
      stripe.webhooks.constructEvent(tampered, delivery!.headers['stripe-signature']!, secret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError)
    await fake.settled()
    expect(fake.deliveries.at(-1)).toMatchObject({ status: 200 })
  })

  it('refunds in part, then the rest, then refuses one too many', async () => {
    const session = await paidSession()
    const intent = session.payment_intent as string
    const first = await stripe.refunds.create({ payment_intent: intent, amount: 1000 })
    expect(first).toMatchObject({ object: 'refund', amount: 1000, status: 'succeeded' })
    expect(first.id).toMatch(/^re_/)
    await expect(
      stripe.refunds.create({ payment_intent: intent, amount: 5000 }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'amount' })
    const rest = await stripe.refunds.create({ payment_intent: intent, metadata: { why: 'x' } })
    expect(rest).toMatchObject({ amount: 1968, metadata: { why: 'x' } })
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    })
    await fake.settled()
    const refunded = fake.events.filter((e) => e.type === 'charge.refunded')
    expect(refunded.map((e) => e.data.object)).toMatchObject([
      { payment_intent: intent, amount: 2968, amount_refunded: 1000, refunded: false },
      { payment_intent: intent, amount: 2968, amount_refunded: 2968, refunded: true },
    ])
  })

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await createSession({ idempotencyKey: 'order-1-attempt-1' })
    const again = await createSession({ idempotencyKey: 'order-1-attempt-1' })
    expect(again.id).toBe(first.id)
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true')
    await expect(
      stripe.refunds.create({ payment_intent: 'pi_x' }, { idempotencyKey: 'order-1-attempt-1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' })
  })

  it('expires an open session and refuses to expire a complete one', async () => {
    const session = await createSession()
    const expired = await stripe.checkout.sessions.expire(session.id)
    expect(expired).toMatchObject({ status: 'expired', url: null })
    await fake.settled()
    expect(fake.events.at(-1)?.type).toBe('checkout.session.expired')
    const paid = await paidSession()
    await expect(stripe.checkout.sessions.expire(paid.id)).rejects.toMatchObject({
      statusCode: 400,
    })
  })

  it('fails and delays the next calls on demand', async () => {
    fake.failNext(1)
    await expect(createSession()).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError)
    await expect(createSession()).resolves.toMatchObject({ status: 'open' })

    const impatient = new Stripe('sk_test_x', {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeout: 50,
    })
    fake.delayNext(1, 1000)
    await expect(impatient.checkout.sessions.retrieve('cs_test_x')).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    )
  })

  it('delivers twice, holds and flushes in reverse, resends, and sends forged bodies', async () => {
    fake.setWebhookMode('twice')
    const twice = await paidSession()
    const pair = await hook.waitFor(2)
    expect(pair.map((d) => JSON.parse(d.body).id)).toEqual([
      fake.events.at(-1)!.id,
      fake.events.at(-1)!.id,
    ])
    expect(JSON.parse(pair[0]!.body).data.object.id).toBe(twice.id)

    fake.setWebhookMode('hold')
    const session = await createSession()
    await stripe.checkout.sessions.expire(session.id)
    const held = await paidSession()
    expect(hook.received).toHaveLength(2)
    expect(await fake.flush({ reverse: true })).toBe(2)
    const flushed = (await hook.waitFor(4)).slice(2).map((d) => JSON.parse(d.body))
    expect(flushed.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.expired',
    ])
    expect(flushed[0].data.object.id).toBe(held.id)

    const original = hook.received[2]!
    const resent = await fake.resend(flushed[0].id)
    expect(resent.status).toBe(200)
    const replay = (await hook.waitFor(5))[4]!
    expect(replay.body).toBe(original.body)
    expect(
      stripe.webhooks.constructEvent(replay.body, replay.headers['stripe-signature']!, secret).id,
    ).toBe(flushed[0].id)

    fake.setWebhookMode('now')
    const forged = await fake.sendRaw('{"id":"evt_forged"}', 't=1,v1=00')
    expect(forged.event).toBeUndefined()
    expect((await hook.waitFor(6))[5]!.headers['stripe-signature']).toBe('t=1,v1=00')
    const custom = fake.emit('checkout.session.completed', { ...held, amount_total: 1 })
    const last = (await hook.waitFor(7))[6]!
    expect(
      stripe.webhooks.constructEvent(last.body, last.headers['stripe-signature']!, secret).id,
    ).toBe(custom.id)
  })

  it('is driven over HTTP by /__control', async () => {
    const post = (body: unknown) =>
      fetch(`${fake.url}/__control`, { method: 'POST', body: JSON.stringify(body) })
    expect((await post({ webhookMode: 'drop', failNext: 1 })).status).toBe(200)
    await expect(createSession()).rejects.toMatchObject({ statusCode: 500 })
    await paidSession()
    expect(hook.received).toHaveLength(0)
    const res = await post({ webhookMode: 'hold', emit: { type: 'ping', object: { x: 1 } } })
    const { emitted } = (await res.json()) as { emitted: { id: string } }
    const events = await (await fetch(`${fake.url}/__control/events`)).json()
    expect(events).toMatchObject({ mode: 'hold', held: [emitted.id] })
    expect(await (await post({ flush: { reverse: false }, settle: true })).json()).toMatchObject({
      flushed: 1,
    })
    expect(hook.received).toHaveLength(1)
    expect((await post({ webhookMode: 'sideways' })).status).toBe(400)
    expect((await fetch(`${fake.url}/__health`)).status).toBe(200)
  })
})
