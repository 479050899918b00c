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
import { TooManyRequestsError } from '../../lib/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * A hook that counts one attempt under `name:key` and answers 429 past `max` per window.
 * Several limiters can guard one route (address and e-mail); counters live in Redis when set.
 */
function limiter(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: string,
  key: (req: FastifyRequest) => string,
) {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (req) => `${name}:${key(req)}`,
  })
  return async (req: FastifyRequest) => {
    const result = await check(req)
    if (!result.isAllowed && result.isExceeded) {
      throw new TooManyRequestsError(
        `Too many attempts. Please try again in ${Math.max(1, Math.ceil(result.ttl / 1000))} seconds.`,
      )
    }
  }
}

export interface AuthRoutesOptions {
  limits: { loginPerIp: number; loginPerEmail: number; registerPerIp: number }
}

const KindParamsSchema = z.object({
  kind: z.enum(AccountKindSchema.options, {
    error: 'Unknown account type: use teacher or student',
  }),
})
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
}

/** POST /api/auth/{teacher|student}/register and /login (SPEC section 7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { limits }) => {
  const auth = createAuthService(createAuthRepository(app.db), app.tokens)

  const loginPerIp = limiter(app, 'login-ip', limits.loginPerIp, '1 minute', (req) => req.ip)
  const loginPerEmail = limiter(app, 'login-email', limits.loginPerEmail, '15 minutes', (req) =>
    String((req.body as { email?: unknown }).email)
      .trim()
      .toLowerCase(),
  )
  const registerPerIp = limiter(
    app,
    'register-ip',
    limits.registerPerIp,
    '10 minutes',
    (req) => req.ip,
  )

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
      schema: {
        tags: ['auth'],
        response: { 200: AccountSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (req) => auth.me(req.user!.sub),
  )
}
