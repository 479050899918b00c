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
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors'
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

const FAILURE_WINDOW_MS = 15 * 60 * 1000

const tooMany = (ttlMs: number) =>
  new TooManyRequestsError(
    `Too many attempts. Please try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`,
  )

/**
 * Failed logins per e-mail (issue 10, defect 1). Only failures count, and a successful login
 * clears them, so the owner logging in often is never limited. Two counters, shared through
 * Redis when it is set:
 * - per e-mail and address: after `max` failures in 15 minutes that address gets 429 for that
 *   e-mail until the window ends; other addresses, the owner's among them, are not affected;
 * - per e-mail across addresses (a distributed guess): past `max` failures every address that has
 *   already failed on that e-mail is held back, and a wrong guess from a new address is answered
 *   429, so each address gets at most one guess; a right password from an address under its own
 *   limit still logs in. The per-address limit (`AUTH_RATE_LIMIT_IP`) bounds the rest.
 */
function loginFailures(app: FastifyInstance, max: number) {
  type Keys = { email: string; pair: string }
  return {
    keys: (email: string, ip: string): Keys => {
      const normal = email.trim().toLowerCase()
      return { email: `login-fail:${normal}`, pair: `login-fail:${normal}:${ip}` }
    },
    /** Before checking the password: refuse an address that has failed too often. */
    check: async (keys: Keys) => {
      const pair = await app.counters.read(keys.pair)
      if (pair.count >= max) throw tooMany(pair.ttlMs)
      if (pair.count > 0) {
        const all = await app.counters.read(keys.email)
        if (all.count >= max) throw tooMany(Math.min(all.ttlMs, pair.ttlMs))
      }
    },
    failed: async (keys: Keys) => {
      const [, all] = await Promise.all([
        app.counters.increment(keys.pair, FAILURE_WINDOW_MS),
        app.counters.increment(keys.email, FAILURE_WINDOW_MS),
      ])
      if (all.count > max) throw tooMany(all.ttlMs)
    },
    succeeded: async (keys: Keys) => {
      await Promise.all([app.counters.reset(keys.pair), app.counters.reset(keys.email)])
    },
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
  const failures = loginFailures(app, limits.loginPerEmail)
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
      schema: {
        tags: ['auth'],
        summary: 'Log in and receive a signed token',
        params: KindParamsSchema,
        body: LoginInputSchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    async (req) => {
      const keys = failures.keys(req.body.email, req.ip)
      await failures.check(keys)
      try {
        const token = await auth.login(req.params.kind, req.body)
        await failures.succeeded(keys)
        return token
      } catch (err) {
        if (err instanceof UnauthorizedError) await failures.failed(keys)
        throw err
      }
    },
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
