import type { SearchResponse } from '@app/domain/catalog'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const SEARCH_LIMIT = 30

export const searchQueries = {
  results: (q: string) =>
    queryOptions({
      queryKey: ['search', q],
      queryFn: ({ signal }) =>
        api.get<SearchResponse>('/search', { q, limit: SEARCH_LIMIT }, signal),
      staleTime: 30_000,
    }),
}
