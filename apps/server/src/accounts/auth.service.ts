import type { Account, AccountKind, LoginInput, RegisterInput } from '@app/domain/auth'
import { ConflictError, NotFoundError, UnauthorizedError } from '../lib/errors'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../lib/passwords'
import type { TokenService } from '../lib/tokens'
import type { UserRow } from '../db/schema/index'
import { assertNewPasswordAllowed } from './auth.password-rule'
import { issueVerification } from './auth.recovery'
import type { AuthRepository } from './auth.repository'

export const WRONG_CREDENTIALS = 'Invalid email or password'

const roleLabel: Record<AccountKind, string> = { teacher: 'mentor', student: 'student' }

export function toAccount(row: UserRow): Account {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
  }
}

export function createAuthService(repo: AuthRepository, tokens: TokenService) {
  return {
    /**
     * Creates the account after the server's half of the password rule, and queues the e-mail
     * verification link (to `origin`) in the same transaction.
     */
    async register(kind: AccountKind, input: RegisterInput, origin: string): Promise<Account> {
      const email = input.email.toLowerCase()
      assertNewPasswordAllowed(input.password, { email, name: input.name })
      const passwordHash = await hashPassword(input.password)
      const row = await repo.transaction(async (r, tx) => {
        const inserted = await r.insert({ role: kind, name: input.name, email, passwordHash })
        if (inserted) await issueVerification(r, tx, inserted, origin, new Date())
        return inserted
      })
      if (!row) {
        throw new ConflictError(`A ${roleLabel[kind]} account with this email already exists`)
      }
      return toAccount(row)
    },

    async login(kind: AccountKind, input: LoginInput): Promise<{ token: string }> {
      const row = await repo.findForLogin(kind, input.email.toLowerCase())
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstDummy(input.password)
      if (!row || !ok) throw new UnauthorizedError(WRONG_CREDENTIALS)
      return { token: await tokens.sign(row) }
    },

    /** The account as the header shows it: its name (kept in step with Settings) and avatar. */
    async me(id: string): Promise<Account> {
      const row = await repo.findWithAvatar(id)
      if (!row) throw new NotFoundError('This account no longer exists')
      return {
        ...toAccount(row),
        avatarUrl: row.avatarFileId ? `/api/files/${row.avatarFileId}` : null,
      }
    },
  }
}
