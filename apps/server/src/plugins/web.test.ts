import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/test-app'

/** The built index.html's shape: markers where the render's head, HTML and state go. */
const PAGE_TEMPLATE =
  '<!doctype html><html><head><script type="module" src="/assets/web-1.js"></script><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>'

describe('serving the built web app', () => {
  let t: TestApp
  let base: string
  let dist: string
  const script = 'console.log("learnlane");'.repeat(100)

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'learnlane-dist-'))
    dist = path.join(base, 'dist')
    mkdirSync(path.join(dist, 'assets'), { recursive: true })
    writeFileSync(path.join(dist, 'index.html'), PAGE_TEMPLATE)
    mkdirSync(path.join(dist, '.vite'))
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/web-1.js',
          imports: ['_shared.js'],
          css: ['assets/web-9.css'],
        },
        '_shared.js': { file: 'assets/shared-2.js', css: ['assets/shared-10.css'] },
        '_grid-bits.js': {
          file: 'assets/grid-bits-3.js',
          imports: ['_shared.js'],
          css: ['assets/grid-bits-8.css'],
        },
        'src/app/routes/course-grid-left-sidebar.tsx': {
          file: 'assets/course-grid-left-sidebar-4.js',
          imports: ['_grid-bits.js', '_shared.js'],
          css: ['assets/grid-5.css'],
        },
        'src/app/routes/home.tsx': { file: 'assets/home-6.js' },
        'src/app/routes/not-found.tsx': { file: 'assets/not-found-7.js' },
        'src/app/routes/admin-messages.tsx': { file: 'assets/admin-messages-11.js' },
        'src/app/routes/admin-orders.tsx': { file: 'assets/admin-orders-12.js' },
        'src/app/routes/admin-order.tsx': { file: 'assets/admin-order-13.js' },
      }),
    )
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const asset = path.join(dist, 'assets', 'app-1a2b3c.js')
    writeFileSync(asset, script)
    writeFileSync(`${asset}.br`, brotliCompressSync(script))
    writeFileSync(`${asset}.gz`, gzipSync(script))
    t = await buildTestApp('pglite', { WEB_DIST: dist })
  })
  afterAll(async () => {
    await t.close()
    rmSync(base, { recursive: true, force: true })
  })

  it('sends hashed assets pre-compressed with brotli and cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.rawPayload.length).toBeLessThan(script.length)
  })

  it('falls back to gzip for clients without brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it.each(['/', '/course-grid-left-sidebar', '/instructor-dashboard', '/no/such/page'])(
    'answers the client route %s with index.html, revalidated',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<div id="root">')
      // Without a server-side render built, the default title and description stand in.
      expect(res.body).toContain('<title>Learnlane</title>')
      expect(res.body).not.toContain('<!--app-')
    },
  )

  it.each([
    ['/course-grid-left-sidebar?page=2', ['course-grid-left-sidebar-4.js', 'grid-bits-3.js']],
    ['/', ['home-6.js']],
    ['/no/such/page', ['not-found-7.js']],
    // The home page is `/`; `/home` is not a page.
    ['/home', ['not-found-7.js']],
    ['/admin/messages', ['admin-messages-11.js']],
    ['/admin/orders?status=paid', ['admin-orders-12.js']],
    ['/admin/orders/0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d', ['admin-order-13.js']],
    ['/admin/nothing-here', ['not-found-7.js']],
  ])('preloads the chunks of the route %s with its page', async (url, files) => {
    const res = await t.app.inject({ method: 'GET', url })
    const preloaded = [
      ...res.body.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([^"]+)"/g),
    ].map((m) => m[1])
    expect(preloaded.sort()).toEqual([...files].sort())
    // What the entry already loads is not preloaded again.
    expect(res.body).not.toContain('modulepreload" crossorigin href="/assets/shared-2.js"')
  })

  it.each([
    ['/course-grid-left-sidebar?levels=Beginner', ['grid-5.css', 'grid-bits-8.css']],
    ['/', []],
  ])("links the stylesheets of the route %s in the page's head", async (url, files) => {
    const res = await t.app.inject({ method: 'GET', url })
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    const linked = [
      ...head.matchAll(/<link rel="stylesheet" crossorigin href="\/assets\/([^"]+)">/g),
    ].map((m) => m[1])
    // The entry's own stylesheets are already in index.html; they are not linked twice.
    expect(linked.sort()).toEqual([...files].sort())
  })

  it.each(['/.vite/manifest.json', '/.vite/', '/.vite', '/.vite/ssr-manifest.json'])(
    'does not serve the build manifest folder: %s answers 404',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url })
        expect(res.statusCode).toBe(404)
        expect(res.body).not.toContain('src/app/routes')
      }
      expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ error: 'Not found' })
    },
  )

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Not found: GET /api/nope' })
  })

  it('compresses large API answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
  })
})
