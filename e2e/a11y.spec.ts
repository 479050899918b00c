import { PAGE_LIST } from '@app/domain/pages'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { demoToken, placeGuestOrder } from './accounts'
import { expect, test } from './fixtures'
import { trackRequests, waitForPageContent } from './page-ready'

/**
 * The accessibility gate (WCAG 2.2 AA): every page of the page table, signed out and
 * signed in as each role, at a desktop and a phone width, scanned by axe with zero violations
 * allowed and no rule turned off. At the phone width no page may be wider than the screen.
 *
 * One page per identity and width visits every route the way a link does (client-side), so the
 * app and axe load once per page; four such pages scan side by side. Each page is cut into parts
 * (header, the route's content, footer...) and a part whose markup was already checked at that
 * width is not checked again, so axe runs on what is new on each page.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const WIDTHS = [1440, 390] as const

/** Pages scanned and findings, for the summary line. */
const tally = { scans: 0, axeRuns: 0, violations: 0 }

/** Every page's path pattern (@app/domain/pages): '/' for the home page, '*' for not found. */
const patterns = PAGE_LIST.map((page) => page.path)

/** Real ids from the seeded data, looked up (or, for the order, made) through the API. */
interface SeededIds {
  instructorId: number
  productId: number
  articleId: number
  certificateId: string
  orderId: string
  /** A message in the outbox (the guest order's confirmation at least). */
  outboxId: string
}

/**
 * The URL scanned for each pattern that needs more than its own path: a real id for each
 * parameter, the query the page reads. A pattern with a parameter and no entry fails the gate.
 */
const URLS: Record<string, (ids: SeededIds) => string> = {
  '/course-single-v1/:id': () => '/course-single-v1/1',
  '/course-single-v5/:id?': () => '/course-single-v5',
  '/instructor-single/:id': (ids) => `/instructor-single/${ids.instructorId}`,
  '/shop-single/:id': (ids) => `/shop-single/${ids.productId}`,
  '/blog-single/:id': (ids) => `/blog-single/${ids.articleId}`,
  '/certificate/:id': (ids) => `/certificate/${encodeURIComponent(ids.certificateId)}`,
  '/admin/orders/:id': (ids) => `/admin/orders/${ids.orderId}`,
  '/admin/outbox/:id': (ids) => `/admin/outbox/${ids.outboxId}`,
  '/shop-order': (ids) => `/shop-order?id=${ids.orderId}`,
  '/lesson': () => '/lesson?course=1',
  '/search': () => '/search?q=react',
  '/notice/:kind': () => '/notice/login',
  '*': () => '/no/such/page',
}

function urlFor(pattern: string, ids: SeededIds): string {
  const fill = URLS[pattern]
  if (fill) return fill(ids)
  if (/[:*]/.test(pattern)) {
    throw new Error(`The router's path ${pattern} has no URL in e2e/a11y.spec.ts: add one`)
  }
  return pattern
}

type Identity = 'visitor' | 'student' | 'mentor' | 'admin'
const IDENTITIES: Identity[] = ['visitor', 'student', 'mentor', 'admin']

/** The visitor has no token; the others log in through the API, as the log-in form does. */
async function tokenOf(request: APIRequestContext, identity: Identity): Promise<string | null> {
  return identity === 'visitor' ? null : demoToken(request, identity)
}

let seeded: SeededIds | undefined

async function seededIds(request: APIRequestContext): Promise<SeededIds> {
  if (seeded) return seeded
  const first = async <T>(path: string): Promise<T> => {
    const response = await request.get(path)
    expect(response.ok(), path).toBe(true)
    const { items } = (await response.json()) as { items: T[] }
    expect(items.length, `${path} lists something`).toBeGreaterThan(0)
    return items[0]!
  }
  const learning = await request.get('/api/me/learning', {
    headers: { authorization: `Bearer ${await tokenOf(request, 'student')}` },
  })
  const { items } = (await learning.json()) as { items: { certificateId: string | null }[] }
  const certificateId = items.find((item) => item.certificateId)?.certificateId
  expect(certificateId, "the demo student's certificate").toBeTruthy()
  const productId = (await first<{ id: number }>('/api/products')).id
  const orderId = await placeGuestOrder(request, productId)
  const outbox = await request.get('/api/admin/outbox', {
    headers: { authorization: `Bearer ${await tokenOf(request, 'admin')}` },
  })
  const messages = (await outbox.json()) as { items: { id: string }[] }
  expect(messages.items.length, 'the outbox lists the order confirmation').toBeGreaterThan(0)
  seeded = {
    instructorId: (await first<{ id: number }>('/api/instructors')).id,
    productId,
    articleId: (await first<{ id: number }>('/api/articles')).id,
    certificateId: certificateId!,
    orderId,
    outboxId: messages.items[0]!.id,
  }
  return seeded
}

