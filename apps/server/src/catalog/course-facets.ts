import {
  CATEGORY_OPTIONS,
  COURSE_GROUPS,
  DURATION_OPTIONS,
  emptyCourseFacets,
  FEATURE_OPTIONS,
  INSTRUCTOR_FILTER_OPTIONS,
  LANGUAGE_OPTIONS,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
  RATING_OPTIONS,
  type CourseFacets,
  type CourseFilters,
  type CourseGroup,
} from '@app/domain/catalog'
import { sql, type Query, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { compileSql, queryPreparedRows, queryRows, textArray } from '../db/raw-sql'

/**
 * Every facet option: the group of the response it is counted in, the filter group whose
 * selection it belongs to, its value, its bitmap key, and the SQL test of one course row `c`
 * (the same rule as `matchesGroup` in @app/domain/catalog).
 */
interface FacetOption {
  group: keyof CourseFacets
  filterGroup: CourseGroup
  value: string
  key: string
  test: SQL
}
const option = (
  group: keyof CourseFacets,
  filterGroup: CourseGroup,
  value: string,
  test: SQL,
): FacetOption => ({ group, filterGroup, value, key: `${filterGroup}:${value}`, test })

export const FACET_OPTIONS: FacetOption[] = [
  ...CATEGORY_OPTIONS.map((v) =>
    option('categories', 'categories', v, sql`${v} = any(c.filter_categories)`),
  ),
  ...INSTRUCTOR_FILTER_OPTIONS.map((v) =>
    option('instructors', 'instructors', v, sql`${v} = any(c.instractors)`),
  ),
  ...LEVEL_OPTIONS.map((v) => option('levels', 'levels', v, sql`c.level = ${v}`)),
  ...PRICE_OPTIONS.map((v) =>
    option('prices', 'prices', v, v === 'Free' ? sql`c.price_cents = 0` : sql`c.price_cents <> 0`),
  ),
  ...LANGUAGE_OPTIONS.map((v) => option('languages', 'languages', v, sql`${v} = any(c.languages)`)),
  ...DURATION_OPTIONS.map((v) =>
    option('durations', 'durations', v, sql`c.duration_bucket = ${v}`),
  ),
  ...FEATURE_OPTIONS.map((v) => option('features', 'features', v, sql`${v} = any(c.features)`)),
  ...RATING_OPTIONS.map((r) =>
    option('ratings', 'rating', String(r), sql`c.rating_rounded = ${r}`),
  ),
]
const KNOWN_KEYS = new Set(FACET_OPTIONS.map((o) => o.key))
const PUBLISHED = 'published'

/** Position (1-based) of each option's bitmap in the array `o.b` that a count query loads once. */
const POSITION = new Map(FACET_OPTIONS.map((o, i) => [o.key, i + 1]))
const bitmap = (key: string) => sql.raw(`o.b[${POSITION.get(key)!}]`)

/**
 * The bitmap of one filter group's selection, or null when the group is not set. ANY groups
 * OR their options, Features ANDs them, and two different levels (or durations) match nothing.
 * A category or instructor outside the known option lists gets a bitmap built on the spot from
 * its (few) courses through the GIN index.
 */
function groupBitmap(group: CourseGroup, f: CourseFilters): SQL | null {
  const zero = sql`p.zero`
  const adHoc = (condition: SQL) =>
    sql`(select coalesce(bit_or(set_bit(p.zero, c.id, 1)), p.zero) from courses c
         where c.status = 'published' and c.id < bit_length(p.zero) and ${condition})`
  const any = (values: readonly string[], column: SQL) => {
    if (!values.length) return null
    const known = values.filter((v) => KNOWN_KEYS.has(`${group}:${v}`))
    const unknown = values.filter((v) => !KNOWN_KEYS.has(`${group}:${v}`))
    const parts = known.map((v) => bitmap(`${group}:${v}`))
    if (unknown.length) parts.push(adHoc(sql`${column} && ${textArray(unknown)}`))
    return sql`(${sql.join(parts, sql` | `)})`
  }
  const single = (values: readonly string[]) =>
    values.length === 0 ? null : values.length > 1 ? zero : bitmap(`${group}:${values[0]}`)
  switch (group) {
    case 'categories':
      return any(f.categories, sql`c.filter_categories`)
    case 'instructors':
      return any(f.instructors, sql`c.instractors`)
    case 'languages':
      return any(f.languages, sql`c.languages`)
    case 'features':
      return f.features.length
        ? sql`(${sql.join(
            f.features.map((v) => bitmap(`features:${v}`)),
            sql` & `,
          )})`
        : null
    case 'levels':
      return single(f.levels)
    case 'durations':
      return single(f.durations)
    case 'prices': {
      const free = f.prices.includes('Free')
      const paid = f.prices.includes('Paid')
      if (free === paid) return null
      return bitmap(`prices:${free ? 'Free' : 'Paid'}`)
    }
    case 'rating':
      return f.rating === undefined ? null : bitmap(`rating:${f.rating}`)
  }
}

/** The statement `count` runs for a selection (see createFacetIndex below). */
function countQuery(filters: CourseFilters): SQL {
  const selected = new Map<CourseGroup, SQL>()
  for (const group of COURSE_GROUPS) {
    const bits = groupBitmap(group, filters)
    if (bits) selected.set(group, bits)
  }
  const name = (g: CourseGroup) => sql.raw(`m_${g}`)
  /** The courses matching every selected group except `g` (all of them for `all`). */
  const othersName = (g: CourseGroup | 'all') => sql.raw(`x_${g}`)
  const andOf = (parts: SQL[]) => sql.join(parts, sql` & `)
  const matchingOthers = (except: CourseGroup | 'all') =>
    andOf([sql`pub`, ...[...selected.keys()].filter((g) => g !== except).map(name)])
  const counts = FACET_OPTIONS.map((o, n) => {
    const within = selected.has(o.filterGroup) ? othersName(o.filterGroup) : othersName('all')
    return sql`bit_count(${within} & ${bitmap(o.key)})::int as ${sql.raw(`f${n}`)}`
  })
  // p: the published bitmap and an all-zero one; o: every option bitmap, read in one index
  // scan and detoasted once; s: each selected group's bitmap; t: for each selected group the
  // courses matching all the other groups, and the courses matching them all. Each is
  // materialised so PostgreSQL computes it once; a count is then one AND and a bit count.
  return sql`
    with p as materialized (
      select bits as pub, bits # bits as zero from course_facet_bitmaps where key = ${PUBLISHED}
    ),
    o as materialized (
      select array_agg(f.bits order by k.n) as b
      from unnest(${textArray(FACET_OPTIONS.map((o) => o.key))}) with ordinality as k(key, n)
      left join course_facet_bitmaps f on f.key = k.key
    ),
    s as materialized (
      select p.pub & p.pub as pub
        ${sql.join(
          [...selected].map(([g, bits]) => sql`, ${bits} as ${name(g)}`),
          sql``,
        )}
      from p, o
    ),
    t as materialized (
      select ${matchingOthers('all')} as x_all
        ${sql.join(
          [...selected.keys()].map((g) => sql`, ${matchingOthers(g)} as ${othersName(g)}`),
          sql``,
        )}
      from s
    )
    select (select version = built_version from course_facet_state where id = 1) as fresh,
           bit_count(x_all)::int as total,
           ${sql.join(counts, sql`, `)}
    from t, o`
}

/** Count statements already turned into text and parameters, by selection; most recent last. */
const compiledCounts = new Map<string, Query>()
const MAX_COMPILED_COUNTS = 256

/**
 * The count statement of a selection as text and parameters. Building its text (some forty
 * columns, four CTEs) takes longer than the database takes to run it once it is prepared, so
 * the texts of the selections asked for most recently are kept: a selection's statement depends
 * on nothing else.
 */
function compiledCountQuery(filters: CourseFilters): Query {
  const selection = JSON.stringify(
    COURSE_GROUPS.map((g) => (g === 'rating' ? (filters.rating ?? null) : filters[g])),
  )
  let compiled = compiledCounts.get(selection)
  if (compiled) {
    compiledCounts.delete(selection)
  } else {
    compiled = compileSql(countQuery(filters))
    if (compiledCounts.size >= MAX_COMPILED_COUNTS)
      compiledCounts.delete(compiledCounts.keys().next().value!)
  }
  compiledCounts.set(selection, compiled)
  return compiled
}

/** Rebuilds are serialised on a shared PostgreSQL server with this advisory lock. */
const REBUILD_LOCK = 727_301

/**
 * Facet counts from per-option bitmaps. Counting one option is a bit count of the AND of the
 * other groups' selection bitmaps and the option's bitmap: microseconds per option, whatever the
 * catalog size. The bitmaps are derived from `courses` and rebuilt when a change to courses has
 * moved `course_facet_state.version` past the version they were built from.
 */
export function createFacetIndex(db: Db) {
  async function rebuild(): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`)
      const [state] = await queryRows<{ version: number; built: number }>(
        tx,
        sql`select version::float8 as version, built_version::float8 as built
            from course_facet_state where id = 1 for update`,
      )
      if (!state || state.version === state.built) return
      const keys = [PUBLISHED, ...FACET_OPTIONS.map((o) => o.key)]
      const tests = [sql`true`, ...FACET_OPTIONS.map((o) => o.test)]
      const columns = tests.map(
        (test, n) =>
          sql`string_agg(case when c.published and ${test} then '1' else '0' end, '' order by c.id)::varbit as ${sql.raw(`k${n}`)}`,
      )
      await tx.execute(sql`
        insert into course_facet_bitmaps (key, bits)
        select x.key, x.bits
        from (
          select ${sql.join(columns, sql`, `)}
          from (
            select g.id, c.id is not null as published, c.filter_categories, c.instractors,
                   c.level, c.price_cents, c.languages, c.duration_bucket, c.features,
                   c.rating_rounded
            from generate_series(0, (select coalesce(max(id), 0) from courses)) as g(id)
            left join courses c on c.id = g.id and c.status = 'published'
          ) c
        ) b,
        unnest(${textArray(keys)}, array[${sql.join(
          keys.map((_, n) => sql.raw(`b.k${n}`)),
          sql`, `,
        )}]) as x(key, bits)
        on conflict (key) do update set bits = excluded.bits`)
      await tx.execute(
        sql`update course_facet_state set built_version = ${state.version} where id = 1`,
      )
    })
  }

  /**
   * The total and the count of every facet option for a selection: for each option, the
   * published courses matching all the OTHER groups' selections and carrying that option.
   */
  async function count(filters: CourseFilters): Promise<{ total: number; facets: CourseFacets }> {
    const query = compiledCountQuery(filters)
    // Prepared: one plan is right whatever the parameters. The bitmap keys pick rows of
    // course_facet_bitmaps by key, and an unlisted category or instructor (a few courses at
    // most) is looked up through the GIN index whatever its value.
    let [row] = await queryPreparedRows<Record<string, number | boolean | null>>(db, query)
    if (!row?.fresh) {
      await rebuild()
      ;[row] = await queryPreparedRows<Record<string, number | boolean | null>>(db, query)
    }
    const facets = emptyCourseFacets()
    FACET_OPTIONS.forEach((o, n) =>
      facets[o.group].push({ value: o.value, count: Number(row?.[`f${n}`] ?? 0) }),
    )
    return { total: Number(row?.total ?? 0), facets }
  }

  return { rebuild, count }
}
export type FacetIndex = ReturnType<typeof createFacetIndex>
