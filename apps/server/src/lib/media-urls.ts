import { createHmac, timingSafeEqual } from 'node:crypto'
import { fileUrl } from '@app/domain/files'

/** Who an address was handed to: an account id, or `guest` for a visitor on a Preview lesson. */
export const GUEST_VIEWER = 'guest'

/** The query of a signed lesson-media address: expiry (Unix seconds), viewer and signature. */
export interface MediaUrlQuery {
  exp?: string | undefined
  v?: string | undefined
  sig?: string | undefined
}

export interface SignedMediaUrl {
  url: string
  expiresAt: Date
}

export type MediaUrlCheck =
  | { ok: true; viewer: string; secondsLeft: number }
  | { ok: false; reason: 'missing' | 'expired' | 'invalid' }

export interface MediaUrlSigner {
  /** The seconds an address lives (at least; expiries are rounded up to the next minute). */
  readonly ttlSeconds: number
  /** `/api/files/<id>?exp=…&v=…&sig=…`: the file for this viewer until the expiry. */
  sign: (fileId: string, viewer: string | null, now?: number) => SignedMediaUrl
  /** Whether the query is this file's signature, still valid at `now` (milliseconds). */
  verify: (fileId: string, query: MediaUrlQuery, now?: number) => MediaUrlCheck
}

const VIEWER = /^[0-9a-z-]{1,64}$/i
const DIGITS = /^\d{1,12}$/
/** Expiries end on a whole minute, so a lesson fetched again within it keeps the same address. */
const ROUND_TO = 60

/**
 * Short-lived addresses of lesson media (uploaded videos and captions), for players that cannot
 * send the login token (a `<video>` element). The signature is an HMAC-SHA256 over the file id,
 * the expiry and the viewer, with a key derived from the server's signing secret (so a signature
 * is never a token, nor a token a signature). Anyone holding the address may use it until it
 * expires; it is handed out only by the endpoints that check who may watch the lesson.
 */
export function createMediaUrlSigner(secret: string, ttlSeconds: number): MediaUrlSigner {
  const key = createHmac('sha256', secret).update('learnlane lesson media addresses').digest()
  const mac = (fileId: string, exp: string, viewer: string) =>
    createHmac('sha256', key)
      .update(`${fileId.toLowerCase()}\n${exp}\n${viewer}`)
      .digest('base64url')

  return {
    ttlSeconds,

    sign(fileId, viewer, now = Date.now()) {
      const who = viewer ?? GUEST_VIEWER
      const exp = Math.ceil((now / 1000 + ttlSeconds) / ROUND_TO) * ROUND_TO
      const sig = mac(fileId, String(exp), who)
      const query = new URLSearchParams({ exp: String(exp), v: who, sig })
      return {
        url: `${fileUrl(fileId)}?${query.toString()}`,
        expiresAt: new Date(exp * 1000),
      }
    },

    verify(fileId, { exp, v, sig }, now = Date.now()) {
      if (exp === undefined && v === undefined && sig === undefined) {
        return { ok: false, reason: 'missing' }
      }
      if (!exp || !v || !sig || !DIGITS.test(exp) || !VIEWER.test(v)) {
        return { ok: false, reason: 'invalid' }
      }
      // Compared as text: another spelling of the same bytes is not this address.
      const given = Buffer.from(sig)
      const expected = Buffer.from(mac(fileId, exp, v))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'invalid' }
      }
      const secondsLeft = Number(exp) - Math.floor(now / 1000)
      if (secondsLeft <= 0) return { ok: false, reason: 'expired' }
      return { ok: true, viewer: v, secondsLeft }
    },
  }
}
