/** What the benchmarks share: their output, their percentiles and a scratch PostgreSQL database. */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type Database } from '../src/db/client'

export const log = (message: string) => process.stdout.write(`${message}\n`)

/** The p-th percentile (nearest rank) of latencies sorted from fastest to slowest. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? 0
}

/** "p50 … ms, p95 … ms, p99 … ms" of latencies in any order. */
export function figures(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (p: number) => `p${p} ${percentile(sorted, p).toFixed(1)} ms`
  return [50, 95, 99].map(at).join(', ')
}

/**
 * Runs `work` on a new database created on the PostgreSQL server of `serverUrl`, then closes and
 * drops it, whatever happened: a benchmark never leaves its data behind or reuses another's.
 */
export async function withScratchPostgres<T>(
  serverUrl: string,
  prefix: string,
  work: (database: Database, url: string, name: string) => Promise<T>,
): Promise<T> {
  const name = `learnlane_bench_${prefix}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const database = createDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'memory://' })
    try {
      return await work(database, url.toString(), name)
    } finally {
      await database.close().catch(() => {})
      await admin.query(`drop database if exists ${name} with (force)`)
    }
  } finally {
    await admin.end()
  }
}
