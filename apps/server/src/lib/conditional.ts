import { createHash } from 'node:crypto'

/** The validators of one stored answer. */
export interface Validators {
  /** A weak entity tag: a hash of the body, whichever encoding carries it. */
  etag: string
  /** When this body was first answered, in whole seconds (HTTP dates have no finer unit). */
  lastModified: Date
}

/**
 * An ETag of the body: the same content gives the same tag on every instance. Weak, because the
 * same answer is sent as it is, in brotli or in gzip (different bytes, the same content); a
 * browser revalidates with whichever it holds, and If-None-Match compares weakly anyway.
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** The moment rounded down to the second, as Last-Modified carries it. */
export const wholeSecond = (at: Date): Date => new Date(Math.floor(at.getTime() / 1000) * 1000)

/** True when an If-None-Match header names this ETag (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/**
 * Whether a GET may be answered 304 Not Modified: If-None-Match decides when sent; otherwise
 * If-Modified-Since (a valid date no older than the answer), when the answer's date is known.
 */
export function isNotModified(
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
  validators: Pick<Validators, 'etag'> & Partial<Pick<Validators, 'lastModified'>>,
): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) return matchesEtag(ifNoneMatch, validators.etag)
  const since = headers['if-modified-since']
  if (!since || !validators.lastModified) return false
  const at = Date.parse(since)
  return Number.isFinite(at) && validators.lastModified.getTime() <= at
}
