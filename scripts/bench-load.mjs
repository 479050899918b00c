// Load benchmark: the built server (apps/server/dist) as a child process, once on the embedded
// database (PGlite, a fresh DATA_DIR) and once on PostgreSQL (a throwaway database created on the
// local server and dropped afterwards), each seeded with the sample catalog. Per database:
//
//   1. autocannon, 50 connections, 10 s per path (after a short warm-up): req/s, p50/p99 and errors
//      of /api/health, the course list (first page and three filter groups with a sort), a
//      course's API and the rendered course grid; each catalog path's req/s as a share of
//      /api/health's, judged against the goals (>= 80% of health, p99 <= 50 ms, no errors);
//   2. a course created and published through the authoring API as the demo mentor, then looked
//      for in the very next answer of the list, search, its page's API and the rendered grid (each
//      asked for before, so a cached answer would show);
//   3. the server restarted with CACHE_PAGES=false CACHE_CATALOG=false: 200 sequential requests
//      of the rendered course grid, p50/p95 (goal: p95 <= 30 ms).
//
//   npm run bench:load                         builds the web app and the server, then measures
//   npm run bench:load -- --seconds 10 --connections 50 --only pglite|postgres
//                          --pg-url postgres://postgres@127.0.0.1:5432/postgres
//   npm run bench:load -- --cold-only --cold-rounds 5
//                                              only part 3 (after one render on the seeded server,
//                                              which builds the facet index as part 1 would),
//                                              restarted and measured 5 times: each round and the
//                                              medians, the goal judged on the median p95
//   BENCH_WEB_DIST=/path npm run bench:load    measures with an existing web build
//   BENCH_QUICK=1                              a smoke run: 1 s per path, 20 sequential renders;
//                                              the speed goals are shown but not judged (errors
//                                              and the published course still are)
//
// Client and server share the machine: figures are for this machine with both on it.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
const serverDir = path.join(root, 'apps/server')
const serverBundle = path.join(serverDir, 'dist/server.js')
const requireFromServer = createRequire(path.join(serverDir, 'package.json'))
const autocannon = requireFromServer('autocannon')
const pg = requireFromServer('pg')

const isQuick = process.env.BENCH_QUICK === '1'
const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: isQuick ? '1' : '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'cold-only': { type: 'boolean', default: false },
    'cold-rounds': { type: 'string', default: '1' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
})
const SECONDS = Number(flags.seconds)
const CONNECTIONS = Number(flags.connections)
const WARM_UP_SECONDS = isQuick ? 0.5 : 2
const COLD_REQUESTS = isQuick ? 20 : 200
const COLD_ONLY = flags['cold-only']
const COLD_ROUNDS = Number(flags['cold-rounds'])
if (!Number.isInteger(COLD_ROUNDS) || COLD_ROUNDS < 1) {
  console.error(`--cold-rounds takes a whole number from 1, not ${flags['cold-rounds']}`)
  process.exit(2)
}
const GOAL = { shareOfHealth: 0.8, p99Ms: 50, coldP95Ms: 30 }
const DATABASES = ['pglite', 'postgres'].filter((d) => !flags.only || flags.only === d)
if (DATABASES.length === 0) {
  console.error(`--only takes pglite or postgres, not ${flags.only}`)
  process.exit(2)
}

const GRID = '/course-grid-left-sidebar'
/** Real facet values of the sample catalog: each group returns courses. */
const PATHS = [
  { name: '/api/health', url: '/api/health', isCatalog: false },
  { name: '/api/courses?page=1', url: '/api/courses?page=1', isCatalog: true },
  {
    name: 'courses: category+level+price, price sort',
    url: '/api/courses?categories=Web%20Development&levels=Beginner&prices=Paid&sort=price-asc',
    isCatalog: true,
  },
  {
    name: 'courses: 2 categories+language+feature, rating sort',
    url: '/api/courses?categories=Data%20Science,Software%20Engineering&languages=English&features=Quizzes&sort=rating-desc',
    isCatalog: true,
  },
  {
    name: 'courses: price+duration+feature, title sort, page 2',
    url: '/api/courses?prices=Paid&durations=3-6%20Hours&features=Coding%20Exercises&sort=title-asc&page=2',
    isCatalog: true,
  },
  { name: '/api/courses/1', url: '/api/courses/1', isCatalog: true },
  { name: GRID, url: GRID, isCatalog: true },
]

