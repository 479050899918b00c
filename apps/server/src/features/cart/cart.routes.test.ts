import type { CartQuote } from '@app/domain/cart'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courses, products } from '../../db/schema/index'
import {
  addAccount,
  addCoupon,
  addProduct,
  billing,
  placeOrder,
  type TestAccount,
} from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

/** Seeded courses: 1 is published, 11 is free, 48 is a draft. */
const COURSE = 1
const FREE_COURSE = 11
const DRAFT_COURSE = 48

describe.each(drivers)('POST /api/cart/quote on %s', (driver) => {
  let t: TestApp
  let student: TestAccount
  let teacher: TestAccount
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    student = await addAccount(t, 'student')
    teacher = await addAccount(t, 'teacher')
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const quoteRaw = (body: unknown, account?: TestAccount) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      headers: account ? account.auth : {},
      payload: body as object,
    })
  const quote = async (body: unknown, account?: TestAccount) => {
    const res = await quoteRaw(body, account)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<CartQuote>()
  }
  const line = (kind: 'course' | 'product', id: number, quantity = 1) => ({ kind, id, quantity })

  it('prices lines with the current database prices, stock and images', async () => {
    const product = await addProduct(db(), { priceCents: 1234, stock: 7, title: 'Brush Pens' })
    const [course] = await db().select().from(courses).where(eq(courses.id, COURSE))
    const body = await quote({
      lines: [{ ...line('product', product.id, 2), priceCents: 1 }, line('course', COURSE)],
    })
    expect(body).toEqual({
      lines: [
        {
          kind: 'product',
          id: product.id,
          title: 'Brush Pens',
          imgSrc: `/api/products/${product.id}/cover.svg`,
          quantity: 2,
          unitPriceCents: 1234,
          lineTotalCents: 2468,
          stock: 7,
          problem: null,
        },
        {
          kind: 'course',
          id: COURSE,
          title: course!.title,
          imgSrc: '',
          quantity: 1,
          unitPriceCents: course!.priceCents,
          lineTotalCents: course!.priceCents,
          stock: null,
          problem: null,
        },
      ],
      subtotalCents: 2468 + course!.priceCents,
      discountCents: 0,
      shippingCents: 2000,
      totalCents: 2468 + course!.priceCents + 2000,
      coupon: null,
      couponError: null,
      needsStudentAccount: true,
    })
  })

  it('follows a price change in the database', async () => {
    const product = await addProduct(db(), { priceCents: 1000 })
    expect((await quote({ lines: [line('product', product.id)] })).subtotalCents).toBe(1000)
    await db().update(products).set({ priceCents: 1500 }).where(eq(products.id, product.id))
    expect((await quote({ lines: [line('product', product.id)] })).subtotalCents).toBe(1500)
  })

  it('shows the discount of an accepted coupon, after the subtotal and before shipping', async () => {
    const product = await addProduct(db(), { priceCents: 10_000 })
    const coupon = await addCoupon(db(), {
      kind: 'percent',
      value: 10,
      description: '10% off your order',
    })
    const body = await quote({
      lines: [line('product', product.id)],
      couponCode: ` ${coupon.code.toLowerCase()} `,
    })
    expect(body).toMatchObject({
      subtotalCents: 10_000,
      discountCents: 1000,
      shippingCents: 2000,
      totalCents: 11_000,
      coupon: { code: coupon.code, description: '10% off your order' },
      couponError: null,
    })
  })

  it.each([
    ['unknown', async () => 'NO-SUCH-CODE', 'Coupon NO-SUCH-CODE does not exist'],
    [
      'expired',
      async () => (await addCoupon(db(), { expiresAt: new Date('2021-06-01T00:00:00Z') })).code,
      'Coupon {code} has expired',
    ],
    [
      'used up',
      async () => (await addCoupon(db(), { usageLimit: 3, usedCount: 3 })).code,
      'Coupon {code} has been used up',
    ],
    [
      'below its minimum',
      async () => (await addCoupon(db(), { minSubtotalCents: 5000 })).code,
      'Coupon {code} needs a subtotal of at least $50.00',
    ],
  ])('explains a coupon that is %s in couponError', async (_name, makeCode, message) => {
    const product = await addProduct(db(), { priceCents: 1000 })
    const code = await makeCode()
    const body = await quote({ lines: [line('product', product.id)], couponCode: code })
    expect(body).toMatchObject({
      coupon: null,
      couponError: message.replace('{code}', code),
      discountCents: 0,
      totalCents: 3000,
    })
  })

  it('explains a coupon the signed-in customer has used up', async () => {
    const product = await addProduct(db(), { priceCents: 1000 })
    const coupon = await addCoupon(db(), { perCustomerLimit: 1 })
    const buyer = await addAccount(t, 'student')
    const body = { lines: [line('product', product.id)], couponCode: coupon.code }
    expect((await quote(body, buyer)).couponError).toBeNull()
    const order = await placeOrder(t, { ...body, billing: billing() }, { headers: buyer.auth })
    expect(order.statusCode, order.body).toBe(201)
    expect((await quote(body, buyer)).couponError).toBe(
      `You have already used coupon ${coupon.code}`,
    )
    expect((await quote(body, student)).couponError).toBeNull()
  })

  it.each([
    ['a guest', undefined, true],
    ['a teacher', 'teacher', true],
    ['a student', 'student', false],
  ] as const)('says whether %s needs a student account for courses', async (_n, who, needs) => {
    const account = who === 'teacher' ? teacher : who === 'student' ? student : undefined
    expect((await quote({ lines: [line('course', COURSE)] }, account)).needsStudentAccount).toBe(
      needs,
    )
    const product = await addProduct(db())
    expect(
      (await quote({ lines: [line('product', product.id)] }, account)).needsStudentAccount,
    ).toBe(false)
  })

  it('returns unknown and unavailable items as lines with a problem, priced at nothing', async () => {
    const product = await addProduct(db(), { priceCents: 500 })
    const body = await quote({
      lines: [
        line('product', product.id),
        line('product', 424_242),
        line('course', DRAFT_COURSE),
        line('course', 999_999),
      ],
    })
    expect(body.lines.map((l) => [l.id, l.problem])).toEqual([
      [product.id, null],
      [424_242, 'Product 424242 is no longer available'],
      [DRAFT_COURSE, `Course ${DRAFT_COURSE} is no longer available`],
      [999_999, 'Course 999999 is no longer available'],
    ])
    expect(body.subtotalCents).toBe(500)
  })

  it('flags lines the stock or the account cannot satisfy', async () => {
    const few = await addProduct(db(), { stock: 2, title: 'Rare Print' })
    const none = await addProduct(db(), { stock: 0, title: 'Old Calendar' })
    const buyer = await addAccount(t, 'student')
    const free = await placeOrder(
      t,
      { lines: [line('course', FREE_COURSE)], billing: billing() },
      { headers: buyer.auth },
    )
    expect(free.statusCode, free.body).toBe(201)
    const body = await quote(
      {
        lines: [
          line('product', few.id, 3),
          line('product', none.id),
          line('course', FREE_COURSE),
          line('course', COURSE, 2),
        ],
      },
      buyer,
    )
    expect(body.lines.map((l) => [l.title, l.quantity, l.problem])).toEqual([
      ['Rare Print', 3, 'Only 2 left of Rare Print'],
      ['Old Calendar', 1, 'Old Calendar is sold out'],
      [expect.any(String), 1, expect.stringMatching(/^You are already enrolled in /)],
      [expect.any(String), 1, 'A course is bought once'],
    ])
  })

  it('quotes an empty cart as zero', async () => {
    expect(await quote({ lines: [] })).toMatchObject({
      lines: [],
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      needsStudentAccount: false,
    })
  })

  it.each([
    [
      { lines: [{ kind: 'product', id: 1, quantity: 0 }] },
      'Quantity must be a whole number of at least 1',
    ],
    [{ lines: [{ kind: 'book', id: 1, quantity: 1 }] }, expect.any(String)],
    [{ lines: 'all of them' }, expect.any(String)],
  ])('answers 400 with a message for a malformed cart %#', async (body, error) => {
    const res = await quoteRaw(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
  })
})
