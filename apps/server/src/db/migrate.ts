import { fileURLToPath } from 'node:url'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { Database } from './client'

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

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
