import path from 'node:path'
import { loadConfig, loadEnvFiles, type Config } from '../config'
import { createDatabase, type Database } from './client'

/** The configured database for a command-line tool: `.env` files, then the environment. */
export function openConfiguredDatabase(): { config: Config; database: Database; where: string } {
  loadEnvFiles()
  let config: Config
  try {
    config = loadConfig()
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`)
    process.exit(1)
  }
  return { config, database: createDatabase(config), where: describeDatabase(config) }
}

/** Where the data lives, without the password a DATABASE_URL may carry. */
export function describeDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (!config.DATABASE_URL) return `PGlite in ${path.resolve(config.DATA_DIR, 'pglite')}`
  const url = new URL(config.DATABASE_URL)
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`
}
