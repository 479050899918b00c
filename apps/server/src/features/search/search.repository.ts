import type { SearchHit } from '@app/domain/catalog'
import { pagePath, type PageKey } from '@app/domain/pages'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fileUrlSql, queryRows, textArray } from '../../db/raw-sql'

/** A term as a tsquery literal: quoted, so characters such as '.' or ':' stay part of it. */
const literal = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

/** Below this trigram similarity a vocabulary word is not taken as what the user meant. */
const MIN_SIMILARITY = 0.25

/** A hit as the database finds it; its address comes from the page table. */
type FoundHit = Omit<SearchHit, 'href'>

/** The page each kind of hit leads to. */
const PAGE_OF_KIND = {
  course: 'course',
  instructor: 'instructor',
  article: 'article',
} as const satisfies Record<SearchHit['kind'], PageKey>

const withHref = ({ kind, id, title, subtitle, rank, imageUrl }: FoundHit): SearchHit => ({
  kind,
  id,
  title,
  subtitle,
  href: pagePath(PAGE_OF_KIND[kind], { id }),
  rank,
  imageUrl,
})

export interface Correction {
  word: string
  term: string | null
}

/**
 * The query of a search: for each word, the word itself, its English stem and its correction
 * (if any); the last word also as a prefix. Words are ANDed, or ORed with `anyWord`.
 */
