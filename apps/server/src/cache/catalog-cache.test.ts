import type { CourseDetail, CourseListResponse, InstructorDetail } from '@app/domain/catalog'
import type { Product, ProductListResponse, ProductReviewList } from '@app/domain/shop'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courses, products } from '../db/schema/index'
import { addAccount, addProduct, billing, placeOrder, type TestAccount } from '../testing/commerce'
import { publishAndApprove } from '../testing/course-review'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'
import { cachedCourseInput } from '../testing/fixtures'

/** The course with the free price of the seed (an order for it is paid, so enrols, at once). */
const FREE_COURSE = 11

describe.each(drivers)('the catalog answer cache on %s', (driver) => {
  let t: TestApp
  let mentor: TestAccount
  let admin: TestAccount
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    mentor = await addAccount(t, 'teacher', `Cora Cachewright ${driver}`)
    admin = await addAccount(t, 'admin')
  })
  afterAll(() => t.close())

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers })
    expect(res.statusCode, res.body).toBe(200)
    return { body: res.json<T>(), etag: res.headers.etag as string, raw: res.body }
  }
  const send = async (method: 'POST' | 'PUT', url: string, who: TestAccount, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: who.auth,
      ...(payload ? { payload } : {}),
    })
    expect(res.statusCode, res.body).toBeLessThan(300)
    return res
  }
  /** Changes a row behind the API's back: what the cache keeps does not see it. */
  const renameBehindTheBack = (id: number, title: string) =>
    t.database.db.update(courses).set({ title }).where(eq(courses.id, id))

  it('shows a published course in the cached listing and an edit on the cached course page at once', async () => {
    const byMentor = `/api/courses?instructors=${encodeURIComponent(mentor.name)}`
    expect((await get<CourseListResponse>(byMentor)).body.total).toBe(0)
    const created = await send('POST', '/api/me/courses', mentor, cachedCourseInput('Published'))
    const { id } = created.json<{ id: number }>()
    // Pending: not in the catalog yet.
    expect((await get<CourseListResponse>(byMentor)).body.total).toBe(0)

    // Sent for review: still not in the (cached) catalog until an admin approves it.
    await send('POST', `/api/me/courses/${id}/publish`, mentor)
    expect((await get<CourseListResponse>(byMentor)).body.total).toBe(0)
    await send('POST', `/api/admin/course-reviews/${id}/approve`, admin)
    const listed = await get<CourseListResponse>(byMentor)
    expect(listed.body.items.map((c) => c.title)).toEqual(['Cached Published Fundamentals'])
    const page = await get<CourseDetail>(`/api/courses/${id}`)
    expect(page.body.title).toBe('Cached Published Fundamentals')

    // Both answers are kept: a change made behind the API's back does not show...
    await renameBehindTheBack(id, 'Renamed Behind The Back')
    expect((await get<CourseDetail>(`/api/courses/${id}`)).body.title).toBe(
      'Cached Published Fundamentals',
    )
    expect((await get<CourseListResponse>(byMentor)).body.items[0]!.title).toBe(
      'Cached Published Fundamentals',
    )

    // ...an edit through the API does, in the very next answer.
    await send(
      'PUT',
      `/api/me/courses/${id}`,
      mentor,
      cachedCourseInput('Published', {
        title: 'Cached Published Fundamentals, Revised',
        priceCents: 5900,
      }),
    )
    const edited = await get<CourseDetail>(`/api/courses/${id}`)
    expect(edited.body).toMatchObject({
      title: 'Cached Published Fundamentals, Revised',
      priceCents: 5900,
    })
    expect(edited.etag).not.toBe(page.etag)
    expect((await get<CourseListResponse>(byMentor)).body.items[0]).toMatchObject({
      title: 'Cached Published Fundamentals, Revised',
      priceCents: 5900,
    })

    // Unpublished: gone from the listing and the course page at once.
    await send('POST', `/api/me/courses/${id}/unpublish`, mentor)
    expect((await get<CourseListResponse>(byMentor)).body.total).toBe(0)
    expect((await t.app.inject({ method: 'GET', url: `/api/courses/${id}` })).statusCode).toBe(404)
  })

  it('answers 304 to the current ETag, and 200 with a new ETag once the course changed', async () => {
    const created = await send('POST', '/api/me/courses', mentor, cachedCourseInput('Validated'))
    const { id } = created.json<{ id: number }>()
    await publishAndApprove(t, id, mentor)
    const url = `/api/courses/${id}`
    const first = await t.app.inject({ method: 'GET', url })
    const etag = first.headers.etag as string
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers['last-modified']).toBeDefined()
    const unchanged = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')

    await send('PUT', url.replace('/api/courses', '/api/me/courses'), mentor, {
      ...cachedCourseInput('Validated'),
      title: 'Cached Validated Fundamentals, Second Edition',
    })
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json<CourseDetail>().title).toBe('Cached Validated Fundamentals, Second Edition')
  })

  it('shows enrolments, reviews and the reviewer’s new name on cached course and mentor pages at once', async () => {
    const student = await addAccount(t, 'student', 'Rhea Reviewer')
    const url = `/api/courses/${FREE_COURSE}`
    const before = (await get<CourseDetail>(url)).body
    const mentorUrl = `/api/instructors/${before.instructor.id}`
    const mentorBefore = (await get<InstructorDetail>(mentorUrl)).body

    // A free order is paid at once: the student is enrolled, one student more.
    const order = await placeOrder(
      t,
      {
        lines: [{ kind: 'course', id: FREE_COURSE, quantity: 1 }],
        billing: billing(),
        paymentMethod: 'bank_transfer',
      },
      { headers: student.auth },
    )
    expect(order.statusCode, order.body).toBe(201)
    expect((await get<CourseDetail>(url)).body.students).toBe(before.students + 1)
    expect((await get<InstructorDetail>(mentorUrl)).body.students).toBe(mentorBefore.students + 1)

    await send('POST', `/api/courses/${FREE_COURSE}/reviews`, student, {
      rating: 1,
      title: 'Cached review title',
      message: 'The cache shows this review the moment it is written.',
    })
    const reviewed = (await get<CourseDetail>(url)).body
    expect(reviewed.ratingCount).toBe(before.ratingCount + 1)
    expect(reviewed.reviews[0]).toMatchObject({
      title: 'Cached review title',
      name: 'Rhea Reviewer',
    })

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: student.auth,
    })
    await send('PUT', '/api/me/profile', student, {
      ...profile.json<object>(),
      firstName: 'Rhea',
      lastName: 'Renamed',
    })
    expect((await get<CourseDetail>(url)).body.reviews[0]!.name).toBe('Rhea Renamed')
  })

  it('shows a product’s stock and rating on the cached shop answers once an order or a review is made', async () => {
    const product = await addProduct(t.database.db, { stock: 10, title: 'Cached Notebook' })
    const url = `/api/products/${product.id}`
    /** The product as the shop's list shows it (it may be on any page). */
    const listed = async () => {
      const first = (await get<ProductListResponse>('/api/products?pageSize=48')).body
      for (let page = 1; page <= first.pageCount; page++) {
        const { items } = (await get<ProductListResponse>(`/api/products?pageSize=48&page=${page}`))
          .body
        const found = items.find((p) => p.id === product.id)
        if (found) return found
      }
      throw new Error('the product is not listed')
    }
    expect((await get<Product>(url)).body.stock).toBe(10)
    expect((await listed()).stock).toBe(10)

    // A guest buys three: the stock shown drops at once.
    const order = await placeOrder(t, {
      lines: [{ kind: 'product', id: product.id, quantity: 3 }],
      billing: billing(),
      paymentMethod: 'bank_transfer',
    })
    expect(order.statusCode, order.body).toBe(201)
    expect((await get<Product>(url)).body.stock).toBe(7)
    expect((await listed()).stock).toBe(7)

    const buyer = await addAccount(t, 'student')
    const reviews = `/api/products/${product.id}/reviews`
    expect((await get<ProductReviewList>(reviews)).body.total).toBe(0)
    await send('POST', reviews, buyer, {
      rating: 4,
      firstName: 'Nia',
      email: 'nia@example.test',
      phone: '2125550100',
      title: 'Sturdy',
      message: 'Holds up well in a backpack.',
    })
    expect((await get<ProductReviewList>(reviews)).body.total).toBe(1)
    expect((await get<Product>(url)).body).toMatchObject({ totalReviews: 1, rating: 4 })
  })

  it('gives a signed-in visitor the same answer as everyone else', async () => {
    const one = await addAccount(t, 'student')
    const other = await addAccount(t, 'teacher')
    const anonymous = await get<CourseDetail>('/api/courses/1')
    const asOne = await get<CourseDetail>('/api/courses/1', one.auth)
    const asOther = await get<CourseDetail>('/api/courses/1', other.auth)
    expect(asOne.raw).toBe(anonymous.raw)
    expect(asOther.raw).toBe(anonymous.raw)
    expect(asOther.etag).toBe(anonymous.etag)
  })

  it('reports its hits and misses to /metrics', async () => {
    await get('/api/testimonials')
    await get('/api/testimonials')
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
    })
    expect(metrics.body).toMatch(/^public_cache_hits_total\{route="\/api\/testimonials"\} [1-9]/m)
    expect(metrics.body).toMatch(/^public_cache_misses_total\{route="\/api\/testimonials"\} 1$/m)
  })
})

describe.each(drivers)('the catalog with CACHE_CATALOG=false on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true, CACHE_CATALOG: false })
  })
  afterAll(() => t.close())

  it('computes every answer, so even a change behind the API’s back shows at once', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/courses/2' })
    await t.database.db.update(courses).set({ title: 'Uncached Title' }).where(eq(courses.id, 2))
    const second = await t.app.inject({ method: 'GET', url: '/api/courses/2' })
    expect(second.json<CourseDetail>().title).toBe('Uncached Title')
    expect(second.headers.etag).not.toBe(first.headers.etag)
    const listed = await t.app.inject({ method: 'GET', url: '/api/courses?pageSize=48' })
    expect(listed.json<CourseListResponse>().items.find((c) => c.id === 2)!.title).toBe(
      'Uncached Title',
    )
    await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, 1))
    const product = await t.app.inject({ method: 'GET', url: '/api/products/1' })
    expect(product.json<Product>().stock).toBe(3)
    // Conditional requests still save the body.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/courses/2',
      headers: { 'if-none-match': second.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })
})
