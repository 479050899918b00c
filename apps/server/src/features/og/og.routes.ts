import { createHash } from 'node:crypto'
import { ErrorBodySchema } from '@app/domain/api'
import type { Article, CourseDetail, InstructorDetail } from '@app/domain/catalog'
import type { Product } from '@app/domain/shop'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import sharp from 'sharp'
import { z } from 'zod'
import { isNotModified } from '../../lib/conditional'
import { BadRequestError, NotFoundError } from '../../lib/errors'
import { logoSvg } from './og.card'
import { articleCard, courseCard, mentorCard, productCard, siteCard, type Card } from './og.items'
import { createCardRenderer } from './og.render'

const BAD_ID = 'Ask for a card by its whole-number id, as in /api/og/courses/3.png'
const IdParamsSchema = z.object({ id: z.string().max(32) })

/** A catalog id from the path: a whole number from 1 up; anything else is a 400. */
function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw new BadRequestError(BAD_ID)
  const id = Number(raw)
  if (id < 1 || id > 2_147_483_647) throw new BadRequestError(BAD_ID)
  return id
}

/**
 * Reads the public API as a browser would, in-process: a card shows exactly what the item's
 * page shows, with the catalog's own rules (published only) and caches.
 */
function publicApi(app: FastifyInstance) {
  async function get(url: string) {
    const res = await app.inject({ method: 'GET', url })
    if (res.statusCode === 404) return null
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}`)
    return res
  }
  return {
    json: async <T>(url: string): Promise<T | null> => (await get(url))?.json<T>() ?? null,
    bytes: async (url: string): Promise<Buffer> => {
      const res = await get(url)
      if (!res) throw new Error(`GET ${url} answered 404`)
      return res.rawPayload
    },
  }
}

/** Cards are made to be shown on other sites (link previews), unlike the rest of the API. */
const SHAREABLE = 'cross-origin'

const CARD_RESPONSES = {
  200: z.unknown().describe('A PNG image, 1200 x 630'),
  304: z.null().describe('Not modified: the If-None-Match ETag is current'),
  400: ErrorBodySchema,
  404: ErrorBodySchema,
}

/**
 * GET /api/og/...: the sharing cards of courses, products, mentors and articles (Open Graph and
 * Twitter images, 1200 x 630 PNG), the site's own card and its logo. Cards are drawn on demand
 * and kept in memory by what they show; answers carry an ETag and may be cached for an hour.
 */
export const ogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = createCardRenderer()
  const api = publicApi(app)

  async function send(req: FastifyRequest, reply: FastifyReply, card: Card) {
    const etag = cards.etagOf(card.svg, card.art)
    reply
      .header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400')
      .header('etag', etag)
      .header('cross-origin-resource-policy', SHAREABLE)
    if (isNotModified(req.headers, { etag })) return reply.code(304).send(null)
    const { png } = await cards.render(card.svg, card.art)
    return reply.type('image/png').send(png)
  }

  const cardRoute = (summary: string) => ({
    // PNG is compressed already.
    compress: false as const,
    schema: { tags: ['sharing'], summary, params: IdParamsSchema, response: CARD_RESPONSES },
  })

  app.get('/courses/:id.png', cardRoute("A course's sharing card"), async (req, reply) => {
    const id = parseId(req.params.id)
    const course = await api.json<CourseDetail>(`/api/courses/${id}`)
    if (!course) throw new NotFoundError(`Course ${id} was not found`)
    return send(
      req,
      reply,
      courseCard(course, (url) => api.bytes(url)),
    )
  })

  app.get('/products/:id.png', cardRoute("A product's sharing card"), async (req, reply) => {
    const id = parseId(req.params.id)
    const product = await api.json<Product>(`/api/products/${id}`)
    if (!product) throw new NotFoundError(`Product ${id} was not found`)
    const bytes = await api.bytes(product.imgSrc)
    const key = createHash('sha256').update(bytes).digest('base64url')
    return send(req, reply, productCard(product, { bytes, key }))
  })

  app.get('/mentors/:id.png', cardRoute("A mentor's sharing card"), async (req, reply) => {
    const id = parseId(req.params.id)
    const mentor = await api.json<InstructorDetail>(`/api/instructors/${id}`)
    if (!mentor) throw new NotFoundError(`Mentor ${id} was not found`)
    return send(req, reply, mentorCard(mentor))
  })

  app.get('/articles/:id.png', cardRoute("An article's sharing card"), async (req, reply) => {
    const id = parseId(req.params.id)
    const article = await api.json<Article>(`/api/articles/${id}`)
    if (!article) throw new NotFoundError(`Article ${id} was not found`)
    return send(req, reply, articleCard(article))
  })

  const site = siteCard()
  app.get(
    '/site.png',
    {
      compress: false,
      schema: {
        tags: ['sharing'],
        summary: "The site's own sharing card",
        response: { 200: CARD_RESPONSES[200], 304: CARD_RESPONSES[304] },
      },
    },
    (req, reply) => send(req, reply, site),
  )

  let logo: Promise<Buffer> | undefined
  const logoEtag = `"og-logo-${createHash('sha256').update(logoSvg(512)).digest('base64url').slice(0, 16)}"`
  app.get(
    '/logo.png',
    {
      compress: false,
      schema: {
        tags: ['sharing'],
        summary: "The site's logo, 512 x 512 PNG (structured data's Organization logo)",
        response: { 200: z.unknown().describe('A PNG image, 512 x 512'), 304: CARD_RESPONSES[304] },
      },
    },
    async (req, reply) => {
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', logoEtag)
        .header('cross-origin-resource-policy', SHAREABLE)
      if (isNotModified(req.headers, { etag: logoEtag })) return reply.code(304).send(null)
      logo ??= sharp(Buffer.from(logoSvg(512)))
        .png()
        .toBuffer()
      return reply.type('image/png').send(await logo)
    },
  )
}
