/**
 * What the server knows of a page from its address: which route module of the web app draws it
 * (for the files its page needs), whether it is rendered here or in the browser only, and whether
 * its address holds a secret.
 */
import { adminRouteModule, browserOnlySegments, routeModuleOfSegment } from '@app/domain/pages'

/**
 * First path segments whose route module has another name: the home page is `/` (a literal
 * `/home` is not a page). From the page table (@app/domain/pages).
 */
const ROUTE_MODULE_OF_SEGMENT: Record<string, string> = routeModuleOfSegment()

/**
 * First path segments of the pages rendered in the browser only: the signed-in areas and an
 * order's receipt (each person's own data, fetched with their token, never rendered or cached
 * here) and the lesson player. Every other page is rendered here.
 */
const CLIENT_ONLY = new Set(browserOnlySegments())

/**
 * First path segments of server-rendered pages whose address holds a secret: the links with a
 * reset or verification token. Rendered for each request, never kept in the page cache, and sent
 * `private, no-store`.
 */
const PERSONAL = new Set(['reset-password', 'verify-email'])

export function isPersonalPage(url: string): boolean {
  return PERSONAL.has(url.split('?', 1)[0]!.split('/')[1] ?? '')
}

export function isServerRendered(url: string): boolean {
  const segment = url.split('?', 1)[0]!.split('/')[1] ?? ''
  return !CLIENT_ONLY.has(segment)
}

/** The route module (src/app/routes/<name>.tsx) of a page address, by its first path segment. */
export function routeModuleOf(url: string): string {
  const [pathname = '/'] = url.split('?', 1)
  const [segment = '', ...rest] = pathname.split('/').slice(1)
  return segment === 'admin'
    ? adminRouteModule(rest.filter(Boolean))
    : (ROUTE_MODULE_OF_SEGMENT[segment] ?? segment)
}
