import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The built files of the web app, pre-compressed (brotli, gzip), with hashed assets cached
 * forever and every other file revalidated.
 */
export async function serveStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  // The build manifest is read from disk (page-shell.ts), never served: it maps every source file.
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
}
