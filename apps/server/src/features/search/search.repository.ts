import type { SearchHit } from '@app/domain/catalog'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'

async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** A term as a tsquery literal: quoted, so characters such as '.' or ':' stay part of it. */
const literal = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

/** Below this trigram similarity a vocabulary word is not taken as what the user meant. */
const MIN_SIMILARITY = 0.25

export interface Correction {
  word: string
  term: string | null
}

export function createSearchRepository(db: Db) {
  let trigramsChecked: Promise<boolean> | undefined
  const hasTrigrams = () =>
    (trigramsChecked ??= queryRows<{ ok: boolean }>(
      db,
      sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`,
    ).then((rows) => rows[0]?.ok === true))

  return {
    hasTrigrams,

    /**
     * Words are letters and digits only (see the service), so they are safe in LIKE patterns.
     * For each word that matches nothing in the search vocabulary (the last one as a prefix),
     * the closest vocabulary term by trigram distance, when it is close enough. Needs pg_trgm;
     * without it every word is left as typed.
     */
    async corrections(words: string[]): Promise<Correction[]> {
      if (!words.length || !(await hasTrigrams()))
        return words.map((word) => ({ word, term: null }))
      const last = words.length - 1
      const rows = await queryRows<{ n: number; term: string | null }>(
        db,
        sql`select w.n::int as n, (
              select t.term from search_terms t
              where similarity(t.term, w.word) >= ${MIN_SIMILARITY}
              order by t.term <-> w.word, t.documents desc limit 1
            ) as term
            from unnest(${sql`array[${sql.join(
              words.map((w) => sql`${w}`),
              sql`, `,
            )}]::text[]`}) with ordinality as w(word, n)
            where length(w.word) >= 3
              and not exists (
                select 1 from search_terms k
                where k.term = w.word
                   or (w.n = ${last + 1} and k.term like w.word || '%')
              )`,
      )
      const found = new Map(rows.map((r) => [r.n - 1, r.term]))
      return words.map((word, i) => ({ word, term: found.get(i) ?? null }))
    },

    /**
     * Courses, mentors and articles whose search documents match, best first. Every word must
     * match (as typed, as its English stem, or as its correction); the last word also matches
     * as a prefix so results appear while typing. With `anyWord`, one matching word is enough.
     */
    async search(corrections: Correction[], limit: number, anyWord = false): Promise<SearchHit[]> {
      const last = corrections.length - 1
      const terms = corrections.map(({ word, term }, i) => {
        const alternatives = [
          sql`plainto_tsquery('english', ${word})`,
          sql`plainto_tsquery('simple', ${word})`,
        ]
        if (i === last) alternatives.push(sql`to_tsquery('simple', ${`${literal(word)}:*`})`)
        if (term) alternatives.push(sql`to_tsquery('simple', ${`${literal(term)}:*`})`)
        return sql`(${sql.join(alternatives, sql` || `)})`
      })
      const query = sql.join(terms, anyWord ? sql` || ` : sql` && `)
      return queryRows<SearchHit>(
        db,
        sql`with q as (select ${query} as query)
            select kind, id, title, subtitle, href, round(rank::numeric, 4)::float8 as rank
            from (
              (select 'course' as kind, c.id, c.title, i.name as subtitle,
                      '/course-single-v1/' || c.id as href,
                      ts_rank(c.search, q.query) * 1.2 as rank
               from q, courses c join instructors i on i.id = c.instructor_id
               where c.status = 'published' and c.search @@ q.query
               order by rank desc, c.id limit ${limit})
              union all
              (select 'instructor', i.id, i.name, i.title, '/instructor-single/' || i.id,
                      ts_rank(i.search, q.query)
               from q, instructors i
               where i.search @@ q.query
               order by 6 desc, i.id limit ${limit})
              union all
              (select 'article', a.id, a.title, a.category, '/blog-single/' || a.id,
                      ts_rank(a.search, q.query)
               from q, articles a
               where a.search @@ q.query
               order by 6 desc, a.id limit ${limit})
            ) hits
            order by rank desc, kind, id
            limit ${limit}`,
      )
    },
  }
}
export type SearchRepository = ReturnType<typeof createSearchRepository>
