// Lighthouse (mobile preset) against the production build: performance, accessibility, best
// practices and SEO scores and the key metrics of six public pages, each judged against the
// goals below, and the first-load JavaScript budgets (entry plus route chunks, read from Vite's
// build manifest). Each page is requested once before it is measured, as a visitor finds it: the
// server keeps rendered pages until the catalog changes, so the measured load is a cached page
// (the cold render has its own figure in `npm run bench:load`). Each run is a first visit, in a
// browser started for it with a profile of its own, as the Lighthouse CLI does.
//
//   npm run bench:web                      builds apps/web, then measures
//   BENCH_WEB_DIST=/path npm run bench:web measures an existing build
//   BENCH_PORT=5190 BENCH_RUNS=5           port of the temporary server, runs per page (median)
//   BENCH_REPORT_DIR=/tmp/lh               also keeps each run's full Lighthouse report (JSON)
//   BENCH_QUICK=1                          a smoke run: one run of the first page, its score shown
//                                          but not judged (the JavaScript budget still is)
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 5190)
const isQuick = process.env.BENCH_QUICK === '1'
const runs = isQuick ? 1 : Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const allPages = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',')
  : [
      '/',
      '/course-grid-left-sidebar',
      '/course-single-v1/1',
      '/instructor-list',
      '/shop-single/1',
      '/about',
    ]
const pages = isQuick ? allPages.slice(0, 1) : allPages
const base = `http://127.0.0.1:${port}`
const reportDir = process.env.BENCH_REPORT_DIR

let webDist = process.env.BENCH_WEB_DIST
if (!webDist) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  webDist = path.join(root, 'apps/web/dist')
}

const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'))

/** The JavaScript a first load of `page` fetches: the entry and its route's chunks, compressed. */
function firstLoadJs(page) {
  const filesOf = (key, seen = new Set()) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return []
    seen.add(key)
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => filesOf(k, seen))]
  }
  const route = `src/app/routes/${page.split('/')[1] || 'home'}.tsx`
  const files = [...new Set([...filesOf('index.html'), ...filesOf(route)])].filter((f) =>
    f.endsWith('.js'),
  )
  let gzip = 0
  let brotli = 0
  for (const file of files) {
    const data = readFileSync(path.join(webDist, file))
    gzip += gzipSync(data, { level: 9 }).length
    brotli += brotliCompressSync(data).length
  }
  return { files: files.length, gzipKiB: gzip / 1024, brotliKiB: brotli / 1024 }
}

// Brotli, as browsers get it. The budgets are the ones `npm run check:first-load -w @app/web`
// checks, read from that script (`home=127 about=127 ...`, by route module), so they live once.
const webScripts = JSON.parse(
  readFileSync(path.join(root, 'apps/web/package.json'), 'utf8'),
).scripts
const budgetOfModule = Object.fromEntries(
  [...webScripts['check:first-load'].matchAll(/([\w-]+)=(\d+(?:\.\d+)?)/g)].map(([, name, kib]) => [
    name,
    Number(kib),
  ]),
)
const moduleOf = (page) => (page === '/' ? 'home' : page.split('/')[1])
const JS_BUDGET_KIB = Object.fromEntries(
  allPages.map((page) => [page, budgetOfModule[moduleOf(page)]]),
)
let overBudget = false
console.log('\nFirst-load JavaScript (entry and route chunks)\n')
for (const page of pages) {
  const js = firstLoadJs(page)
  const budget = JS_BUDGET_KIB[page]
  const isOver = budget !== undefined && js.brotliKiB > budget
  if (isOver) overBudget = true
  console.log(
    `${isOver ? 'OVER' : 'ok  '} ${page.padEnd(28)} ${js.gzipKiB.toFixed(1)} KiB gzip, ` +
      `${js.brotliKiB.toFixed(1)} KiB brotli, ${js.files} files` +
      (budget === undefined ? '' : ` (budget ${budget} KiB brotli)`),
  )
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'learnlane-bench-'))
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

