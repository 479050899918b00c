import type { EnrolmentList } from '@app/domain/learning'
import type { Order, OrderList } from '@app/domain/orders'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  couponRedemptions,
  courseClaims,
  courseFacetState,
  coupons,
  courses,
  enrolments,
  orders,
  outbox,
} from '../../db/schema/index'
import {
  addAccount,
  addCoupon,
  addProduct,
  billing,
  newKey,
  placeOrder,
  shopState,
  stockOf,
  studentsOf,
  type TestAccount,
} from '../../testing/commerce'
import { testConfig } from '../../config'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

/** Seeded courses: 1 is published at $89.29, 11 is free, 48 is a draft. */
const PAID_COURSE = 1
const PAID_COURSE_CENTS = 8929
const FREE_COURSE = 11
const DRAFT_COURSE = 48

describe.each(drivers)('orders on %s', (driver) => {
  let t: TestApp
  let admin: TestAccount
  let teacher: TestAccount
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    admin = await addAccount(t, 'admin', 'Ada Admin')
    teacher = await addAccount(t, 'teacher')
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const productLine = (id: number, quantity = 1) => ({ kind: 'product', id, quantity })
  const courseLine = (id: number) => ({ kind: 'course', id, quantity: 1 })
  const get = (url: string, account?: TestAccount) =>
    t.app.inject({ method: 'GET', url, headers: account ? account.auth : {} })
  const move = (id: string, status: string, account: TestAccount | null = admin, note?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: account ? account.auth : {},
      payload: { status, ...(note ? { note } : {}) },
    })
  const placed = async (body: unknown, account?: TestAccount) => {
    const res = await placeOrder(t, body, account ? { headers: account.auth } : {})
    expect(res.statusCode, res.body).toBe(201)
    return res.json<Order>()
  }

  describe('POST /api/orders', () => {
    it('prices a guest order on the server and ignores the prices and totals in the body', async () => {
      const product = await addProduct(db(), { priceCents: 2500, stock: 10, title: 'Desk Lamp' })
      const res = await placeOrder(t, {
        lines: [{ ...productLine(product.id, 2), priceCents: 1, unitPriceCents: 1, price: 0.01 }],
        billing: billing({ email: 'Grace.Buyer@Example.test' }),
        paymentMethod: 'bank_transfer',
        subtotalCents: 2,
        totalCents: 1,
        discountCents: 99_999,
      })
      expect(res.statusCode, res.body).toBe(201)
      const order = res.json<Order>()
      expect(order).toMatchObject({
        status: 'pending_payment',
        paymentMethod: 'bank_transfer',
        email: 'grace.buyer@example.test',
        subtotalCents: 5000,
        discountCents: 0,
        shippingCents: 2000,
        totalCents: 7000,
        couponCode: null,
        lines: [
          {
            kind: 'product',
            itemId: product.id,
            title: 'Desk Lamp',
            quantity: 2,
            unitPriceCents: 2500,
            lineTotalCents: 5000,
          },
        ],
      })
      expect(order.number).toMatch(/^LL-\d{6,}$/)
      expect(order.paymentInstructions).toContain(order.number)
      expect(order.history).toEqual([
        { status: 'pending_payment', at: expect.any(String), by: 'Checkout', note: null },
      ])
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id))
      expect(row!.totalCents).toBe(7000)
      expect(row!.userId).toBeNull()
      expect(await stockOf(db(), product.id)).toBe(8)
    })

    it('stores the confirmation e-mail for the billing address in the outbox', async () => {
      const product = await addProduct(db(), { title: 'Sketchbook' })
      const order = await placed({
        lines: [productLine(product.id)],
        billing: billing({ email: 'mail-me@example.test' }),
      })
      const mails = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'mail-me@example.test'))
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ template: 'order-confirmation', status: 'pending' })
      expect(mails[0]!.subject).toContain(order.number)
      expect(mails[0]!.body).toContain('Sketchbook')
      expect(mails[0]!.body).toContain('Total: $45.00')
      expect(mails[0]!.body).toContain(order.paymentInstructions!)
      expect(mails[0]!.body).toContain(
        `See your order at any time: ${testConfig().PUBLIC_URL}/shop-order?id=${order.id}\n`,
      )
      expect(testConfig().PUBLIC_URL).toMatch(/^https?:\/\/[^/]+/)
      expect(mails[0]!.params).toEqual({ orderId: order.id, number: order.number })
    })

    it('creates one order from 50 concurrent requests with one Idempotency-Key', async () => {
      const product = await addProduct(db(), { stock: 100 })
      const key = newKey()
      const body = { lines: [productLine(product.id, 3)], billing: billing() }
      const results = await Promise.all(
        Array.from({ length: 50 }, () => placeOrder(t, body, { key })),
      )
      expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201))
      const ids = new Set(results.map((r) => r.json<Order>().id))
      expect(ids.size).toBe(1)
      const [stored] = await db()
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.idempotencyKey, key))
      expect(stored!.n).toBe(1)
      expect(await stockOf(db(), product.id)).toBe(97)
      const mails = await db()
        .select({ n: count() })
        .from(outbox)
        .where(eq(outbox.recipient, body.billing.email))
      expect(mails[0]!.n).toBe(1)
    })

    it('answers a replayed key with the same order and refuses it with another body (422)', async () => {
      const product = await addProduct(db())
      const key = newKey()
      const body = { lines: [productLine(product.id)], billing: billing() }
      const first = await placeOrder(t, body, { key })
      const again = await placeOrder(t, body, { key })
      expect(again.statusCode).toBe(201)
      expect(again.json()).toEqual(first.json())

      const before = await shopState(db(), [product.id])
      const other = await placeOrder(t, { ...body, lines: [productLine(product.id, 2)] }, { key })
      expect(other.statusCode).toBe(422)
      expect(other.json()).toEqual({
        error: 'This Idempotency-Key was already used for a different order',
      })
      // The same body from someone else is another request too.
      const student = await addAccount(t, 'student')
      const asStudent = await placeOrder(t, body, { key, headers: student.auth })
      expect(asStudent.statusCode).toBe(422)
      expect(await shopState(db(), [product.id])).toEqual(before)
    })

    it('applies a coupon limited to one use once under 20 concurrent orders', async () => {
      const product = await addProduct(db(), { priceCents: 5000, stock: 100 })
      const coupon = await addCoupon(db(), { kind: 'fixed', value: 1000, usageLimit: 1 })
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          placeOrder(t, {
            lines: [productLine(product.id)],
            couponCode: coupon.code.toLowerCase(),
            billing: billing({ email: `coupon-race-${i}@example.test` }),
          }),
        ),
      )
      const ok = results.filter((r) => r.statusCode === 201)
      const refused = results.filter((r) => r.statusCode === 409)
      expect(ok).toHaveLength(1)
      expect(ok[0]!.json<Order>()).toMatchObject({
        couponCode: coupon.code,
        discountCents: 1000,
        totalCents: 6000,
      })
      expect(refused).toHaveLength(19)
      for (const r of refused) {
        expect(r.json()).toEqual({ error: `Coupon ${coupon.code} has been used up` })
      }
      const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
      expect(row!.usedCount).toBe(1)
      const redemptions = await db()
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id))
      expect(redemptions).toHaveLength(1)
      expect(await stockOf(db(), product.id)).toBe(99)
    })

    it('limits a coupon per customer: the same guest e-mail, in any case, uses it once', async () => {
      const product = await addProduct(db(), { priceCents: 5000 })
      const coupon = await addCoupon(db(), { perCustomerLimit: 1 })
      const body = (email: string) => ({
        lines: [productLine(product.id)],
        couponCode: coupon.code,
        billing: billing({ email }),
      })
      expect((await placeOrder(t, body('once@example.test'))).statusCode).toBe(201)
      const second = await placeOrder(t, body('ONCE@example.test'))
      expect(second.statusCode).toBe(409)
      expect(second.json()).toEqual({ error: `You have already used coupon ${coupon.code}` })
      expect((await placeOrder(t, body('someone-else@example.test'))).statusCode).toBe(201)
    })

    it('sells 5 units to 20 concurrent buyers and refuses the other 15 clearly', async () => {
      const product = await addProduct(db(), { stock: 5, title: 'Signed Poster' })
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          placeOrder(t, { lines: [productLine(product.id)], billing: billing() }),
        ),
      )
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5)
      const refused = results.filter((r) => r.statusCode === 409)
      expect(refused).toHaveLength(15)
      for (const r of refused) expect(r.json()).toEqual({ error: 'Signed Poster is sold out' })
      expect(await stockOf(db(), product.id)).toBe(0)
    })

    it('names the product and the units left when fewer are in stock than ordered', async () => {
      const product = await addProduct(db(), { stock: 3, title: 'Pocket Notebook' })
      const res = await placeOrder(t, { lines: [productLine(product.id, 4)], billing: billing() })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ error: 'Only 3 left of Pocket Notebook' })
      expect(await stockOf(db(), product.id)).toBe(3)
    })

    describe('refusals store nothing', () => {
      let product: Awaited<ReturnType<typeof addProduct>>
      let soldOut: Awaited<ReturnType<typeof addProduct>>
      let expired: Awaited<ReturnType<typeof addCoupon>>
      let student: TestAccount
      beforeAll(async () => {
        product = await addProduct(db(), { stock: 10, priceCents: 6000 })
        soldOut = await addProduct(db(), { stock: 1, title: 'Last Mug' })
        expired = await addCoupon(db(), {
          code: 'OLD-WINTER',
          expiresAt: new Date('2020-01-01T00:00:00Z'),
        })
        student = await addAccount(t, 'student')
        // The student owns the paid course already.
        await placed({ lines: [courseLine(FREE_COURSE)], billing: billing() }, student)
      })
      const good = () => ({ lines: [productLine(product.id)], billing: billing() })

      type Case = [
        name: string,
        call: () => Promise<{ statusCode: number; json: () => unknown }>,
        status: number,
        error: string | RegExp,
      ]
      const cases: Case[] = [
        [
          'an unknown product',
          () =>
            placeOrder(t, { ...good(), lines: [productLine(product.id), productLine(987_654)] }),
          409,
          'Product 987654 is no longer available',
        ],
        ...[0, -1, 1e9, 1.5].map((quantity): Case => [
          `quantity ${quantity}`,
          () => placeOrder(t, { ...good(), lines: [productLine(product.id, quantity)] }),
          400,
          /^Quantity (must be a whole number of at least 1|can be at most 99)$/,
        ]),
        [
          'a quantity sent as text',
          () =>
            placeOrder(t, {
              ...good(),
              lines: [{ kind: 'product', id: product.id, quantity: '2' }],
            }),
          400,
          'Quantity must be a whole number of at least 1',
        ],
        [
          'more units than are left (with another line that would fit)',
          () =>
            placeOrder(t, {
              ...good(),
              lines: [productLine(product.id), productLine(soldOut.id, 2)],
            }),
          409,
          'Only 1 left of Last Mug',
        ],
        [
          'an expired coupon',
          () => placeOrder(t, { ...good(), couponCode: 'old-winter' }),
          409,
          'Coupon OLD-WINTER has expired',
        ],
        [
          'an unknown coupon',
          () => placeOrder(t, { ...good(), couponCode: 'NOPE-NOT-REAL' }),
          409,
          'Coupon NOPE-NOT-REAL does not exist',
        ],
        [
          'a coupon whose minimum is not reached',
          async () => {
            const coupon = await addCoupon(db(), { minSubtotalCents: 100_000 })
            return placeOrder(t, { ...good(), couponCode: coupon.code })
          },
          409,
          /needs a subtotal of at least \$1,000\.00$/,
        ],
        [
          'malformed JSON',
          () => placeOrder(t, '{"lines": [{"kind": "product",'),
          400,
          'The request body is not valid JSON',
        ],
        [
          'a missing Idempotency-Key',
          () => placeOrder(t, good(), { key: null }),
          400,
          'An Idempotency-Key header is required',
        ],
        [
          'a short Idempotency-Key',
          () => placeOrder(t, good(), { key: 'abc' }),
          400,
          'The Idempotency-Key header must be 16-100 letters, digits, - or _',
        ],
        ['an empty cart', () => placeOrder(t, { ...good(), lines: [] }), 400, 'Your cart is empty'],
        [
          'a billing form without a first name',
          () => placeOrder(t, { ...good(), billing: billing({ firstName: ' ' }) }),
          400,
          'First name is required',
        ],
        [
          'a course line as a guest',
          () => placeOrder(t, { ...good(), lines: [courseLine(PAID_COURSE)] }),
          401,
          'Log in with a student account to buy courses',
        ],
        [
          'a course line with a forged token',
          () =>
            placeOrder(
              t,
              { ...good(), lines: [courseLine(PAID_COURSE)] },
              { headers: { authorization: 'Bearer not.a.token' } },
            ),
          401,
          'Log in with a student account to buy courses',
        ],
        [
          'a course line as a teacher',
          () =>
            placeOrder(
              t,
              { ...good(), lines: [courseLine(PAID_COURSE)] },
              { headers: teacher.auth },
            ),
          403,
          'Courses are bought with a student account. Log in as a student to buy them.',
        ],
        [
          'a course bought twice in one line',
          () =>
            placeOrder(
              t,
              { ...good(), lines: [{ kind: 'course', id: PAID_COURSE, quantity: 2 }] },
              { headers: student.auth },
            ),
          400,
          'A course is bought once',
        ],
        [
          'a course the student is already enrolled in',
          () =>
            placeOrder(
              t,
              { ...good(), lines: [productLine(product.id), courseLine(FREE_COURSE)] },
              { headers: student.auth },
            ),
          409,
          /^You are already enrolled in /,
        ],
        [
          'a draft course',
          () =>
            placeOrder(
              t,
              { ...good(), lines: [courseLine(DRAFT_COURSE)] },
              { headers: student.auth },
            ),
          409,
          `Course ${DRAFT_COURSE} is no longer available`,
        ],
        [
          'Cash on Delivery for a course-only cart',
          () =>
            placeOrder(
              t,
              { ...good(), lines: [courseLine(PAID_COURSE)], paymentMethod: 'cod' },
              { headers: student.auth },
            ),
          400,
          'Cash on Delivery is only available for orders with products to deliver',
        ],
        [
          'an unknown payment method',
          () => placeOrder(t, { ...good(), paymentMethod: 'bitcoin' }),
          400,
          'Choose a payment method',
        ],
        [
          'a product order without a street address',
          () => {
            const { street: _street, ...form } = billing()
            return placeOrder(t, { ...good(), billing: form })
          },
          400,
          'Street address is required',
        ],
        [
          'a course and a product with the course form only (no address)',
          () =>
            placeOrder(
              t,
              {
                lines: [courseLine(PAID_COURSE), productLine(product.id)],
                billing: {
                  firstName: 'Sam',
                  lastName: 'Student',
                  country: 'US',
                  email: 'sam@x.io',
                },
              },
              { headers: student.auth },
            ),
          400,
          'Street address is required',
        ],
        [
          'a product order with a phone that is not numeric',
          () => placeOrder(t, { ...good(), billing: billing({ phone: 'call me maybe' }) }),
          400,
          'Phone must be numeric',
        ],
        [
          'an unknown country',
          () => placeOrder(t, { ...good(), billing: billing({ country: 'Atlantis' }) }),
          400,
          'Choose a country / region',
        ],
        [
          'a country code that is not assigned',
          () => placeOrder(t, { ...good(), billing: billing({ country: 'XX' }) }),
          400,
          'Choose a country / region',
        ],
        [
          'billing sent as text',
          () => placeOrder(t, { ...good(), billing: 'Grace Buyer, New York' }),
          400,
          'Billing details are required',
        ],
      ]

      it.each(cases)('refuses %s', async (_name, call, status, error) => {
        const before = await shopState(db(), [product.id, soldOut.id], [expired.id])
        const res = await call()
        expect(res.statusCode, JSON.stringify(res.json())).toBe(status)
        const body = res.json() as { error: string }
        expect(Object.keys(body)).toEqual(['error'])
        if (typeof error === 'string') expect(body.error).toBe(error)
        else expect(body.error).toMatch(error)
        expect(await shopState(db(), [product.id, soldOut.id], [expired.id])).toEqual(before)
      })
    })

    it('accepts a course order with the name, e-mail and country only, and keeps no address', async () => {
      const student = await addAccount(t, 'student')
      const form = { firstName: 'Sam', lastName: 'Student', country: 'CA', email: student.email }
      const res = await placeOrder(
        t,
        { lines: [courseLine(PAID_COURSE)], billing: form },
        { headers: student.auth },
      )
      expect(res.statusCode, res.body).toBe(201)
      const order = res.json<Order>()
      expect(order.billing).toEqual(form)
      // An address sent with a course order is not kept: there is nothing to ship.
      const other = await addAccount(t, 'student')
      const withAddress = await placed(
        { lines: [courseLine(PAID_COURSE)], billing: billing({ email: other.email }) },
        other,
      )
      expect(Object.keys(withAddress.billing).sort()).toEqual([
        'country',
        'email',
        'firstName',
        'lastName',
      ])
      const [row] = await db().select().from(orders).where(eq(orders.id, withAddress.id))
      expect(row!.billing).not.toHaveProperty('street')
      expect(row!.billing).not.toHaveProperty('phone')
    })

    it('ships a product without company or apartment, and reads a sample country name as its code', async () => {
      const product = await addProduct(db())
      const {
        company: _company,
        apartment: _apartment,
        ...form
      } = billing({
        country: 'United States',
        city: 'Springfield',
      })
      const order = await placed({ lines: [productLine(product.id)], billing: form })
      expect(order.billing).toEqual({ ...form, country: 'US' })
      const empty = await placed({
        lines: [productLine(product.id)],
        billing: billing({ company: '', apartment: '  ', country: 'gb' }),
      })
      expect(empty.billing).not.toHaveProperty('company')
      expect(empty.billing).not.toHaveProperty('apartment')
      expect(empty.billing.country).toBe('GB')
    })

    it('reads an order stored with a country name (before codes) as its code', async () => {
      const buyer = await addAccount(t, 'student')
      const product = await addProduct(db())
      const order = await placed(
        { lines: [productLine(product.id)], billing: billing({ email: buyer.email }) },
        buyer,
      )
      await db()
        .update(orders)
        .set({ billing: { ...order.billing, country: 'United Kingdom' } })
        .where(eq(orders.id, order.id))
      expect((await get(`/api/orders/${order.id}`, buyer)).json<Order>().billing.country).toBe('GB')
      expect((await get('/api/me/checkout-details', buyer)).json()).toMatchObject({
        billing: { country: 'GB', street: order.billing.street },
      })
    })

    it('sells a free course at once: paid, enrolled, the e-mail stored', async () => {
      const student = await addAccount(t, 'student')
      const studentsBefore = await studentsOf(db(), FREE_COURSE)
      const order = await placed(
        { lines: [courseLine(FREE_COURSE)], billing: billing(), paymentMethod: 'paypal' },
        student,
      )
      expect(order).toMatchObject({
        status: 'paid',
        totalCents: 0,
        shippingCents: 0,
        paymentInstructions: null,
      })
      expect(order.history).toEqual([
        { status: 'paid', at: expect.any(String), by: 'Checkout', note: null },
      ])
      expect(await studentsOf(db(), FREE_COURSE)).toBe(studentsBefore + 1)
      const list = await get('/api/me/enrolments', student)
      expect(list.statusCode).toBe(200)
      expect(list.json<EnrolmentList>().items).toEqual([
        {
          courseId: FREE_COURSE,
          enrolledAt: expect.any(String),
          orderId: order.id,
          course: expect.objectContaining({ id: FREE_COURSE, priceCents: 0 }),
        },
      ])
      const mails = await db().select().from(outbox).where(eq(outbox.recipient, order.email))
      expect(mails).toHaveLength(1)
      expect(mails[0]!.body).toContain('Nothing is owed')
    })
  })

  it('enrols without making the catalog rebuild its facet counts', async () => {
    const version = async () =>
      (await db().select().from(courseFacetState).where(eq(courseFacetState.id, 1)))[0]!.version
    const before = await version()
    const student = await addAccount(t, 'student')
    await placed({ lines: [courseLine(FREE_COURSE)], billing: billing() }, student)
    expect(await version()).toBe(before)
    // A change the facets read still counts.
    await db().update(courses).set({ level: 'Beginner' }).where(eq(courses.id, FREE_COURSE))
    expect(await version()).toBe(before + 1)
  })

  describe('reading orders', () => {
    let alice: TestAccount
    let bob: TestAccount
    let aliceOrder: Order
    let guestOrder: Order
    beforeAll(async () => {
      alice = await addAccount(t, 'student')
      bob = await addAccount(t, 'student')
      const product = await addProduct(db())
      aliceOrder = await placed(
        { lines: [courseLine(PAID_COURSE), productLine(product.id)], billing: billing() },
        alice,
      )
      await placed({ lines: [productLine(product.id)], billing: billing() }, bob)
      guestOrder = await placed({ lines: [productLine(product.id)], billing: billing() })
    })

    it("shows an account's order to that account and to admins only", async () => {
      expect((await get(`/api/orders/${aliceOrder.id}`, alice)).json()).toEqual(aliceOrder)
      expect((await get(`/api/orders/${aliceOrder.id}`, admin)).statusCode).toBe(200)
      for (const res of [
        await get(`/api/orders/${aliceOrder.id}`, bob),
        await get(`/api/orders/${aliceOrder.id}`),
      ]) {
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ error: 'Order not found' })
      }
    })

    it('shows a guest order to whoever holds its id', async () => {
      expect((await get(`/api/orders/${guestOrder.id}`)).json()).toEqual(guestOrder)
      expect((await get(`/api/orders/${guestOrder.id}`, bob)).statusCode).toBe(200)
    })

    it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"])(
      'answers 404 for the order id %s',
      async (id) => {
        const res = await get(`/api/orders/${encodeURIComponent(id)}`)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toHaveProperty('error')
      },
    )

    it('lists only the caller’s orders, newest first, at /api/me/orders', async () => {
      const second = await placed(
        { lines: [productLine((await addProduct(db())).id)], billing: billing() },
        alice,
      )
      const res = await get('/api/me/orders', alice)
      expect(res.statusCode).toBe(200)
      const list = res.json<OrderList>()
      expect(list.items.map((o) => o.id)).toEqual([second.id, aliceOrder.id])
      expect(list).toMatchObject({ total: 2, page: 1, pageSize: 10, pageCount: 1 })
      expect(list.items[1]!.lines.map((l) => l.kind)).toEqual(['course', 'product'])
      expect((await get('/api/me/orders')).statusCode).toBe(401)
    })

    it('prefills checkout from the latest order, or from the account', async () => {
      const fresh = await addAccount(t, 'student', 'Sam Van Student')
      expect((await get('/api/me/checkout-details', fresh)).json()).toEqual({
        billing: { firstName: 'Sam', lastName: 'Van Student', email: fresh.email },
      })
      const form = billing({ notes: 'Leave at the door', company: 'Prefill Co' })
      await placed({ lines: [productLine((await addProduct(db())).id)], billing: form }, fresh)
      const { notes: _notes, ...expected } = form
      expect((await get('/api/me/checkout-details', fresh)).json()).toEqual({ billing: expected })
      expect((await get('/api/me/checkout-details')).statusCode).toBe(401)
    })

    it('keeps GET /api/me working beside the order routes', async () => {
      const res = await get('/api/me', alice)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ id: alice.id, role: 'student' })
    })

    it('lets only students and admins read enrolments', async () => {
      expect((await get('/api/me/enrolments', teacher)).statusCode).toBe(403)
      expect((await get('/api/me/enrolments')).statusCode).toBe(401)
      expect((await get('/api/me/enrolments', bob)).json()).toEqual({ items: [] })
    })

    it('lets admins filter orders by status and search by number or e-mail', async () => {
      const all = (await get('/api/admin/orders', admin)).json<OrderList>()
      expect(all.total).toBeGreaterThanOrEqual(3)
      const byNumber = (
        await get(`/api/admin/orders?q=${aliceOrder.number}`, admin)
      ).json<OrderList>()
      expect(byNumber.items.map((o) => o.id)).toEqual([aliceOrder.id])
      const byDigits = (
        await get(`/api/admin/orders?q=${aliceOrder.number.slice(3)}`, admin)
      ).json<OrderList>()
      expect(byDigits.items.map((o) => o.id)).toContain(aliceOrder.id)
      const byEmail = (
        await get(`/api/admin/orders?q=${guestOrder.email.slice(0, 12).toUpperCase()}`, admin)
      ).json<OrderList>()
      expect(byEmail.items.map((o) => o.id)).toEqual([guestOrder.id])
      const wildcard = (await get('/api/admin/orders?q=%25', admin)).json<OrderList>()
      expect(wildcard.total).toBe(0)
      const paid = (await get('/api/admin/orders?status=paid', admin)).json<OrderList>()
      expect(paid.items.every((o) => o.status === 'paid')).toBe(true)
      expect((await get(`/api/admin/orders/${aliceOrder.id}`, admin)).json()).toEqual(aliceOrder)
    })

    it('keeps the admin order routes for admins', async () => {
      for (const [account, status] of [
        [alice, 403],
        [teacher, 403],
        [undefined, 401],
      ] as const) {
        expect((await get('/api/admin/orders', account)).statusCode).toBe(status)
        expect((await get(`/api/admin/orders/${aliceOrder.id}`, account)).statusCode).toBe(status)
        expect((await move(aliceOrder.id, 'paid', account ?? null)).statusCode).toBe(status)
      }
      const [row] = await db().select().from(orders).where(eq(orders.id, aliceOrder.id))
      expect(row!.status).toBe('pending_payment')
    })
  })

  describe('one course, one order', () => {
    it('takes one of 30 concurrent orders of a course by one student and names it to the rest', async () => {
      const student = await addAccount(t, 'student')
      const body = { lines: [courseLine(PAID_COURSE)], billing: billing() }
      const results = await Promise.all(
        Array.from({ length: 30 }, () => placeOrder(t, body, { headers: student.auth })),
      )
      const codes = results.map((r) => r.statusCode)
      expect(codes.filter((c) => c === 201)).toHaveLength(1)
      expect(codes.filter((c) => c === 409)).toHaveLength(29)
      const order = results.find((r) => r.statusCode === 201)!.json<Order>()
      for (const refused of results.filter((r) => r.statusCode === 409)) {
        expect(refused.json()).toEqual({
          error: expect.stringMatching(
            new RegExp(`is already in your order ${order.number}, awaiting payment$`),
          ),
          openOrderId: order.id,
        })
      }
      const [held] = await db()
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, student.id))
      expect(held!.n).toBe(1)
    })

    it('refuses a second order of a course awaiting payment or bought, and allows one after a cancel', async () => {
      const student = await addAccount(t, 'student')
      const body = { lines: [courseLine(PAID_COURSE)], billing: billing() }
      const first = await placed(body, student)
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        headers: student.auth,
        payload: { lines: [courseLine(PAID_COURSE)] },
      })
      expect(quote.json().lines[0]).toMatchObject({
        problem: expect.stringContaining(`your order ${first.number}`),
        openOrderId: first.id,
      })
      const again = await placeOrder(t, body, { headers: student.auth })
      expect(again.statusCode).toBe(409)
      expect(again.json().openOrderId).toBe(first.id)

      expect((await move(first.id, 'cancelled')).statusCode).toBe(200)
      const second = await placed(body, student)
      expect((await move(second.id, 'paid')).statusCode).toBe(200)
      const bought = await placeOrder(t, body, { headers: student.auth })
      expect(bought.statusCode).toBe(409)
      expect(bought.json().error).toMatch(/^You are already enrolled in /)
      // Another student is not held back by this one's order.
      expect(
        (await placeOrder(t, body, { headers: (await addAccount(t, 'student')).auth })).statusCode,
      ).toBe(201)
    })

    it('keeps a course on a refund while another paid order still grants it', async () => {
      const student = await addAccount(t, 'student')
      const body = { lines: [courseLine(PAID_COURSE)], billing: billing() }
      // Two orders of the same course, as could be placed before one order per course was
      // enforced: the first one's claim is taken away, so the second is accepted.
      const first = await placed(body, student)
      await db()
        .delete(courseClaims)
        .where(and(eq(courseClaims.userId, student.id), eq(courseClaims.courseId, PAID_COURSE)))
      const second = await placed(body, student)
      expect((await move(first.id, 'paid')).statusCode).toBe(200)
      expect((await move(second.id, 'paid')).statusCode).toBe(200)
      const students = await studentsOf(db(), PAID_COURSE)

      expect((await move(first.id, 'refunded')).statusCode).toBe(200)
      const mine = (await get('/api/me/enrolments', student)).json<EnrolmentList>()
      expect(mine.items.map((e) => [e.courseId, e.orderId])).toEqual([[PAID_COURSE, second.id]])
      expect(await studentsOf(db(), PAID_COURSE)).toBe(students)
      // The order still paid holds the course: no third order of it.
      expect((await placeOrder(t, body, { headers: student.auth })).statusCode).toBe(409)

      expect((await move(second.id, 'refunded')).statusCode).toBe(200)
      expect((await get('/api/me/enrolments', student)).json()).toEqual({ items: [] })
      expect(await studentsOf(db(), PAID_COURSE)).toBe(students - 1)
      expect((await placeOrder(t, body, { headers: student.auth })).statusCode).toBe(201)
    })
  })

  describe('once per customer', () => {
    /** A product, a coupon usable once per customer, and an order body with that coupon. */
    const oncePerCustomer = async () => {
      const product = await addProduct(db(), { priceCents: 5000 })
      const coupon = await addCoupon(db(), { perCustomerLimit: 1 })
      const body = (email: string) => ({
        lines: [productLine(product.id)],
        couponCode: coupon.code,
        billing: billing({ email }),
      })
      return { product, coupon, body }
    }

    it('counts a signed-in order and a guest order with the same e-mail as one customer', async () => {
      const student = await addAccount(t, 'student')
      const { coupon, body } = await oncePerCustomer()
      expect((await placeOrder(t, body(student.email), { headers: student.auth })).statusCode).toBe(
        201,
      )
      const asGuest = await placeOrder(t, body(` ${student.email.toUpperCase()} `))
      expect(asGuest.statusCode).toBe(409)
      expect(asGuest.json()).toEqual({ error: `You have already used coupon ${coupon.code}` })
    })

    it('counts a guest use against the account of that e-mail, whatever e-mail it orders with', async () => {
      const student = await addAccount(t, 'student')
      const { product, coupon, body } = await oncePerCustomer()
      expect((await placeOrder(t, body(student.email))).statusCode).toBe(201)
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        headers: student.auth,
        payload: { lines: [productLine(product.id)], couponCode: coupon.code },
      })
      expect(quote.json().couponError).toBe(`You have already used coupon ${coupon.code}`)
      const signedIn = await placeOrder(t, body('other-address@example.test'), {
        headers: student.auth,
      })
      expect(signedIn.statusCode).toBe(409)
      // The same account with another coupon-free order is fine.
      const plain = await placeOrder(
        t,
        {
          lines: [productLine(product.id)],
          billing: billing({ email: 'other-address@example.test' }),
        },
        { headers: student.auth },
      )
      expect(plain.statusCode).toBe(201)
    })
  })

  describe('POST /api/admin/orders/:id/status', () => {
    it('enrols once when two admins mark an order paid at the same time, and a refund unenrols', async () => {
      const student = await addAccount(t, 'student')
      const order = await placed({ lines: [courseLine(PAID_COURSE)], billing: billing() }, student)
      expect(order).toMatchObject({ status: 'pending_payment', totalCents: PAID_COURSE_CENTS })
      expect((await get('/api/me/enrolments', student)).json()).toEqual({ items: [] })
      const before = await studentsOf(db(), PAID_COURSE)

      const results = await Promise.all([
        move(order.id, 'paid', admin, 'Transfer received'),
        move(order.id, 'paid', admin, 'Transfer received'),
      ])
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
      expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
        error: 'An order that is paid cannot be marked paid',
      })
      expect(await studentsOf(db(), PAID_COURSE)).toBe(before + 1)
      const mine = (await get('/api/me/enrolments', student)).json<EnrolmentList>()
      expect(mine.items.map((e) => [e.courseId, e.orderId])).toEqual([[PAID_COURSE, order.id]])
      expect(mine.items[0]!.course.title).toBeTruthy()

      const paid = results.find((r) => r.statusCode === 200)!.json<Order>()
      expect(paid.status).toBe('paid')
      expect(paid.paymentInstructions).toBeNull()
      expect(paid.history.map((h) => [h.status, h.by, h.note])).toEqual([
        ['pending_payment', 'Checkout', null],
        ['paid', 'Ada Admin', 'Transfer received'],
      ])
      expect(Date.parse(paid.history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(order.createdAt))

      const refunded = await move(order.id, 'refunded')
      expect(refunded.statusCode).toBe(200)
      expect(refunded.json<Order>().history.at(-1)).toMatchObject({
        status: 'refunded',
        by: 'Ada Admin',
      })
      expect((await get('/api/me/enrolments', student)).json()).toEqual({ items: [] })
      expect(await studentsOf(db(), PAID_COURSE)).toBe(before)
      const again = await move(order.id, 'paid')
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ error: 'An order that is refunded cannot be marked paid' })
    })

    it('refuses a move the order states do not allow', async () => {
      const order = await placed({
        lines: [productLine((await addProduct(db())).id)],
        billing: billing(),
      })
      const res = await move(order.id, 'completed')
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({
        error: 'An order that is awaiting payment cannot be marked completed',
      })
      expect((await move(order.id, 'shipped')).statusCode).toBe(400)
      expect((await move('00000000-0000-0000-0000-000000000000', 'paid')).statusCode).toBe(404)
    })

    it('returns the stock and releases the coupon when an order is cancelled', async () => {
      const product = await addProduct(db(), { stock: 10, priceCents: 3000 })
      const coupon = await addCoupon(db(), { usageLimit: 5, perCustomerLimit: 1 })
      const form = billing()
      const order = await placed({
        lines: [productLine(product.id, 4)],
        couponCode: coupon.code,
        billing: form,
      })
      expect(order.discountCents).toBe(1200)
      expect(await stockOf(db(), product.id)).toBe(6)
      const used = async () =>
        (await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount
      expect(await used()).toBe(1)

      const res = await move(order.id, 'cancelled', admin, 'Customer asked')
      expect(res.statusCode).toBe(200)
      expect(res.json<Order>().status).toBe('cancelled')
      expect(await stockOf(db(), product.id)).toBe(10)
      expect(await used()).toBe(0)
      const redemptions = await db()
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderId, order.id))
      expect(redemptions).toEqual([])
      // The same guest may use the coupon again.
      const next = await placeOrder(t, {
        lines: [productLine(product.id)],
        couponCode: coupon.code,
        billing: form,
      })
      expect(next.statusCode).toBe(201)
      expect((await move(order.id, 'paid')).statusCode).toBe(409)
    })

    it('returns the stock on a refund and keeps enrolments other orders made', async () => {
      const student = await addAccount(t, 'student')
      const product = await addProduct(db(), { stock: 5 })
      const free = await placed({ lines: [courseLine(FREE_COURSE)], billing: billing() }, student)
      const order = await placed(
        { lines: [productLine(product.id, 2), courseLine(PAID_COURSE)], billing: billing() },
        student,
      )
      expect((await move(order.id, 'paid')).statusCode).toBe(200)
      expect((await move(order.id, 'completed')).statusCode).toBe(200)
      expect(await stockOf(db(), product.id)).toBe(3)
      expect((await move(order.id, 'refunded')).statusCode).toBe(200)
      expect(await stockOf(db(), product.id)).toBe(5)
      const left = await db().select().from(enrolments).where(eq(enrolments.userId, student.id))
      expect(left.map((e) => [e.courseId, e.orderId])).toEqual([[FREE_COURSE, free.id]])
    })
  })
})
