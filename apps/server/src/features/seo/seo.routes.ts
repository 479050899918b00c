import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotFoundError } from '../../lib/errors'
import { createSeoRepository } from './seo.repository'
import { createSeoService, type SeoSettings } from './seo.service'

export type SeoOptions = SeoSettings

const XML = 'application/xml; charset=utf-8'
const SitemapFileParamsSchema = z.object({ file: z.string().max(40) })

/**
 * For search engines: GET /robots.txt (what crawlers may visit, and where the sitemap is) and
 * GET /sitemap.xml (every public page with absolute addresses from PUBLIC_URL; an index of
 * /sitemaps/N.xml files past 50,000 addresses). The sitemap is kept in the public answer cache
 * until the catalog changes (src/cache), so a newly published course is listed in the next
 * answer; clients revalidate with ETag and Last-Modified.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoOptions> = async (app, options) => {
  const seo = createSeoService(createSeoRepository(app.db), options)
  const robots = seo.robots()

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  )

  app.get(
    '/sitemap.xml',
    { schema: { hide: true }, config: { publicCache: true } },
    async (_request, reply) => reply.type(XML).send(await seo.sitemap()),
  )

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: SitemapFileParamsSchema }, config: { publicCache: true } },
    async (request, reply) => {
      const match = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)
      const body = match ? await seo.sitemapPart(Number(match[1])) : null
      if (body === null) throw new NotFoundError('No such sitemap file')
      return reply.type(XML).send(body)
    },
  )
}
