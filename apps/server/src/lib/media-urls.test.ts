import { describe, expect, it } from 'vitest'
import { safeUrl } from './logging'
import { createMediaUrlSigner } from './media-urls'

const FILE = '3f1c2b9e-8d7a-4c55-9e21-0a6b4d2c1e77'
const VIEWER = '5a0e7c1d-2b3f-4e6a-8c9d-1f2e3a4b5c6d'
const NOW = Date.UTC(2026, 10, 27, 10, 0, 30)

const queryOf = (url: string) =>
  Object.fromEntries(new URL(url, 'http://x').searchParams) as Record<string, string>

describe('lesson media addresses', () => {
  const signer = createMediaUrlSigner('a-test-secret-of-at-least-32-characters', 900)

  it('lives its time (rounded up to the minute), then is refused as expired', () => {
    const { url, expiresAt } = signer.sign(FILE, VIEWER, NOW)
    expect(expiresAt.toISOString()).toBe('2026-11-27T10:16:00.000Z')
    const query = queryOf(url)
    expect(signer.verify(FILE, query, NOW)).toEqual({ ok: true, viewer: VIEWER, secondsLeft: 930 })
    expect(signer.verify(FILE, query, expiresAt.getTime() - 1000)).toMatchObject({ ok: true })
    expect(signer.verify(FILE, query, expiresAt.getTime())).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('is bound to the file, the viewer and the secret', () => {
    const query = queryOf(signer.sign(FILE, null, NOW).url)
    expect(query.v).toBe('guest')
    expect(signer.verify(FILE.toUpperCase(), query, NOW)).toMatchObject({ ok: true })
    expect(signer.verify(FILE.replace('3f', '4f'), query, NOW)).toMatchObject({ ok: false })
    expect(signer.verify(FILE, { ...query, v: VIEWER }, NOW)).toMatchObject({ ok: false })
    const other = createMediaUrlSigner('another-secret-of-at-least-32-characters', 900)
    expect(other.verify(FILE, query, NOW)).toEqual({ ok: false, reason: 'invalid' })
    expect(signer.verify(FILE, {}, NOW)).toEqual({ ok: false, reason: 'missing' })
  })

  it('keeps the signature out of the logs', () => {
    const { url } = signer.sign(FILE, VIEWER, NOW)
    const logged = safeUrl(url)
    expect(logged).toContain('sig=[redacted]')
    expect(logged).not.toContain(queryOf(url).sig)
  })
})
