import { readImageInfo } from '@app/domain/images'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/raw-sql'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function expectPng(res: { rawPayload: Buffer; headers: Record<string, unknown> }, size: number[]) {
  expect(res.headers['content-type']).toBe('image/png')
  expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  const info = readImageInfo(res.rawPayload)
  expect([info?.type, info?.width, info?.height]).toEqual(['png', ...size])
}

describe.each(drivers)('GET /api/og on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it("draws a course's card: a 1200 x 630 PNG, with an ETag, cached for an hour", async () => {
    const res = await get('/api/og/courses/1.png')
    expect(res.statusCode).toBe(200)
    expectPng(res, [1200, 630])
    expect(res.headers['cache-control']).toMatch(/^public, max-age=3600\b/)
    expect(res.headers.etag).toMatch(/^"og-[\w-]+"$/)
    // Link previews on other sites may show it.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  it('answers 304 without a body to the ETag it gave, and the card again to another', async () => {
    const first = await get('/api/og/courses/2.png')
    const etag = String(first.headers.etag)
    const again = await get('/api/og/courses/2.png', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.byteLength).toBe(0)
    expect(again.headers.etag).toBe(etag)
    const stale = await get('/api/og/courses/2.png', { 'if-none-match': '"og-old"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true)
  })

  it('draws a new card, with a new ETag, once the course changes its price', async () => {
    const before = await get('/api/og/courses/3.png')
    await t.database.db.execute(sql`update courses set price_cents = 1999 where id = 3`)
    await t.app.contentVersion.bump()
    const after = await get('/api/og/courses/3.png', {
      'if-none-match': String(before.headers.etag),
    })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false)
    expectPng(after, [1200, 630])
  })

  it.each([
    ['products', 1],
    ['mentors', 1],
    ['articles', 1],
  ])('draws the card of %s %d', async (kind, id) => {
    const res = await get(`/api/og/${kind}/${id}.png`)
    expect(res.statusCode).toBe(200)
    expectPng(res, [1200, 630])
    expect(res.headers.etag).toBeDefined()
  })

  it("draws the site's own card and a square logo", async () => {
    expectPng(await get('/api/og/site.png'), [1200, 630])
    const logo = await get('/api/og/logo.png')
    expectPng(logo, [512, 512])
    const cached = await get('/api/og/logo.png', { 'if-none-match': String(logo.headers.etag) })
    expect(cached.statusCode).toBe(304)
  })

  it.each(['courses', 'products', 'mentors', 'articles'])(
    'answers 404 with { error } for an unknown %s id',
    async (kind) => {
      const res = await get(`/api/og/${kind}/99999.png`)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: expect.stringMatching(/99999 was not found/) })
    },
  )

  it('answers 404 for a course that is not published', async () => {
    const [draft] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from courses where status = 'draft' order by id limit 1`,
    )
    expect(draft).toBeDefined()
    const res = await get(`/api/og/courses/${draft!.id}.png`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toHaveProperty('error')
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483648', '%20', '1e3'])(
    'answers 400 with { error } for the id %s',
    async (id) => {
      const res = await get(`/api/og/courses/${id}.png`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: expect.stringContaining('whole-number id') })
    },
  )
})
