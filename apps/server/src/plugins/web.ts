import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { browserOnlySegments, canonicalPageUrl, routeModuleOfSegment } from '@app/domain/pages'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PRIVATE_NO_STORE } from './private-answers'
import {
  encodeBody,
  MIN_ENCODED_BYTES,
  preferredEncoding,
  type EncodedBodies,
} from '../lib/encodings'

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
 * `/home` is not a page). From the page table (@app/domain/pages).
 */
const ROUTE_MODULE_OF_SEGMENT: Record<string, string> = routeModuleOfSegment()

/**
 * The admin pages live under `/admin/`: `/admin/messages` -> admin-messages,
 * `/admin/orders` -> admin-orders, one order `/admin/orders/:id` -> admin-order, and the
 * course review queue `/admin/course-reviews` -> admin-course-reviews.
 */
const ADMIN_SECTIONS = new Set(['messages', 'orders', 'course-reviews'])
function adminRouteModule([section = '', id]: string[]): string {
  if (section === 'orders' && id) return 'admin-order'
  return ADMIN_SECTIONS.has(section) ? `admin-${section}` : 'not-found'
}

/** index.html for one route: the HTML, and the hashes of its inline elements. */
export interface PageShell {
  html: string
  /** CSP sources (`'sha256-…'`) of the page's `<style>` elements, in the page's order. */
  styleHashes: readonly string[]
  /** CSP sources of its inline scripts: the start-up script, when the page has one. */
  scriptHashes: readonly string[]
}

