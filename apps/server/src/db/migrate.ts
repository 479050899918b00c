import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { packageRoot } from '../lib/package-root'
import type { Database } from './client'
import { queryRows } from './raw-sql'

/** The committed SQL migrations (apps/server/drizzle), found from the source and from the bundle. */
export const migrationsFolder = path.join(packageRoot(), 'drizzle')

/** Any constant shared by every instance: one migrator at a time on a shared server. */
const MIGRATION_LOCK = 727_001

/** Applies the committed SQL migrations; safe to run from several instances at once. */
export async function migrate(database: Database): Promise<void> {
  const { db, driver } = database
  if (driver === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  await database.exclusive(MIGRATION_LOCK, () =>
    migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder }),
  )
}

interface JournalEntry {
  tag: string
  /** Drizzle records this as the migration's `created_at`. */
  when: number
}

/** The committed migrations, in order (drizzle/meta/_journal.json). */
export function migrationJournal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta/_journal.json')
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries
}

/** When the newest applied migration was written; null on a database never migrated. */
async function lastAppliedAt(database: Database): Promise<number | null> {
  try {
    const [row] = await queryRows<{ at: string | number | null }>(
      database.db,
      sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
    )
    return row?.at === null || row?.at === undefined ? null : Number(row.at)
  } catch {
    return null
  }
}

/** Applies the migrations the database lacks and names them (empty when it was up to date). */
export async function migrateAndReport(
  database: Database,
): Promise<{ applied: string[]; total: number }> {
  const before = await lastAppliedAt(database)
  await migrate(database)
  const entries = migrationJournal()
  const applied = entries.filter((e) => before === null || e.when > before).map((e) => e.tag)
  return { applied, total: entries.length }
}
