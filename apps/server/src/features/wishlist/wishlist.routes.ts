import { ErrorBodySchema } from '@app/domain/api'
import { WISHLIST_ROLES } from '@app/domain/auth'
import {
  WishlistCourseParamsSchema,
  WishlistMergeInputSchema,
  WishlistSchema,
} from '@app/domain/wishlist'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BEARER_AUTH } from '../../plugins/auth'
import { createWishlistRepository } from './wishlist.repository'
import { createWishlistService } from './wishlist.service'

const refusals = { 401: ErrorBodySchema, 403: ErrorBodySchema }

/**
 * A signed-in student's wishlist (prefix /api/me): read it, save or remove one course, and merge
 * the browser's list into it at login. Visitors keep theirs in the browser (`wishlist` key).
 * Every answer is about the caller alone (private, no-store, as every /api/ answer).
 */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const wishlist = createWishlistService(createWishlistRepository(app.db))
  const student = app.requireRole(WISHLIST_ROLES)

  app.get(
    '/wishlist',
    {
      onRequest: student,
      schema: {
        tags: ['wishlist'],
        security: BEARER_AUTH,
        summary: "The signed-in student's saved courses (published ones), oldest first",
        response: { 200: WishlistSchema, ...refusals },
      },
    },
    (req) => wishlist.mine(req.user!.sub),
  )

  app.put(
    '/wishlist/:courseId',
    {
      onRequest: student,
      schema: {
        tags: ['wishlist'],
        security: BEARER_AUTH,
        summary: 'Save a course to the wishlist (saving it again changes nothing)',
        description: `A course that is not in the catalog is 404; a full wishlist is 409.`,
        params: WishlistCourseParamsSchema,
        response: {
          200: WishlistSchema,
          ...refusals,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    (req) => wishlist.save(req.user!.sub, req.params.courseId),
  )

  app.delete(
    '/wishlist/:courseId',
    {
      onRequest: student,
      schema: {
        tags: ['wishlist'],
        security: BEARER_AUTH,
        summary: 'Remove a course from the wishlist (one not saved changes nothing)',
        params: WishlistCourseParamsSchema,
        response: { 200: WishlistSchema, ...refusals, 404: ErrorBodySchema },
      },
    },
    (req) => wishlist.remove(req.user!.sub, req.params.courseId),
  )

  app.post(
    '/wishlist/merge',
    {
      onRequest: student,
      schema: {
        tags: ['wishlist'],
        security: BEARER_AUTH,
        summary: "Merge the browser's wishlist into the account's (at login)",
        description:
          'Courses already saved keep their place; the others follow in the given order. Ids of courses not in the catalog are ignored. Answers the merged wishlist, which the browser then mirrors.',
        body: WishlistMergeInputSchema,
        response: { 200: WishlistSchema, 400: ErrorBodySchema, ...refusals },
      },
    },
    (req) => wishlist.merge(req.user!.sub, req.body.courseIds),
  )
}