function tsquery(corrections: Correction[], anyWord: boolean): SQL {
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
  return sql.join(terms, anyWord ? sql` || ` : sql` && `)
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
     * For each word that matches nothing in the search vocabulary (the last one as a prefix),
     * the closest vocabulary term by trigram distance, when it is close enough. A word of a
     * mentor's name is never corrected, even when the vocabulary (rebuilt only by the seed and
     * on publishing) does not hold it yet: a new mentor's name is meant as typed. Needs pg_trgm;
     * without it every word is left as typed.
     */
    async corrections(words: string[]): Promise<Correction[]> {
      if (!words.length || !(await hasTrigrams()))
        return words.map((word) => ({ word, term: null }))
      const last = words.length - 1
      const rows = await queryRows<{ n: number; term: string | null }>(
        db,
        sql`select w.n::int as n, (
              select k.term from (
                select t.term from search_terms t order by t.term <-> w.word limit 1
              ) k where similarity(k.term, w.word) >= ${MIN_SIMILARITY}
            ) as term
            from unnest(${sql`array[${sql.join(
              words.map((w) => sql`${w}`),
              sql`, `,
            )}]::text[]`}) with ordinality as u(word, n)
            cross join lateral (
              select u.word, u.n, case when u.n = ${last + 1}
                then to_tsquery('simple', quote_literal(u.word) || ':*')
                else plainto_tsquery('simple', u.word) end as query
            ) w
            where length(w.word) >= 3
              and not exists (
                select 1 from search_terms k
                where k.term = w.word
                   or (w.n = ${last + 1} and starts_with(k.term, w.word))
              )
              and not exists (
                select 1 from instructors i
                where i.search @@ w.query and ts_filter(i.search, '{a}') @@ w.query
              )`,
      )
      const found = new Map(rows.map((r) => [r.n - 1, r.term]))
      return words.map((word, i) => ({ word, term: found.get(i) ?? null }))
    },

    /**
     * The first tier: mentors whose name matches (rank 3 + their text rank below 1), best first.
     * Every word must match (as typed, as its English stem, or as its correction); the last word
     * also matches as a prefix so results appear while typing. With `anyWord`, one word is enough.
     */
    searchMentorNames(
      corrections: Correction[],
      limit: number,
      anyWord = false,
    ): Promise<SearchHit[]> {
      return queryRows<FoundHit>(
        db,
        sql`with q as (select ${tsquery(corrections, anyWord)} as query)
            select 'instructor' as kind, i.id, i.name as title, i.title as subtitle,
                   round((3 + ts_rank(i.search, q.query, 32))::numeric, 4)::float8 as rank,
                   null as "imageUrl"
            from q, instructors i
            where i.search @@ q.query and ts_filter(i.search, '{a}') @@ q.query
            order by rank desc, i.rating desc, i.id
            limit ${limit}`,
      ).then((rows) => rows.map(withHref))
    },

    /**
     * The next tiers: the published courses the given mentors teach (rank 2.5 as main teacher,
     * most popular first; rank 2 as co-teacher, best rated first), then courses and articles
     * whose title matches (rank 1 + their text rank below 1; courses of equal rank by
     * popularity). The mentors come as values, not as a subquery, so the planner sees how many
     * courses they co-teach: a few are found through the GIN index, thousands by walking the
     * rating index until the page is full.
     */
    searchTitles(
      corrections: Correction[],
      limit: number,
      anyWord = false,
      mentors: readonly { id: number; title: string }[] = [],
    ): Promise<SearchHit[]> {
      const ids = sql`array[${sql.join(
        mentors.map((m) => sql`${m.id}`),
        sql`, `,
      )}]::int[]`
      const taught = mentors.length
        ? sql`(select c.id, 2.5 as rank from courses c
               where c.status = 'published' and c.instructor_id = any(${ids})
               order by c.students desc, c.id limit ${limit})
              union all
              (select c.id, 2 from courses c
               where c.status = 'published' and c.instructor_id <> all(${ids})
                 and c.instractors && ${textArray(mentors.map((m) => m.title))}
               order by c.rating desc, c.id desc limit ${limit})`
        : sql`select null::int as id, 0::numeric as rank where false`
      return queryRows<FoundHit>(
        db,
        sql`with q as (select ${tsquery(corrections, anyWord)} as query),
            taught as (${taught})
            select kind, id, title, subtitle, round(rank::numeric, 4)::float8 as rank,
                   case when kind = 'course' then
                     (select ${fileUrlSql('ca.cover_file_id')} from course_authoring ca
                      where ca.course_id = hits.id and ca.cover_file_id is not null)
                   end as "imageUrl"
            from (
              (select 'course' as kind, c.id, c.title, i.name as subtitle, t.rank, c.students
               from taught t
               join courses c on c.id = t.id join instructors i on i.id = c.instructor_id)
              union all
              (select 'course', c.id, c.title, i.name, 1 + t.rank, t.students
               from (
                 select c.id, ts_rank(c.title_search, q.query, 32) as rank, c.students
                 from q, courses c
                 where c.status = 'published' and c.title_search @@ q.query
                   and not exists (select 1 from taught t where t.id = c.id)
                 order by rank desc, c.students desc, c.id limit ${limit}
               ) t
               join courses c on c.id = t.id join instructors i on i.id = c.instructor_id)
              union all
              (select 'article', a.id, a.title, a.category,
                      1 + ts_rank(a.search, q.query, 32), 0
               from q, articles a
               where a.search @@ q.query and ts_filter(a.search, '{a}') @@ q.query
               order by 5 desc, a.id limit ${limit})
            ) hits
            order by rank desc, students desc, kind, id
            limit ${limit}`,
      ).then((rows) => rows.map(withHref))
    },

    /**
     * The last tier (rank below 1): courses that match in their skills or description but not
     * in their title, and mentors and articles that match elsewhere than in their name or title.
     * Only the most popular few hundred such courses are ranked, so a word found in thousands of
     * descriptions still answers quickly. Courses taught by a mentor whose name matches are
     * already in the first tiers; the caller leaves out repeats.
     */
    searchTexts(corrections: Correction[], limit: number, anyWord = false): Promise<SearchHit[]> {
      return queryRows<FoundHit>(
        db,
        sql`with q as (select ${tsquery(corrections, anyWord)} as query)
            select kind, id, title, subtitle, round(rank::numeric, 4)::float8 as rank,
                   case when kind = 'course' then
                     (select ${fileUrlSql('ca.cover_file_id')} from course_authoring ca
                      where ca.course_id = hits.id and ca.cover_file_id is not null)
                   end as "imageUrl"
            from (
              (select 'course' as kind, c.id, c.title, i.name as subtitle,
                      ts_rank(c.search, q.query, 32) as rank, c.students
               from q, (
                 select c.id from q, courses c
                 where c.status = 'published' and c.search @@ q.query
                   and not c.title_search @@ q.query
                 order by c.students desc, c.id limit 300
               ) t
               join courses c on c.id = t.id join instructors i on i.id = c.instructor_id)
              union all
              (select 'instructor', i.id, i.name, i.title, ts_rank(i.search, q.query, 32), 0
               from q, instructors i
               where i.search @@ q.query and not ts_filter(i.search, '{a}') @@ q.query
               order by 5 desc, i.id limit ${limit})
              union all
              (select 'article', a.id, a.title, a.category, ts_rank(a.search, q.query, 32), 0
               from q, articles a
               where a.search @@ q.query and not ts_filter(a.search, '{a}') @@ q.query
               order by 5 desc, a.id limit ${limit})
            ) hits
            order by rank desc, students desc, kind, id
            limit ${limit}`,
      ).then((rows) => rows.map(withHref))
    },
  }
}
export type SearchRepository = ReturnType<typeof createSearchRepository>
