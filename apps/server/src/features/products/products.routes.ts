import { ErrorBodySchema } from '@app/domain/api'
import {
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductReviewInputSchema,
  ProductReviewListSchema,
  ProductReviewSchema,
  ProductSchema,
} from '@app/domain/shop'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isNotModified } from '../../lib/conditional'
import { UnauthorizedError } from '../../lib/errors'
import { BODY_TEXT_MESSAGE, hasSoundText } from '../../lib/sound-text'
import { createProductsRepository } from './products.repository'
import { createProductsService, REVIEW_LOGIN_MESSAGE } from './products.service'
import { BEARER_AUTH } from '../../plugins/auth'

const IdParamsSchema = z.object({ id: z.string() })

/** The shop's products: list, detail, related, generated cover and reviews. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = createProductsService(createProductsRepository(app.db))

  /** A signed-in account of any role; guests hear what to do. Runs before the body is checked. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.authenticate(request, reply)
    } catch (err) {
      if (err instanceof UnauthorizedError) throw new UnauthorizedError(REVIEW_LOGIN_MESSAGE)
      throw err
    }
  }

  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: 'Products: one page in the chosen order',
        description: 'Sorts as PRODUCT_SORTS; ties by id (descending sorts reverse them too).',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, 400: ErrorBodySchema },
      },
    },
    (req) => products.list(req.query),
  )

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: 'One product',
        params: IdParamsSchema,
        response: { 200: ProductSchema, 404: ErrorBodySchema },
      },
    },
    (req) => products.getById(req.params.id),
  )

  app.get(
    '/:id/related',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: 'Up to 8 other products: the same category first, then the best rated',
        params: IdParamsSchema,
        response: { 200: z.array(ProductSchema), 404: ErrorBodySchema },
      },
    },
    (req) => products.related(req.params.id),
  )

  app.get(
    '/:id/cover.svg',
    {
      schema: {
        tags: ['shop'],
        summary: "The product's generated cover (SVG)",
        params: IdParamsSchema,
        response: {
          200: z.string().describe('image/svg+xml'),
          304: z.null().describe('Not modified: the If-None-Match ETag is current'),
          404: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const cover = await products.cover(req.params.id)
      reply.header('cache-control', 'public, max-age=86400').header('etag', cover.etag)
      if (isNotModified(req.headers, { etag: cover.etag })) {
        return reply.code(304).send(null)
      }
      return reply.type('image/svg+xml; charset=utf-8').send(cover.svg)
    },
  )

  app.get(
    '/:id/reviews',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: "A product's reviews, newest first, with the average and count per star",
        params: IdParamsSchema,
        response: { 200: ProductReviewListSchema, 404: ErrorBodySchema },
      },
    },
    (req) => products.reviews(req.params.id),
  )

  app.post(
    '/:id/reviews',
    {
      onRequest: signedIn,
      schema: {
        tags: ['shop'],
        security: BEARER_AUTH,
        summary: "Posts (201) or edits (200) the signed-in account's review of a product",
        description:
          'One review per account and product. The e-mail and phone of the form are checked but not stored; the shown name is the first name.',
        params: IdParamsSchema,
        body: ProductReviewInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: {
          200: ProductReviewSchema,
          201: ProductReviewSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { review, created } = await products.saveReview(req.params.id, req.user!.sub, req.body)
      // The product's rating and review count change with it.
      await app.contentVersion.bump()
      req.log.info({ productId: req.params.id, created }, 'product review saved')
      return reply.code(created ? 201 : 200).send(review)
    },
  )
}
