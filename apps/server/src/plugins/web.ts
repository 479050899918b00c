import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built single-page app: pre-compressed (brotli, gzip) files, hashed assets cached
 * forever, everything else revalidated. Client routes fall back to index.html in app.ts.
 */
export const webPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      index: ['index.html'],
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
