import { randomBytes } from 'node:crypto'
import helmet from '@fastify/helmet'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Allows the page's inline `<style>` elements and its start-up script in this answer's
     * Content-Security-Policy by their hashes (`'sha256-…'` sources, see
     * plugins/web/page-shell.ts).
     */
    allowInline: (hashes: InlineHashes) => FastifyReply
  }
}

/** Hashes (`'sha256-…'` sources) of a page's inline elements. */
export interface InlineHashes {
  styles: readonly string[]
  scripts: readonly string[]
}

export interface SecurityHeadersOptions {
  /**
   * Other origins the web app may call (`connect-src`), e.g. a hosted e-mail service the forms
   * were built to post to (`VITE_EMAIL_ORIGIN`). Default: none, only the app's own origin.
   */
  connectSources?: readonly string[]
  /**
   * Other origins the app may frame (`frame-src`), e.g. the maps service the contact page's map
   * redirects to (`MAP_EMBED_URL`). Default: none, only pages of the app's own origin.
   */
  frameSources?: readonly string[]
}

/** Which policy an answer gets. */
type Kind = 'page' | 'other' | 'docs' | 'embed'

type Directives = Record<string, string[]>

/** The OpenAPI page (Swagger UI) lives here; it gets its own policy. */
const DOCS_PREFIX = '/api/docs'
/** Pages made to be framed by the site's own pages (the contact page's map). */
const EMBED_PREFIX = '/embed/'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * The Content-Security-Policy of an answer.
 *
 * - Pages (the app's index.html) and every other answer: nothing loads from other hosts
 *   (fonts, images, media and scripts are the app's own), no inline script, no plugins, no
 *   framing by other sites. `img-src` allows `data:` (a select's arrow in the built CSS) and
 *   `blob:` (avatar and course cover previews of a file not yet uploaded).
 * - A page's `<style>` elements (its stylesheets, put inline by plugins/web/page-shell.ts) are
 *   allowed by their hashes, listed per answer from the page sent: the same page always gets the same
 *   policy, so cached pages are the same bytes for everyone. Nothing else may add a `<style>`
 *   element. The page's one inline script (the same text on every page: it starts the app's
 *   code after the first paint) is allowed by its hash too; its server state is
 *   `application/json`, which is never run. So neither `style-src` nor `script-src` needs
 *   'unsafe-inline';
 *   `style-src-attr` allows it for the `style` attributes written into server-rendered HTML
 *   (attributes cannot run script or load anything the other rules forbid).
 * - The OpenAPI page: Swagger UI styles its widgets with inline `style` attributes and shows
 *   `data:` images, so it gets `style-src 'unsafe-inline'` and `img-src data:`; its scripts are
 *   files (`script-src 'self'`), as everywhere.
 * - Pages under /embed/ (the contact page's map): no script at all, their one `<style>` element
 *   by a per-answer nonce, and `frame-ancestors 'self'` so the site's own pages can frame them.
 * - Behind TLS, `upgrade-insecure-requests` is added.
 */
function directivesFor(
  kind: Kind,
  isTls: boolean,
  inline: { styleNonce?: string; hashes?: InlineHashes },
  extra: Required<SecurityHeadersOptions>,
): Directives {
  if (kind === 'embed') {
    // A self-contained page: its one `<style>` element by nonce, nothing else loads; only the
    // site's own pages may frame it.
    const embed: Directives = {
      'default-src': ["'none'"],
      'style-src': inline.styleNonce ? [`'nonce-${inline.styleNonce}'`] : ["'none'"],
      'img-src': ["'self'", 'data:'],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'"],
    }
    if (isTls) embed['upgrade-insecure-requests'] = []
    return embed
  }
  const directives: Directives =
    kind === 'docs'
      ? {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        }
      : {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...(inline.hashes?.scripts ?? [])],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", ...(inline.hashes?.styles ?? [])],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'"],
          'font-src': ["'self'"],
          'connect-src': ["'self'", ...extra.connectSources],
          'frame-src': ["'self'", ...extra.frameSources],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        }
  // Server-rendered pages carry `style` attributes in their HTML (sizes of covers, bars and
  // reserved space): allowed for attributes only; `<style>` elements still need their hash.
  if (kind === 'page') directives['style-src-attr'] = ["'unsafe-inline'"]
  if (isTls) directives['upgrade-insecure-requests'] = []
  return directives
}

/** The header's text, as helmet writes it. */
function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';')
}

function kindOf(request: FastifyRequest): Kind {
  const url = request.url
  if (url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`) || url.startsWith(`${DOCS_PREFIX}?`))
    return 'docs'
  const isRead = request.method === 'GET' || request.method === 'HEAD'
  if (isRead && url.startsWith(EMBED_PREFIX)) return 'embed'
  // Anything read outside the API and the hashed assets may be answered with the app's page.
  return isRead && !url.startsWith('/api') && !url.startsWith('/assets/') ? 'page' : 'other'
}

/**
 * Security headers on every answer (pages, static files, API and errors), with @fastify/helmet:
 * the Content-Security-Policy above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `Cross-Origin-Opener-Policy: same-origin`,
 * `Cross-Origin-Resource-Policy: same-origin`; framing is refused by `frame-ancestors 'none'`
 * (no `X-Frame-Options`), but for the pages under /embed/, which the site's own pages frame. `Strict-Transport-Security` is sent only when the request came over
 * TLS (`request.protocol`, which honours `X-Forwarded-Proto` when the proxy is trusted). No CORS
 * headers are ever sent: the API is for the app's own origin.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const extra: Required<SecurityHeadersOptions> = {
      connectSources: options.connectSources ?? [],
      frameSources: options.frameSources ?? [],
    }
    await app.register(helmet, {
      // Applied per answer below, with the policy for its kind and transport.
      global: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: false,
    })

    // Policies with a page's hashes, by kind, transport and hashes: one per page's set of
    // stylesheets (a few per route), so each is written once.
    const withHashes = new Map<string, string>()
    app.decorateReply('allowInline', function (this: FastifyReply, hashes: InlineHashes) {
      const kind = kindOf(this.request)
      if (kind !== 'page' && kind !== 'other') return this
      const isTls = this.request.protocol === 'https'
      const key = `${kind} ${isTls} ${hashes.styles.join(' ')} ${hashes.scripts.join(' ')}`
      let policy = withHashes.get(key)
      if (policy === undefined) {
        policy = serialize(directivesFor(kind, isTls, { hashes }, extra))
        if (withHashes.size >= 1000) withHashes.clear()
        withHashes.set(key, policy)
      }
      return this.header('content-security-policy', policy)
    })

    app.addHook('onRequest', async (request, reply) => {
      const kind = kindOf(request)
      const isTls = request.protocol === 'https'
      // The map page's one `<style>` element is allowed by a nonce of its answer.
      const inline: { styleNonce?: string } = {}
      if (kind === 'embed') {
        const style = randomBytes(16).toString('base64')
        reply.cspNonce = { script: '', style }
        inline.styleNonce = style
      }
      reply.helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: directivesFor(kind, isTls, inline, extra),
        },
        strictTransportSecurity: isTls
          ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
          : false,
      })
    })
  },
  { name: 'security-headers' },
)
