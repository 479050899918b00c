import {
  AccountKindSchema,
  AccountSchema,
  FieldErrorBodySchema,
  LoginInputSchema,
  LoginRefusalBodySchema,
  MessageResponseSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RECOVERY_MESSAGES,
  REGISTER_RESPONSE,
  RegisterInputSchema,
  RegisterResponseSchema,
  TokenResponseSchema,
  VerifyEmailInputSchema,
} from '@app/domain/auth'
import { ErrorBodySchema } from '@app/domain/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PasswordRuleError } from '../../accounts/auth.password-rule'
import type { RecoveryService } from '../../accounts/auth.recovery'
import type { AuthService } from '../../accounts/auth.service'
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BEARER_AUTH } from '../../plugins/auth'

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

/**
 * Counts one request under `key` for `windowMs` and answers 429 past `max`; the count happens
 * before anything is looked up, so an address with an account and one without are limited alike.
 */
async function countOrRefuse(app: FastifyInstance, key: string, max: number, windowMs: number) {
  const count = await app.counters.increment(key, windowMs)
  if (count.count > max) throw tooMany(count.ttlMs)
}

/** Reset requests: per address (a client) and per e-mail (the mailbox that receives them). */
export const RESET_LIMITS = { perIp: 10, perEmail: 3, windowMs: 15 * 60 * 1000 }
/**
 * Registrations per e-mail and role: past `ownerNoticesPerEmail` in the window, a registration
 * for an address that already has an account still answers as always but no longer e-mails its
 * owner, so nobody can fill an inbox through the form. Counted before anything is looked up.
 */
export const REGISTER_LIMITS = { ownerNoticesPerEmail: 3, windowMs: 15 * 60 * 1000 }
/** Verification links sent again, per account. */
export const VERIFICATION_LIMITS = { perAccount: 3, windowMs: 15 * 60 * 1000 }
/** Link checks (reset confirm, verify) per address. */
export const LINK_CHECKS_PER_IP = 30

/** The web app's address, for the links in e-mails (README: the one server listens on :5000). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:5000'

/** The accounts services, built once by the app. */
export interface AccountsOptions {
  auth: AuthService
  recovery: RecoveryService
}

export interface AuthRoutesOptions extends AccountsOptions {
  limits: { loginPerIp: number; loginPerEmail: number; registerPerIp: number }
  /**
   * The web app's public origin for links in e-mails. Never taken from the request's Host header:
   * a forged Host would send a victim a reset link to someone else's site.
   */
  publicUrl?: string
  /** Called after an e-mail was queued (wakes the outbox worker). */
  onQueued?: () => void
}

/**
 * Sends a broken password rule as `{ error, field: 'password' }` so the form shows it next to the
 * password field; every other error goes to the central handler.
 */
async function withPasswordField<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work()
  } catch (err) {
    if (err instanceof PasswordRuleError) {
      return reply.status(400).send({ error: err.message, field: err.field })
    }
    throw err
  }
}

const KindParamsSchema = z.object({
  kind: z.enum(AccountKindSchema.options, {
    error: 'Unknown account type: use teacher or student',
  }),
})
const errors = {
  400: FieldErrorBodySchema,
  401: ErrorBodySchema,
  429: ErrorBodySchema,
}

/** POST /api/auth/{teacher|student}/register and /login (SPEC section 7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { limits, publicUrl = DEFAULT_PUBLIC_URL, onQueued, auth, recovery },
) => {
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
    // The same answer whether or not the address already has an account of that role: its owner
    // is told by e-mail instead (OWASP ASVS V2: no account enumeration).
    (req, reply) =>
      withPasswordField(reply, async () => {
        const { kind } = req.params
        const attempts = await app.counters.increment(
          `register-email:${kind}:${req.body.email.toLowerCase()}`,
          REGISTER_LIMITS.windowMs,
        )
        const notifyOwner = attempts.count <= REGISTER_LIMITS.ownerNoticesPerEmail
        const done = await auth.register(kind, req.body, publicUrl, { notifyOwner })
        onQueued?.()
        req.log.info(
          { accountId: done.accountId, role: kind },
          done.created ? 'account registered' : 'registration for an existing account',
        )
        return reply.status(201).send(REGISTER_RESPONSE)
      }),
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
        response: { 200: TokenResponseSchema, ...errors, 401: LoginRefusalBodySchema },
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

  const resetPerIp = limiter(app, 'reset-ip', RESET_LIMITS.perIp, '15 minutes', (req) => req.ip)
  const linkChecksPerIp = limiter(app, 'link-ip', LINK_CHECKS_PER_IP, '15 minutes', (req) => req.ip)

  app.post(
    '/password-reset/request',
    {
      onRequest: resetPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link; the answer is the same whether or not it exists',
        body: PasswordResetRequestSchema,
        response: { 202: MessageResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      // Answered before anything is looked up: the outbox worker turns the stored request into a
      // reset link for each account of the address, or into nothing.
      const email = req.body.email.toLowerCase()
      await countOrRefuse(app, `reset-email:${email}`, RESET_LIMITS.perEmail, RESET_LIMITS.windowMs)
      await recovery.requestReset(email)
      onQueued?.()
      return reply.status(202).send({ message: RECOVERY_MESSAGES.resetRequested })
    },
  )

  app.post(
    '/password-reset/confirm',
    {
      onRequest: linkChecksPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the token from a reset link',
        body: PasswordResetConfirmSchema,
        response: { 200: MessageResponseSchema, 400: FieldErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    (req, reply) =>
      withPasswordField(reply, async () => {
        const { accountId } = await recovery.confirmReset(req.body)
        req.log.info({ accountId }, 'password reset')
        return reply.status(200).send({ message: RECOVERY_MESSAGES.passwordChanged })
      }),
  )

  app.post(
    '/verify-email',
    {
      onRequest: linkChecksPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the token from a verification link',
        body: VerifyEmailInputSchema,
        response: { 200: MessageResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    (req) => recovery.verifyEmail(req.body.token),
  )
}

export interface MeRoutesOptions extends AccountsOptions {
  /** As {@link AuthRoutesOptions.publicUrl}. */
  publicUrl?: string
  onQueued?: () => void
}

/** GET /api/me: the signed-in account; POST /api/me/verification-email: a fresh link. */
export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (
  app,
  { publicUrl = DEFAULT_PUBLIC_URL, onQueued, auth, recovery },
) => {
  app.get(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        security: BEARER_AUTH,
        response: { 200: AccountSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (req) => auth.me(req.user!.sub),
  )

  app.post(
    '/verification-email',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Send the signed-in account a new e-mail verification link',
        security: BEARER_AUTH,
        response: {
          202: MessageResponseSchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const userId = req.user!.sub
      await countOrRefuse(
        app,
        `verification-email:${userId}`,
        VERIFICATION_LIMITS.perAccount,
        VERIFICATION_LIMITS.windowMs,
      )
      const sent = await recovery.sendVerification(userId, publicUrl)
      onQueued?.()
      return reply.status(202).send(sent)
    },
  )
}
