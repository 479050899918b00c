import type { Role, TokenClaims } from '@app/domain/auth'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ForbiddenError, UnauthorizedError } from '../lib/errors'
import type { TokenVersions } from '../lib/token-versions'
import type { TokenService } from '../lib/tokens'

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs with the account's current token version; verify refuses stale versions. */
    tokens: TokenService
    /** Token versions (bumped by a password change); cached for a few seconds per account. */
    tokenVersions: TokenVersions
    /** preHandler: a valid bearer token is required; sets `request.user`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler: a valid token whose role is one of `roles`. The server is the authority. */
    requireRole: (
      roles: readonly Role[],
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /**
     * onRequest for routes open to guests: reads a bearer token when one is sent. A missing,
     * expired or forged token leaves `request.user` null, so the caller is served as a guest.
     */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    user: TokenClaims | null
  }
}

/** Any RFC 9562 UUID in its canonical text form. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : null
}

export const authPlugin = fp<{ tokens: TokenService; versions: TokenVersions }>(
  async (app, { tokens: signer, versions }) => {
    /** Tokens carry the account's token version; one signed before the latest bump is refused. */
    const tokens: TokenService = {
      sign: async (user) =>
        signer.sign({
          ...user,
          tokenVersion: user.tokenVersion ?? (await versions.current(user.id)),
        }),
      verify: async (token) => {
        const claims = await signer.verify(token)
        // Account ids are UUIDs: any other subject is not ours, and must not reach a uuid column.
        if (!claims || !UUID.test(claims.sub)) return null
        return (claims.ver ?? 0) === (await versions.current(claims.sub)) ? claims : null
      },
    }
    app.decorate('tokens', tokens)
    app.decorate('tokenVersions', versions)
    app.decorateRequest('user', null)

    const authenticate = async (request: FastifyRequest) => {
      const token = bearerToken(request)
      const claims = token ? await tokens.verify(token) : null
      if (!claims) throw new UnauthorizedError()
      request.user = claims
    }
    app.decorate('authenticate', authenticate)
    app.decorate('identify', async (request: FastifyRequest) => {
      const token = bearerToken(request)
      request.user = token ? await tokens.verify(token) : null
    })
    app.decorate('requireRole', (roles: readonly Role[]) => async (request: FastifyRequest) => {
      await authenticate(request)
      if (!request.user || !roles.includes(request.user.role)) {
        throw new ForbiddenError('Your account does not have access to this')
      }
    })
  },
  { name: 'auth' },
)
