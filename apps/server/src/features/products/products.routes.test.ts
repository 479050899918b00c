import { randomUUID } from 'node:crypto'
import type { Role } from '@app/domain/auth'
import { sortKey } from '@app/domain/catalog'
import type {
  Product,
  ProductListResponse,
  ProductReview,
  ProductReviewList,
} from '@app/domain/shop'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/raw-sql'
import { seed } from '../../db/seed'
import { averageRating, SEED_COUPONS, SEED_PRODUCTS } from '../../db/seed/shop'
import { coupons, orderLines, orders, productReviews, products, users } from '../../db/schema/index'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const TOTAL = SEED_PRODUCTS.length
const seeded = (id: number) => SEED_PRODUCTS.find((p) => p.id === id)!

const validReview = {
  rating: 4,
  firstName: 'Robin',
  email: 'robin@example.test',
  phone: '+44 7700 900123',
  title: 'Does what it says',
  message: 'Sturdy and well made.\nWould buy again.',
}

describe.each(drivers)('seeded shop on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  it('gives every product the rating and count of its seeded reviews', async () => {
    for (const product of SEED_PRODUCTS) {
      expect(product.reviews.length).toBeGreaterThanOrEqual(2)
      expect(product.reviews.length).toBeLessThanOrEqual(4)
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
      ).json<Product>()
      const reviews = (
        await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })
      ).json<ProductReviewList>()
      const expected = averageRating(product.reviews.map((r) => r.rating))
      expect(detail.rating, product.title).toBe(expected)
      expect(detail.totalReviews).toBe(product.reviews.length)
      expect(reviews.average).toBe(expected)
      expect(reviews.total).toBe(product.reviews.length)
      expect(reviews.items).toHaveLength(product.reviews.length)
    }
  })

  it('holds plausible stock, prices and unique skus', () => {
    expect(SEED_PRODUCTS.map((p) => p.id)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1))
    expect(new Set(SEED_PRODUCTS.map((p) => p.sku)).size).toBe(TOTAL)
    for (const p of SEED_PRODUCTS) {
      expect(p.stock).toBeGreaterThanOrEqual(5)
      expect(p.stock).toBeLessThanOrEqual(200)
      expect(Number.isInteger(p.priceCents)).toBe(true)
      if (p.compareAtCents !== null) expect(p.compareAtCents).toBeGreaterThan(p.priceCents)
    }
    const giftCards = SEED_PRODUCTS.filter((p) => p.category === 'Gift Cards')
    expect(giftCards.map((p) => p.priceCents)).toEqual([2500, 5000, 10000])
  })

  it('seeds the contract coupons, SUMMER25 already expired', async () => {
    const rows = await t.database.db.select().from(coupons).orderBy(coupons.code)
    expect(rows.map((c) => c.code)).toEqual(['SAVE20', 'SUMMER25', 'WELCOME10'])
    const byCode = new Map(rows.map((c) => [c.code, c]))
    expect(byCode.get('WELCOME10')).toMatchObject({
      kind: 'percent',
      value: 10,
      minSubtotalCents: 5000,
      perCustomerLimit: 1,
      expiresAt: null,
    })
    expect(byCode.get('SAVE20')).toMatchObject({
      kind: 'fixed',
      value: 2000,
      minSubtotalCents: 10000,
      usageLimit: 500,
    })
    expect(byCode.get('SUMMER25')!.expiresAt!.getTime()).toBeLessThan(Date.now())
    expect(SEED_COUPONS).toHaveLength(3)
  })

  it('is idempotent: seeding again adds nothing and keeps what changed', async () => {
    await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, 6))
    await seed(t.database, { NODE_ENV: 'test' })
    const [counts] = await queryRows<{ products: number; reviews: number; coupons: number }>(
      t.database.db,
      sql`select (select count(*) from products)::int as products,
                 (select count(*) from product_reviews)::int as reviews,
                 (select count(*) from coupons)::int as coupons`,
    )
    expect(counts).toEqual({
      products: TOTAL,
      reviews: SEED_PRODUCTS.reduce((n, p) => n + p.reviews.length, 0),
      coupons: 3,
    })
    const [keyboard] = await t.database.db.select().from(products).where(eq(products.id, 6))
    expect(keyboard!.stock).toBe(3)
  })
})

