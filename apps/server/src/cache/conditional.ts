import { createHash } from 'node:crypto'

/** The validators of one stored answer. */
export interface Validators {
  /** A strong entity tag: a hash of the exact body. */
  etag: string
  /** When this body was first answered, in whole seconds (HTTP dates have no finer unit). */
  lastModified: Date
}

/** A strong ETag of the body: the same bytes give the same tag on every instance. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
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
