import type { SearchQuery, SearchResponse } from '@app/domain/catalog'
import type { SearchRepository } from './search.repository'

/** Lower-cased words of letters and digits, at most eight. */
export const searchWords = (q: string): string[] =>
  (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8)

export function createSearchService(repo: SearchRepository) {
  return {
    /**
     * Ranked hits across courses, mentors and articles. Every word has to match; when that finds
     * nothing for a query of several words, hits matching any of them are shown instead.
     */
    async search({ q, limit }: SearchQuery): Promise<SearchResponse> {
      const words = searchWords(q)
      if (!words.length) return { q, hits: [] }
      const corrections = await repo.corrections(words)
      let hits = await repo.search(corrections, limit)
      if (!hits.length && words.length > 1) hits = await repo.search(corrections, limit, true)
      return { q, hits }
    },
  }
}
