import {
  PRODUCT_REFUND_REVIEW,
  type AdminRefundList,
  type Order,
  type OrderList,
  type Refund,
} from '@app/domain/orders'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  certificates,
  coupons,
  courseLessons,
  courseSections,
  enrolments,
  lessonProgress,
  orderEvents,
} from '../../db/schema/index'
import {
  addAccount,
  addCoupon,
  addProduct,
  billing,
  placeOrder,
  stockOf,
  studentsOf,
  type TestAccount,
} from '../../testing/commerce'
import {
  click,
  paidByCard as payByCard,
  payPage,
  startCardApp,
  type CardApp,
} from '../../testing/payments/card-app'
import type { FakeStripe } from '../../testing/payments/fake-stripe'
import { drivers, type TestApp } from '../../testing/test-app'
/** Seeded published paid courses. */
const COURSE = 1
const OTHER_COURSE = 2

describe.each(drivers)('refunds on %s', (driver) => {
  let cards: CardApp
  let t: TestApp
  let stripe: FakeStripe
  let admin: TestAccount

  beforeAll(async () => {
    cards = await startCardApp(driver)
    ;({ t, stripe } = cards)
    admin = await addAccount(t, 'admin', 'Ada Admin')
  })
  afterAll(() => cards.close())
  beforeEach(() => stripe.reset())

  const db = () => t.database.db
  const inject = (method: 'GET' | 'POST', url: string, who: TestAccount, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) })
  const paidByCard = async (courseIds: number[], couponCode?: string) => {
    const paid = await payByCard(cards, courseIds, couponCode)
    expect(paid.order.status).toBe('paid')
    return paid
  }

  const ask = (student: TestAccount, order: Order, courseId = COURSE, reason = 'Not for me') =>
    inject('POST', `/api/me/orders/${order.id}/refunds`, student, { courseId, reason })
  const enrolled = async (userId: string, courseId: number) =>
    (
      await db()
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    ).length === 1
  const refundedAtStripe = () =>
    stripe.events
      .filter((e) => e.type === 'charge.refunded')
      .map((e) => (e.data.object as { amount_refunded: number }).amount_refunded)

  /** Marks `share` of the course's lessons complete for the student. */
  async function complete(userId: string, courseId: number, share: number) {
    const lessons = await db()
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .innerJoin(courseSections, eq(courseSections.id, courseLessons.sectionId))
      .where(eq(courseSections.courseId, courseId))
    const done = lessons.slice(0, Math.ceil(lessons.length * share))
    await db()
      .insert(lessonProgress)
      .values(done.map((l) => ({ userId, courseId, lessonId: l.id, completedAt: new Date() })))
    return { done: done.length, total: lessons.length }
  }

  it('grants a refund at once under a quarter of the lessons: money back, course gone', async () => {
    const { student, order } = await paidByCard([COURSE])
    const students = await studentsOf(db(), COURSE)
    const bump = vi.spyOn(t.app.contentVersion, 'bump')
    const res = await ask(student, order)
    expect(res.statusCode, res.body).toBe(201)
    // The course's students are public: a granted refund moves the content version.
    expect(bump).toHaveBeenCalled()
    bump.mockRestore()
    expect(res.json<Refund>()).toMatchObject({
      state: 'granted',
      amountCents: order.totalCents,
      reviewReason: null,
    })
    expect(refundedAtStripe().at(-1)).toBe(order.totalCents)
    expect(await enrolled(student.id, COURSE)).toBe(false)
    expect(await studentsOf(db(), COURSE)).toBe(students - 1)
    const after = (await inject('GET', `/api/orders/${order.id}`, student)).json<Order>()
    expect(after.status).toBe('refunded')
    expect(after.lines[0]!.refund).toEqual({ state: 'granted', amountCents: order.totalCents })
    // Asked again (a double click): refused, and nothing is sent back twice.
    const again = await ask(student, order)
    expect(again.statusCode).toBe(409)
    expect(refundedAtStripe().filter((a) => a === order.totalCents)).toHaveLength(1)
  })

  it('refunds one course of two in part, with its share of the coupon, and keeps the other', async () => {
    const coupon = await addCoupon(db(), { kind: 'percent', value: 10 })
    const { student, order } = await paidByCard([COURSE, OTHER_COURSE], coupon.code)
    const res = await ask(student, order, OTHER_COURSE)
    expect(res.statusCode, res.body).toBe(201)
    const refund = res.json<Refund>()
    const line = order.lines.find((l) => l.itemId === OTHER_COURSE)!
    // The line's total less its share of the 10% discount.
    expect(refund.amountCents).toBe(line.lineTotalCents - Math.round(line.lineTotalCents / 10))
    expect(refundedAtStripe().at(-1)).toBe(refund.amountCents)
    const after = (await inject('GET', `/api/orders/${order.id}`, student)).json<Order>()
    expect(after.status).toBe('partially_refunded')
    expect(await enrolled(student.id, COURSE)).toBe(true)
    expect(await enrolled(student.id, OTHER_COURSE)).toBe(false)
    // Only a whole refund gives the coupon's use back.
    const used = async () =>
      (await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount
    expect(await used()).toBe(1)
    expect((await ask(student, order, COURSE)).json<Refund>().state).toBe('granted')
    expect((await inject('GET', `/api/orders/${order.id}`, student)).json<Order>().status).toBe(
      'refunded',
    )
    expect(await used()).toBe(0)
  })

  it('leaves a request from a quarter of the lessons to the admin, who grants it', async () => {
    const { student, order } = await paidByCard([COURSE])
    const { done, total } = await complete(student.id, COURSE, 0.25)
    const res = await ask(student, order, COURSE, 'The course is not what it says')
    expect(res.json<Refund>()).toMatchObject({
      state: 'pending',
      reviewReason: `${done} of ${total} lessons are complete`,
    })
    expect(await enrolled(student.id, COURSE)).toBe(true)
    const list = (
      await inject('GET', '/api/admin/refunds?state=pending', admin)
    ).json<AdminRefundList>()
    const mine = list.items.find((r) => r.orderId === order.id)!
    expect(mine).toMatchObject({
      studentEmail: student.email,
      reason: 'The course is not what it says',
    })
    const bump = vi.spyOn(t.app.contentVersion, 'bump')
    const granted = await inject('POST', `/api/admin/refunds/${mine.id}`, admin, {
      decision: 'grant',
      note: 'Agreed',
    })
    expect(bump).toHaveBeenCalled()
    bump.mockRestore()
    expect(granted.statusCode, granted.body).toBe(200)
    expect(granted.json<Refund>()).toMatchObject({ state: 'granted', note: 'Agreed' })
    expect(refundedAtStripe().at(-1)).toBe(order.totalCents)
    expect(await enrolled(student.id, COURSE)).toBe(false)
    const twice = await inject('POST', `/api/admin/refunds/${mine.id}`, admin, {
      decision: 'grant',
    })
    expect(twice.statusCode).toBe(409)
  })

  it('leaves a course with a certificate to the admin, and revokes the certificate when granted', async () => {
    const { student, order } = await paidByCard([COURSE])
    const [certificate] = await db()
      .insert(certificates)
      .values({
        userId: student.id,
        courseId: COURSE,
        learnerName: student.name,
        courseTitle: 'A course',
        instructorName: 'A mentor',
        hours: 2,
      })
      .returning()
    const refund = (await ask(student, order)).json<Refund>()
    expect(refund).toMatchObject({
      state: 'pending',
      reviewReason: 'A certificate was issued for this course',
    })
    await inject('POST', `/api/admin/refunds/${refund.id}`, admin, { decision: 'grant' })
    const page = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate!.id}` })
    expect(page.json<{ revokedAt: string | null }>().revokedAt).toEqual(expect.any(String))
  })

  it('lets the admin decline, and the student keeps the course', async () => {
    const { student, order } = await paidByCard([COURSE])
    await complete(student.id, COURSE, 0.5)
    const refund = (await ask(student, order)).json<Refund>()
    const declined = await inject('POST', `/api/admin/refunds/${refund.id}`, admin, {
      decision: 'decline',
      note: 'Half the course is done',
    })
    expect(declined.json<Refund>()).toMatchObject({ state: 'declined' })
    expect(await enrolled(student.id, COURSE)).toBe(true)
    const mine = (await inject('GET', '/api/me/orders', student)).json<OrderList>()
    expect(mine.items.find((o) => o.id === order.id)!.lines[0]!.refund).toEqual({
      state: 'declined',
      amountCents: order.totalCents,
    })
  })

  it('refuses after 30 days from payment', async () => {
    const { student, order } = await paidByCard([COURSE])
    await db()
      .update(orderEvents)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(orderEvents.orderId, order.id))
    const res = await ask(student, order)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: expect.stringContaining('within 30 days of payment') })
    expect(await enrolled(student.id, COURSE)).toBe(true)
  })

  it('keeps the request for the admin when the payment service does not answer', async () => {
    const { student, order } = await paidByCard([COURSE])
    stripe.failNext(10)
    const res = await ask(student, order)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<Refund>()).toMatchObject({ state: 'pending' })
    expect(await enrolled(student.id, COURSE)).toBe(true)
    stripe.reset()
    const granted = await inject('POST', `/api/admin/refunds/${res.json<Refund>().id}`, admin, {
      decision: 'grant',
    })
    expect(granted.json<Refund>().state).toBe('granted')
    expect(refundedAtStripe().at(-1)).toBe(order.totalCents)
  })

  it("refuses other people's orders, unpaid orders and courses not in the order", async () => {
    const { student, order } = await paidByCard([COURSE])
    const stranger = await addAccount(t, 'student')
    expect((await ask(stranger, order)).statusCode).toBe(404)
    expect((await ask(student, order, OTHER_COURSE)).statusCode).toBe(404)
    const unpaid = await placeOrder(
      t,
      {
        lines: [{ kind: 'course', id: OTHER_COURSE, quantity: 1 }],
        billing: billing({ email: stranger.email }),
        paymentMethod: 'bank_transfer',
      },
      { headers: stranger.auth },
    )
    const res = await ask(stranger, unpaid.json<Order>(), OTHER_COURSE)
    expect(res.statusCode).toBe(409)
    expect((await inject('GET', '/api/admin/refunds', student)).statusCode).toBe(403)
  })

  it('sends the rest of a card payment back when the admin refunds the whole order', async () => {
    const { order } = await paidByCard([COURSE])
    const res = await inject('POST', `/api/admin/orders/${order.id}/status`, admin, {
      status: 'refunded',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(refundedAtStripe().at(-1)).toBe(order.totalCents)
  })

  it('leaves a product to the admin, and granting puts its units back on the shelf', async () => {
    const product = await addProduct(db(), { stock: 10, priceCents: 2500 })
    const student = await addAccount(t, 'student')
    const placed = await placeOrder(
      t,
      {
        lines: [
          { kind: 'product', id: product.id, quantity: 2 },
          { kind: 'course', id: COURSE, quantity: 1 },
        ],
        billing: billing({ email: student.email }),
        paymentMethod: 'card',
      },
      { headers: student.auth },
    )
    const order = placed.json<Order>()
    await click(await payPage(t, order, student), 'pay')
    await stripe.settled()
    expect(await stockOf(db(), product.id)).toBe(8)
    const asked = await inject('POST', `/api/me/orders/${order.id}/refunds`, student, {
      productId: product.id,
      reason: 'It arrived broken',
    })
    expect(asked.json<Refund>()).toMatchObject({
      state: 'pending',
      productId: product.id,
      reviewReason: PRODUCT_REFUND_REVIEW,
    })
    const granted = await inject('POST', `/api/admin/refunds/${asked.json<Refund>().id}`, admin, {
      decision: 'grant',
    })
    expect(granted.json<Refund>().state).toBe('granted')
    expect(refundedAtStripe().at(-1)).toBe(5000)
    expect(await stockOf(db(), product.id)).toBe(10)
    expect(await enrolled(student.id, COURSE)).toBe(true)
    // The course refunded after it: the whole order is refunded, and the units are not put back twice.
    await ask(student, order)
    expect((await inject('GET', `/api/orders/${order.id}`, student)).json<Order>().status).toBe(
      'refunded',
    )
    expect(await stockOf(db(), product.id)).toBe(10)
    const both = await inject('POST', `/api/me/orders/${order.id}/refunds`, student, {
      courseId: COURSE,
      productId: product.id,
      reason: 'Both at once',
    })
    expect(both.statusCode).toBe(400)
  })
})
