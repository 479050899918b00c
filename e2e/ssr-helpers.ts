import type { Page, Request } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Pages are rendered on the server and kept in its cache until the catalog changes, so the data
 * in a page can be any age when a browser receives it. Running the page's clock an hour ahead of
 * the server makes every first load one of those: the data handed over in the page must still be
 * used as it is, not fetched again because it looks old.
 */
export async function serveAsRenderedAnHourAgo(page: Page): Promise<void> {
  await page.clock.install({ time: Date.now() + 60 * 60_000 })
}

/** Requests for data the app makes itself (`fetch`), not images or scripts the page links. */
export function isApiDataRequest(request: Request): boolean {
  const url = new URL(request.url())
  return (
    url.pathname.startsWith('/api/') &&
    ['fetch', 'xhr', 'eventsource'].includes(request.resourceType())
  )
}

/** Collects, from now on, every data request the page sends to the API (method, path, query). */
export function recordApiDataRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (!isApiDataRequest(request)) return
    const url = new URL(request.url())
    requests.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return requests
}

/** React's hydration failures: minified errors 418, 419, 423 and 425, or their spelled-out text. */
const HYDRATION = /Minified React error #(418|419|423|425)|hydrat|did not match|server rendered/i

/** Collects, from now on, console errors and warnings and uncaught errors that are about hydration. */
export function recordHydrationProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION.test(message.text()))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (HYDRATION.test(`${error.message}\n${error.stack ?? ''}`)) problems.push(error.message)
  })
  return problems
}

/**
 * Waits until React has taken over the server's HTML: the page's content and footer belong to
 * rendered components, and the network has gone quiet (whatever the app fetches once it runs has
 * been asked for, and answered).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    const isHydrated = (element: Element | null | undefined) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
    const main = root?.querySelector('main')
    return (
      isHydrated(main) &&
      isHydrated(main?.lastElementChild ?? main) &&
      isHydrated(root?.querySelector('footer'))
    )
  })
  await page.waitForLoadState('networkidle')
  // Two frames: effects that run after the first paint have run.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
      ),
  )
}

/** Scrolls to the bottom a screen at a time, so every section that waits to be seen is seen. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await frame()
      await frame()
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

/**
 * The head a search engine and a link preview read: one title naming the page and the site, one
 * meta description, one canonical address (absolute; with `canonicalPath`, that path), and the
 * Open Graph and Twitter card tags, with a preview image on every page search engines may list.
 */
export async function expectPageMeta(page: Page, canonicalPath?: string | RegExp): Promise<void> {
  const head = page.locator('head')
  await expect(head.locator('title')).toHaveCount(1)
  const title = await page.title()
  expect(title === 'Learnlane' || /\S — Learnlane$/.test(title), `title "${title}"`).toBe(true)
  await expect(head.locator('meta[name="description"]')).toHaveCount(1)
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3}/)
  const canonical = head.locator('link[rel="canonical"]')
  await expect(canonical).toHaveCount(1)
  const href = (await canonical.getAttribute('href')) ?? ''
  expect(href, 'the canonical address is absolute').toMatch(/^https?:\/\/[^/]+\//)
  if (canonicalPath !== undefined) {
    const path = new URL(href).pathname
    if (typeof canonicalPath === 'string') expect(path, 'canonical path').toBe(canonicalPath)
    else expect(path, 'canonical path').toMatch(canonicalPath)
  }
  // A page kept out of search results (a form, a cart, not found) needs no preview image.
  const isIndexed = (await head.locator('meta[name="robots"][content*="noindex"]').count()) === 0
  for (const selector of [
    'meta[property="og:title"]',
    'meta[property="og:description"]',
    'meta[property="og:url"]',
    'meta[name="twitter:card"]',
    ...(isIndexed ? ['meta[property="og:image"]', 'meta[name="twitter:image"]'] : []),
  ]) {
    await expect(head.locator(selector), selector).toHaveCount(1)
    await expect(head.locator(selector), selector).toHaveAttribute('content', /\S/)
  }
}

/** Every JSON-LD block of the page's head, parsed. */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''))
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}
