import { ErrorBodySchema } from '@app/domain/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotFoundError } from '../../lib/errors'
import { parseRange } from './range'

const IdParamsSchema = z.object({ id: z.string().max(64) })
const NOT_FOUND = 'File not found'

/** An id never changes content, so its ETag is the id itself. */
const etagOf = (id: string) => `"${id}"`

const matches = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')

/**
 * GET /api/files/:id: an uploaded file (avatar, cover, video, captions) with its content type,
 * long-lived caching (ids never change content), an ETag and byte ranges for media players.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      // Images and videos are compressed already, and a byte range must not be re-encoded.
      compress: false,
      schema: {
        tags: ['files'],
        summary: 'An uploaded file; supports Range requests',
        params: IdParamsSchema,
        response: {
          200: z.unknown().describe('The file bytes'),
          206: z.unknown().describe('The requested byte range'),
          304: z.null(),
          404: ErrorBodySchema,
          416: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const meta = await app.fileStorage.stat(req.params.id)
      if (!meta) throw new NotFoundError(NOT_FOUND)
      const etag = etagOf(meta.id)
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Last-Modified', meta.createdAt.toUTCString())
        .header('Accept-Ranges', 'bytes')
      if (matches(req.headers['if-none-match'], etag)) return reply.status(304).send(null)

      const ifRange = req.headers['if-range']
      const rangeAllowed = !ifRange || ifRange === etag
      const range = rangeAllowed ? parseRange(req.headers.range, meta.byteSize) : null
      if (range === 'unsatisfiable') {
        return reply
          .status(416)
          .header('Cache-Control', 'no-store')
          .header('Content-Range', `bytes */${meta.byteSize}`)
          .send({ error: 'The requested range is outside the file' })
      }
      reply
        .header('Content-Type', meta.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
      const file = await app.fileStorage.read(meta.id, range ?? undefined)
      if (!file) throw new NotFoundError(NOT_FOUND)
      if (range) {
        reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${meta.byteSize}`)
          .header('Content-Length', range.end - range.start + 1)
      } else {
        reply.header('Content-Length', meta.byteSize)
      }
      return reply.send(file.body)
    },
  )
}
