/**
 * Fills the configured database (DATABASE_URL, or PGlite under DATA_DIR) with a large generated
 * catalog to measure scale:
 *
 *   npm run seed:large -- --courses 100000 [--instructors 1250] [--seed 7] [--no-content]
 *
 * The sample data is loaded first; generated mentors and courses get ids after the highest ones
 * present, so running it twice adds a second batch. `--no-content` skips each course's
 * curriculum and reviews (much faster, for benchmarks of the catalog list).
 */
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../config'
import { createDatabase, type Database } from './client'
import { createFacetIndex } from '../catalog/course-facets'
import { migrate } from './migrate'
import { seed } from './seed'
import {
  createRandom,
  generateCourses,
  generateInstructors,
  insertGenerated,
} from './seed/catalog-generate'
import { refreshSearchTerms } from './seed/catalog-rows'

export interface LargeCatalogOptions {
  courses: number
  instructors?: number
  seed?: number
  withContent?: boolean
  onProgress?: (message: string) => void
}

async function maxId(database: Database, table: 'courses' | 'instructors'): Promise<number> {
  const answer: unknown = await database.db.execute(
    sql`select coalesce(max(id), 0)::int as max from ${sql.identifier(table)}`,
  )
  const result = answer as { rows: { max: number }[] }
  return result.rows[0]?.max ?? 0
}

/** Generates and inserts the catalog in chunks (bounded memory), then refreshes search terms. */
export async function seedLargeCatalog(database: Database, options: LargeCatalogOptions) {
  const say = options.onProgress ?? (() => {})
  const random = createRandom(options.seed ?? 20_260_101)
  const instructorCount = options.instructors ?? Math.max(20, Math.round(options.courses / 80))
  const firstInstructor = (await maxId(database, 'instructors')) + 1
  const firstCourse = (await maxId(database, 'courses')) + 1
  const instructors = generateInstructors(random, firstInstructor, instructorCount)
  await insertGenerated(database.db, { instructors, courses: [] })
  say(
    `${instructorCount} instructors added (ids ${firstInstructor}-${firstInstructor + instructorCount - 1})`,
  )

  const chunk = 10_000
  const started = Date.now()
  for (let done = 0; done < options.courses; done += chunk) {
    const courses = generateCourses(random, {
      startId: firstCourse + done,
      count: Math.min(chunk, options.courses - done),
      instructors,
    })
    await insertGenerated(
      database.db,
      { instructors, courses },
      { withContent: options.withContent ?? true, batchSize: 2000 },
    )
    const total = done + courses.length
    const rate = Math.round(total / ((Date.now() - started) / 1000))
    say(`${total} / ${options.courses} courses (${rate} per second)`)
  }
  say('refreshing the search vocabulary, facet bitmaps and planner statistics')
  await refreshSearchTerms(database.db)
  // VACUUM sets the visibility map, so the list's covering indexes answer without the table.
  for (const table of [
    'instructors',
    'courses',
    'course_sections',
    'course_lessons',
    'course_reviews',
  ]) {
    await database.db.execute(sql`vacuum analyze ${sql.identifier(table)}`)
  }
  await createFacetIndex(database.db).rebuild()
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))

if (isMain) {
  const { values } = parseArgs({
    options: {
      courses: { type: 'string', default: '100000' },
      instructors: { type: 'string' },
      seed: { type: 'string' },
      'no-content': { type: 'boolean', default: false },
    },
  })
  const courses = Number(values.courses)
  if (!Number.isInteger(courses) || courses < 1) {
    process.stderr.write('--courses must be a positive whole number\n')
    process.exit(1)
  }
  const config = loadConfig()
  if (config.NODE_ENV === 'production') {
    process.stderr.write('Refusing to fill a production database with generated courses\n')
    process.exit(1)
  }
  const database = createDatabase(config)
  const started = Date.now()
  const log = (message: string) =>
    process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}\n`)
  log(
    `database: ${database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`}`,
  )
  await migrate(database)
  await seed(database, config)
  await seedLargeCatalog(database, {
    courses,
    ...(values.instructors ? { instructors: Number(values.instructors) } : {}),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
    withContent: !values['no-content'],
    onProgress: log,
  })
  log('done')
  await database.close()
}
