import { VIDEO_EMBED_ORIGINS } from '@app/domain/catalog/rules'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/test-app'

/** Directive name -> its sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  return new Map(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

describe('GET /embed/map', () => {
  let t: TestApp
  let withService: TestApp
  const SERVICE = 'https://maps.example.org/embed?q=120+Harbour+Lane&z=15'
  beforeAll(async () => {
    t = await buildTestApp('pglite')
    withService = await buildTestApp('pglite', { MAP_EMBED_URL: SERVICE })
  })
  afterAll(async () => {
    await t.close()
    await withService.close()
  })

  it('draws the streets around the office with a marker and the address, at zoom 15', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/embed/map?zoom=15' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toMatch(/^<!doctype html>/)
    expect(res.body).toContain('<svg class="map__drawing" role="img"')
    expect(res.body).toContain('at zoom 15')
    expect(res.body).toContain('class="map__marker"')
    expect(res.body).toMatch(
      /<p class="map__place"><strong>Learnlane Office<\/strong><span>120 Harbour Lane, Suite 4,<\/span> <span>Portland, OR 97204<\/span><\/p>/,
    )
    expect(res.body).toContain('<a href="?zoom=16" aria-label="Zoom in">')
    expect(res.body).toContain('<a href="?zoom=14" aria-label="Zoom out">')
    // Self-contained: no script, nothing loaded but the site's own icon.
    expect(res.body).not.toMatch(/<script|<img|\ssrc=|url\((?!#)/)
    expect([...res.body.matchAll(/<link [^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    ])
    expect((await t.app.inject({ method: 'GET', url: '/embed/map' })).body).toContain('at zoom 15')
  })

  it('may be framed by the site’s own pages only, and runs no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/embed/map' })
    const policy = policyOf(res)
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.has('script-src')).toBe(false)
    const [nonceSource] = policy.get('style-src') ?? []
    const nonce = /^'nonce-(.+)'$/.exec(nonceSource ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(res.body).toContain(`<style nonce="${nonce}">`)
    expect(res.body).not.toContain(' style="')
    // The site's pages keep refusing to be framed.
    const page = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(policyOf(page).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('stops zooming at its ends', async () => {
    const closest = await t.app.inject({ method: 'GET', url: '/embed/map?zoom=18' })
    expect(closest.statusCode).toBe(200)
    expect(closest.body).not.toContain('aria-label="Zoom in"')
    expect(closest.body).toContain('<a href="?zoom=17" aria-label="Zoom out">')
  })

  it.each(['0', '19', '15.5', 'far', '-3'])('refuses zoom=%s with 400', async (zoom) => {
    const res = await t.app.inject({ method: 'GET', url: `/embed/map?zoom=${zoom}` })
    expect(res.statusCode).toBe(400)
    expect(res.json<{ error: string }>().error).toMatch(/^Zoom must be/)
  })

  it('sends the frame to the configured maps service, which the site then allows in frames', async () => {
    const res = await withService.app.inject({ method: 'GET', url: '/embed/map?zoom=15' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(SERVICE)
    const page = await withService.app.inject({ method: 'GET', url: '/contact' })
    expect(policyOf(page).get('frame-src')).toEqual([
      "'self'",
      'https://maps.example.org',
      ...VIDEO_EMBED_ORIGINS,
    ])
    const plain = await t.app.inject({ method: 'GET', url: '/contact' })
    expect(policyOf(plain).get('frame-src')).toEqual(["'self'", ...VIDEO_EMBED_ORIGINS])
  })
})
