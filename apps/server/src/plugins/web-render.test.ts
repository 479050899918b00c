import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { createTestDatabase, drivers, TEST_REDIS_URL, type TestApp } from '../testing/test-app'
import { buildTestApp } from '../testing/test-app'
import { PAINT_AFTER_CHROME } from './web/page-render'

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--><link rel="stylesheet" crossorigin href="/assets/web-1.css"></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>'

/** The entry's stylesheet, put inline in every page: big enough that pages are compressed. */
const ENTRY_CSS = Array.from({ length: 60 }, (_, i) => `.block-${i}{margin:${i}px}`).join('')

/**
 * A stand-in for the web app's server render (apps/web/src/app/entry-server.tsx, built into
 * dist-ssr): it loads a course through the API as the real one does, and counts its renders.
 */
const RENDERER = `
let transport
let renders = 0
export function setTransport(next) { transport = next }
export async function render({ url, origin }) {
  const { pathname } = new URL(url, origin)
  renders += 1
  if (pathname === '/gone') return { kind: 'redirect', status: 301, location: '/about' }
  if (pathname === '/course-grid-left-sidebar') return { kind: 'page', status: 200, head: '<title>Courses</title>', body: '<p>render ' + renders + '</p><p>address ' + url + '</p>', state: '{}' }
  const match = /^\\/course-single-v1\\/(\\d+)$/.exec(pathname)
  if (!match) return { kind: 'page', status: pathname === '/about' ? 200 : 404, head: '<title>About</title>', body: '<p>render ' + renders + '</p>', state: '{}' }
  const res = await transport('/api/courses/' + match[1], { method: 'GET' })
  const course = await res.json()
  return { kind: 'page', status: 200, head: '<title>' + course.title + '</title>', body: '<h1>' + course.title + '</h1><p>render ' + renders + '</p>', state: '{"course":' + course.id + '}' }
}
`

function makeBuild(): string {
  const base = mkdtempSync(path.join(tmpdir(), 'learnlane-ssr-'))
  mkdirSync(path.join(base, 'dist', 'assets'), { recursive: true })
  mkdirSync(path.join(base, 'dist-ssr'))
  writeFileSync(path.join(base, 'dist', 'index.html'), TEMPLATE)
  writeFileSync(path.join(base, 'dist', 'assets', 'web-1.css'), ENTRY_CSS)
  writeFileSync(path.join(base, 'dist-ssr', 'entry-server.js'), RENDERER)
  return base
}

const renderCount = (body: string) => Number(/render (\d+)/.exec(body)?.[1])

