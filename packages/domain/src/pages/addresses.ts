import {
  firstSegment,
  PAGE_LIST,
  PAGES,
  type LinkablePageKey,
  type PageKey,
  type PagePathArgs,
} from './table'

const PARAMETER = /\/:(\w+)(\?)?/g

/**
 * The address of a page, each parameter filled in and encoded; an optional one left out is left
 * out of the address too: `pagePath('course', { id: 7 })` is `/course-single-v1/7`.
 */
export function pagePath<K extends PageKey>(key: K, ...[params]: PagePathArgs<K>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>
  return PAGES[key].path.replace(PARAMETER, (_, name: string, optional?: string) => {
    const value = values[name]
    if (value === undefined) {
      if (optional) return ''
      throw new Error(`${key} needs its ${name}`)
    }
    return `/${encodeURIComponent(String(value))}`
  })
}

/** The addresses of the pages named in sitemap.xml, in the table's order. */
export const listedPaths = (): string[] =>
  PAGE_LIST.filter((page) => page.crawl === 'listed').map((page) => page.path)

/** The robots.txt rule that closes a page: its own, or its path up to its first parameter. */
export const robotsRuleOf = (page: { path: string; robotsRule?: string }) =>
  page.robotsRule ?? page.path.replace(/:.*$/, '')

/** robots.txt's `Disallow` rules for the closed pages, each once, in the table's order. */
export const closedPageRules = (): string[] => [
  ...new Set(PAGE_LIST.filter((page) => page.crawl === 'closed').map(robotsRuleOf)),
]

/**
 * First path segments of the pages rendered in the browser only. The server decides by the first
 * segment, so a segment never holds pages of both kinds (table.test.ts).
 */
export const browserOnlySegments = (): string[] => [
  ...new Set(
    PAGE_LIST.filter((page) => page.render === 'browser').map((p) => firstSegment(p.path)),
  ),
]

/**
 * The route module the server preloads for an address's first segment, where it is not the
 * segment's own name: the home page's (`/` -> home), and not-found for the name of a route
 * module that no address's first segment names (`/home`, `/admin-order`). Any other segment
 * names its module, or none (then not-found too). The admin pages share one first segment and
 * are told apart by the rest of the address.
 */
export function routeModuleOfSegment(): Record<string, string> {
  const addressed = PAGE_LIST.filter((page) => page.path !== '*')
  const pagesAt = (segment: string) =>
    addressed.filter((page) => firstSegment(page.path) === segment)
  const modules: Record<string, string> = {}
  for (const page of addressed) {
    const segment = firstSegment(page.path)
    if (segment !== page.module && pagesAt(segment).length === 1) modules[segment] = page.module
  }
  for (const page of addressed) {
    const own = pagesAt(page.module).some((other) => other.module === page.module)
    if (!own && !Object.hasOwn(modules, page.module)) modules[page.module] = PAGES.notFound.module
  }
  return modules
}

/** The address a link to a page gives: its path, an optional parameter left out. */
export const linkTo = (key: LinkablePageKey): string => (pagePath as (key: PageKey) => string)(key)

/** A link to a page: its address and its title. */
export const pageLink = (key: LinkablePageKey) => ({ label: PAGES[key].title, to: linkTo(key) })

/**
 * The route module of an address under `/admin/` (its segments after `admin`), from the table:
 * `['orders']` -> admin-orders, `['orders', '<id>']` -> admin-order; anything else is not found.
 */
export function adminRouteModule(segments: readonly string[]): string {
  const page = PAGE_LIST.find((candidate) => {
    const pattern = candidate.path.split('/').filter(Boolean)
    if (pattern[0] !== 'admin' || pattern.length !== segments.length + 1) return false
    return pattern.slice(1).every((part, i) => part.startsWith(':') || part === segments[i])
  })
  return page?.module ?? PAGES.notFound.module
}