describe.each(drivers)('/api/products on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })
  const list = async (query: string) => {
    const res = await get(`/api/products${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<ProductListResponse>()
  }
  const ids = (items: { id: number }[]) => items.map((p) => p.id)

  /** A new account of `role` in the database and a token for it. */
  const account = async (role: Role = 'student') => {
    const email = `${randomUUID()}@example.test`
    const [user] = await t.database.db
      .insert(users)
      .values({ role, name: `A ${role}`, email, passwordHash: 'not-a-real-hash' })
      .returning({ id: users.id })
    const token = await t.app.tokens.sign({ id: user!.id, role, name: `A ${role}`, email })
    return { id: user!.id, token }
  }
  const postReview = (productId: number | string, body: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as object,
    })
  const productRow = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!
  const reviewCount = async (productId: number) =>
    (
      await t.database.db
        .select()
        .from(productReviews)
        .where(eq(productReviews.productId, productId))
    ).length
  /** Puts an order of `status` holding `productId` in the account's history. */
  const order = async (
    userId: string,
    status: 'paid' | 'completed' | 'pending_payment',
    productId: number,
  ) => {
    const [row] = await t.database.db
      .insert(orders)
      .values({
        userId,
        email: 'buyer@example.test',
        billing: {},
        paymentMethod: 'bank_transfer',
        status,
        subtotalCents: 1000,
        shippingCents: 2000,
        totalCents: 3000,
        idempotencyKey: randomUUID(),
        requestHash: 'test',
      })
      .returning({ id: orders.id })
    await t.database.db.insert(orderLines).values({
      orderId: row!.id,
      position: 1,
      kind: 'product',
      productId,
      title: 'Bought in a test',
      unitPriceCents: 1000,
      quantity: 1,
      lineTotalCents: 1000,
      paidCents: 1000,
    })
  }

  describe('GET /api/products', () => {
    it('answers the first page of 12 in catalog order with the paging envelope', async () => {
      const body = await list('')
      expect(body).toMatchObject({ total: TOTAL, page: 1, pageSize: 12, pageCount: 1 })
      expect(ids(body.items)).toEqual(SEED_PRODUCTS.map((p) => p.id))
      const first = seeded(1)
      expect(body.items[0]).toEqual({
        id: 1,
        title: first.title,
        author: first.author,
        description: first.description,
        priceCents: first.priceCents,
        compareAtCents: first.compareAtCents,
        rating: averageRating(first.reviews.map((r) => r.rating)),
        totalReviews: first.reviews.length,
        imgSrc: '/api/products/1/cover.svg',
        sku: first.sku,
        category: first.category,
        tags: first.tags,
        stock: first.stock,
      })
    })

    it('pages through the products, and a page past the end is empty', async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((p) => list(`?pageSize=5&page=${p}`)))
      expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2, 0])
      expect(pages.every((p) => p.total === TOTAL && p.pageCount === 3)).toBe(true)
      expect(pages.flatMap((p) => ids(p.items))).toEqual(SEED_PRODUCTS.map((p) => p.id))
      expect(pages[3]).toMatchObject({ page: 4, pageSize: 5, items: [] })
    })

    it('falls back to the defaults for an unknown sort or an out-of-range page', async () => {
      const body = await list('?sort=cheapest&page=0&pageSize=1000')
      expect(body).toMatchObject({ page: 1, pageSize: 12, total: TOTAL })
      expect(ids(body.items)).toEqual(SEED_PRODUCTS.map((p) => p.id))
    })

    const byText = (a: Product, b: Product) =>
      sortKey(a.title) < sortKey(b.title) ? -1 : sortKey(a.title) > sortKey(b.title) ? 1 : 0
    it.each([
      ['default', (a: Product, b: Product) => a.id - b.id],
      ['title-asc', (a: Product, b: Product) => byText(a, b) || a.id - b.id],
      ['title-desc', (a: Product, b: Product) => byText(b, a) || b.id - a.id],
      ['price-asc', (a: Product, b: Product) => a.priceCents - b.priceCents || a.id - b.id],
      ['price-desc', (a: Product, b: Product) => b.priceCents - a.priceCents || b.id - a.id],
      ['rating-asc', (a: Product, b: Product) => a.rating - b.rating || a.id - b.id],
      ['rating-desc', (a: Product, b: Product) => b.rating - a.rating || b.id - a.id],
    ])('orders every product by %s across pages, ties by id', async (sort, compare) => {
      const pages = await Promise.all(
        [1, 2, 3].map((p) => list(`?sort=${sort}&pageSize=5&page=${p}`)),
      )
      const items = pages.flatMap((p) => p.items)
      expect(items).toHaveLength(TOTAL)
      expect(ids(items)).toEqual(ids([...items].sort(compare)))
    })

    it('has rating ties in the sample, so the id tiebreak is exercised', async () => {
      const ratings = (await list('')).items.map((p) => p.rating)
      expect(new Set(ratings).size).toBeLessThan(ratings.length)
    })
  })

  describe('GET /api/products/:id', () => {
    it('answers one product', async () => {
      const res = await get('/api/products/6')
      expect(res.statusCode).toBe(200)
      expect(res.json<Product>()).toMatchObject({
        id: 6,
        title: seeded(6).title,
        priceCents: 24900,
        compareAtCents: 44900,
        imgSrc: '/api/products/6/cover.svg',
      })
      expect(res.json()).not.toHaveProperty('createdAt')
    })

    it.each(['999', 'abc', '1e9', '-1', '0', '1.5', '99999999999', '%20'])(
      'answers 404 for the id %s',
      async (id) => {
        const res = await get(`/api/products/${id}`)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ error: 'Product not found' })
      },
    )
  })

  describe('GET /api/products/:id/related', () => {
    it('lists up to 8 other products, the same category first, then by rating', async () => {
      const res = await get('/api/products/1/related')
      expect(res.statusCode).toBe(200)
      const items = res.json<Product[]>()
      expect(items).toHaveLength(8)
      expect(ids(items)).not.toContain(1)
      const books = SEED_PRODUCTS.filter((p) => p.category === 'Books' && p.id !== 1)
      expect(ids(items.slice(0, books.length)).sort()).toEqual(ids(books).sort())
      const others = items.slice(books.length)
      expect(others.every((p) => p.category !== 'Books')).toBe(true)
      const byRating = (a: Product, b: Product) => b.rating - a.rating || a.id - b.id
      expect(ids(items.slice(0, books.length))).toEqual(
        ids([...items.slice(0, books.length)].sort(byRating)),
      )
      expect(ids(others)).toEqual(ids([...others].sort(byRating)))
    })

    it('never lists the product itself, and starts with its category', async () => {
      for (const product of SEED_PRODUCTS) {
        const items = (await get(`/api/products/${product.id}/related`)).json<Product[]>()
        expect(items).toHaveLength(8)
        expect(ids(items)).not.toContain(product.id)
        expect(items[0]!.category).toBe(product.category)
      }
    })

    it('answers 404 for an unknown product', async () => {
      const res = await get('/api/products/abc/related')
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'Product not found' })
    })
  })

  describe('GET /api/products/:id/cover.svg', () => {
    it('answers an SVG with the title, cached for a day, with an ETag', async () => {
      const res = await get('/api/products/3/cover.svg')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(res.headers['cache-control']).toBe('public, max-age=86400')
      expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/)
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(res.body.endsWith('</svg>')).toBe(true)
      expect(res.body).toContain('Design Systems')
      expect(res.body).toContain('BOOKS')
    })

    it('answers 304 when the ETag is current', async () => {
      const first = await get('/api/products/3/cover.svg')
      const again = await get('/api/products/3/cover.svg', {
        'if-none-match': first.headers.etag as string,
      })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      const other = await get('/api/products/3/cover.svg', { 'if-none-match': 'W/"stale"' })
      expect(other.statusCode).toBe(200)
    })

    it('draws a different picture for every product', async () => {
      const covers = await Promise.all(
        SEED_PRODUCTS.map(async (p) => (await get(`/api/products/${p.id}/cover.svg`)).body),
      )
      expect(new Set(covers).size).toBe(TOTAL)
      // The same product always gets the same picture.
      expect((await get('/api/products/10/cover.svg')).body).toBe(covers[9])
    })

    it('escapes the title for XML', async () => {
      await t.database.db.insert(products).values({
        id: 900,
        title: 'Tags <script>alert("x")</script> & Friends\' > Co',
        author: 'A <b>bold</b> author',
        description: 'Test product.',
        priceCents: 100,
        sku: 'TEST-900',
        category: 'Odd & <Ends>',
        stock: 5,
      })
      try {
        const res = await get('/api/products/900/cover.svg')
        expect(res.statusCode).toBe(200)
        expect(res.body).not.toMatch(/<script|<b>|<Ends>/)
        expect(res.body).toContain('&lt;script&gt;')
        expect(res.body).toContain('&amp;')
        expect(res.body).toContain('ODD &amp; &lt;ENDS&gt;')
        // Every ampersand starts an entity.
        expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
      } finally {
        await t.database.db.delete(products).where(eq(products.id, 900))
      }
    })

    it('answers 404 as JSON for an unknown product', async () => {
      const res = await get('/api/products/1e9/cover.svg')
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toEqual({ error: 'Product not found' })
    })
  })

  describe('GET /api/products/:id/reviews', () => {
    it('lists the reviews newest first with the average and count per star', async () => {
      const res = await get('/api/products/4/reviews')
      expect(res.statusCode).toBe(200)
      const body = res.json<ProductReviewList>()
      const sample = seeded(4).reviews
      expect(body.total).toBe(sample.length)
      expect(body.average).toBe(averageRating(sample.map((r) => r.rating)))
      const distribution = [1, 2, 3, 4, 5].map((s) => sample.filter((r) => r.rating === s).length)
      expect(body.distribution).toEqual(distribution)
      const times = body.items.map((r) => Date.parse(r.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(body.items[0]).toEqual({
        id: expect.any(String),
        name: 'Carlos',
        avatarSeed: expect.any(String),
        rating: 3,
        title: 'Good for beginners',
        body: 'Clear, though experienced users will skim the first half.',
        createdAt: '2026-10-12T10:00:00.000Z',
        isVerifiedPurchase: false,
      })
    })

    it('answers 404 for an unknown product', async () => {
      const res = await get('/api/products/-1/reviews')
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'Product not found' })
    })
  })

  describe('POST /api/products/:id/reviews', () => {
    it('refuses a guest, even with a bad body, and a forged token', async () => {
      for (const [body, headers] of [
        [validReview, {}],
        [{}, {}],
        [validReview, { authorization: 'Bearer not-a-token' }],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/products/1/reviews',
          headers,
          payload: body,
        })
        expect(res.statusCode).toBe(401)
        expect(res.json()).toEqual({ error: 'Log in to post a review' })
      }
      expect(await reviewCount(1)).toBe(seeded(1).reviews.length)
    })

    it('refuses a token whose account no longer exists', async () => {
      const token = await t.app.tokens.sign({
        id: randomUUID(),
        role: 'student',
        name: 'Gone',
        email: 'gone@example.test',
      })
      const res = await postReview(1, validReview, token)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'Log in to post a review' })
    })

    it.each([
      ['a rating of 0', { rating: 0 }, 'Choose a rating from 1 to 5 stars'],
      ['a rating of 6', { rating: 6 }, 'Choose a rating from 1 to 5 stars'],
      ['a half star', { rating: 4.5 }, 'Choose a rating from 1 to 5 stars'],
      ['a rating as text', { rating: '5' }, 'Choose a rating from 1 to 5 stars'],
      ['no title', { title: undefined }, 'Title is required'],
      ['a blank title', { title: '   ' }, 'Title is required'],
      ['no message', { message: undefined }, 'Message is required'],
      [
        'a NUL byte in the message',
        { message: 'Nice\u0000 product' },
        'Message contains characters that are not allowed',
      ],
      [
        'an escape character in the title',
        { title: 'Great\u001b[31m' },
        'Title contains characters that are not allowed',
      ],
      [
        'a line break in the first name',
        { firstName: 'Rob\nin' },
        'First name contains characters that are not allowed',
      ],
      ['a bad e-mail', { email: 'robin@' }, 'Invalid email address'],
      ['letters in the phone', { phone: '07700 ABC' }, 'Phone must be numeric'],
      ['a message too long', { message: 'x'.repeat(4001) }, 'Message is too long'],
    ])('answers 400 for %s and stores nothing', async (_name, change, message) => {
      const { token } = await account()
      const before = await productRow(2)
      const res = await postReview(2, { ...validReview, ...change }, token)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
      expect(await reviewCount(2)).toBe(seeded(2).reviews.length)
      const after = await productRow(2)
      expect([after.rating, after.totalReviews]).toEqual([before.rating, before.totalReviews])
    })

    it('answers 404 for an unknown product', async () => {
      const { token } = await account()
      for (const id of ['999', 'abc']) {
        const res = await postReview(id, validReview, token)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ error: 'Product not found' })
      }
    })

    it('creates a review (201), then edits it (200) as the same account: one row', async () => {
      const { id: userId, token } = await account()
      const sample = seeded(3).reviews.map((r) => r.rating)

      const created = await postReview(3, { ...validReview, rating: 1 }, token)
      expect(created.statusCode, created.body).toBe(201)
      const first = created.json<ProductReview>()
      expect(first).toMatchObject({
        name: 'Robin',
        rating: 1,
        title: validReview.title,
        body: validReview.message,
        isVerifiedPurchase: false,
      })
      expect(Object.keys(first).sort()).toEqual([
        'avatarSeed',
        'body',
        'createdAt',
        'id',
        'isVerifiedPurchase',
        'name',
        'rating',
        'title',
      ])
      expect(created.body).not.toContain(userId)
      expect(await productRow(3)).toMatchObject({
        totalReviews: sample.length + 1,
        rating: averageRating([...sample, 1]),
      })

      const edited = await postReview(
        3,
        { ...validReview, firstName: 'Rob', rating: 5, title: 'Changed my mind' },
        token,
      )
      expect(edited.statusCode, edited.body).toBe(200)
      expect(edited.json<ProductReview>()).toMatchObject({
        id: first.id,
        name: 'Rob',
        rating: 5,
        title: 'Changed my mind',
        avatarSeed: first.avatarSeed,
      })
      const mine = await t.database.db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.productId, 3), eq(productReviews.userId, userId)))
      expect(mine).toHaveLength(1)
      expect(await productRow(3)).toMatchObject({
        totalReviews: sample.length + 1,
        rating: averageRating([...sample, 5]),
      })

      const listed = (await get('/api/products/3/reviews')).json<ProductReviewList>()
      expect(listed.total).toBe(sample.length + 1)
      expect(listed.average).toBe(averageRating([...sample, 5]))
      expect(listed.items.filter((r) => r.id === first.id)).toHaveLength(1)
      const detail = (await get('/api/products/3')).json<Product>()
      expect(detail).toMatchObject({
        rating: averageRating([...sample, 5]),
        totalReviews: sample.length + 1,
      })
    })

    it('keeps neither the e-mail nor the phone of the form', async () => {
      const { token } = await account()
      const email = `private-${randomUUID()}@example.test`
      const res = await postReview(5, { ...validReview, email, phone: '0123 456 789' }, token)
      expect(res.statusCode).toBe(201)
      const stored = await queryRows<{ json: string }>(
        t.database.db,
        sql`select row_to_json(r)::text as json from product_reviews r
            where id = ${res.json<ProductReview>().id}`,
      )
      expect(stored[0]!.json).not.toContain(email)
      expect(stored[0]!.json).not.toContain('0123 456 789')
      expect((await get('/api/products/5/reviews')).body).not.toContain(email)
    })

    it.each(['teacher', 'admin'] as const)('accepts a review from a %s account', async (role) => {
      const { token } = await account(role)
      const res = await postReview(9, validReview, token)
      expect(res.statusCode).toBe(201)
    })

    it('marks the review verified when the account has a paid or completed order with the product', async () => {
      const paid = await account()
      await order(paid.id, 'paid', 7)
      const res = await postReview(7, validReview, paid.token)
      expect(res.statusCode).toBe(201)
      expect(res.json<ProductReview>().isVerifiedPurchase).toBe(true)

      const completed = await account()
      await order(completed.id, 'completed', 7)
      expect(
        (await postReview(7, validReview, completed.token)).json<ProductReview>(),
      ).toMatchObject({
        isVerifiedPurchase: true,
      })
    })

    it('does not mark it for an unpaid order, or a paid order of another product', async () => {
      const pending = await account()
      await order(pending.id, 'pending_payment', 8)
      expect((await postReview(8, validReview, pending.token)).json<ProductReview>()).toMatchObject(
        {
          isVerifiedPurchase: false,
        },
      )
      const otherProduct = await account()
      await order(otherProduct.id, 'paid', 1)
      expect(
        (await postReview(8, validReview, otherProduct.token)).json<ProductReview>(),
      ).toMatchObject({ isVerifiedPurchase: false })
    })

    it('counts every review when several accounts post at once', async () => {
      const accounts = await Promise.all([account(), account(), account(), account()])
      const before = await productRow(11)
      const results = await Promise.all(
        accounts.map((a, i) => postReview(11, { ...validReview, rating: 1 + i }, a.token)),
      )
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201])
      const after = await productRow(11)
      expect(after.totalReviews).toBe(before.totalReviews + 4)
      const all = (await get('/api/products/11/reviews')).json<ProductReviewList>()
      expect(all.total).toBe(after.totalReviews)
      expect(after.rating).toBeCloseTo(all.average, 5)
    })
  })
})
