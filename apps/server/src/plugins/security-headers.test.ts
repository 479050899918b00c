import { VIDEO_EMBED_ORIGINS } from '@app/domain/catalog/rules'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/test-app'

/** The policy of every answer but pages and the OpenAPI page. */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src 'self' ${VIDEO_EMBED_ORIGINS.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';')

/** Directive name -> its sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy']
  expect(typeof header).toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

function expectCommonHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(res.headers['strict-transport-security']).toBeUndefined()
  expect(res.headers['access-control-allow-origin']).toBeUndefined()
  const policy = policyOf(res)
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  expect(policy.has('upgrade-insecure-requests')).toBe(false)
}

describe('security headers', () => {
  let t: TestApp
  let behindProxy: TestApp
  let dist: string

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'learnlane-dist-'))
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/web-1.js"></script><link rel="stylesheet" crossorigin href="/assets/web-2.css"></head><body><div id="root"></div></body></html>',
    )
    writeFileSync(path.join(dist, 'assets', 'web-1.js'), 'console.log("learnlane")')
    writeFileSync(path.join(dist, 'assets', 'web-2.css'), 'body{margin:0}')
    mkdirSync(path.join(dist, '.vite'))
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/web-1.js', css: ['assets/web-2.css'] },
        'src/app/routes/course-grid-left-sidebar.tsx': {
          file: 'assets/grid-3.js',
          css: ['assets/grid-4.css'],
        },
        'src/app/routes/home.tsx': { file: 'assets/home-5.js' },
        'src/app/routes/not-found.tsx': { file: 'assets/not-found-6.js' },
      }),
    )
    writeFileSync(path.join(dist, 'assets', 'grid-4.css'), '.grid{display:grid}\n.card{gap:4px}')
    t = await buildTestApp('pglite', { WEB_DIST: dist })
    behindProxy = await buildTestApp('pglite', { WEB_DIST: dist, TRUST_PROXY: true })
  })
  afterAll(async () => {
    await t.close()
    await behindProxy.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}, app = t) =>
    app.app.inject({ method: 'GET', url, headers })

  it.each([
    ['/', 1],
    ['/course-grid-left-sidebar', 2],
    ['/instructor-dashboard', 1],
  ])(
    'sends the page %s with a strict policy: its own inline styles and start-up script by hash',
    async (url, styleCount) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expectCommonHeaders(res)
      const policy = policyOf(res)
      // The one inline script that runs: the start-up script, by the hash of its text.
      const scripts = [
        ...res.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]*)<\/script>/g),
      ]
      expect(scripts).toHaveLength(1)
      const scriptHash = `'sha256-${createHash('sha256').update(scripts[0]![1]!).digest('base64')}'`
      expect(policy.get('script-src')).toEqual(["'self'", scriptHash])
      // Exactly the page's `<style>` elements, by the hash of their content.
      const styles = [...res.body.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!)
      expect(styles).toHaveLength(styleCount)
      const hashes = styles.map(
        (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
      )
      expect(policy.get('style-src')).toEqual(["'self'", ...hashes])
      expect(res.body.match(/<style\b/g)).toHaveLength(styleCount)
      expect(String(res.headers['content-security-policy'])).not.toContain("'nonce-")
      // Style attributes of the server-rendered HTML, and nothing else inline.
      expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"])
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
      expect(policy.get('frame-src')).toEqual(["'self'", ...VIDEO_EMBED_ORIGINS])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('form-action')).toEqual(["'self'"])
      // Every other script is a file, or data the browser never runs.
      const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0])
      for (const tag of inline.filter((t) => !t.includes('data-entry=')))
        expect(tag).toMatch(/\btype="application\/json"/)
    },
  )

  it('gives every answer of a page the same policy', async () => {
    const [a, b] = [await get('/course-grid-left-sidebar'), await get('/course-grid-left-sidebar')]
    expect(a.headers['content-security-policy']).toBe(b.headers['content-security-policy'])
    expect(a.body).toBe(b.body)
  })

  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/nope', 404],
    ['a static asset', '/assets/web-1.js', 200],
  ])('sends %s with the strict policy and no nonce', async (_what, url, status) => {
    const res = await get(url)
    expect(res.statusCode).toBe(status)
    expectCommonHeaders(res)
    expect(res.headers['content-security-policy']).toBe(STRICT_CSP)
  })

  it('gives the OpenAPI page its own policy: inline styles, still no inline script', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.css']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expectCommonHeaders(res)
      const policy = policyOf(res)
      expect(policy.get('script-src')).toEqual(["'self'"])
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
      expect(policy.get('img-src')).toEqual(["'self'", 'data:'])
    }
    // Its relaxed policy stays under /api/docs.
    expect((await get('/api/docsx')).headers['content-security-policy']).toBe(STRICT_CSP)
  })

  it('keeps CORS closed: no Access-Control-Allow-Origin for another origin', async () => {
    const origin = 'https://elsewhere.example'
    const read = await get('/api/health', { origin })
    expect(read.statusCode).toBe(200)
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/me/profile',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined()
  })

  describe('over TLS', () => {
    it('sends no HSTS over plain HTTP, even when the client claims https without a trusted proxy', async () => {
      for (const res of [
        await get('/'),
        await get('/api/health', { 'x-forwarded-proto': 'https' }),
      ]) {
        expect(res.headers['strict-transport-security']).toBeUndefined()
        expect(policyOf(res).has('upgrade-insecure-requests')).toBe(false)
      }
      const direct = await get('/', {}, behindProxy)
      expect(direct.headers['strict-transport-security']).toBeUndefined()
    })

    it.each(['/', '/api/health', '/assets/web-1.js', '/api/docs'])(
      'sends HSTS and upgrade-insecure-requests on %s behind a trusted TLS proxy',
      async (url) => {
        const res = await get(url, { 'x-forwarded-proto': 'https' }, behindProxy)
        expect(res.statusCode).toBe(200)
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
        expect(policyOf(res).get('upgrade-insecure-requests')).toEqual([])
        expect(policyOf(res).get('frame-ancestors')).toEqual(["'none'"])
      },
    )
  })
})
