/** `?page=` of a paged list: a whole number from 1, anything else page 1. */
export function pageFromSearch(params: URLSearchParams, key = 'page'): number {
  const n = Number(params.get(key))
  return Number.isInteger(n) && n >= 1 ? n : 1
}
