/**
 * The site's pages: the table of every page (table.ts) and their addresses (addresses.ts), and
 * which query parameters each public page reads, shared by the web app (its URL readers) and the
 * server (its page cache and server render). Everything else in a page's query (a tracking tag,
 * an old or made-up parameter) changes nothing on the page, so it is left out of the page's
 * canonical address.
 */

export * from './table'
export * from './addresses'

/** The course grid's filter groups, each a comma-separated list in the query. */
export const COURSE_FILTER_GROUPS = [
  'categories',
  'instructors',
  'levels',
  'prices',
  'languages',
  'durations',
  'features',
] as const

/**
 * The parameters each page reads, by the first segment of its path (`/course-grid-left-sidebar`,
 * `/search`, …). A page not listed reads none.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'course-grid-left-sidebar': [...COURSE_FILTER_GROUPS, 'rating', 'sort', 'page', 'pageSize'],
  'course-grid-basic': ['sort', 'page'],
  'instructor-list': ['q', 'categories', 'sort', 'page', 'pageSize'],
  'blog-grid': ['page'],
  'shop-list': ['sort', 'page'],
  search: ['q'],
  'help-center': ['q', 'topic'],
  'shop-order': ['id'],
  'reset-password': ['token'],
  'verify-email': ['token'],
}

/** The query parameters the page at this path reads. */
export function pageQueryParams(pathname: string): readonly string[] {
  const segment = pathname.split('/')[1] ?? ''
  return Object.hasOwn(PAGE_QUERY_PARAMS, segment) ? PAGE_QUERY_PARAMS[segment]! : []
}

/**
 * A page's address as the page sees it: its path, and only the parameters the page reads, sorted
 * by name (the values of one name keep their order, which the page may show) and encoded one way.
 * Two addresses of the same page with the same canonical address show the same page.
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf('?')
  const pathname = at === -1 ? url : url.slice(0, at)
  if (at === -1) return pathname
  const read = pageQueryParams(pathname)
  if (read.length === 0) return pathname
  const kept = [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => read.includes(name))
  if (kept.length === 0) return pathname
  // Array.prototype.sort is stable: repeated names stay in the order they came in.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${pathname}?${new URLSearchParams(kept).toString()}`
}
