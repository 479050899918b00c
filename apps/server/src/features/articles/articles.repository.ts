import type { Article, ArticleFilters } from '@app/domain/catalog'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { articles } from '../../db/schema/index'

type ArticleRow = typeof articles.$inferSelect

const toArticle = (row: Omit<ArticleRow, 'search' | 'createdAt' | 'updatedAt'>): Article => ({
  id: row.id,
  title: row.title,
  alt: row.alt,
  category: row.category,
  date: row.publishedOn,
  comments: row.comments,
  author: row.author,
  excerpt: row.excerpt,
  body: row.body.split(/\n\s*\n/).filter(Boolean),
})

const columns = {
  id: articles.id,
  title: articles.title,
  alt: articles.alt,
  category: articles.category,
  publishedOn: articles.publishedOn,
  comments: articles.comments,
  author: articles.author,
  excerpt: articles.excerpt,
  body: articles.body,
}

export function createArticlesRepository(db: Db) {
  return {
    /** Newest first, optionally one category. */
    async list(filters: ArticleFilters): Promise<{ items: Article[]; total: number }> {
      const where: SQL | undefined = filters.category
        ? and(eq(articles.category, filters.category))
        : undefined
      const [rows, totals] = await Promise.all([
        db
          .select(columns)
          .from(articles)
          .where(where)
          .orderBy(desc(articles.publishedOn), asc(articles.id))
          .limit(filters.pageSize)
          .offset((filters.page - 1) * filters.pageSize),
        db.select({ total: count() }).from(articles).where(where),
      ])
      return { items: rows.map(toArticle), total: totals[0]?.total ?? 0 }
    },

    async findById(id: number): Promise<Article | null> {
      const rows = await db.select(columns).from(articles).where(eq(articles.id, id))
      return rows[0] ? toArticle(rows[0]) : null
    },
  }
}
export type ArticlesRepository = ReturnType<typeof createArticlesRepository>
