import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the app's index.html for a client route, with its route's chunks preloaded. */
    sendPage: (pathname: string) => FastifyReply
  }
}

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

/**
 * index.html for a client route, with `modulepreload` hints for that route's JavaScript so the
 * browser fetches it alongside the entry instead of after it. Route modules are named after the
 * first path segment (`/course-single-v1/7` -> src/app/routes/course-single-v1.tsx), so Vite's
 * build manifest says which files each route needs. Without a manifest, index.html is sent as is.
 */
export function createPageShell(root: string): (pathname: string) => string {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8')
  const manifestFile = path.join(root, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return () => html
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>

  const filesOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return new Set()
    seen.add(key)
    const files = new Set([chunk.file])
    for (const imported of chunk.imports ?? [])
      for (const f of filesOf(imported, seen)) files.add(f)
    return files
  }
  const alreadyLoaded = filesOf('index.html')
  const pages = new Map<string, string>()

  return (pathname) => {
    const segment = pathname.split('/')[1] || 'home'
    const key = `src/app/routes/${segment}.tsx`
    const name = manifest[key] ? key : 'src/app/routes/not-found.tsx'
    let page = pages.get(name)
    if (page === undefined) {
      const links = [...filesOf(name)]
        .filter((file) => !alreadyLoaded.has(file) && file.endsWith('.js'))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('')
      page = links ? html.replace('</head>', `${links}</head>`) : html
      pages.set(name, page)
    }
    return page
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built single-page app: pre-compressed (brotli, gzip) files, hashed assets cached
 * forever, everything else revalidated. Client routes fall back to index.html in app.ts.
 */
export const webPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    const pageFor = createPageShell(root)
    app.decorateReply('sendPage', function (this: FastifyReply, pathname: string) {
      return this.header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageFor(pathname))
    })
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendPage('/'))
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
