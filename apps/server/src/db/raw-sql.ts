import { FILES_PATH } from '@app/domain/files'
import { is, SQL, sql, type Query } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { CASING, type Db } from './client'

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

/** A bound `text[]` literal for the array operators (`&&`, `@>`). */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

/** A bound list for `in`, parentheses included: `status in ${valueList(PAID_ORDER_STATUSES)}`. */
export const valueList = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`

/**
 * The address of an uploaded file from a file id column, as `fileUrl` writes it
 * (`/api/files/<id>`), null when the column is null. The path is written into the statement text
 * (it is a constant), so the statement stays the same text. File ids are uuids: no encoding needed.
 */
export const fileUrlSql = (fileIdColumn: string) =>
  sql.raw(`('${FILES_PATH.replace(/'/g, "''")}' || ${fileIdColumn}::text)`)

/** Turns SQL into text and parameters as the database's own drizzle instance does. */
const dialect = new PgDialect({ casing: CASING })

/** SQL as the text and parameters sent to the database, to be kept and run many times. */
export const compileSql = (query: SQL): Query => dialect.sqlToQuery(query)

/**
 * Names for statement texts, `max` at most: each named statement is kept by every connection
 * that runs it (with its plan), so their number is bounded. A text gets its name the second time
 * it is run: one asked for once (an odd combination of filters) takes none. Texts run once are
 * remembered up to `maxRunOnce`, then forgotten all together. Undefined means: run it unnamed,
 * parsed and planned like any other query.
 */
export function createStatementNames({ max, maxRunOnce }: { max: number; maxRunOnce: number }) {
  const names = new Map<string, string>()
  const runOnce = new Set<string>()
  return (text: string): string | undefined => {
    const name = names.get(text)
    if (name !== undefined || names.size >= max) return name
    if (!runOnce.delete(text)) {
      if (runOnce.size >= maxRunOnce) runOnce.clear()
      runOnce.add(text)
      return undefined
    }
    const given = `learnlane_${names.size + 1}`
    names.set(text, given)
    return given
  }
}

/** The names of this process's statements (a few per catalog view; see queryPreparedRows). */
const statementName = createStatementNames({ max: 64, maxRunOnce: 256 })

/**
 * Rows of a raw SQL query run as a named prepared statement once its text is run again (see
 * createStatementNames): the first named run on a connection parses and plans it, later runs
 * only bind the parameters and execute. Planning is most of the time of a short query, above
 * all on the embedded database (PGlite runs the planner in WebAssembly). Only for a statement
 * whose best plan does not depend on its parameter values: after five runs PostgreSQL may keep
 * one generic plan for every value.
 */
export async function queryPreparedRows<T>(db: Pick<Db, '_'>, query: SQL | Query): Promise<T[]> {
  const compiled = is(query, SQL) ? compileSql(query) : query
  const prepared = db._.session.prepareQuery(
    compiled,
    undefined,
    statementName(compiled.sql),
    false,
  )
  const result: unknown = await prepared.execute()
  return (result as { rows: T[] }).rows
}
