import {
  AccountKindSchema,
  AccountSchema,
  LoginInputSchema,
  RegisterInputSchema,
  RegisterResponseSchema,
  TokenResponseSchema,
} from '@app/domain/auth'
import { ErrorBodySchema } from '@app/domain/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createAuthRepository } from './auth.repository'
import { createAuthService } from './auth.service'

export interface AuthRoutesOptions {
  limits: { loginPerIp: number; loginPerEmail: number; registerPerIp: number }
}

const KindParamsSchema = z.object({
  kind: z.enum(AccountKindSchema.options, { error: 'Unknown account type: use teacher or student' }),
})
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema }

/** POST /api/auth/{teacher|student}/register and /login (SPEC section 7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { limits }) => {
  const auth = createAuthService(createAuthRepository(app.db), app.tokens)

  const loginPerIp = app.rateLimit({
    max: limits.loginPerIp,
    timeWindow: '1 minute',
    keyGenerator: (req) => `login-ip:${req.ip}`,
  })
  const loginPerEmail = app.rateLimit({
    max: limits.loginPerEmail,
    timeWindow: '15 minutes',
    keyGenerator: (req) => {
      const body = req.body as { email?: unknown }
      return `login-email:${String(body.email).trim().toLowerCase()}`
    },
  })
  const registerPerIp = app.rateLimit({
    max: limits.registerPerIp,
    timeWindow: '10 minutes',
    keyGenerator: (req) => `register-ip:${req.ip}`,
  })

  app.post(
    '/:kind/register',
    {
      onRequest: registerPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Create a mentor or student account',
        params: KindParamsSchema,
        body: RegisterInputSchema,
        response: { 201: RegisterResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const account = await auth.register(req.params.kind, req.body)
      req.log.info({ accountId: account.id, role: account.role }, 'account registered')
      return reply.status(201).send({ message: 'Registration successful', account })
    },
  )

  app.post(
    '/:kind/login',
    {
      onRequest: loginPerIp,
      preHandler: loginPerEmail,
      schema: {
        tags: ['auth'],
        summary: 'Log in and receive a signed token',
        params: KindParamsSchema,
        body: LoginInputSchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    (req) => auth.login(req.params.kind, req.body),
  )
}

/** GET /api/me: the signed-in account. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(createAuthRepository(app.db), app.tokens)
  app.get(
    '/',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], response: { 200: AccountSchema, 401: ErrorBodySchema, 404: ErrorBodySchema } },
    },
    (req) => auth.me(req.user!.sub),
  )
}