const work = mkdtempSync(path.join(os.tmpdir(), 'learnlane-bench-load-'))
const children = new Set()
let failed = false
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const say = (line = '') => process.stdout.write(`${line}\n`)

// ---------------------------------------------------------------------------------------------
// Build

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`bench:load: ${command} ${args.join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
}

const webDist = process.env.BENCH_WEB_DIST
if (!webDist) run('npm', ['run', 'build', '-w', '@app/web'])
run(process.execPath, [path.join(serverDir, 'build.mjs'), '--if-stale'])
if (!existsSync(path.join(webDist ?? path.join(root, 'apps/web/dist'), 'index.html'))) {
  console.error('bench:load: no web build to render the pages from')
  process.exit(1)
}

// ---------------------------------------------------------------------------------------------
// Servers

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** The environment an operator would give it, nothing inherited beyond the basics. */
function serverEnv(extra) {
  const env = {}
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    if (process.env[key] !== undefined) env[key] = process.env[key]
  }
  return {
    ...env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
    ...(webDist ? { WEB_DIST: webDist } : {}),
    ...extra,
  }
}

/** Starts dist/server.js and resolves once GET /api/health answers 200. */
async function startServer(label, extra) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, [serverBundle], {
    cwd: serverDir,
    env: serverEnv({ ...extra, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.add(child)
  let output = ''
  const keep = (chunk) => (output = (output + chunk).slice(-8000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        return { base, child, exited, label, seconds }
      }
    } catch {
      // not up yet
    }
    await sleep(250)
  }
  await stopServer({ child, exited })
  throw new Error(`${label}: the server did not start\n${output}`)
}

async function stopServer({ child, exited }) {
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    const stopped = await Promise.race([exited.then(() => true), sleep(20_000)])
    if (!stopped) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
      await exited
    }
  }
  children.delete(child)
}

// ---------------------------------------------------------------------------------------------
// Measurements

async function check(base, url) {
  const res = await fetch(`${base}${url}`)
  const body = await res.text()
  if (res.status !== 200)
    throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`)
  return body
}

async function load(base, url, seconds) {
  const result = await autocannon({
    url: `${base}${url}`,
    connections: CONNECTIONS,
    duration: seconds,
    // As a browser asks: the server answers with a compressed copy when it has one.
    headers: { 'accept-encoding': 'br, gzip' },
  })
  const problems = result.errors + result.timeouts + result.non2xx
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    problems,
    requests: result.requests.total,
  }
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

const NAME_WIDTH = Math.max(...PATHS.map((entry) => entry.name.length))
const pad = (value, width) => String(value).padStart(width)
const padEnd = (value, width) => String(value).padEnd(width)

async function measureLoad(server) {
  say(
    `\n${padEnd('path', NAME_WIDTH)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ` +
      `${pad('errors', 7)} ${pad('% health', 9)}  goal`,
  )
  let healthRps = 0
  const rows = []
  for (const entry of PATHS) {
    await check(server.base, entry.url)
    await load(server.base, entry.url, WARM_UP_SECONDS)
    const m = await load(server.base, entry.url, SECONDS)
    if (!entry.isCatalog) healthRps = m.rps
    const share = entry.isCatalog && healthRps > 0 ? m.rps / healthRps : undefined
    const meets =
      m.problems === 0 && (!entry.isCatalog || (share >= GOAL.shareOfHealth && m.p99 <= GOAL.p99Ms))
    if (m.problems > 0) failed = true
    if (!meets && !isQuick) failed = true
    const verdict = !entry.isCatalog ? (m.problems === 0 ? '' : 'FAIL') : meets ? 'PASS' : 'FAIL'
    rows.push({ ...entry, ...m, share, meets })
    say(
      `${padEnd(entry.name, NAME_WIDTH)} ${pad(Math.round(m.rps), 8)} ` +
        `${pad(m.p50, 7)} ${pad(m.p99, 7)} ${pad(m.problems, 7)} ` +
        `${pad(share === undefined ? '' : `${Math.round(share * 100)}%`, 9)}  ${verdict}`,
    )
  }
  return rows
}

