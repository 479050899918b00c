import { randomBytes } from 'node:crypto'
import helmet from '@fastify/helmet'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

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

interface Nonces {
  script: string
  style: string
}

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
 * - Pages also carry two per-answer nonces: one for the single inline script the server writes
 *   into the page (it hands the style nonce to the toast library), one for the `<style>` element
 *   that library (goober, under react-hot-toast) creates. So `style-src` needs no
 *   'unsafe-inline'; `style-src-attr` allows it for the `style` attributes written into
 *   server-rendered HTML (attributes cannot run script or load anything the other rules forbid).
 * - The OpenAPI page: Swagger UI styles its widgets with inline `style` attributes and shows
 *   `data:` images, so it gets `style-src 'unsafe-inline'` and `img-src data:`; its scripts are
 *   files (`script-src 'self'`), as everywhere.
 * - Pages under /embed/ (the contact page's map): no script at all, their one `<style>` element
 *   by nonce, and `frame-ancestors 'self'` so the site's own pages can frame them.
 * - Behind TLS, `upgrade-insecure-requests` is added.
 */
function directivesFor(
  kind: Kind,
  isTls: boolean,
  nonces: Nonces | null,
  extra: Required<SecurityHeadersOptions>,
): Directives {
  const withNonce = (sources: string[], nonce: string | undefined) =>
    nonce ? [...sources, `'nonce-${nonce}'`] : sources
  if (kind === 'embed') {
    // A self-contained page: its one `<style>` element by nonce, nothing else loads; only the
    // site's own pages may frame it.
    const embed: Directives = {
      'default-src': ["'none'"],
      'style-src': nonces ? [`'nonce-${nonces.style}'`] : ["'none'"],
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
          'script-src': withNonce(["'self'"], nonces?.script),
          'script-src-attr': ["'none'"],
          'style-src': withNonce(["'self'"], nonces?.style),
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
  // reserved space): allowed for attributes only; `<style>` elements still need the nonce.
  if (kind === 'page') directives['style-src-attr'] = ["'unsafe-inline'"]
  if (isTls) directives['upgrade-insecure-requests'] = []
  return directives
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

    app.addHook('onRequest', async (request, reply) => {
      const kind = kindOf(request)
      const isTls = request.protocol === 'https'
      const nonces: Nonces | null =
        kind === 'page' || kind === 'embed'
          ? {
              script: randomBytes(16).toString('base64'),
              style: randomBytes(16).toString('base64'),
            }
          : null
      if (nonces) reply.cspNonce = nonces
      reply.helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: directivesFor(kind, isTls, nonces, extra),
        },
        strictTransportSecurity: isTls
          ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
          : false,
      })
    })
  },
  { name: 'security-headers' },
)
