import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/test-app'
import { CHROME_MODULES } from './web/page-shell'

/** The built index.html's shape: markers where the render's head, HTML and state go. */
const PAGE_TEMPLATE =
  '<!doctype html><html><head><script>document.documentElement.classList.add("early")</script><script type="module" src="/assets/web-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-2.js"><!--app-head--><link rel="stylesheet" crossorigin href="/assets/web-9.css"></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>'

/** What the built index.html preloads for its entry. */
const ENTRY_PRELOADS = ['/assets/shared-2.js']

/** The header's chunk and the one it imports beyond the entry's: the app loads them as it starts. */
const CHROME_PRELOADS = ['/assets/header-14.js', '/assets/sheet-15.js']

/** The built stylesheets: the entry's, a shared chunk's, the grid route's and its sections'. */
const STYLESHEETS: Record<string, string> = {
  'web-9.css': ':root{--ink:#131836}body{margin:0}',
  'shared-10.css': '.button{padding:8px}',
  'grid-5.css': '.grid{display:grid}',
  'grid-bits-8.css':
    '.filters{gap:4px}@font-face{font-family:Face;src:url(/assets/face-1.woff2)format("woff2")}@font-face{font-family:Face fallback;src:local("Arial")}',
}

/** What a stylesheet's `<style>` element holds: the file as built. */
const inlined = (file: string) => STYLESHEETS[file]!

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

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
        'src/components/layout/header.tsx': {
          file: 'assets/header-14.js',
          imports: ['_shared.js', '_sheet.js'],
        },
        '_sheet.js': { file: 'assets/sheet-15.js' },
        'src/app/routes/not-found.tsx': { file: 'assets/not-found-7.js' },
        'src/app/routes/admin-messages.tsx': { file: 'assets/admin-messages-11.js' },
        'src/app/routes/admin-orders.tsx': { file: 'assets/admin-orders-12.js' },
        'src/app/routes/admin-order.tsx': { file: 'assets/admin-order-13.js' },
        'src/app/routes/admin-course-reviews.tsx': { file: 'assets/admin-course-reviews-16.js' },
      }),
    )
    for (const [file, css] of Object.entries(STYLESHEETS))
      writeFileSync(path.join(dist, 'assets', file), css)
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
    ['/admin/course-reviews?page=2', ['admin-course-reviews-16.js']],
    ['/admin/nothing-here', ['not-found-7.js']],
  ])(
    'starts the entry with the chunks of the route %s after the first paint',
    async (url, files) => {
      const res = await t.app.inject({ method: 'GET', url })
      // Nothing fetches a script before the page is drawn: the entry and the route's modules are
      // named by the start-up script at the end of the body.
      const head = res.body.slice(0, res.body.indexOf('</head>'))
      expect(head).not.toContain('modulepreload')
      expect(head).not.toMatch(/<script[^>]*\bsrc=/)
      const start =
        /<script data-entry="([^"]+)" data-preload="([^"]*)">[^<]+<\/script><\/body>/.exec(res.body)
      expect(start?.[1]).toBe('/assets/web-1.js')
      const preloaded = start![2]!.split(' ').filter(Boolean)
      for (const file of files) expect(preloaded).toContain(`/assets/${file}`)
      // Each file once; no other route's chunks.
      expect(new Set(preloaded).size).toBe(preloaded.length)
      expect(preloaded.filter((f) => !files.includes(f.slice('/assets/'.length)))).toEqual(
        // The entry's own preloads, as the built index.html lists them, and the chrome's.
        [...ENTRY_PRELOADS, ...CHROME_PRELOADS],
      )
    },
  )

  it.each([
    ['/course-grid-left-sidebar?levels=Beginner', ['web-9.css', 'grid-5.css', 'grid-bits-8.css']],
    ['/', ['web-9.css']],
    ['/instructor-dashboard', ['web-9.css']],
  ])("puts the stylesheets of the route %s in the page's head", async (url, files) => {
    const res = await t.app.inject({ method: 'GET', url })
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    // Each file's content in a `<style>` element, the entry's first, so nothing is fetched
    // before the first paint.
    const styles = [...head.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1])
    expect(styles).toEqual(files.map(inlined))
    // Each followed by a disabled link to its file (which the browser does not fetch): the
    // app's loader finds it there and does not link the file again when a route needs it.
    for (const file of files)
      expect(head).toMatch(
        new RegExp(
          `<style>${escapeRegExp(inlined(file))}</style>` +
            escapeRegExp(`<link rel="stylesheet" href="/assets/${file}" disabled>`),
        ),
      )
    const stylesheetLinks = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0])
    expect(stylesheetLinks).toHaveLength(files.length)
    for (const link of stylesheetLinks) expect(link).toMatch(/ disabled>$/)
    // The page's policy allows exactly its style elements.
    const policy = String(res.headers['content-security-policy'])
    const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(policy)?.[1]?.split(' ')
    const elements = [...head.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]!)
    expect(styleSrc).toEqual([
      "'self'",
      ...elements.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`),
    ])
  })

  it("allows by hash exactly the page's inline scripts: the head's own and the start-up script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/course-grid-left-sidebar' })
    const scripts = [...res.body.matchAll(/<script(?: data-[^>]*)?>([^<]+)<\/script>/g)].map(
      (m) => m[1]!,
    )
    expect(scripts[0]).toBe('document.documentElement.classList.add("early")')
    expect(scripts).toHaveLength(2)
    const policy = String(res.headers['content-security-policy'])
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ')
    expect(scriptSrc).toEqual([
      "'self'",
      ...scripts.map((js) => `'sha256-${createHash('sha256').update(js).digest('base64')}'`),
    ])
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

  it('preloads the very chrome parts the web app loads as it starts', () => {
    const web = path.resolve(import.meta.dirname, '../../../web')
    const layout = readFileSync(path.join(web, 'src/app/root-layout.tsx'), 'utf8')
    const loaded = [...layout.matchAll(/import\('(\.\.\/[^']+)'\)/g)].map((m) =>
      path.relative(web, path.resolve(web, 'src/app', `${m[1]}.tsx`)),
    )
    expect([...loaded].sort()).toEqual([...CHROME_MODULES].sort())
  })
})
