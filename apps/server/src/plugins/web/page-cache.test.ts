import { describe, expect, it } from 'vitest'
import { etagOf } from '../../lib/conditional'
import { createPageCache, PAGE_CACHE_LIMITS, type PageCacheOptions } from './page-cache'
import type { RenderedPage } from './page-render'

/**
 * A page cache over a stand-in render that counts its renders, with a content version and a
 * clock the test moves.
 */
function setup(limits: Partial<typeof PAGE_CACHE_LIMITS> = {}, pageBytes = 100) {
  let version: string | null = 'v1'
  let time = 1_000_000
  let renders = 0
  const render = (url: string): Promise<RenderedPage> => {
    renders += 1
    const html = `${url} render ${renders} `.padEnd(pageBytes, '.')
    return Promise.resolve({
      status: 200,
      html,
      styleHashes: [],
      scriptHashes: [],
      etag: etagOf(html),
      lastModified: new Date(time),
      version,
    })
  }
  const options: PageCacheOptions = { render, versionNow: () => version, now: () => time }
  const page = createPageCache({ ...options, ...limits })
  return {
    page,
    /** Which render of the page a request got. */
    renderOf: async (url: string) => Number(/render (\d+)/.exec((await page(url)).html)?.[1]),
    renders: () => renders,
    advance: (ms: number) => (time += ms),
    setVersion: (next: string | null) => (version = next),
  }
}

describe('the page cache', () => {
  it('serves a page for its maximum age, then renders it again', async () => {
    const { renderOf, advance } = setup()
    expect(await renderOf('/about')).toBe(1)
    advance(PAGE_CACHE_LIMITS.maxAgeMs)
    expect(await renderOf('/about')).toBe(1)
    advance(1)
    expect(await renderOf('/about')).toBe(2)
    expect(await renderOf('/about')).toBe(2)
  })

  it('renders a page again once the content version moves', async () => {
    const { renderOf, setVersion } = setup()
    expect(await renderOf('/course-single-v1/1')).toBe(1)
    expect(await renderOf('/course-single-v1/1')).toBe(1)
    setVersion('v2')
    expect(await renderOf('/course-single-v1/1')).toBe(2)
    expect(await renderOf('/course-single-v1/1')).toBe(2)
  })

  it('renders a page once however many ask for it at the same time', async () => {
    const { page, renders } = setup()
    const pages = await Promise.all(Array.from({ length: 5 }, () => page('/about')))
    expect(renders()).toBe(1)
    expect(new Set(pages.map((p) => p.etag)).size).toBe(1)
  })

  it('keeps at most maxEntries pages, the least recently used out first', async () => {
    const { renderOf } = setup({ maxEntries: 2 })
    await renderOf('/a')
    await renderOf('/b')
    expect(await renderOf('/a')).toBe(1) // used again: /b is now the oldest
    await renderOf('/c')
    expect(await renderOf('/a')).toBe(1)
    expect(await renderOf('/b')).toBe(4)
  })

  it('keeps at most maxBytes of pages, and never a page larger than that', async () => {
    const { renderOf } = setup({ maxBytes: 250 }, 100)
    await renderOf('/a')
    await renderOf('/b')
    await renderOf('/c') // 300 bytes with the others: /a goes
    expect(await renderOf('/c')).toBe(3)
    expect(await renderOf('/b')).toBe(2)
    expect(await renderOf('/a')).toBe(4)

    const big = setup({ maxBytes: 250 }, 300)
    expect(await big.renderOf('/a')).toBe(1)
    expect(await big.renderOf('/a')).toBe(2)
  })

  it('keeps nothing without a content version, nor a page rendered as the content changed', async () => {
    const { page, renderOf, setVersion } = setup()
    setVersion(null)
    expect(await renderOf('/about')).toBe(1)
    expect(await renderOf('/about')).toBe(2)

    setVersion('v1')
    const rendering = page('/contact')
    setVersion('v2')
    await rendering
    expect(await renderOf('/contact')).toBe(4)
    expect(await renderOf('/contact')).toBe(4)
  })
})
