import {
  pageCount,
  type Article,
  type ArticleFilters,
  type ArticleListResponse,
} from '@app/domain/catalog'
import { NotFoundError } from '../../lib/errors'
import { parseCatalogId } from '../../catalog/courses.service'
import type { ArticlesRepository } from './articles.repository'

export function createArticlesService(repo: ArticlesRepository) {
  return {
    async list(filters: ArticleFilters): Promise<ArticleListResponse> {
      const { items, total } = await repo.list(filters)
      return {
        items,
        total,
        page: filters.page,
        pageSize: filters.pageSize,
        pageCount: pageCount(total, filters.pageSize),
      }
    },

    async getById(rawId: string): Promise<Article> {
      const id = parseCatalogId(rawId)
      const article = id === null ? null : await repo.findById(id)
      if (!article) throw new NotFoundError(`Article ${rawId} was not found`)
      return article
    },
  }
}