/** The goals per page, on the median of the runs. */
const GOALS = {
  score: 99,
  fcpMs: 1000,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  a11y: 100,
  practices: 100,
  seo: 100,
}

/** Which goals a page's median figures miss (empty when it meets them all). */
function missedGoals(m) {
  const missed = []
  if (m.score < GOALS.score) missed.push(`performance < ${GOALS.score}`)
  if (m.fcp > GOALS.fcpMs) missed.push(`FCP > ${GOALS.fcpMs / 1000} s`)
  if (m.lcp > GOALS.lcpMs) missed.push(`LCP > ${GOALS.lcpMs / 1000} s`)
  if (m.tbt > GOALS.tbtMs) missed.push(`TBT > ${GOALS.tbtMs} ms`)
  if (!(m.cls <= GOALS.cls)) missed.push('CLS > 0')
  if (m.a11y < GOALS.a11y) missed.push(`accessibility < ${GOALS.a11y}`)
  if (m.practices < GOALS.practices) missed.push(`best practices < ${GOALS.practices}`)
  if (m.seo < GOALS.seo) missed.push(`SEO < ${GOALS.seo}`)
  return missed
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * A browser with a profile of its own, as the Lighthouse CLI starts for each run: every run is a
 * first visit (nothing cached, nothing stored by an earlier page).
 */
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })

let chrome
let failed = false
try {
  await waitForServer()
  console.log(
    `\nLighthouse ${runs} run(s) per page, mobile preset, median shown; goals: performance >= ${GOALS.score}, ` +
      `FCP <= ${GOALS.fcpMs / 1000} s, LCP <= ${GOALS.lcpMs / 1000} s, TBT <= ${GOALS.tbtMs} ms, CLS 0, ` +
      `accessibility, best practices and SEO 100\n`,
  )
  for (const page of pages) {
    // Rendered once, so Lighthouse gets the page as the server's cache keeps it.
    await (await fetch(`${base}${page}`)).text()
    const results = []
    for (let i = 0; i < runs; i += 1) {
      // A run Lighthouse could not record (a trace without its navigation) is made again, twice
      // at most; its error still shows as NaN if every attempt fails.
      let result
      for (let attempt = 0; attempt < 3 && !(result && !result.lhr.runtimeError); attempt += 1) {
        chrome = await launchChrome()
        result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        await chrome.kill()
        chrome = undefined
      }
      const audits = result.lhr.audits
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true })
        const name =
          (page.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'home') + `-${i + 1}.json`
        writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr))
      }
      const category = (name) => Math.round((result.lhr.categories[name]?.score ?? 0) * 100)
      results.push({
        score: category('performance'),
        a11y: category('accessibility'),
        practices: category('best-practices'),
        seo: category('seo'),
        // A metric Lighthouse could not measure (a run that errored) reads NaN, not a crash.
        fcp: audits['first-contentful-paint'].numericValue ?? NaN,
        lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
        tbt: audits['total-blocking-time'].numericValue ?? NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      })
    }
    const pick = (k) => median(results.map((r) => r[k]))
    const medians = {
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      a11y: pick('a11y'),
      practices: pick('practices'),
      seo: pick('seo'),
    }
    const missed = missedGoals(medians)
    if (missed.length > 0 && !isQuick) failed = true
    console.log(
      `${missed.length === 0 ? 'PASS' : 'FAIL'} ${String(medians.score).padStart(3)}  ${page.padEnd(28)} ` +
        `FCP ${(medians.fcp / 1000).toFixed(2)} s  LCP ${(medians.lcp / 1000).toFixed(2)} s  ` +
        `TBT ${Math.round(medians.tbt)} ms  CLS ${medians.cls.toFixed(3)}  ` +
        `a11y ${medians.a11y}  best practices ${medians.practices}  SEO ${medians.seo}  ` +
        `(runs: ${results.map((r) => r.score).join(', ')})` +
        (missed.length > 0 ? `\n       misses: ${missed.join(', ')}` : ''),
    )
  }
} finally {
  await chrome?.kill()
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed || overBudget ? 1 : 0)
