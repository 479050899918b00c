import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a page request (path and query): rendered on the server, or the app's shell. */
    sendPage: (url: string) => Promise<FastifyReply>
  }
}

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
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
  /** Every file of the chunks an entry imports on demand (and what those import). */
  const lazyFilesOf = (key: string): Set<string> => {
    const files = new Set<string>()
    const seen = new Set<string>()
    const visit = (k: string) => {
      const chunk = manifest[k]
      // The entry's own chunks import every route on demand: not followed.
      if (!chunk || seen.has(k) || (k !== key && alreadyLoaded.has(chunk.file))) return
      seen.add(k)
      for (const d of chunk.dynamicImports ?? []) {
        for (const f of filesOf(d)) files.add(f)
        visit(d)
      }
      for (const i of chunk.imports ?? []) visit(i)
    }
    visit(key)
    return files
  }
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
      // Stylesheets of the sections a route loads later (a lazy carousel): its server-rendered
      // HTML shows them at once, so their styles are linked with the page too.
      const later = [...lazyFilesOf(name)].filter(
        (file) => file.endsWith('.css') && !alreadyLoaded.has(file) && !needed.includes(file),
      )
      const lazyLinks = later
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('')
      page = html.replace('</head>', `${links}${lazyLinks}</head>`)
      pages.set(name, page)
    }
    return page
  }

  return (url) => {
    const [pathname = '/'] = url.split('?', 1)
    const [segment = '', ...rest] = pathname.split('/').slice(1)
    const route =
      segment === 'admin'
        ? adminRouteModule(rest.filter(Boolean))
        : (ROUTE_MODULE_OF_SEGMENT[segment] ?? segment)
    return withRouteFiles(route)
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
 * answer's script nonce; without nonces (no security headers), the page is sent as it is. It is
 * the only part of a page that differs between answers, so cached pages are stored without it.
 */
function withNonces(page: string, nonces: CspNonces | null | undefined): string {
  if (!nonces?.script || !nonces.style) return page
  const script = `<script nonce="${nonces.script}">window.__nonce__=${JSON.stringify(nonces.style)}</script>`
  return page.replace('</head>', `${script}</head>`)
}

const DEFAULT_HEAD =
  '<title>Learnlane</title><meta name="description" content="Learnlane: find mentors, browse courses and learn new skills.">'

/**
 * First path segments of the pages rendered in the browser only: the signed-in areas (each
 * person's own data, never cached) and the lesson player. Every other page is rendered here.
 */
const CLIENT_ONLY = new Set([
  'admin',
  'lesson',
  'certificate',
  'instructor-dashboard',
  'instructor-my-courses',
  'instructor-reviews',
  'instructor-wishlist',
  'instructor-quizzes',
  'instructor-order',
  'instructor-setting',
  'instructor-add-course',
  'student-dashboard',
  'student-my-courses',
  'student-reviews',
  'student-wishlist',
  'student-quizzes',
  'student-order',
  'student-setting',
])

export function isServerRendered(url: string): boolean {
  const segment = url.split('?', 1)[0]!.split('/')[1] ?? ''
  return !CLIENT_ONLY.has(segment)
}

/** A rendered page as cached: the HTML without the per-answer nonce script. */
interface RenderedPage {
  status: number
  html: string
  etag: string
  lastModified: string
  version: string | null
  /** Where a redirecting loader sends the visitor. */
  location?: string
}

export interface WebOptions {
  root: string
  /** The site's public address (canonical URLs and sharing tags). */
  publicUrl: string
  /** Keep rendered pages until public content changes (CACHE_PAGES). */
  cachePages: boolean
}

const MAX_CACHED_PAGES = 500
const RENDER_TIMEOUT_MS = 10_000

/**
 * Serves the web app: public pages rendered on the server with their data (React Router's
 * static handler in apps/web/src/app/entry-server.tsx, hydrated in the browser), the signed-in
 * areas as the app's shell, and the built files pre-compressed (brotli, gzip) with hashed assets
 * cached forever. Rendered pages are kept per URL until public content changes
 * (`app.contentVersion`), answered with `ETag`/`Last-Modified` and 304 on revalidation.
 */
export const webPlugin = fp<WebOptions>(
  async (app, { root, publicUrl, cachePages }) => {
    const shellFor = createPageShell(root)
    const renderer = await loadRenderer(root)
    if (renderer) {
      // The render's API calls are answered by this server's own routes, in process.
      renderer.setTransport(async (url, init) => {
        const res = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: { accept: 'application/json' },
        })
        return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, {
          status: res.statusCode,
          headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
        })
      })
    }
    const cache = new Map<string, RenderedPage>()
    const inFlight = new Map<string, Promise<RenderedPage>>()
    // Without the content version (an app built without it), nothing rendered is kept.
    const versionNow = (): string | null =>
      app.hasDecorator('contentVersion') ? app.contentVersion.current() : null

    const shellPage = (url: string): RenderedPage => {
      const html = shellFor(url)
        .replace('<!--app-head-->', DEFAULT_HEAD)
        .replace('<!--app-html-->', '')
        .replace('<!--app-state-->', '')
      return finished(200, html, null)
    }

    const renderPage = async (url: string): Promise<RenderedPage> => {
      const version = versionNow()
      if (!renderer || !isServerRendered(url)) return shellPage(url)
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS)
      try {
        const result = await renderer.render({ url, origin: publicUrl, signal })
        if (result.kind === 'redirect')
          return { ...finished(result.status, '', version), location: result.location }
        if (result.kind === 'client') return shellPage(url)
        const html = shellFor(url)
          .replace('<!--app-head-->', result.head || DEFAULT_HEAD)
          .replace('<!--app-html-->', () => result.body)
          .replace(
            '<!--app-state-->',
            () => `<script type="application/json" id="server-state">${result.state}</script>`,
          )
        return finished(result.status, html, version)
      } catch (err) {
        // The browser can still render the page itself.
        app.log.error({ err, url }, 'server render failed')
        return shellPage(url)
      }
    }

    /** The page for a URL: from the cache while public content is unchanged, else rendered once. */
    const pageFor = async (url: string): Promise<RenderedPage> => {
      if (!cachePages) return renderPage(url)
      const version = versionNow()
      const cached = cache.get(url)
      if (cached && version !== null && cached.version === version) {
        // Most recently used last: the first key is the one to drop when full.
        cache.delete(url)
        cache.set(url, cached)
        return cached
      }
      let pending = inFlight.get(url)
      if (!pending) {
        pending = renderPage(url).finally(() => inFlight.delete(url))
        inFlight.set(url, pending)
      }
      const page = await pending
      if (page.version !== null && page.version === versionNow()) {
        cache.delete(url)
        cache.set(url, page)
        if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!)
      }
      return page
    }

    app.decorateReply('sendPage', async function (this: FastifyReply, url: string) {
      const page = await pageFor(url)
      if (page.location) return this.redirect(page.location, page.status)
      const request = this.request
      this.header('cache-control', 'no-cache')
        .header('etag', page.etag)
        .header('last-modified', page.lastModified)
        .header('vary', 'accept-encoding')
      if (page.status === 200 && isFresh(request, page)) {
        // The browser keeps the page (and the policy) it has: its nonce matches that copy.
        this.removeHeader('content-security-policy')
        return this.status(304).send()
      }
      return this.status(page.status)
        .type('text/html; charset=utf-8')
        .send(withNonces(page.html, this.cspNonce))
    })
    app.get('/', { schema: { hide: true } }, (request, reply) => reply.sendPage(request.url))
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

