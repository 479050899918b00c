import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the app's index.html for a client route (path and query), with what it needs preloaded. */
    sendPage: (url: string) => FastifyReply
  }
}

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

/**
 * API answers a route renders from on its first load, requested with the page itself
 * (`<link rel="preload" as="fetch">`) so they arrive while the JavaScript is still loading. Each
 * must be exactly the URL the route's code asks for, or the browser fetches twice: the e2e suite
 * checks that every one is requested once. Only canonical page URLs get them (an id written
 * `007` or a filtered grid is simply not preloaded).
 */
const DATA_PRELOADS: Record<string, (rest: string[], query: string) => string[]> = {
  home: () => ['/api/category-tiles', '/api/courses?pageSize=48'],
  'course-grid-left-sidebar': (rest, query) =>
    rest.length === 0 && query === '' ? ['/api/courses?pageSize=12'] : [],
  'course-single-v1': ([id, ...more]) =>
    id && more.length === 0 && /^[1-9]\d{0,8}$/.test(id) ? [`/api/courses/${id}`] : [],
}

/**
 * First path segments whose route module has another name: the home page is `/` (a literal
 * `/home` is not a page).
 */
const ROUTE_MODULE_OF_SEGMENT: Record<string, string> = {
  '': 'home',
  home: 'not-found',
}

/**
 * The admin pages live under `/admin/`: `/admin/messages` -> admin-messages,
 * `/admin/orders` -> admin-orders, and one order `/admin/orders/:id` -> admin-order.
 */
function adminRouteModule([section = '', id]: string[]): string {
  if (section === 'orders' && id) return 'admin-order'
  return section === 'messages' || section === 'orders' ? `admin-${section}` : 'not-found'
}

/**
 * index.html for a client route, with its route's files announced in the head so the browser
 * fetches them alongside the entry instead of after it: `modulepreload` for the JavaScript, and
 * the route's stylesheets (Vite's loader finds them in place and does not add them again). Route
 * modules are named after the first path segment (`/course-single-v1/7` ->
 * src/app/routes/course-single-v1.tsx), so Vite's build manifest says which files each route
 * needs. Without a manifest, index.html is sent as is.
 */
export function createPageShell(root: string): (url: string) => string {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8')
  const manifestFile = path.join(root, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return () => html
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>

  /** Every file a manifest entry needs, its own and those of the chunks it imports. */
  const filesOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return new Set()
    seen.add(key)
    const files = new Set([chunk.file, ...(chunk.css ?? [])])
    for (const imported of chunk.imports ?? [])
      for (const f of filesOf(imported, seen)) files.add(f)
    return files
  }
  const alreadyLoaded = filesOf('index.html')
  const pages = new Map<string, string>()

  const withRouteFiles = (segment: string): string => {
    const key = `src/app/routes/${segment}.tsx`
    const name = manifest[key] ? key : 'src/app/routes/not-found.tsx'
    let page = pages.get(name)
    if (page === undefined) {
      const needed = [...filesOf(name)].filter((file) => !alreadyLoaded.has(file))
      const links = [
        ...needed
          .filter((file) => file.endsWith('.css'))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...needed
          .filter((file) => file.endsWith('.js'))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('')
      page = links ? html.replace('</head>', `${links}</head>`) : html
      pages.set(name, page)
    }
    return page
  }

  return (url) => {
    const [pathname = '/', query = ''] = url.split('?', 2)
    const [segment = '', ...rest] = pathname.split('/').slice(1)
    const route =
      segment === 'admin'
        ? adminRouteModule(rest.filter(Boolean))
        : (ROUTE_MODULE_OF_SEGMENT[segment] ?? segment)
    const page = withRouteFiles(route)
    const data = DATA_PRELOADS[route]?.(rest.filter(Boolean), query) ?? []
    if (data.length === 0) return page
    const links = data
      .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`)
      .join('')
    return page.replace('</head>', `${links}</head>`)
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

interface CspNonces {
  script: string
  style: string
}

/**
 * The page with this answer's style nonce handed to the toast library: goober (under
 * react-hot-toast) writes its CSS into one `<style>` element and gives it `window.__nonce__`,
 * so the Content-Security-Policy needs no 'unsafe-inline' for styles. The script carries the
 * answer's script nonce; without nonces (no security headers), the page is sent as it is.
 */
function withNonces(page: string, nonces: CspNonces | null | undefined): string {
  if (!nonces?.script || !nonces.style) return page
  const script = `<script nonce="${nonces.script}">window.__nonce__=${JSON.stringify(nonces.style)}</script>`
  return page.replace('</head>', `${script}</head>`)
}

/**
 * Serves the built single-page app: pre-compressed (brotli, gzip) files, hashed assets cached
 * forever, everything else revalidated. Client routes fall back to index.html in app.ts.
 */
export const webPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    const pageFor = createPageShell(root)
    app.decorateReply('sendPage', function (this: FastifyReply, url: string) {
      return this.header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withNonces(pageFor(url), this.cspNonce))
    })
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendPage('/'))
    // The build manifest is read from disk above, never served: it maps every source file.
    const hidden = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.status(404).send({ error: 'Not found' })
    app.get('/.vite', { schema: { hide: true } }, hidden)
    app.get('/.vite/*', { schema: { hide: true } }, hidden)
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const rel = path.relative(root, filePath)
        res.header('cache-control', rel.startsWith('assets' + path.sep) ? IMMUTABLE : 'no-cache')
      },
    })
  },
  { name: 'web' },
)

/** The built app's folder, when it exists. */
export function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [configured]
    : [path.resolve(import.meta.dirname, '../../../web/dist'), path.resolve('apps/web/dist')]
  return candidates.map((c) => path.resolve(c)).find((c) => existsSync(path.join(c, 'index.html')))
}
