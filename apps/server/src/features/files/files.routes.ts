import { ErrorBodySchema } from '@app/domain/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { contentRange, parseRange } from '../../lib/byte-range'
import { isNotModified } from '../../lib/conditional'
import { NotFoundError } from '../../lib/errors'
import type { MediaUrlCheck } from '../../lib/media-urls'
import { isLessonMedia } from '../../storage/file-storage'

const IdParamsSchema = z.object({ id: z.string().max(64) })
const SignatureQuerySchema = z.object({
  exp: z.string().max(20).optional().describe('Lesson media: when the address expires'),
  v: z.string().max(64).optional().describe('Lesson media: who the address was handed to'),
  sig: z.string().max(100).optional().describe('Lesson media: the signature of the address'),
})
const NOT_FOUND = 'File not found'
const PUBLIC_CACHE = 'public, max-age=31536000, immutable'

const REFUSED: Record<Exclude<MediaUrlCheck, { ok: true }>['reason'], string> = {
  missing: 'This video belongs to a lesson: open the lesson to watch it',
  expired: 'This video address has expired: open the lesson again for a fresh one',
  invalid: 'This video address is not valid: open the lesson again for a fresh one',
}

/** An id never changes content, so its ETag is the id itself. */
const etagOf = (id: string) => `"${id}"`

/**
 * GET /api/files/:id: an uploaded file with its content type, an ETag and byte ranges for media
 * players. Avatars and covers are public with long-lived caching (ids never change content).
 * Lesson media (videos, captions) need the signed address the lesson endpoints hand to those who
 * may watch the lesson (403 without it, or once it expired), and are cached privately, no longer
 * than the address lives.
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
        description:
          'Avatars and course covers are public. Lesson videos and captions are served only under the signed, short-lived address from GET /api/learn/lessons/{lessonId} (403 without a valid one).',
        params: IdParamsSchema,
        querystring: SignatureQuerySchema,
        response: {
          200: z.unknown().describe('The file bytes'),
          206: z.unknown().describe('The requested byte range'),
          304: z.null(),
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          416: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const meta = await app.fileStorage.stat(req.params.id)
      if (!meta) throw new NotFoundError(NOT_FOUND)
      let cacheControl = PUBLIC_CACHE
      if (isLessonMedia(meta.kind)) {
        const check = app.mediaUrls.verify(meta.id, req.query)
        if (!check.ok) {
          return reply
            .status(403)
            .header('Cache-Control', 'no-store')
            .send({ error: REFUSED[check.reason] })
        }
        // Kept by this browser only, and never past the address's expiry.
        cacheControl = `private, max-age=${check.secondsLeft}`
      }
      const etag = etagOf(meta.id)
      reply
        .header('Cache-Control', cacheControl)
        .header('ETag', etag)
        .header('Last-Modified', meta.createdAt.toUTCString())
        .header('Accept-Ranges', 'bytes')
      if (isNotModified(req.headers, { etag })) return reply.status(304).send(null)

      const ifRange = req.headers['if-range']
      const rangeAllowed = !ifRange || ifRange === etag
      const range = rangeAllowed ? parseRange(req.headers.range, meta.byteSize) : null
      if (range === 'unsatisfiable') {
        return reply
          .status(416)
          .header('Cache-Control', 'no-store')
          .header('Content-Range', contentRange(null, meta.byteSize))
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
          .header('Content-Range', contentRange(range, meta.byteSize))
          .header('Content-Length', range.end - range.start + 1)
      } else {
        reply.header('Content-Length', meta.byteSize)
      }
      return reply.send(file.body)
    },
  )
}
