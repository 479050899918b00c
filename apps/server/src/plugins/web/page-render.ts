import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { etagOf, wholeSecond } from '../../lib/conditional'
import type { EncodedBodies } from '../../lib/encodings'
import { isServerRendered } from './page-routes'
import type { PageShell } from './page-shell'

/**
 * In the head of a page rendered here: its first paint waits until the chrome above the page's
 * main part has been parsed, since a header drawn half read would move as the rest arrived. Pages
 * rendered in the browser have no such element in their HTML and go without.
 */
export const PAINT_AFTER_CHROME = '<link rel="expect" href="#main" blocking="render">'

const DEFAULT_HEAD =
  '<title>Learnlane</title><meta name="description" content="Learnlane: find mentors, browse courses and learn new skills.">'

const RENDER_TIMEOUT_MS = 10_000

/** A rendered page as cached: every answer for its URL is the same bytes. */
export interface RenderedPage {
  status: number
  html: string
  /** Hashes of the page's inline `<style>` elements, for its Content-Security-Policy. */
  styleHashes: readonly string[]
  /** Hashes of its inline scripts (the start-up script). */
  scriptHashes: readonly string[]
  etag: string
  /** When it was rendered, in whole seconds (as Last-Modified carries it). */
  lastModified: Date
  /** The content version it was rendered under; null when it may not be kept (the app's shell). */
  version: string | null
  /** Where a redirecting loader sends the visitor. */
  location?: string
  /** The HTML compressed once, when the page is kept (see page-cache.ts). */
  encoded?: EncodedBodies
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
    etag: etagOf(html),
    lastModified: wholeSecond(new Date()),
    version,
  }
}

export interface PageRendererOptions {
  root: string
  /** The site's public address (canonical URLs and sharing tags). */
  publicUrl: string
  /** index.html for a page address, with its route's styles and start-up script. */
  shellFor: (url: string) => PageShell
  /** The current content version, or null when pages may not be kept. */
  versionNow: () => string | null
}

/**
 * Renders pages with the web app's server render (React Router's static handler in
 * apps/web/src/app/entry-server.tsx, hydrated in the browser), its API calls answered by this
 * server's own routes in process. Pages rendered in the browser only, and every page when the
 * render was not built or fails, are the app's shell.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  { root, publicUrl, shellFor, versionNow }: PageRendererOptions,
): Promise<(url: string) => Promise<RenderedPage>> {
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

  const shellPage = (url: string): RenderedPage => {
    const shell = shellFor(url)
    const html = shell.html
      .replace('<!--app-head-->', DEFAULT_HEAD)
      .replace('<!--app-html-->', '')
      .replace('<!--app-state-->', '')
    return finished(200, html, shell, null)
  }

  return async (url) => {
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
}