/** A cart holding a course and a product, so the cart and checkout pages show their forms. */
const CART = [
  { kind: 'course', id: 1, title: '', price: 0, quantity: 1 },
  { kind: 'product', id: 1, title: '', price: 0, quantity: 2 },
]

/**
 * axe-core (the copy @axe-core/playwright runs), loaded once into each document and frame by
 * `loadAxe`; AxeBuilder then only checks it is there instead of loading it again for each scan.
 */
const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
)
const AXE_LOADED = "if (!window.axe) throw new Error('axe-core is not loaded in this document')"

async function loadAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const hasAxe = await frame.evaluate(() => 'axe' in window).catch(() => true)
    if (!hasAxe) await frame.evaluate(AXE_SOURCE)
  }
}

declare global {
  interface Window {
    /** The route content before the last client-side navigation (see `navigate`). */
    __previousContent?: string
  }
}

/**
 * Opens `url` the way a link in the app does (a client-side navigation, so the document and axe
 * in it stay), and waits for the router to render it: the content changed, or the router sent
 * the visitor elsewhere (an area they may not open), with nothing left loading the route.
 */
async function navigate(page: Page, url: string): Promise<void> {
  const here = await page.evaluate(() => window.location.pathname + window.location.search)
  if (here === url) return
  await page.evaluate((url) => {
    window.__previousContent = document.querySelector('main')?.innerHTML
    window.history.pushState(null, '', url)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, url)
  await page.waitForFunction(
    (url) => {
      const main = document.querySelector('main')
      if (!main?.querySelector('h1') || document.querySelector('.nav-progress[data-active]')) {
        return false
      }
      const here = window.location.pathname + window.location.search
      return here !== url || main.innerHTML !== window.__previousContent
    },
    url,
    { timeout: 10_000 },
  )
}

/**
 * The parts of the page axe looks at one by one: each piece of the app's shell (promo bar,
 * header, the route's content in main, footer...) and anything portalled into the body (open
 * dialogs, toasts). Each is marked with `data-a11y-part` and keyed by a hash of its markup, in
 * which generated ids (React's useId) are renamed in order of appearance, so the same
 * markup has the same key wherever it is rendered.
 */
async function markParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shell = document.querySelector('#root > .app-shell')
    const parts = [
      ...(shell ? Array.from(shell.children) : Array.from(document.querySelectorAll('#root'))),
      ...Array.from(document.querySelectorAll('body > :not(#root, script, noscript)')),
    ]
    return parts.map((part, i) => {
      part.removeAttribute('data-a11y-part')
      const names = new Map<string, string>()
      const markup = part.outerHTML.replace(
        /_r_[0-9a-z]+_/g,
        (id) => names.get(id) ?? (names.set(id, `id${names.size}`), `id${names.size - 1}`),
      )
      part.setAttribute('data-a11y-part', String(i))
      // cyrb53: a 53-bit string hash.
      let h1 = 0xdeadbeef
      let h2 = 0x41c6ce57
      for (let c = 0; c < markup.length; c += 1) {
        const code = markup.charCodeAt(c)
        h1 = Math.imul(h1 ^ code, 2654435761)
        h2 = Math.imul(h2 ^ code, 1597334677)
      }
      h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
      h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
      return `${part.tagName}:${markup.length}:${(h2 >>> 0).toString(36)}${(h1 >>> 0).toString(36)}`
    })
  })
}

/**
 * Parts already checked, per width. Identical markup at the same width gives identical results,
 * so a part seen before (the same header on the next route, the same page content for another
 * account, the unauthorized page again) is not checked a second time.
 */
const checkedParts = new Map<number, Set<string>>()

