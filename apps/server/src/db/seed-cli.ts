// `npm run db:seed -w @app/server`: loads the demo data (sample catalog and demo accounts) into the
// configured database, migrating it first. Idempotent: rows that exist are left alone. Refused
// when NODE_ENV=production.
import { sql } from 'drizzle-orm'
import { openConfiguredDatabase } from './cli-support'
import type { Db } from './client'
import { migrate } from './migrate'
import * as schema from './schema/index'
import { seed } from './seed'

const COUNTED = {
  accounts: schema.users,
  instructors: schema.instructors,
  courses: schema.courses,
  lessons: schema.courseLessons,
  'course reviews': schema.courseReviews,
  products: schema.products,
  coupons: schema.coupons,
  orders: schema.orders,
  enrolments: schema.enrolments,
  quizzes: schema.quizzes,
  articles: schema.articles,
}

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const [name, table] of Object.entries(COUNTED)) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table)
    out[name] = row?.n ?? 0
  }
  return out
}

const { config, database, where } = openConfiguredDatabase()
try {
  if (config.NODE_ENV === 'production') {
    throw new Error(
      'refusing to load demo accounts into a production database (NODE_ENV=production)',
    )
  }
  process.stdout.write(`seeding ${where}\n`)
  await migrate(database)
  const before = await counts(database.db)
  await seed(database, config)
  const after = await counts(database.db)
  for (const [name, n] of Object.entries(after)) {
    const added = n - (before[name] ?? 0)
    process.stdout.write(`  ${name.padEnd(15)} ${String(n).padStart(6)}  (${added} added)\n`)
  }
  process.stdout.write('demo data is in place\n')
} catch (err) {
  process.stderr.write(`seeding failed: ${(err as Error).message.split('\nparams:')[0]}\n`)
  process.exitCode = 1
} finally {
  await database.close()
}
