import type { Article, ArticleListResponse } from '@app/domain/catalog'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const articleQueries = {
  all: ['articles'] as const,
  list: (page = 1, pageSize = 9) =>
    queryOptions({
      queryKey: [...articleQueries.all, 'list', { page, pageSize }],
      queryFn: ({ signal }) =>
        api.get<ArticleListResponse>(
          '/articles',
          { page: page > 1 ? page : undefined, pageSize },
          signal,
        ),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...articleQueries.all, 'detail', id],
      queryFn: ({ signal }) => api.get<Article>(`/articles/${id}`, undefined, signal),
    }),
}