/** A Content-Security-Policy source for an inline element's text. */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * Starts the app's code once the page has been painted: the browser draws the server's HTML with
 * the whole connection to itself (on a phone's slow network the scripts would otherwise share it
 * with the page, and the first paint would wait for them), then fetches the entry and the route's
 * modules in one go. A page with nothing rendered on the server (a signed-in area) starts at once;
 * a browser that reports no paint, after a second. If the entry cannot be loaded, the early-events
 * script stops holding taps (apps/web/src/early/early-events.ts). The same text on every page (its files are in
 * the element's `data-` attributes), so the policy allows it by hash.
 */
const START_SCRIPT =
  '(s=>{let d=!1;const g=()=>{if(d)return;d=!0;' +
  'for(const h of s.dataset.preload.split(" "))if(h){const l=document.createElement("link");' +
  'l.rel="modulepreload";l.href=h;document.head.append(l)}' +
  'const e=document.createElement("script");e.type="module";e.src=s.dataset.entry;' +
  'e.onerror=()=>window.__earlyEvents?.stop();' +
  'document.head.append(e)};' +
  'if(!document.getElementById("root")?.firstChild)return g();' +
  'try{new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)' +
  'setTimeout(g)}).observe({type:"paint",buffered:!0})}catch{}' +
  'setTimeout(g,1e3)})(document.currentScript)'
const START_SCRIPT_HASH = cspHash(START_SCRIPT)

/** The entry's module script and the module preloads Vite writes into the built index.html. */
const ENTRY_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g

/** The start-up script for an entry and the modules to fetch with it. */
function startScript(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${START_SCRIPT}</script>`
}

/**
 * A built stylesheet put into the page: its content in a `<style>` element, so the first paint
 * waits for no stylesheet request, followed by a disabled link to the same file. Browsers do not
 * fetch a disabled stylesheet, and Vite's loader skips every file a `<link rel="stylesheet">`
 * already names, so a route loaded later in the browser does not fetch these files again.
 */
interface InlineStyle {
  html: string
  hashes: string[]
}

/**
 * CSS that cannot sit in a `<style>` element as is: one that would end the element early, or
 * with addresses relative to its own file (the page is elsewhere). Built CSS has neither.
 */
const NOT_INLINABLE = /<\/style|url\(\s*['"]?(?!\/|data:|#|[a-z][a-z0-9+.-]*:)/i

function readInlineStyles(root: string, files: Iterable<string>): Map<string, InlineStyle> {
  const styles = new Map<string, InlineStyle>()
  for (const file of files) {
    const full = path.join(root, file)
    if (styles.has(file) || !full.startsWith(root + path.sep) || !existsSync(full)) continue
    // The browser hashes the element's text as parsed, with line ends made \n.
    const css = readFileSync(full, 'utf8').replace(/\r\n?/g, '\n')
    if (NOT_INLINABLE.test(css)) continue
    styles.set(file, {
      html: `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`,
      hashes: [cspHash(css)],
    })
  }
  return styles
}

/** The page's stylesheet links and hashes: a file read at start-up inline, any other linked. */
function stylesFor(
  files: readonly string[],
  inline: Map<string, InlineStyle>,
): { html: string; styleHashes: string[] } {
  const hashes: string[] = []
  const html = files
    .map((file) => {
      const style = inline.get(file)
      if (!style) return `<link rel="stylesheet" crossorigin href="/${file}">`
      hashes.push(...style.hashes)
      return style.html
    })
    .join('')
  return { html, styleHashes: hashes }
}

/**
 * The parts of the shared chrome the app starts loading as it starts (loadChrome in
 * apps/web/src/app/root-layout.tsx), by their source path in the build manifest.
 */
export const CHROME_MODULES = [
  'src/components/layout/header.tsx',
  'src/components/layout/footer.tsx',
  'src/features/newsletter/subscribe-form.tsx',
  'src/components/layout/scroll-top-button.tsx',
]

/** An inline script of index.html: a `<script>` element without attributes. */
const TEMPLATE_INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

/** A stylesheet link of the built index.html (Vite writes the entry's CSS so). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"?#]+\.css)"[^>]*>/g

/**
 * index.html for a client route, with the styles it needs in its head and its route's files
 * announced so the browser fetches them alongside the entry instead of after it:
 * - the entry's stylesheets, the route's and those of the sections the route loads later (a
 *   lazy carousel, shown at once in the server-rendered HTML), each inline in a `<style>`
 *   element in that order (see InlineStyle), their files read once at start-up;
 * - `modulepreload` for the route's JavaScript.
 * Route modules are named after the first path segment (`/course-single-v1/7` ->
 * src/app/routes/course-single-v1.tsx), so Vite's build manifest says which files each route
 * needs. Without a manifest, only the entry's styles are put inline.
 */
export function createPageShell(root: string): (url: string) => PageShell {
  const template = readFileSync(path.join(root, 'index.html'), 'utf8')
  const manifestFile = path.join(root, '.vite', 'manifest.json')
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {}
  const inline = readInlineStyles(path.resolve(root), [
    ...[...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]!),
    ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
  ])
  const entryHashes: string[] = []
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  const entryPreloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)
  let html = template.replace(STYLESHEET_LINK, (link, file: string) => {
    const style = inline.get(file)
    if (!style) return link
    entryHashes.push(...style.hashes)
    return style.html
  })
  // The entry's script and preloads move to the start-up script, at the end of the page.
  if (entry) html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')
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
  // The chrome's code, fetched as the app starts: preloaded with the entry, so the app's loader
  // finds it announced and adds nothing to the page as it starts.
  const chromeModules = [...new Set(CHROME_MODULES.flatMap((key) => [...filesOf(key)]))]
    .filter((file) => file.endsWith('.js') && !alreadyLoaded.has(file))
    .map((file) => `/${file}`)
  const withStart = (page: string, routeModules: readonly string[]) =>
    entry
      ? page.replace(
          '</body>',
          () =>
            `${startScript(entry, [...new Set([...entryPreloads, ...chromeModules, ...routeModules])])}</body>`,
        )
      : page
  // Scripts index.html itself carries inline (the web-font switch in its head), allowed by hash.
  const templateScripts = [...template.matchAll(TEMPLATE_INLINE_SCRIPT)].map((m) => cspHash(m[1]!))
  const scriptHashes = [...templateScripts, ...(entry ? [START_SCRIPT_HASH] : [])]
  const entryShell: PageShell = {
    html: withStart(html, []),
    styleHashes: entryHashes,
    scriptHashes,
  }
  if (!existsSync(manifestFile)) return () => entryShell

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
  const pages = new Map<string, PageShell>()

  const withRouteFiles = (segment: string): PageShell => {
    const key = `src/app/routes/${segment}.tsx`
    const name = manifest[key] ? key : 'src/app/routes/not-found.tsx'
    let page = pages.get(name)
    if (page === undefined) {
      const needed = [...filesOf(name)].filter((file) => !alreadyLoaded.has(file))
      // Stylesheets of the sections a route loads later (a lazy carousel): its server-rendered
      // HTML shows them at once, so their styles come with the page too.
      const later = [...lazyFilesOf(name)].filter(
        (file) => file.endsWith('.css') && !alreadyLoaded.has(file) && !needed.includes(file),
      )
      const styles = stylesFor(
        [...needed.filter((file) => file.endsWith('.css')), ...later],
        inline,
      )
      const modules = needed.filter((file) => file.endsWith('.js')).map((file) => `/${file}`)
      page = {
        html: withStart(
          html.replace('</head>', () => `${styles.html}</head>`),
          modules,
        ),
        styleHashes: [...entryShell.styleHashes, ...styles.styleHashes],
        scriptHashes,
      }
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

/**
 * In the head of a page rendered here: its first paint waits until the chrome above the page's
 * main part has been parsed, since a header drawn half read would move as the rest arrived. Pages
 * rendered in the browser have no such element in their HTML and go without.
 */
export const PAINT_AFTER_CHROME = '<link rel="expect" href="#main" blocking="render">'

const DEFAULT_HEAD =
  '<title>Learnlane</title><meta name="description" content="Learnlane: find mentors, browse courses and learn new skills.">'

/**
 * First path segments of the pages rendered in the browser only: the signed-in areas and an
 * order's receipt (each person's own data, fetched with their token, never rendered or cached
 * here) and the lesson player: the pages the page table (@app/domain/pages) renders in the
 * browser. Every other page is rendered here.
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

/** A rendered page as cached: every answer for its URL is the same bytes. */
interface RenderedPage {
  status: number
  html: string
  /** Hashes of the page's inline `<style>` elements, for its Content-Security-Policy. */
  styleHashes: readonly string[]
  /** Hashes of its inline scripts (the start-up script). */
  scriptHashes: readonly string[]
  etag: string
  lastModified: string
  version: string | null
  /** Where a redirecting loader sends the visitor. */
  location?: string
  /** The HTML compressed once, when the page is kept (see withEncodings). */
  encoded?: EncodedBodies
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
 * cached forever. Rendered pages are kept per canonical address (`canonicalPageUrl`: the query
 * parameters the page reads, sorted) until public content changes
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
      const shell = shellFor(url)
      const html = shell.html
        .replace('<!--app-head-->', DEFAULT_HEAD)
        .replace('<!--app-html-->', '')
        .replace('<!--app-state-->', '')
      return finished(200, html, shell, null)
    }

    const renderPage = async (url: string): Promise<RenderedPage> => {
      const version = versionNow()
      if (!renderer || !isServerRendered(url)) return shellPage(url)
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS)
      try {
        const result = await renderer.render({ url, origin: publicUrl, signal })
        if (result.kind === 'redirect')
          return {
            ...finished(result.status, '', { styleHashes: [], scriptHashes: [] }, version),
            location: result.location,
          }
        if (result.kind === 'client') return shellPage(url)
        const shell = shellFor(url)
        const html = shell.html
          .replace('<!--app-head-->', () => PAINT_AFTER_CHROME + (result.head || DEFAULT_HEAD))
          .replace('<!--app-html-->', () => result.body)
          .replace(
            '<!--app-state-->',
            () => `<script type="application/json" id="server-state">${result.state}</script>`,
          )
        return finished(result.status, html, shell, version)
      } catch (err) {
        // The browser can still render the page itself.
        app.log.error({ err, url }, 'server render failed')
        return shellPage(url)
      }
    }

    /** The page for a URL: from the cache while public content is unchanged, else rendered once. */
    const pageFor = async (url: string): Promise<RenderedPage> => {
      if (!cachePages || isPersonalPage(url)) return renderPage(url)
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
        pending = renderPage(url)
          .then(withEncodings)
          .finally(() => inFlight.delete(url))
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

    // The page's policy allows its own inline styles, by hash (plugins/security-headers.ts).
    const hasPolicy = app.hasReplyDecorator('allowInline')

    app.decorateReply('sendPage', async function (this: FastifyReply, url: string) {
      // Rendered and kept once per canonical address: the parameters the page reads, in one
      // order. Anything else in the query (a tracking tag, junk) is ignored, neither rendered
      // nor given a place in the cache (docs/decisions/021-page-addresses.md).
      const page = await pageFor(canonicalPageUrl(url))
      if (page.location) return this.redirect(page.location, page.status)
      const request = this.request
      if (hasPolicy) this.allowInline({ styles: page.styleHashes, scripts: page.scriptHashes })
      if (isPersonalPage(url)) {
        this.header('cache-control', PRIVATE_NO_STORE).status(page.status)
        return this.type('text/html; charset=utf-8').send(page.html)
      }
      this.header('cache-control', 'no-cache')
        .header('etag', page.etag)
        .header('last-modified', page.lastModified)
        .header('vary', 'accept-encoding')
      // The policy depends only on the page, so the browser's copy and its policy still match.
      if (page.status === 200 && isFresh(request, page)) return this.status(304).send()
      this.status(page.status).type('text/html; charset=utf-8')
      const encoding = page.encoded && preferredEncoding(request.headers['accept-encoding'])
      if (!encoding) return this.send(page.html)
      // Marked as encoded already, so @fastify/compress passes it through as it is.
      return this.header('content-encoding', encoding).send(page.encoded![encoding])
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
      // One route per built file, read at start-up: a page address never touches the disk.
      wildcard: false,
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

/**
 * A page's answer before it is sent. Its ETag is weak: the page is sent as it is, in brotli or
 * in gzip, and the three are the same page, which a strong validator would have to tell apart.
 * A browser revalidates with whichever it holds; If-None-Match compares weakly anyway.
 */
function finished(
  status: number,
  html: string,
  { styleHashes, scriptHashes }: Pick<PageShell, 'styleHashes' | 'scriptHashes'>,
  version: string | null,
): RenderedPage {
  return {
    status,
    html,
    styleHashes,
    scriptHashes,
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    lastModified: new Date().toUTCString(),
    version,
  }
}

/**
 * The page with its HTML compressed in brotli and gzip, once, as it enters the cache: every
 * later answer sends the stored bytes instead of compressing the page again. Pages too small to
 * gain (what @fastify/compress leaves as they are) and redirects stay as they are.
 */
async function withEncodings(page: RenderedPage): Promise<RenderedPage> {
  if (page.location || page.version === null || Buffer.byteLength(page.html) < MIN_ENCODED_BYTES)
    return page
  return { ...page, encoded: await encodeBody(page.html) }
}

function isFresh(request: FastifyRequest, page: RenderedPage): boolean {
  const match = request.headers['if-none-match']
  if (match) {
    // Weak comparison, as If-None-Match asks: the tags' opaque parts are compared.
    const opaque = page.etag.replace(/^W\//, '')
    return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
  }
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
