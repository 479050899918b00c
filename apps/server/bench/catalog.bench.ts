/**
 * Catalog benchmark: builds a 100,000-course catalog on a fresh PostgreSQL database (created and
 * dropped on the local server) and on a fresh PGlite directory, then times the API through
 * app.inject after a warm-up and prints p50/p95/p99 per scenario.
 *
 *   npm run bench:catalog -- [--courses 100000] [--requests 300] [--pg-url postgres://...]
 *                            [--only postgres|pglite]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app'
import { testConfig } from '../src/config'
import { createDatabase, type Database } from '../src/db/client'
import { migrate } from '../src/db/migrate'
import { seed } from '../src/db/seed'
import { seedLargeCatalog } from '../src/db/seed-large'
import { createFacetIndex } from '../src/catalog/course-facets'
import { log, percentile, withScratchPostgres } from './support'

const { values } = parseArgs({
  options: {
    courses: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    only: { type: 'string' },
  },
})
const COURSES = Number(values.courses)
const REQUESTS = Number(values.requests)

const SCENARIOS: { name: string; urls: string[] }[] = [
  {
    name: 'courses: 3 groups, price sort, page 50, facets',
    urls: [
      '/api/courses?categories=Web%20Development,Data%20Science&levels=Beginner&languages=English&sort=price-asc&page=50',
    ],
  },
  { name: 'courses: first page, no filters', urls: ['/api/courses'] },
  {
    name: 'courses: 5 groups, rating sort, page 3',
    urls: [
      '/api/courses?categories=Cybersecurity&levels=Intermediate&prices=Paid&features=Quizzes,Subtitle&rating=5&sort=rating-desc&page=3',
    ],
  },
  {
    name: 'search (words, prefixes, typos)',
    urls: [
      'python',
      'javascript',
      'data sci',
      'pyhton',
      'securty',
      'machine learn',
      'unity',
      'maya',
    ].map((q) => `/api/search?q=${encodeURIComponent(q)}&limit=10`),
  },
]

const ms = (n: number) => `${n.toFixed(1)} ms`

async function fill(database: Database): Promise<void> {
  const started = performance.now()
  await migrate(database)
  await seed(database, { NODE_ENV: 'test' })
  await seedLargeCatalog(database, {
    courses: COURSES,
    seed: 7,
    withContent: false,
    onProgress: (message) => log(`  ${message}`),
  })
  await database.db.execute(sql`vacuum analyze courses`)
  await createFacetIndex(database.db).rebuild()
  log(`  catalog ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

async function measure(database: Database): Promise<string[]> {
  const app = await buildApp(testConfig({ SEED: false }), { database })
  await app.ready()
  const lines: string[] = []
  try {
    for (const scenario of SCENARIOS) {
      const run = async (i: number) => {
        const url = scenario.urls[i % scenario.urls.length]!
        const start = performance.now()
        const res = await app.inject({ method: 'GET', url })
        const elapsed = performance.now() - start
        if (res.statusCode !== 200)
          throw new Error(`${url} answered ${res.statusCode}: ${res.body}`)
        return {
          elapsed,
          body: res.json<{ total?: number; items?: unknown[]; hits?: unknown[] }>(),
        }
      }
      for (let i = 0; i < 20; i++) await run(i)
      const times: number[] = []
      let sample: { total?: number; items?: unknown[]; hits?: unknown[] } = {}
      for (let i = 0; i < REQUESTS; i++) {
        const { elapsed, body } = await run(i)
        times.push(elapsed)
        sample = body
      }
      times.sort((a, b) => a - b)
      const detail =
        sample.total !== undefined
          ? `total ${sample.total}, ${sample.items?.length ?? 0} on the page`
          : `${sample.hits?.length ?? 0} hits`
      lines.push(
        `  ${scenario.name.padEnd(50)} p50 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}  p99 ${ms(percentile(times, 99)).padStart(9)}  (${detail})`,
      )
      log(lines.at(-1)!)
    }
  } finally {
    await app.close()
  }
  return lines
}

async function onPostgres(): Promise<string[]> {
  return withScratchPostgres(values['pg-url'], 'catalog', async (database, _url, name) => {
    log(`PostgreSQL: database ${name}`)
    await fill(database)
    return measure(database)
  })
}

async function onPglite(): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'learnlane-bench-'))
  const database = createDatabase({ DATA_DIR: dir })
  try {
    log(`PGlite: ${dir}`)
    await fill(database)
    return await measure(database)
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

const results: [string, string[]][] = []
log(`Catalog benchmark: ${COURSES} generated courses, ${REQUESTS} timed requests per scenario\n`)
if (values.only !== 'pglite') results.push(['PostgreSQL', await onPostgres()])
if (values.only !== 'postgres') results.push(['PGlite', await onPglite()])
log('\nSummary')
for (const [driver, lines] of results) {
  log(driver)
  for (const line of lines) log(line)
}
