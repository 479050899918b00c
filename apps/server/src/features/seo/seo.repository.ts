import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw-sql'

/** What a sitemap entry points at; each kind has its own public page. */
export type SitemapKind = 'course' | 'mentor' | 'article' | 'product'

export interface SitemapRow {
  kind: SitemapKind
  id: number
  lastModified: Date | string | null
}

/**
 * Every public catalog page in a fixed order (courses, mentors, articles, products, each by id):
 * published courses only, every mentor profile, article and product. Products have no edit
 * time, so their creation time stands in.
 */
const ENTRIES = sql`
  select 'course' as kind, id, updated_at as "lastModified", 1 as rank
    from courses where status = 'published'
  union all select 'mentor', id, updated_at, 2 from instructors
  union all select 'article', id, updated_at, 3 from articles
  union all select 'product', id, created_at, 4 from products`

export function createSeoRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from (${ENTRIES}) e`,
      )
      return row?.total ?? 0
    },

    entries(offset: number, limit: number): Promise<SitemapRow[]> {
      return queryRows<SitemapRow>(
        db,
        sql`select kind, id, "lastModified" from (${ENTRIES}) e
            order by rank, id limit ${limit} offset ${offset}`,
      )
    },
  }
}
export type SeoRepository = ReturnType<typeof createSeoRepository>