/** What is wrong on the page now: axe's violations, and at phone width a sideways scroll. */
async function findings(page: Page, width: number): Promise<string[]> {
  const checked = checkedParts.get(width) ?? new Set<string>()
  checkedParts.set(width, checked)
  const keys = await markParts(page)
  const known = keys.flatMap((key, i) => (checked.has(key) ? [i] : []))
  const found: string[] = []
  if (known.length < keys.length) {
    tally.axeRuns += 1
    await loadAxe(page)
    let builder = new AxeBuilder({ page, axeSource: AXE_LOADED })
      .options({ resultTypes: ['violations'] })
      .withTags(TAGS)
      // The app has no cross-origin frames: axe runs in the page itself, without a helper page.
      .setLegacyMode()
    for (const i of known) builder = builder.exclude(`[data-a11y-part="${i}"]`)
    const results = await builder.analyze()
    for (const violation of results.violations) {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const why = node.failureSummary?.split('\n')[1]?.trim() ?? ''
        return `\n      ${node.target.join(' ')}: ${why}`
      })
      found.push(`${violation.id} (${violation.nodes.length}x): ${violation.help}${nodes.join('')}`)
    }
    if (found.length === 0) for (const key of keys) checked.add(key)
  }
  if (width < 768) {
    const { scrollWidth, wide } = await page.evaluate((max) => {
      const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((el) => el.getBoundingClientRect().right > max + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`)
      return { scrollWidth: document.documentElement.scrollWidth, wide }
    }, width)
    if (scrollWidth > width) {
      found.push(`the page is ${scrollWidth}px wide at ${width}px: ${wide.join(', ')}`)
    }
  }
  return found
}

/** Scans every URL in one page of the given width; returns the findings, one entry per URL. */
async function scanAll(
  browser: Browser,
  baseURL: string,
  width: number,
  token: string | null,
  urls: string[],
): Promise<string[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 768 ? 844 : 900 },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  await page.addInitScript(
    ({ token, cart }) => {
      if (token) localStorage.setItem('token', token)
      localStorage.setItem('cartList', JSON.stringify(cart))
    },
    { token, cart: CART },
  )
  await trackRequests(page)
  await page.goto('/')
  // The scan moves between pages through the app's router, which must be running first.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  const report: string[] = []
  for (const url of urls) {
    await navigate(page, url)
    await waitForPageContent(page)
    const found = await findings(page, width)
    if (found.length > 0) report.push(`${url} at ${width}px\n    ${found.join('\n    ')}`)
    tally.scans += 1
    tally.violations += found.length
  }
  await context.close()
  if (errors.length > 0) report.push(`console errors at ${width}px:\n    ${errors.join('\n    ')}`)
  return report
}

test('the gate has a URL for every page of the page table', () => {
  const ids: SeededIds = {
    instructorId: 1,
    productId: 1,
    articleId: 1,
    certificateId: 'c',
    orderId: 'o',
    outboxId: 'm',
  }
  for (const pattern of patterns) expect(() => urlFor(pattern, ids), pattern).not.toThrow()
})

/** Pages scanning at once: a scan mostly waits (for frames, answers), so four overlap well. */
const CONCURRENCY = 4

test(`every route passes axe signed out and as each role, at ${WIDTHS.join(' and ')} px`, async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(600_000)
  const ids = await seededIds(request)
  const urls = patterns.map((pattern) => urlFor(pattern, ids))
  const tokens = await Promise.all(IDENTITIES.map((identity) => tokenOf(request, identity)))
  // Pages of the same width scanning side by side start at different routes, so each mostly
  // finds parts the other has already checked.
  const lanes = Math.max(1, Math.floor(CONCURRENCY / WIDTHS.length))
  const jobs = IDENTITIES.flatMap((identity, i) => {
    const start = Math.round(((i % lanes) / lanes) * urls.length)
    const order = [...urls.slice(start), ...urls.slice(0, start)]
    return WIDTHS.map((width) => ({ identity, width, token: tokens[i]!, order }))
  })
  const reports: string[] = []
  const next = async (): Promise<void> => {
    const job = jobs.shift()
    if (!job) return
    const report = await scanAll(browser, baseURL!, job.width, job.token, job.order)
    reports.push(...report.map((line) => `as ${job.identity}: ${line}`))
    await next()
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, next))
  expect(reports.join('\n'), 'accessibility findings').toBe('')
})

test.afterAll(() => {
  if (tally.scans === 0) return
  console.log(
    `axe: ${patterns.length} routes x ${IDENTITIES.length} identities x ${WIDTHS.length} widths = ${tally.scans} scans, violations: ${tally.violations}`,
  )
  console.log(`axe: ${tally.axeRuns} of the scans held parts not seen before and ran axe on them`)
})

/** Records every figure each counter shows, from the moment it is on the page. */
async function recordCounters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Map<Element, string[]>()
    const note = (el: Element) => {
      const list = seen.get(el) ?? []
      const text = el.textContent ?? ''
      if (list.at(-1) !== text) list.push(text)
      seen.set(el, list)
    }
    new MutationObserver(() => {
      document.querySelectorAll('[data-testid="counter-digits"]').forEach(note)
    }).observe(document, { subtree: true, childList: true, characterData: true })
    Object.assign(window, { counterFigures: () => Array.from(seen.values()) })
  })
}

const figuresShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { counterFigures: () => string[][] }).counterFigures())

/** Scrolls down until `target` is rendered (sections render as they come near). */
async function scrollUntilAttached(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 500))
    await expect(target).toBeAttached({ timeout: 250 })
  }).toPass()
  await target.scrollIntoViewIfNeeded()
}

const playState = (track: Locator) =>
  track.evaluate((el) => el.getAnimations()[0]?.playState ?? 'none')

test.describe('motion', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('with reduced motion, counters show their figures at once and nothing moves', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await recordCounters(page)
    await page.goto('/about')
    const counters = page.getByRole('region', { name: 'Learnlane in numbers' })
    await scrollUntilAttached(page, counters)
    await expect(counters.locator('[data-testid="counter-digits"]').first()).toHaveText('458,000+')
    const figures = await figuresShown(page)
    expect(figures.length).toBeGreaterThan(1)
    for (const shown of figures) expect(shown, 'a counter shows one figure only').toHaveLength(1)

    await page.goto('/')
    const strip = page.getByRole('region', { name: 'Partner companies' })
    await scrollUntilAttached(page, strip)
    await expect(strip.getByRole('img', { name: 'Northwind' })).toBeVisible()
    expect(await playState(strip.locator('ul')), 'the logo strip does not move').toBe('none')
    await expect(page.getByRole('button', { name: /^(Pause|Play) partner logos$/ })).toHaveCount(0)
    // Whatever a stylesheet asks, no animation or transition lasts longer than a frame.
    const lasting = await page.evaluate(() => {
      const seconds = (list: string) =>
        Math.max(
          ...list.split(',').map((d) => parseFloat(d) / (d.trim().endsWith('ms') ? 1000 : 1)),
        )
      return Array.from(document.querySelectorAll('*'))
        .filter((el) => {
          const style = getComputedStyle(el)
          const animates =
            style.animationName !== 'none' && seconds(style.animationDuration) > 0.001
          return animates || seconds(style.transitionDuration) > 0.001
        })
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`)
    })
    expect(lasting, 'elements that still animate').toEqual([])
  })

  test('counters count up, and the moving logo strip stops on hover, on focus and with Pause', async ({
    page,
  }) => {
    await recordCounters(page)
    await page.goto('/about')
    const counters = page.getByRole('region', { name: 'Learnlane in numbers' })
    await scrollUntilAttached(page, counters)
    await expect(counters.locator('[data-testid="counter-digits"]').first()).toHaveText('458,000+')
    expect((await figuresShown(page))[0]!.length, 'the first counter counted up').toBeGreaterThan(1)

    await page.goto('/')
    const strip = page.getByRole('region', { name: 'Partner companies' })
    await scrollUntilAttached(page, strip)
    const track = strip.locator('ul')
    await expect.poll(() => playState(track)).toBe('running')

    await strip.hover()
    await expect.poll(() => playState(track)).toBe('paused')
    await page.mouse.move(1, 1)
    await expect.poll(() => playState(track)).toBe('running')

    // WCAG 2.2.2: a visible control stops it for good.
    const pause = page.getByRole('button', { name: 'Pause partner logos' })
    await expect(pause).toBeVisible()
    await pause.focus()
    await expect.poll(() => playState(track)).toBe('paused')
    await page.keyboard.press('Enter')
    const play = page.getByRole('button', { name: 'Play partner logos' })
    await expect(play).toBeFocused()
    await page.keyboard.press('Tab')
    const isFocusInStrip = () =>
      page.evaluate(() => document.querySelector('.logo-strip')!.contains(document.activeElement))
    expect(await isFocusInStrip()).toBe(false)
    await expect.poll(() => playState(track)).toBe('paused')

    await play.focus()
    await page.keyboard.press('Enter')
    await expect(pause).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await isFocusInStrip()).toBe(false)
    await expect.poll(() => playState(track)).toBe('running')
  })
})
