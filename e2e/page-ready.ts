import type { Locator, Page } from '@playwright/test'

/** What a page shows while something on it is still loading. */
export const LOADING_SELECTOR = [
  '[aria-busy="true"]',
  '[class*="skeleton"]',
  '[class*="loading"]',
  '.ui-spinner',
].join(', ')

declare global {
  interface Window {
    /** Requests the page has sent and not yet had answered (see `trackRequests`). */
    __pendingRequests?: number
  }
}

/** Counts the page's fetch requests in flight, so `waitForPageContent` knows data is still coming. */
export async function trackRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window)
    window.__pendingRequests = 0
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      window.__pendingRequests = (window.__pendingRequests ?? 0) + 1
      try {
        return await original(...args)
      } finally {
        window.__pendingRequests = (window.__pendingRequests ?? 1) - 1
      }
    }
  })
}

/**
 * Waits until the page has its content: the route's heading is in, every section that renders
 * when scrolled near has been scrolled to (so it loads), and nothing shows a skeleton, spinner
 * or busy state any more, and no request made with `fetch` is waiting for its answer (with
 * `trackRequests`). Leaves the page scrolled back to the top.
 */
export async function waitForPageContent(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'attached' })
  const left = await page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    // What is hidden (a closed tab's panel) may wait for ever, and nobody sees it wait.
    const loading = () =>
      Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) =>
        el.checkVisibility(),
      )
    const inView = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.bottom > 0 && box.top < window.innerHeight + 100
    }
    /** Frames until nothing in view is loading (or `ms` passed). */
    const settle = async (ms: number) => {
      const end = performance.now() + ms
      await frame()
      await frame()
      const isBusy = () => (window.__pendingRequests ?? 0) > 0 || loading().some(inView)
      while (performance.now() < end && isBusy()) await frame()
    }
    // Sections mount as they come near the viewport, and what they hold loads once in view.
    let y = 0
    for (let i = 0; i < 80 && y < document.documentElement.scrollHeight; i += 1) {
      window.scrollTo(0, y)
      await settle(3_000)
      y += window.innerHeight
    }
    const isDone = () => loading().length === 0 && (window.__pendingRequests ?? 0) === 0
    const moving = () =>
      document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running')
    // A section can still change after that (data arriving late, a lazy part replacing its
    // placeholder): a few rounds of bringing what loads into view, then back to the top.
    for (let round = 0; round < 3; round += 1) {
      const end = performance.now() + 5_000
      while (performance.now() < end && !isDone()) {
        loading()[0]?.scrollIntoView({ block: 'center' })
        await settle(1_000)
      }
      // Back at the top, the header slides back in: wait for that to finish.
      window.scrollTo(0, 0)
      const stop = performance.now() + 1_000
      await frame()
      while (performance.now() < stop && moving()) await frame()
      await frame()
      if (isDone()) break
    }
    return loading().map((el) => el.outerHTML.slice(0, 160))
  }, LOADING_SELECTOR)
  if (left.length > 0) {
    throw new Error(`${page.url()} is still loading:\n${left.join('\n')}`)
  }
}

/**
 * Scrolls `locator` into view and waits until it stays put for a few frames. Sections below the
 * fold are laid out only as they come near the screen, and their real height can differ a little
 * from the space held for them: a click right after a jump to the footer could otherwise press on
 * one place and let go on another.
 */
export async function scrollIntoViewSettled(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded()
  // Read from the browser's layout, not by a script in the page: this works with JavaScript off.
  let last = ''
  let still = 0
  for (let i = 0; i < 60 && still < 3; i += 1) {
    await locator.page().waitForTimeout(50)
    const box = await locator.boundingBox()
    const now = box ? `${box.x},${box.y}` : ''
    still = now === last ? still + 1 : 0
    last = now
  }
}

/** Clicks `locator` once it has settled in view (see `scrollIntoViewSettled`). */
export async function clickWhenSettled(locator: Locator): Promise<void> {
  await scrollIntoViewSettled(locator)
  await locator.click()
}
