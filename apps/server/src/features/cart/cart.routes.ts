import { ErrorBodySchema } from '@app/domain/api'
import { CartQuoteInputSchema, CartQuoteSchema } from '@app/domain/cart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CartService } from '../../commerce/cart.service'

export interface CartRoutesOptions {
  /** The cart's pricing, built once by the app. */
  cart: CartService
}

/** POST /api/cart/quote: the cart priced by the server (prices, stock, coupon) for the cart page. */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, { cart }) => {
  app.post(
    '/quote',
    {
      onRequest: app.identify,
      schema: {
        tags: ['shop'],
        summary: 'Price a cart with current prices, stock and a coupon',
        description:
          'Unknown or unavailable items come back as lines with a `problem`; a refused coupon as `couponError`. Nothing is stored.',
        body: CartQuoteInputSchema,
        response: { 200: CartQuoteSchema, 400: ErrorBodySchema },
      },
    },
    (req) => cart.quote(req.body, req.user),
  )
}
