import type { Order } from '@app/domain/orders'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { enrolments, paymentEvents } from '../../db/schema/index'
import { addAccount, billing, placeOrder, type TestAccount } from '../../testing/commerce'
import { startFakePaypal, type FakePaypal } from '../../testing/payments/fake-paypal'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const COURSE = 1
const COURSE_VALUE = '89.29'
const CREDENTIALS = { clientId: 'paypal-test-client', clientSecret: 'paypal-test-secret' }
const WEBHOOK_ID = 'WH-LEARNLANE-TEST'

describe.each(drivers)('PayPal payments on %s', (driver) => {
  let t: TestApp
  let paypal: FakePaypal

  beforeAll(async () => {
    paypal = await startFakePaypal({ ...CREDENTIALS, webhookId: WEBHOOK_ID })
    t = await buildTestApp(driver, {
      seed: true,
      PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
      PAYPAL_API_URL: paypal.url,
    })
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    paypal.setWebhookUrl(`${address}/api/payments/paypal/webhook`)
  })
  afterAll(async () => {
    await t.close()
    await paypal.close()
  })
  beforeEach(() => paypal.reset())

  const db = () => t.database.db
  const enrolmentsOf = async (userId: string) =>
    (await db().select({ n: count() }).from(enrolments).where(eq(enrolments.userId, userId)))[0]!.n

  async function paypalOrder() {
    const student = await addAccount(t, 'student')
    const res = await placeOrder(
      t,
      {
        lines: [{ kind: 'course', id: COURSE, quantity: 1 }],
        billing: billing({ email: student.email }),
        paymentMethod: 'paypal',
      },
      { headers: student.auth },
    )
    expect(res.statusCode, res.body).toBe(201)
    return { student, order: res.json<Order>() }
  }

  async function approvalPage(order: Order, student: TestAccount) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: student.auth,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ redirectUrl: string }>().redirectUrl
  }

  /** The buyer approves (or cancels) on PayPal's page; answers where PayPal sends them. */
  async function decide(page: string, action: 'approve' | 'cancel') {
    const token = new URL(page).searchParams.get('token')!
    const res = await fetch(`${paypal.url}/checkoutnow`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, action }).toString(),
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    return new URL(res.headers.get('location')!)
  }

  /** The buyer's browser back on the shop's return address. */
  async function comeBack(location: URL) {
    const res = await t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` })
    expect(res.statusCode, res.body).toBe(303)
    return res.headers.location!
  }

  const orderOf = (order: Order, student: TestAccount) =>
    t.app
      .inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: student.auth })
      .then((r) => r.json<Order>())

  it('offers PayPal online once it is set up', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/payments/methods' })
    expect(methods.json()).toEqual({ card: false, paypal: true })
    const { order } = await paypalOrder()
    expect(order.payOnline).toBe(true)
    expect(order.paymentInstructions).toContain('with PayPal')
    const card = await placeOrder(t, {
      lines: [{ kind: 'product', id: 1, quantity: 1 }],
      billing: billing(),
      paymentMethod: 'card',
    })
    expect(card.statusCode).toBe(400)
    expect(card.json()).toEqual({ error: 'Card payments are not available at the moment' })
  })

  it('captures the approved order on return, and the signed webhook after it changes nothing', async () => {
    const { student, order } = await paypalOrder()
    const page = await approvalPage(order, student)
    const created = paypal.orders.get(new URL(page).searchParams.get('token')!)!
    expect(created.purchase_units[0]).toMatchObject({
      custom_id: order.id,
      amount: { currency_code: 'USD', value: COURSE_VALUE },
    })
    const receipt = await comeBack(await decide(page, 'approve'))
    expect(receipt).toContain(`/shop-order?id=${order.id}&payment=paid`)
    expect(await orderOf(order, student)).toMatchObject({ status: 'paid' })
    expect(await enrolmentsOf(student.id)).toBe(1)

    await paypal.settled()
    const completed = paypal.events.find((e) => e.event_type === 'PAYMENT.CAPTURE.COMPLETED')!
    expect(paypal.deliveries.at(-1)).toMatchObject({ status: 200 })
    const [row] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, completed.id))
    // The capture's webhook may come before or after the capture's answer: whichever is
    // second finds the order paid.
    const outcomes = await db()
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id))
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['ignored: already paid', 'paid'])
    expect(row).toBeDefined()
    expect((await paypal.resend(completed.id)).status).toBe(200)
    expect(await enrolmentsOf(student.id)).toBe(1)
    expect((await orderOf(order, student)).history.map((h) => h.by)).toEqual(['Checkout', 'PayPal'])
  })

  it('flags a capture whose amount differs from the order, and grants nothing', async () => {
    const { student, order } = await paypalOrder()
    const page = await approvalPage(order, student)
    paypal.emit('PAYMENT.CAPTURE.COMPLETED', {
      id: 'CAPTURE-WRONG-AMOUNT',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '0.01' },
      custom_id: order.id,
      supplementary_data: { related_ids: { order_id: new URL(page).searchParams.get('token') } },
    })
    await paypal.settled()
    expect(paypal.deliveries.at(-1)).toMatchObject({ status: 200 })
    expect(await orderOf(order, student)).toMatchObject({
      status: 'pending_payment',
      paymentIssue: null,
    })
    const admin = await addAccount(t, 'admin')
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: admin.auth,
    })
    expect(stored.json<Order>().paymentIssue).toContain('PayPal reported $0.01 USD')
    expect(await enrolmentsOf(student.id)).toBe(0)
  })

  it('keeps a declined payment pending, says so, and pays on a second try', async () => {
    const { student, order } = await paypalOrder()
    paypal.declineNext()
    const receipt = await comeBack(await decide(await approvalPage(order, student), 'approve'))
    expect(receipt).toContain('payment=declined')
    expect((await orderOf(order, student)).status).toBe('pending_payment')
    const again = await comeBack(await decide(await approvalPage(order, student), 'approve'))
    expect(again).toContain('payment=paid')
    expect((await orderOf(order, student)).status).toBe('paid')
  })

  it('sends the buyer who cancels on PayPal back to the receipt, nothing paid', async () => {
    const { student, order } = await paypalOrder()
    const back = await decide(await approvalPage(order, student), 'cancel')
    expect(back.pathname).toBe('/shop-order')
    expect(back.searchParams.get('payment')).toBe('cancelled')
    expect((await orderOf(order, student)).status).toBe('pending_payment')
  })

  it('answers 400 to a delivery PayPal did not sign', async () => {
    const { student, order } = await paypalOrder()
    await comeBack(await decide(await approvalPage(order, student), 'approve'))
    await paypal.settled()
    const real = paypal.deliveries.at(-1)!
    const altered = real.body.replace(COURSE_VALUE, '0.01')
    expect((await paypal.sendRaw(altered, real.headers)).status).toBe(400)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook',
      headers: { 'content-type': 'application/json' },
      payload: real.body,
    })
    expect(unsigned.statusCode).toBe(400)
    expect(unsigned.json()).toEqual({ error: expect.any(String) })
  })

  it('sends a granted refund back through PayPal, once', async () => {
    const { student, order } = await paypalOrder()
    await comeBack(await decide(await approvalPage(order, student), 'approve'))
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/me/orders/${order.id}/refunds`,
        headers: student.auth,
        payload: { courseId: COURSE, reason: 'Bought it twice by mistake' },
      })
    const res = await ask()
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<{ state: string }>().state).toBe('granted')
    await paypal.settled()
    const refunds = paypal.events.filter((e) => e.event_type === 'PAYMENT.CAPTURE.REFUNDED')
    expect(
      refunds.map((e) => (e.resource as { amount?: { value?: string } }).amount?.value),
    ).toEqual([COURSE_VALUE])
    expect((await ask()).statusCode).toBe(409)
    expect(await enrolmentsOf(student.id)).toBe(0)
  })
})