const courseInput = (word) => ({
  title: `Applied ${word} Essentials`,
  category: 'Data Science',
  level: 'Intermediate',
  description: `A practical course about ${word}: from first principles to a working project.`,
  videoSource: 'YouTube',
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  sections: [
    {
      title: 'Getting started',
      lessons: [
        { title: 'Welcome', type: 'video', durationMinutes: 12, isPreview: true, description: '' },
      ],
    },
  ],
  tags: ['bench', word.toLowerCase()],
  languages: ['English', 'Turkish'],
  courseTags: [],
  priceCents: 4900,
  durationBucket: '0-1 Hour',
  features: ['Quizzes'],
})

async function api(base, method, url, token, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 200)}`)
  return JSON.parse(text)
}

/** Publishes a new course, then looks for it in the very next answer of each catalog view. */
async function publishedIsVisible(base) {
  const word = `Loadtestium${randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[d])}`
  const filters = 'categories=Data%20Science&levels=Intermediate&languages=Turkish'
  const { token } = await api(base, 'POST', '/api/auth/teacher/login', undefined, {
    email: 'mentor@learnlane.test',
    password: 'Mentor#2026',
  })
  const created = await api(base, 'POST', '/api/me/courses', token, courseInput(word))
  const views = [
    {
      url: `/api/courses?${filters}&pageSize=48`,
      has: (body) => body.includes(`"id":${created.id},`),
    },
    {
      url: `/api/search?q=${word}`,
      has: (body) => body.includes(`/course-single-v1/${created.id}"`),
    },
    { url: `/api/courses/${created.id}`, has: (body) => body.includes(word) },
    { url: `${GRID}?${filters}`, has: (body) => body.includes(word) },
  ]
  const fetchBody = async (url) => {
    const res = await fetch(`${base}${url}`)
    return { status: res.status, body: await res.text() }
  }
  // Asked twice before publishing: whatever is cached now holds the catalog without the course.
  for (const view of views) {
    for (let i = 0; i < 2; i += 1) view.before = await fetchBody(view.url)
  }
  // Publish sends it for review; the demo admin's approval puts it live.
  await api(base, 'POST', `/api/me/courses/${created.id}/publish`, token)
  const admin = await api(base, 'POST', '/api/auth/teacher/login', undefined, {
    email: 'admin@learnlane.test',
    password: 'Admin#2026',
  })
  await api(base, 'POST', `/api/admin/course-reviews/${created.id}/approve`, admin.token)
  say(`\npublished and approved "${created.title ?? word}" (course ${created.id}), then at once:`)
  for (const view of views) {
    const after = await fetchBody(view.url)
    const visible = after.status === 200 && view.has(after.body)
    const wasThere = view.before.status === 200 && view.has(view.before.body)
    if (!visible || wasThere) failed = true
    say(
      `  ${visible && !wasThere ? 'visible' : 'MISSING'}  GET ${view.url}  ` +
        `(before: ${view.before.status}${wasThere ? ', already there' : ', not there'}; after: ${after.status})`,
    )
  }
}

/** The rendered grid asked for one request at a time on a server just started: p50 and p95. */
async function measureCold(server) {
  const url = `${server.base}${GRID}`
  for (let i = 0; i < 10; i += 1) await check(server.base, GRID)
  const times = []
  for (let i = 0; i < COLD_REQUESTS; i += 1) {
    const started = performance.now()
    const res = await fetch(url)
    await res.arrayBuffer()
    times.push(performance.now() - started)
    if (res.status !== 200) failed = true
  }
  times.sort((a, b) => a - b)
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) }
}

/** Judges the cold render's p95 (the median p95 of several rounds) against the goal. */
function judgeCold({ p50, p95 }, label) {
  const meets = p95 <= GOAL.coldP95Ms
  if (!meets && !isQuick) failed = true
  say(
    `\nrendered ${GRID} with the caches off (CACHE_PAGES=false CACHE_CATALOG=false), ` +
      `${COLD_REQUESTS} requests one at a time${label}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms  ` +
      `${meets ? 'PASS' : 'FAIL'} (goal p95 <= ${GOAL.coldP95Ms} ms)`,
  )
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// ---------------------------------------------------------------------------------------------
// One database

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: flags['pg-url'], connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

let pgDatabase
async function databaseEnv(driver) {
  const dataDir = mkdtempSync(path.join(work, `${driver}-`))
  if (driver === 'pglite') return { DATA_DIR: dataDir }
  pgDatabase = `learnlane_bench_load_${process.pid}`
  await adminQuery(`drop database if exists ${pgDatabase} with (force)`)
  await adminQuery(`create database ${pgDatabase}`)
  const url = new URL(flags['pg-url'])
  url.pathname = `/${pgDatabase}`
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() }
}

