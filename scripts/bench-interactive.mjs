// How long a page looks ready before it is: per page, with the CPU slowed four times (Chrome
// DevTools Protocol `Emulation.setCPUThrottlingRate`) at 390 px, the time from the first
// contentful paint to the moment every control on screen works by itself (`<html data-app-ready>`:
// hydrated, every island wired). Before that moment a tap is held and replayed by the page's
// early-events script (apps/web/src/early/early-events.ts), so the figure is the longest a tap
// made at the first paint waits for its effect. A second figure checks it: a tap on a control
// made at `DOMContentLoaded`, and when its effect shows.
//
//   npm run bench:interactive              builds apps/web, then measures
//   BENCH_WEB_DIST=/path                   measures an existing build
//   BENCH_PORT=5191 BENCH_RUNS=5           port of the temporary server, runs per page (median)
// The functions handed to the browser (page.evaluate, addInitScript) run there, with its globals.
/* global window, document, MutationObserver */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 5191)
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const base = `http://127.0.0.1:${port}`

/** Each page with a control to tap as soon as the page is parsed, and what shows it worked (the menus are native `<dialog>`s, open once shown). */
const PAGES = [
  { path: '/', tap: 'button[aria-label^="Wishlist:"]', done: '[aria-pressed="true"]' },
  {
    path: '/course-grid-left-sidebar',
    tap: 'button[aria-label^="Wishlist:"]',
    done: '[aria-pressed="true"]',
  },
  { path: '/course-single-v1/1', tap: 'main button:has-text("Add To Cart")', done: 'cart' },
  { path: '/instructor-list', tap: 'button[aria-label="Open menu"]', done: 'dialog[open]' },
  { path: '/shop-single/1', tap: 'main button:has-text("Add To Cart")', done: 'cart' },
  { path: '/about', tap: 'button[aria-label="Open menu"]', done: 'dialog[open]' },
  // The first question is open at first; the tap opens the second (a native <details>).
  { path: '/faq', tap: 'main details:not([open]) > summary', done: 'expanded' },
  { path: '/login', tap: 'main label:has-text("Student")', done: 'student' },
]

let webDist = process.env.BENCH_WEB_DIST
if (!webDist) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  webDist = path.join(root, 'apps/web/dist')
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'learnlane-bench-interactive-'))
const server = spawn('npx', ['tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps/server'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
})

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start')
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Notes, in the page's own clock, when it was painted and when it said it was live. */
function watchReadiness() {
  const marks = {}
  window.__benchMarks = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  // Watching the document: this runs before its root element exists.
  new MutationObserver(() => {
    if (marks.ready === undefined && document.documentElement?.hasAttribute('data-app-ready'))
      marks.ready = performance.now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] })
}

/** True once the tapped control's effect is on the page (`done` as in PAGES). */
function effectShown({ done, tap }) {
  if (done === 'cart') return (localStorage.getItem('cartList') ?? '[]') !== '[]'
  if (done === 'expanded') return document.querySelectorAll('main details')[1]?.open === true
  if (done === 'student') return !!document.querySelector('main input[value="student"]:checked')
  void tap
  return !!document.querySelector(done)
}

async function measure(browser, page) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const tab = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await tab.addInitScript(watchReadiness)
  await tab.goto(base + page.path, { waitUntil: 'domcontentloaded' })
  const tappedAt = await tab.evaluate(() => performance.now())
  await tab.locator(page.tap).first().tap()
  await tab.waitForFunction(effectShown, page, { polling: 'raf', timeout: 30_000 }).catch((err) => {
    throw new Error(`${page.path}: the tap on ${page.tap} showed no effect`, { cause: err })
  })
  const shownAt = await tab.evaluate(() => performance.now())
  await tab.waitForFunction(() => window.__benchMarks.ready !== undefined, null, {
    timeout: 30_000,
  })
  const marks = await tab.evaluate(() => window.__benchMarks)
  await context.close()
  return {
    fcp: marks.fcp,
    ready: marks.ready,
    untilLive: marks.ready - marks.fcp,
    tapToEffect: shownAt - tappedAt,
  }
}

try {
  await waitForServer()
  // Each page once before measuring: cached by the server, as a visitor finds it.
  for (const page of PAGES) await fetch(base + page.path)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const rows = []
  for (const page of PAGES) {
    const samples = []
    for (let i = 0; i < runs; i += 1) samples.push(await measure(browser, page))
    const pick = (key) => Math.round(median(samples.map((s) => s[key])))
    rows.push({
      page: page.path,
      'first paint (ms)': pick('fcp'),
      'every control live (ms)': pick('ready'),
      'paint → live (ms)': pick('untilLive'),
      'tap at DOMContentLoaded → effect (ms)': pick('tapToEffect'),
    })
  }
  await browser.close()
  console.log(`\nFirst interactions, 390 px with touch, CPU slowed 4x, median of ${runs} runs:\n`)
  console.table(rows)
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true })
}
