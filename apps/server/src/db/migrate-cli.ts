// `npm run db:migrate -w @app/server`: applies the committed migrations to the configured
// database (DATABASE_URL, or PGlite under DATA_DIR) and names the ones that ran.
import { openConfiguredDatabase } from './cli-support'
import { migrateAndReport } from './migrate'

const { database, where } = openConfiguredDatabase()
try {
  process.stdout.write(`migrating ${where}\n`)
  const { applied, total } = await migrateAndReport(database)
  for (const tag of applied) process.stdout.write(`  applied ${tag}\n`)
  process.stdout.write(
    applied.length === 0
      ? `up to date: all ${total} migrations were already applied\n`
      : `applied ${applied.length} of ${total} migrations\n`,
  )
} catch (err) {
  process.stderr.write(`migration failed: ${(err as Error).message.split('\nparams:')[0]}\n`)
  process.exitCode = 1
} finally {
  await database.close()
}
