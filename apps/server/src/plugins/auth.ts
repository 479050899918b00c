import type { Role, TokenClaims } from '@app/domain/auth'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ForbiddenError, UnauthorizedError } from '../lib/errors'
import type { TokenVersions } from '../lib/token-versions'
import type { TokenService } from '../lib/tokens'
import { UUID } from '../lib/uuid'

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs with the account's current token version; verify refuses stale versions. */
    tokens: TokenService
    /**
     * Each account's existence, current role and token version (bumped by a password change or
     * "sign out everywhere"); cached for a few seconds per account.
     */
    tokenVersions: TokenVersions
    /**
     * preHandler: a valid bearer token of an account that still exists, signed at its current
     * token version, is required; sets `request.user` with the account's current role.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /**
     * preHandler: as `authenticate`, and the account's current role (not the token's claim) is
     * one of `roles`. The server is the authority.
     */
    requireRole: (
      roles: readonly Role[],
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /**
     * onRequest for routes open to guests: reads a bearer token when one is sent. A missing,
     * expired, forged or stale token, or one whose account is gone, leaves `request.user` null, so
     * the caller is served as a guest.
     */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    user: TokenClaims | null
  }
}

/**
 * A route's `security` in the OpenAPI document when it takes a bearer token (src/gates checks that
 * every route that authenticates declares it).
 */
export const BEARER_AUTH = [{ bearerAuth: [] }]

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : null
}

export const authPlugin = fp<{ tokens: TokenService; versions: TokenVersions }>(
  async (app, { tokens: signer, versions }) => {
    /**
     * Tokens carry the account's token version; one signed before the latest bump, or for an
     * account that no longer exists, is refused. The claims come back with the account's current
     * role, so a demoted account loses its access however recent its token.
     */
    const tokens: TokenService = {
      // Signed with the version read afresh: another instance may have bumped it a moment ago.
      sign: async (user) =>
        signer.sign({
          ...user,
          tokenVersion: user.tokenVersion ?? (await versions.refresh(user.id))?.version ?? 0,
        }),
      verify: async (token) => {
        const claims = await signer.verify(token)
        // Account ids are UUIDs: any other subject is not ours, and must not reach a uuid column.
        if (!claims || !UUID.test(claims.sub)) return null
        let account = await versions.account(claims.sub)
        // Versions only grow: a newer one than remembered was written by another instance.
        if (account && (claims.ver ?? 0) > account.version) {
          account = await versions.refresh(claims.sub)
        }
        if (!account || (claims.ver ?? 0) !== account.version) return null
        return claims.role === account.role ? claims : { ...claims, role: account.role }
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
