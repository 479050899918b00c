import { createCache } from '../../lib/cache'
import { encodeBody, MIN_ENCODED_BYTES } from '../../lib/encodings'
import type { RenderedPage } from './page-render'

/**
 * The page cache's limits (docs/decisions/032-one-cache-for-pages-and-answers.md). Five minutes,
 * as the catalog answers a page is made of: relative texts such as "3 days ago", and writes made
 * outside the API, show within that time even when nothing bumps the content version.
 */
export const PAGE_CACHE_LIMITS = {
  maxEntries: 500,
  maxBytes: 128 * 1024 * 1024,
  maxAgeMs: 5 * 60_000,
}

export interface PageCacheOptions extends Partial<typeof PAGE_CACHE_LIMITS> {
  /** Renders the page of a canonical address. */
  render: (url: string) => Promise<RenderedPage>
  /** The current content version, or null when pages may not be kept. */
  versionNow: () => string | null
  /** The clock of the age limit (tests move it instead of waiting). */
  now?: () => number
}

/** Bytes a kept page holds: its HTML and the compressed copies. */
const bytesOf = (page: RenderedPage) =>
  Buffer.byteLength(page.html) +
  (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0)

/**
 * The page with its HTML compressed in brotli and gzip, once, as it enters the cache: every
 * later answer sends the stored bytes instead of compressing the page again. Pages too small to
 * gain (what @fastify/compress leaves as they are) and redirects stay as they are.
 */
async function withEncodings(page: RenderedPage): Promise<RenderedPage> {
  if (page.location || page.version === null || Buffer.byteLength(page.html) < MIN_ENCODED_BYTES)
    return page
  return { ...page, encoded: await encodeBody(page.html) }
}

/**
 * Rendered pages by canonical address, served while the content version they were rendered
 * under is current and for at most `maxAgeMs`, least recently used out first past `maxEntries`
 * or `maxBytes`. Concurrent requests for a page that is not kept share one render.
 */
export function createPageCache({
  render,
  versionNow,
  now,
  ...limits
}: PageCacheOptions): (url: string) => Promise<RenderedPage> {
  const { maxEntries, maxBytes, maxAgeMs } = { ...PAGE_CACHE_LIMITS, ...limits }
  const pages = createCache<string, RenderedPage>({
    maxEntries,
    maxBytes,
    sizeOf: bytesOf,
    maxAgeMs,
    now,
    load: async (url) => withEncodings(await render(url)),
  })
  return async (url) => {
    const version = versionNow()
    const kept = pages.get(url)
    if (kept && version !== null && kept.version === version) return kept
    // Rendered under an older version: rendered again (or joined, when already under way).
    const page = (await pages.fetch(url, { forceRefresh: kept !== undefined }))!
    // Only a page of the current content is kept: not the app's shell (a render that failed, a
    // page left to the browser), nor a page rendered while the content changed.
    if ((page.version === null || page.version !== versionNow()) && pages.peek(url) === page)
      pages.delete(url)
    return page
  }
}
