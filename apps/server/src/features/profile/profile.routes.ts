import multipart from '@fastify/multipart'
import { ErrorBodySchema } from '@app/domain/api'
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_HEAVY,
  AvatarResponseSchema,
  PasswordChangeInputSchema,
  PasswordChangeResponseSchema,
  ProfileInputSchema,
  ProfileSchema,
} from '@app/domain/profile'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, BadRequestError, TooManyRequestsError } from '../../lib/errors'
import { FileTooLargeError } from '../../storage/file-storage'
import { createProfileRepository } from './profile.repository'
import { createProfileService } from './profile.service'
import { BEARER_AUTH } from '../../plugins/auth'

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
}

const UNREADABLE = 'The upload could not be read. Please choose the image again.'

/** Multipart failures as the person should read them: never a 500 for a broken body. */
function uploadError(err: unknown): Error {
  if (err instanceof AppError) return err
  const { code, statusCode } = (err ?? {}) as { code?: string; statusCode?: number }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'Send the image as multipart/form-data')
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileTooLargeError(AVATAR_TOO_HEAVY)
  if (statusCode === 413) return new AppError(413, 'Send one image only')
  return new BadRequestError(UNREADABLE)
}

/**
 * GET/PUT /api/me/profile, POST/DELETE /api/me/avatar, POST /api/me/password and
 * POST /api/me/sessions/revoke.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only these routes accept multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      // One byte over the limit, so the reader sees the overflow and stops there.
      fileSize: AVATAR_MAX_BYTES + 1,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 50,
    },
  })

  const profile = createProfileService({
    repo: createProfileRepository(app.db),
    files: app.fileStorage,
    tokens: app.tokens,
    versions: app.tokenVersions,
  })

  const passwordAttempts = app.createRateLimit({
    max: 10,
    timeWindow: '15 minutes',
    keyGenerator: (req) => `password-change:${req.user?.sub ?? req.ip}`,
  })
  const limitPasswordAttempts = async (req: FastifyRequest) => {
    const result = await passwordAttempts(req)
    if (!result.isAllowed && result.isExceeded) {
      throw new TooManyRequestsError(
        `Too many attempts. Please try again in ${Math.max(1, Math.ceil(result.ttl / 1000))} seconds.`,
      )
    }
  }

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        security: BEARER_AUTH,
        summary: 'The signed-in account’s profile',
        response: { 200: ProfileSchema, ...errors },
      },
    },
    (req) => profile.get(req.user!.sub),
  )

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        security: BEARER_AUTH,
        summary: 'Save the profile and social links',
        body: ProfileInputSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (req) => {
      const saved = await profile.update(req.user!.sub, req.body)
      // Reviews on course pages show their author's current name.
      await app.contentVersion.bump()
      req.log.info({ accountId: req.user!.sub }, 'profile saved')
      return saved
    },
  )

  app.post(
    '/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        security: BEARER_AUTH,
        summary: 'Upload an avatar: PNG or JPG no bigger than 800px wide and tall',
        consumes: ['multipart/form-data'],
        response: { 200: AvatarResponseSchema, ...errors },
      },
    },
    async (req) => {
      let saved: { avatarUrl: string | null }
      try {
        const part = await req.file()
        if (!part) throw new BadRequestError('Choose an image to upload')
        saved = await profile.setAvatar(req.user!.sub, part.file)
      } catch (err) {
        throw uploadError(err)
      }
      // ...and avatar.
      await app.contentVersion.bump()
      req.log.info({ accountId: req.user!.sub }, 'avatar uploaded')
      return saved
    },
  )

  app.delete(
    '/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        security: BEARER_AUTH,
        summary: 'Remove the avatar',
        response: { 200: AvatarResponseSchema, ...errors },
      },
    },
    async (req) => {
      const removed = await profile.removeAvatar(req.user!.sub)
      await app.contentVersion.bump()
      return removed
    },
  )

  app.post(
    '/password',
    {
      onRequest: app.authenticate,
      preHandler: limitPasswordAttempts,
      schema: {
        tags: ['settings'],
        security: BEARER_AUTH,
        summary: 'Change the password; tokens issued before stop working',
        body: PasswordChangeInputSchema,
        response: { 200: PasswordChangeResponseSchema, ...errors },
      },
    },
    async (req) => {
      const changed = await profile.changePassword(req.user!.sub, req.body)
      req.log.info({ accountId: req.user!.sub }, 'password changed')
      return changed
    },
  )

  app.post(
    '/sessions/revoke',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        security: BEARER_AUTH,
        summary: 'Sign out of all devices: every token issued before stops working',
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await profile.revokeSessions(req.user!.sub)
      req.log.info({ accountId: req.user!.sub }, 'sessions revoked')
      return reply.status(204).send(null)
    },
  )
}