function finished(status: number, html: string, version: string | null): RenderedPage {
  return {
    status,
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    lastModified: new Date().toUTCString(),
    version,
  }
}

function isFresh(request: FastifyRequest, page: RenderedPage): boolean {
  const match = request.headers['if-none-match']
  if (match) return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)
  const since = request.headers['if-modified-since']
  if (!since) return false
  const time = Date.parse(since)
  return Number.isFinite(time) && Date.parse(page.lastModified) <= time
}

/** What apps/web/src/app/entry-server.tsx exports (built into apps/web/dist-ssr). */
interface Renderer {
  render: (request: {
    url: string
    origin: string
    signal?: AbortSignal
  }) => Promise<
    | { kind: 'page'; status: number; head: string; body: string; state: string }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'client' }
  >
  setTransport: (transport: (url: string, init: RequestInit) => Promise<Response>) => void
}

/** The server-side render built beside the web app, when it was built. */
async function loadRenderer(root: string): Promise<Renderer | null> {
  const file = path.join(root, '..', 'dist-ssr', 'entry-server.js')
  if (!existsSync(file)) return null
  return (await import(pathToFileURL(file).href)) as Renderer
}

/** The built app's folder, when it exists. */
export function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [configured]
    : [path.resolve(import.meta.dirname, '../../../web/dist'), path.resolve('apps/web/dist')]
  return candidates.map((c) => path.resolve(c)).find((c) => existsSync(path.join(c, 'index.html')))
}
