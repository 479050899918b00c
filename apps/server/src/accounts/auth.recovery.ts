import { createHash, randomBytes } from 'node:crypto'
import {
  RECOVERY_MESSAGES,
  RESET_TOKEN_TTL_MINUTES,
  VERIFICATION_TOKEN_TTL_HOURS,
  type MessageResponse,
  type PasswordResetConfirm,
} from '@app/domain/auth'
import type { Db } from '../db/client'
import type { UserRow } from '../db/schema/index'
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors'
import { hashPassword } from '../lib/passwords'
import type { TokenVersions } from '../lib/token-versions'
import { enqueueJob, enqueueMessage, type OutgoingMessage } from '../outbox/outbox.repository'
import type { JobResolver } from '../outbox/outbox.worker'
import { assertNewPasswordAllowed } from './auth.password-rule'
import { createAuthRepository, type AuthQueries, type AuthRepository } from './auth.repository'
import {
  passwordResetEmail,
  resetPasswordPath,
  verificationEmail,
  verifyEmailPath,
} from './auth.templates'

export const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60 * 1000
export const VERIFICATION_TOKEN_TTL_MS = VERIFICATION_TOKEN_TTL_HOURS * 60 * 60 * 1000

/** A fresh link secret: 32 random bytes (base64url in the link), stored only as its SHA-256. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Where the links point: the web app's origin, without a trailing slash. */
export const linkTo = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`

/**
 * Stores a verification token for a new or unverified account and queues its e-mail, on the
 * caller's transaction so the account, the token and the message are stored together.
 */
export async function issueVerification(
  repo: AuthQueries,
  tx: Db,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>,
  origin: string,
  now: Date,
): Promise<void> {
  const { token, hash } = newLinkToken()
  await repo.insertToken({
    userId: user.id,
    purpose: 'email-verification',
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
  })
  await enqueueMessage(tx, verificationEmail(user, linkTo(origin, verifyEmailPath(token))))
}

/** The outbox job a reset request stores (`params.email`: the normalised address). */
export const RESET_REQUEST_JOB = 'password-reset-request'

/**
 * Resolves a reset request into a reset link for every account that uses the address (one per
 * role), or into nothing: runs in the outbox worker, after the request was answered, so the
 * answer takes the same time whether or not an account exists.
 */
export function resetRequestResolver(
  origin: string,
  now: () => Date = () => new Date(),
): JobResolver {
  return async (tx, { email }) => {
    const repo = createAuthRepository(tx)
    const accounts = email ? await repo.findAllByEmail(email) : []
    const at = now()
    const messages: OutgoingMessage[] = []
    for (const account of accounts) {
      const { token, hash } = newLinkToken()
      await repo.insertToken({
        userId: account.id,
        purpose: 'password-reset',
        tokenHash: hash,
        expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
      })
      messages.push(passwordResetEmail(account, linkTo(origin, resetPasswordPath(token))))
    }
    return messages
  }
}

export interface RecoveryOptions {
  repo: AuthRepository
  versions: TokenVersions
  /** The clock (tests move it). */
  now?: () => Date
}

/**
 * Forgot password and e-mail verification (OWASP ASVS V2.5). Links carry a random secret that is
 * stored only hashed, expires, and works once; a reset revokes every login token of the account.
 */
export function createRecoveryService({ repo, versions, now = () => new Date() }: RecoveryOptions) {
  return {
    /**
     * Stores the request for a reset link as an outbox job carrying only the normalised address:
     * nothing is looked up here, so the caller answers in the same time whether or not an account
     * uses it. The outbox worker resolves it ({@link resetRequestResolver}).
     */
    async requestReset(email: string): Promise<void> {
      await repo.transaction((_, tx) =>
        enqueueJob(tx, { name: RESET_REQUEST_JOB, params: { email: email.trim().toLowerCase() } }),
      )
    },

    /**
     * Sets the new password from a valid, unexpired, unused reset link: the link is spent, every
     * other reset link of the account with it, and the token version moves on so every login
     * token signed before stops working. Returns the account id.
     */
    async confirmReset(input: PasswordResetConfirm): Promise<{ accountId: string }> {
      const found = await repo.findToken('password-reset', hashLinkToken(input.token))
      if (!found) throw new BadRequestError(RECOVERY_MESSAGES.resetInvalid)
      const { token, user } = found
      if (token.usedAt) throw new BadRequestError(RECOVERY_MESSAGES.resetUsed)
      if (token.expiresAt.getTime() <= now().getTime()) {
        throw new BadRequestError(RECOVERY_MESSAGES.resetExpired)
      }
      assertNewPasswordAllowed(input.password, user)
      const passwordHash = await hashPassword(input.password)
      const at = now()
      const version = await repo.transaction(async (r) => {
        if (!(await r.spendToken(token.id, at))) return null
        await r.spendOtherTokens(user.id, 'password-reset', token.id, at)
        return r.resetPassword(user.id, passwordHash, at)
      })
      if (version === null) throw new BadRequestError(RECOVERY_MESSAGES.resetUsed)
      versions.set(user.id, version)
      return { accountId: user.id }
    },

    /** Marks the account's address verified from a valid verification link. */
    async verifyEmail(rawToken: string): Promise<MessageResponse> {
      const found = await repo.findToken('email-verification', hashLinkToken(rawToken))
      if (!found) throw new BadRequestError(RECOVERY_MESSAGES.verifyInvalid)
      const { token, user } = found
      // A second click on a link that worked: the address is verified, say so.
      if (user.emailVerifiedAt) return { message: RECOVERY_MESSAGES.alreadyVerified }
      if (token.usedAt) throw new BadRequestError(RECOVERY_MESSAGES.verifyInvalid)
      if (token.expiresAt.getTime() <= now().getTime()) {
        throw new BadRequestError(RECOVERY_MESSAGES.verifyExpired)
      }
      const at = now()
      await repo.transaction(async (r) => {
        await r.spendToken(token.id, at)
        await r.spendOtherTokens(user.id, 'email-verification', token.id, at)
        await r.markEmailVerified(user.id, at)
      })
      return { message: RECOVERY_MESSAGES.verified }
    },

    /** A fresh verification link for the signed-in account. */
    async sendVerification(userId: string, origin: string): Promise<MessageResponse> {
      const user = await repo.findById(userId)
      if (!user) throw new NotFoundError('This account no longer exists')
      if (user.emailVerifiedAt) throw new ConflictError(RECOVERY_MESSAGES.alreadyVerified)
      await repo.transaction((r, tx) => issueVerification(r, tx, user, origin, now()))
      return { message: RECOVERY_MESSAGES.verificationSent }
    },
  }
}
export type RecoveryService = ReturnType<typeof createRecoveryService>