async function benchDatabase(driver) {
  const title =
    driver === 'pglite'
      ? 'PGlite (embedded, in its worker thread)'
      : 'PostgreSQL (local server, throwaway database)'
  say(`\n== ${title} ==`)
  const env = await databaseEnv(driver)
  const server = await startServer(driver, { ...env, SEED: 'true' })
  say(
    COLD_ONLY
      ? `started and seeded in ${server.seconds} s`
      : `started and seeded in ${server.seconds} s; ${CONNECTIONS} connections, ${SECONDS} s per path`,
  )
  try {
    if (COLD_ONLY) {
      await check(server.base, GRID)
    } else {
      await measureLoad(server)
      await publishedIsVisible(server.base)
    }
  } finally {
    await stopServer(server)
  }
  const rounds = []
  for (let round = 1; round <= COLD_ROUNDS; round += 1) {
    const cold = await startServer(`${driver} (caches off)`, {
      ...env,
      SEED: 'false',
      CACHE_PAGES: 'false',
      CACHE_CATALOG: 'false',
    })
    try {
      rounds.push(await measureCold(cold))
    } finally {
      await stopServer(cold)
    }
    if (COLD_ROUNDS > 1) {
      const { p50, p95 } = rounds.at(-1)
      say(`  cold round ${round}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`)
    }
  }
  judgeCold(
    {
      p50: median(rounds.map((r) => r.p50)),
      p95: median(rounds.map((r) => r.p95)),
    },
    COLD_ROUNDS > 1 ? `, medians of ${COLD_ROUNDS} restarts` : '',
  )
}

async function postgresAnswers() {
  try {
    await adminQuery('select 1')
    return true
  } catch {
    return false
  }
}

async function cleanUp() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  if (pgDatabase)
    await adminQuery(`drop database if exists ${pgDatabase} with (force)`).catch(() => {})
  rmSync(work, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130))
  })
}

const quickNote = isQuick ? ' (quick run: goals not judged)' : ''
if (COLD_ONLY) {
  say(
    `load benchmark, cold render only: ${os.cpus().length} cores, Node ${process.version}, ` +
      `${COLD_ROUNDS} restart${COLD_ROUNDS === 1 ? '' : 's'} per database${quickNote}`,
  )
  say(`goal: cold render p95 <= ${GOAL.coldP95Ms} ms`)
} else {
  say(
    `load benchmark: ${os.cpus().length} cores, Node ${process.version}, ` +
      `autocannon ${CONNECTIONS} connections x ${SECONDS} s per path${quickNote}`,
  )
  say(
    `goals: each catalog path >= ${GOAL.shareOfHealth * 100}% of /api/health's req/s with p99 <= ${GOAL.p99Ms} ms and no errors; ` +
      `cold render p95 <= ${GOAL.coldP95Ms} ms`,
  )
  say('paths:')
  for (const entry of PATHS) if (entry.name !== entry.url) say(`  ${entry.name}: ${entry.url}`)
}
try {
  for (const driver of DATABASES) {
    if (driver === 'postgres' && !(await postgresAnswers())) {
      const message = `no PostgreSQL at ${flags['pg-url']}: the PostgreSQL leg is SKIPPED`
      say(`\n\u001b[41m\u001b[37m ${message} \u001b[0m`)
      if (process.env.REQUIRE_POSTGRES === '1') failed = true
      continue
    }
    await benchDatabase(driver)
  }
} catch (error) {
  failed = true
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
} finally {
  await cleanUp()
}
say(
  failed
    ? '\nbench:load: FAIL'
    : isQuick
      ? COLD_ONLY
        ? '\nbench:load: no errors (speed goal not judged)'
        : '\nbench:load: no errors, the published course showed at once (speed goals not judged)'
      : '\nbench:load: every goal met',
)
process.exit(failed ? 1 : 0)
