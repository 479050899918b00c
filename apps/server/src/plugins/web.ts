import { existsSync } from 'node:fs'
import path from 'node:path'
import { canonicalPageUrl } from '@app/domain/pages'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { PRIVATE_NO_STORE } from './private-answers'
import { isNotModified } from '../lib/conditional'
import { preferredEncoding } from '../lib/encodings'
import { createPageCache } from './web/page-cache'
import { createPageRenderer } from './web/page-render'
import { isPersonalPage } from './web/page-routes'
import { createPageShell } from './web/page-shell'
import { serveStaticFiles } from './web/static-files'

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a page request (path and query): rendered on the server, or the app's shell. */
    sendPage: (url: string) => Promise<FastifyReply>
  }
}

export interface WebOptions {
  root: string
  /** The site's public address (canonical URLs and sharing tags). */
  publicUrl: string
  /** Keep rendered pages while public content is unchanged, for minutes at most (CACHE_PAGES). */
  cachePages: boolean
}

/**
 * Serves the web app: public pages rendered on the server with their data (web/page-render.ts),
 * the signed-in areas as the app's shell (web/page-shell.ts), and the built files
 * (web/static-files.ts). Rendered pages are kept per canonical address (`canonicalPageUrl`: the
 * query parameters the page reads, sorted) while public content is unchanged
 * (`app.contentVersion`) and for a few minutes at most (web/page-cache.ts), answered with
 * `ETag`/`Last-Modified` and 304 on revalidation.
 */
export const webPlugin = fp<WebOptions>(
  async (app, { root, publicUrl, cachePages }) => {
    const shellFor = createPageShell(root)
    // Without the content version (an app built without it), nothing rendered is kept.
    const versionNow = (): string | null =>
      app.hasDecorator('contentVersion') ? app.contentVersion.current() : null
    const renderPage = await createPageRenderer(app, { root, publicUrl, shellFor, versionNow })
    const cachedPage = createPageCache({ render: renderPage, versionNow })

    /** The page for a URL: from the cache while public content is unchanged, else rendered once. */
    const pageFor = (url: string) =>
      !cachePages || isPersonalPage(url) ? renderPage(url) : cachedPage(url)

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
        .header('last-modified', page.lastModified.toUTCString())
        .header('vary', 'accept-encoding')
      // The policy depends only on the page, so the browser's copy and its policy still match.
      if (page.status === 200 && isNotModified(request.headers, page))
        return this.status(304).send()
      this.status(page.status).type('text/html; charset=utf-8')
      const encoding = page.encoded && preferredEncoding(request.headers['accept-encoding'])
      if (!encoding) return this.send(page.html)
      // Marked as encoded already, so @fastify/compress passes it through as it is.
      return this.header('content-encoding', encoding).send(page.encoded![encoding])
    })
    app.get('/', { schema: { hide: true } }, (request, reply) => reply.sendPage(request.url))
    await serveStaticFiles(app, root)
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
