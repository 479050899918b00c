import type { Order } from '@app/domain/orders'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { enrolments, paymentEvents, payments } from '../../db/schema/index'
import { addAccount, studentsOf, type TestAccount } from '../../testing/commerce'
import {
  cardOrder as newCardOrder,
  click,
  startCardApp,
  type CardApp,
} from '../../testing/payments/card-app'
import type { FakeStripe } from '../../testing/payments/fake-stripe'
import { drivers, type TestApp } from '../../testing/test-app'

/** Seeded course 1 is published at $89.29. */
const COURSE = 1
const COURSE_CENTS = 8929

describe.each(drivers)('card payments through Stripe Checkout on %s', (driver) => {
  let cards: CardApp
  let t: TestApp
  let stripe: FakeStripe
  let admin: TestAccount

  beforeAll(async () => {
    // The fake posts its events to the app's webhook, as Stripe would.
    cards = await startCardApp(driver)
    ;({ t, stripe } = cards)
    admin = await addAccount(t, 'admin', 'Ada Admin')
  })
  afterAll(() => cards.close())
  beforeEach(() => stripe.reset())

  const db = () => t.database.db
  const get = <T>(url: string, account: TestAccount) =>
    t.app.inject({ method: 'GET', url, headers: account.auth }).then((r) => r.json<T>())

  /** A new student's card order of one course. */
  const cardOrder = async (courseId = COURSE) => ({
    ...(await newCardOrder(t, [courseId])),
    courseId,
  })

  async function payPage(order: Order, student: TestAccount) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: student.auth,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    return res.json<{ redirectUrl: string }>().redirectUrl
  }

  const orderOf = (order: Order, student: TestAccount) =>
    get<Order>(`/api/orders/${order.id}`, student)
  const enrolmentsOf = async (userId: string) =>
    (await db().select({ n: count() }).from(enrolments).where(eq(enrolments.userId, userId)))[0]!.n
  const sessionEvent = (type: string) => stripe.events.filter((e) => e.type === type)

  it('offers card once Stripe is set up, and describes how to pay online', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/payments/methods' })
    expect(methods.json()).toEqual({ card: true, paypal: false })
    const { order } = await cardOrder()
    expect(order).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'card',
      payOnline: true,
    })
    expect(order.paymentInstructions).toContain('by card on the secure payment page')
  })

  it('takes the buyer to the hosted page; the signed webhook marks the order paid and enrols once', async () => {
    const { student, order, courseId } = await cardOrder()
    const students = await studentsOf(db(), courseId)
    const page = await payPage(order, student)
    expect(page.startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true)
    const session = [...stripe.sessions.values()].find((s) => page.endsWith(s.id))!
    expect(session).toMatchObject({ amount_total: COURSE_CENTS, currency: 'usd' })
    expect(session.metadata).toMatchObject({ order_id: order.id })

    const bump = vi.spyOn(t.app.contentVersion, 'bump')
    const back = await click(page, 'pay')
    expect(back.status).toBe(303)
    await stripe.settled()
    // The course's students are public: the paid event moves the content version.
    expect(bump).toHaveBeenCalled()
    bump.mockRestore()
    expect(stripe.deliveries.at(-1)).toMatchObject({ status: 200 })
    expect(await orderOf(order, student)).toMatchObject({ status: 'paid', payOnline: false })
    expect(await enrolmentsOf(student.id)).toBe(1)

    // The buyer's return asks Stripe too: the order is paid already, nothing happens twice.
    const url = new URL(back.location!)
    const returned = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
    expect(returned.statusCode).toBe(303)
    expect(returned.headers.location).toContain(`/shop-order?id=${order.id}&payment=paid`)
    const paid = await orderOf(order, student)
    expect(paid.history.map((h) => [h.status, h.by])).toEqual([
      ['pending_payment', 'Checkout'],
      ['paid', 'Stripe'],
    ])
    expect(await enrolmentsOf(student.id)).toBe(1)
    expect(await studentsOf(db(), courseId)).toBe(students + 1)
  })

  it('changes nothing on a replayed or twice-delivered event', async () => {
    stripe.setWebhookMode('twice')
    const { student, order, courseId } = await cardOrder()
    const students = await studentsOf(db(), courseId)
    await click(await payPage(order, student), 'pay')
    await stripe.settled()
    const completed = sessionEvent('checkout.session.completed').at(-1)!
    const replay = await stripe.resend(completed.id)
    expect(replay.status).toBe(200)
    const outcomes = await db()
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, completed.id))
    expect(outcomes).toEqual([{ outcome: 'paid' }])
    expect(await enrolmentsOf(student.id)).toBe(1)
    expect(await studentsOf(db(), courseId)).toBe(students + 1)
    expect((await orderOf(order, student)).history).toHaveLength(2)
  })

  it('answers 400 to a delivery whose signature does not verify, and applies nothing', async () => {
    const { student, order } = await cardOrder()
    await payPage(order, student)
    const session = [...stripe.sessions.values()].at(-1)!
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, payment_status: 'paid', status: 'complete' } },
    })
    const bad = await stripe.sendRaw(forged, stripe.sign(forged).replace(/v1=\w{4}/, 'v1=0000'))
    expect(bad.status).toBe(400)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged,
    })
    expect(unsigned.statusCode).toBe(400)
    expect(unsigned.json()).toEqual({ error: expect.any(String) })
    // Signed with another secret.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: forged,
    })
    expect(other.statusCode).toBe(400)
    expect((await orderOf(order, student)).status).toBe('pending_payment')
  })

  it('keeps a declined card pending and lets the buyer try again on the same page', async () => {
    const { student, order } = await cardOrder()
    const page = await payPage(order, student)
    stripe.declineNext()
    const declined = await click(page, 'pay')
    expect([declined.status, declined.text]).toEqual([200, expect.stringContaining('declined')])
    expect((await orderOf(order, student)).status).toBe('pending_payment')
    // Pay again: the open attempt is offered again, not a second one.
    expect(await payPage(order, student)).toBe(page)
    expect((await click(page, 'pay')).status).toBe(303)
    await stripe.settled()
    expect((await orderOf(order, student)).status).toBe('paid')
  })

  it('ends in the right state when events arrive late and out of order', async () => {
    stripe.setWebhookMode('hold')
    const { student, order } = await cardOrder()
    const page = await payPage(order, student)
    const session = [...stripe.sessions.values()].find((s) => page.endsWith(s.id))!
    await click(page, 'pay')
    // An "expired" for the same session delivered before the "completed" it came after.
    stripe.emit('checkout.session.expired', { ...session, status: 'expired' })
    expect(await stripe.flush({ reverse: true })).toBe(2)
    await stripe.settled()
    expect((await orderOf(order, student)).status).toBe('paid')
  })

  it('flags an order whose payment does not match its total, and grants nothing', async () => {
    stripe.setWebhookMode('drop')
    const { student, order } = await cardOrder()
    const page = await payPage(order, student)
    const session = [...stripe.sessions.values()].find((s) => page.endsWith(s.id))!
    stripe.setWebhookMode('now')
    stripe.emit('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_wrong_amount',
      amount_total: 100,
    })
    await stripe.settled()
    const admins = await get<Order>(`/api/admin/orders/${order.id}`, admin)
    expect(admins.status).toBe('pending_payment')
    expect(admins.paymentIssue).toContain('$1.00 USD')
    expect(await enrolmentsOf(student.id)).toBe(0)
  })

  it('ignores an event for a payment it never opened', async () => {
    stripe.emit('checkout.session.completed', {
      id: 'cs_test_unknown',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 500,
      currency: 'usd',
      metadata: {},
    })
    await stripe.settled()
    expect(stripe.deliveries.at(-1)).toMatchObject({ status: 200 })
    const [row] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, stripe.events.at(-1)!.id))
    expect(row?.outcome).toBe('ignored: no such payment')
  })

  it('flags money that arrives after the order was cancelled, and enrols nobody', async () => {
    stripe.setWebhookMode('hold')
    const { student, order } = await cardOrder()
    const page = await payPage(order, student)
    await click(page, 'pay')
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await stripe.flush()
    await stripe.settled()
    const admins = await get<Order>(`/api/admin/orders/${order.id}`, admin)
    expect(admins.status).toBe('cancelled')
    expect(admins.paymentIssue).toContain('after it was cancelled')
    expect(await enrolmentsOf(student.id)).toBe(0)
  })

  it('closes the open page when an admin cancels the order', async () => {
    const { student, order } = await cardOrder()
    const page = await payPage(order, student)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    })
    expect(res.statusCode).toBe(200)
    const session = [...stripe.sessions.values()].find((s) => page.endsWith(s.id))!
    expect(stripe.sessions.get(session.id)?.status).toBe('expired')
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: student.auth,
    })
    expect(again.statusCode).toBe(409)
  })

  it('answers 503 when Stripe does not answer, and keeps the order', async () => {
    const { student, order } = await cardOrder()
    stripe.failNext(5)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: student.auth,
    })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ error: expect.stringContaining('Your order is kept') })
    expect((await orderOf(order, student)).status).toBe('pending_payment')
  })

  it("opens no page for someone else's order", async () => {
    const { order } = await cardOrder()
    const stranger = await addAccount(t, 'student')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: stranger.auth,
    })
    expect(res.statusCode).toBe(404)
    const open = await db()
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.orderId, order.id)))
    expect(open[0]!.n).toBe(0)
  })
})