describe.each(drivers)('pages rendered on the server (%s)', (driver) => {
  let t: TestApp
  let base: string

  beforeAll(async () => {
    base = makeBuild()
    t = await buildTestApp(driver, { WEB_DIST: path.join(base, 'dist'), seed: true })
  }, 60_000)
  afterAll(async () => {
    await t.close()
    rmSync(base, { recursive: true, force: true })
  })

  it('puts the render, its head and its state in the page, with the status it gives', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/course-single-v1/1' })
    expect(res.statusCode).toBe(200)
    // The first paint waits for the chrome to be parsed; then the render's own head.
    expect(res.body).toContain(`<head>${PAINT_AFTER_CHROME}<title>`)
    expect(res.body).toMatch(/<div id="root"><h1>[^<]+<\/h1><p>render \d+<\/p><\/div>/)
    expect(res.body).toContain('<script type="application/json" id="server-state">{"course":1}')
    expect((await t.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404)
    // A page the browser renders has no main part in its HTML to wait for.
    const dashboard = await t.app.inject({ method: 'GET', url: '/student-dashboard' })
    expect(dashboard.body).not.toContain('rel="expect"')
    const moved = await t.app.inject({ method: 'GET', url: '/gone' })
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe('/about')
  })

  it('answers a page again from the cache, and 304 to a browser holding it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about?from=cache-test' })
    const second = await t.app.inject({ method: 'GET', url: '/about?from=cache-test' })
    expect(renderCount(second.body)).toBe(renderCount(first.body))
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['last-modified']).toBeTruthy()
    const again = await t.app.inject({
      method: 'GET',
      url: '/about?from=cache-test',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // Every answer of a cached page is the same bytes under the same policy.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
  })

  it('answers If-None-Match: * with 304 for a page that exists, to GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({
        method,
        url: '/about?from=any-tag',
        headers: { 'if-none-match': '*' },
      })
      expect(res.statusCode).toBe(304)
      expect(res.body).toBe('')
      expect(res.headers.etag).toMatch(/^W\/"/)
    }
    // No page at this address: nothing the browser holds can be current.
    const missing = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'if-none-match': '*' },
    })
    expect(missing.statusCode).toBe(404)
  })

  it('renders a page whose address holds a token for each request and sends it private, never kept', async () => {
    const url = '/reset-password?token=9f2c4e7a1b3d5f60718293a4b5c6d7e8'
    const first = await t.app.inject({ method: 'GET', url })
    const second = await t.app.inject({ method: 'GET', url })
    for (const res of [first, second]) {
      expect(res.headers['cache-control']).toBe('private, no-store')
      expect(res.headers.etag).toBeUndefined()
      expect(res.headers['content-type']).toMatch(/^text\/html/)
    }
    expect(renderCount(second.body)).toBe(renderCount(first.body) + 1)
  })

  it("leaves an order's receipt to the browser: its buyer's token is there, not here", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/shop-order?id=5d1c7f0e-9a43-4d6b-8f1e-2b7c9d0a1e34',
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toMatch(/render \d+/)
    expect(res.body).not.toContain('server-state')
  })

  it('sends a cached page compressed as the browser accepts, the same page each time', async () => {
    const url = '/about?from=encoding-test'
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain(`<style>${ENTRY_CSS}</style>`)
    const cases = [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
    ] as const
    for (const [accept, encoding, decode] of cases) {
      const answers = [
        await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } }),
        await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } }),
      ]
      for (const res of answers) {
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-encoding']).toBe(encoding)
        expect(res.headers.vary).toMatch(/accept-encoding/i)
        expect(res.headers['content-type']).toMatch(/^text\/html/)
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length)
        // Compressed once: decoded, it is the page as sent plain, with the same validators.
        expect(decode(res.rawPayload).toString()).toBe(plain.body)
        expect(res.headers.etag).toBe(plain.headers.etag)
      }
      expect(answers[1]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true)
    }
    expect(renderCount(plain.body)).toBeGreaterThan(0)
    // Revalidated in any encoding, the page the browser holds is still good.
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const refused = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body).toBe(plain.body)
  })

  it('keeps one page per set of parameters the page reads, whatever else the query holds', async () => {
    const grid = '/course-grid-left-sidebar'
    const get = (url: string) => t.app.inject({ method: 'GET', url })
    const first = await get(`${grid}?junk=${randomUUID()}`)
    expect(first.statusCode).toBe(200)
    // The render saw the page's own address, without the junk.
    expect(first.body).toContain(`<p>address ${grid}</p>`)
    for (let i = 0; i < 20; i++) {
      const res = await get(`${grid}?junk=${randomUUID()}&utm_source=mail-${i}&${randomUUID()}=1`)
      expect(res.statusCode).toBe(200)
      expect(renderCount(res.body)).toBe(renderCount(first.body))
    }

    // The order of the parameters makes no other page.
    const filtered = await get(`${grid}?levels=Expert&sort=newest`)
    expect(renderCount(filtered.body)).not.toBe(renderCount(first.body))
    expect(filtered.body).toContain(`<p>address ${grid}?levels=Expert&sort=newest</p>`)
    const reordered = await get(`${grid}?utm_campaign=spring&sort=newest&levels=Expert`)
    expect(renderCount(reordered.body)).toBe(renderCount(filtered.body))
    expect(reordered.headers.etag).toBe(filtered.headers.etag)

    // A real filter still has a page of its own.
    const other = await get(`${grid}?levels=Beginner&sort=newest`)
    expect(renderCount(other.body)).not.toBe(renderCount(filtered.body))
  })

  it('does not let junk addresses push real pages out of the cache', async () => {
    const about = await t.app.inject({ method: 'GET', url: '/about' })
    // More junk addresses than the cache holds pages.
    for (let i = 0; i < 600; i++) {
      await t.app.inject({ method: 'GET', url: `/course-grid-left-sidebar?junk=${randomUUID()}` })
    }
    const again = await t.app.inject({ method: 'GET', url: '/about' })
    expect(renderCount(again.body)).toBe(renderCount(about.body))
    // Nor a tracking tag on the address make another page.
    const tagged = await t.app.inject({ method: 'GET', url: '/about?utm_source=newsletter' })
    expect(tagged.headers.etag).toBe(about.headers.etag)
  })

  it('renders the course page again once its course changes', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/course-single-v1/2' })
    const title = `Renamed course ${Date.now()}`
    // The change goes to the database, and the content version moves as a write does.
    await t.database.db.execute(sql`update courses set title = ${title} where id = 2`)
    await t.app.contentVersion.bump()
    const after = await t.app.inject({ method: 'GET', url: '/course-single-v1/2' })
    expect(after.body).toContain(`<h1>${title}</h1>`)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const stale = await t.app.inject({
      method: 'GET',
      url: '/course-single-v1/2',
      headers: { 'if-none-match': String(before.headers.etag) },
    })
    expect(stale.statusCode).toBe(200)
  })
})

describe.skipIf(!drivers.includes('postgres'))('pages on two instances of one site', () => {
  let base: string
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let apps: Awaited<ReturnType<typeof buildApp>>[] = []

  beforeAll(async () => {
    base = makeBuild()
    database = await createTestDatabase('postgres')
    const config = (isFirst: boolean) =>
      testConfig({ SEED: isFirst, WEB_DIST: path.join(base, 'dist'), REDIS_URL: TEST_REDIS_URL })
    // The first migrates and seeds; the second finds everything in place, as in production.
    apps.push(await buildApp(config(true), { database }))
    apps.push(await buildApp(config(false), { database }))
    await Promise.all(apps.map((app) => app.ready()))
  }, 60_000)
  afterAll(async () => {
    for (const app of apps) await app.close()
    apps = []
    await database.drop()
    rmSync(base, { recursive: true, force: true })
  })

  it('shows a change made through one instance on a page the other had cached', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]]
    const cached = await b.inject({ method: 'GET', url: '/course-single-v1/3' })
    const again = await b.inject({ method: 'GET', url: '/course-single-v1/3' })
    expect(renderCount(again.body)).toBe(renderCount(cached.body))

    const title = `Changed on the other instance ${Date.now()}`
    await database.db.execute(sql`update courses set title = ${title} where id = 3`)
    await a.contentVersion.bump()
    await expect
      .poll(async () => (await b.inject({ method: 'GET', url: '/course-single-v1/3' })).body, {
        timeout: 5_000,
      })
      .toContain(`<h1>${title}</h1>`)
  })
})
