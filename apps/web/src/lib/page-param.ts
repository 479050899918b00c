/**
 * A whole number from 1 to `max` read from a URL parameter; missing, empty or anything else gives
 * `fallback` (an old or hand-edited link still opens a page).
 */
export function wholeNumberParam(
  raw: string | null | undefined,
  fallback: number,
  max = Number.POSITIVE_INFINITY,
): number {
  if (raw === null || raw === undefined || raw === '') return fallback
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback
}

/** `?page=` of a paged list: a whole number from 1, anything else page 1. */
export function pageFromSearch(params: URLSearchParams, key = 'page'): number {
  return wholeNumberParam(params.get(key), 1)
}
