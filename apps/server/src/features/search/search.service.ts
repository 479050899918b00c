import type { SearchQuery, SearchResponse } from '@app/domain/catalog'
import type { SearchRepository } from './search.repository'

/** Lower-cased words of letters and digits, at most eight. */
export const searchWords = (q: string): string[] =>
  (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8)

export function createSearchService(repo: SearchRepository) {
  return {
    /**
     * Ranked hits across courses, mentors and articles, by the field that matched: mentors by
     * name first, then the courses those mentors teach, then courses and articles by title,
     * then anything matching only in its description. Every word has to match; when that finds
     * nothing for a query of several words, hits matching any of them are shown instead.
     */
    async search({ q, limit }: SearchQuery): Promise<SearchResponse> {
      const words = searchWords(q)
      if (!words.length) return { q, hits: [] }
      const corrections = await repo.corrections(words)
      const find = async (anyWord: boolean) => {
        const mentors = await repo.searchMentorNames(corrections, limit, anyWord)
        const hits = [...mentors]
        if (hits.length < limit) {
          hits.push(
            ...(await repo.searchTitles(corrections, limit - hits.length, anyWord, mentors)),
          )
        }
        if (hits.length < limit) {
          const seen = new Set(hits.map((h) => `${h.kind}:${h.id}`))
          const texts = await repo.searchTexts(corrections, limit, anyWord)
          hits.push(...texts.filter((h) => !seen.has(`${h.kind}:${h.id}`)))
        }
        return hits.slice(0, limit)
      }
      let hits = await find(false)
      if (!hits.length && words.length > 1) hits = await find(true)
      return { q, hits }
    },
  }
}
