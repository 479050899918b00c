import {
  OTHER_ROLE_MESSAGES,
  WRONG_CREDENTIALS,
  type Account,
  type AccountKind,
  type LoginInput,
  type RegisterInput,
} from '@app/domain/auth'
import { fileUrlOrNull } from '@app/domain/files'
import { NotFoundError, UnauthorizedError } from '../lib/errors'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../lib/passwords'
import type { TokenService } from '../lib/tokens'
import type { UserRow } from '../db/schema/index'
import { enqueueMessage } from '../outbox/outbox.repository'
import { assertNewPasswordAllowed } from './auth.password-rule'
import { issueVerification, linkTo } from './auth.recovery'
import { otherKind, type AuthRepository } from './auth.repository'
import { accountExistsEmail, forgotPasswordPath, loginPath } from './auth.templates'

/** What a registration did; never told to the sender, who gets the same answer either way. */
export interface Registration {
  /** The new account, or the one that already used the address for that role. */
  accountId: string
  created: boolean
}

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
     * verification link (to `origin`) in the same transaction. When the address already has an
     * account of that role, nothing is created and its owner is e-mailed instead (unless
     * `notifyOwner` is false: enough such e-mails went out lately); the password is hashed either
     * way, so both take about the same time and the caller answers both alike.
     */
    async register(
      kind: AccountKind,
      input: RegisterInput,
      origin: string,
      { notifyOwner = true }: { notifyOwner?: boolean } = {},
    ): Promise<Registration> {
      const email = input.email.toLowerCase()
      assertNewPasswordAllowed(input.password, { email, name: input.name })
      const passwordHash = await hashPassword(input.password)
      return repo.transaction(async (r, tx): Promise<Registration> => {
        const inserted = await r.insert({ role: kind, name: input.name, email, passwordHash })
        if (inserted) {
          await issueVerification(r, tx, inserted, origin, new Date())
          return { accountId: inserted.id, created: true }
        }
        const owner = await r.findByRole(kind, email)
        if (!owner) throw new Error('the account that holds this e-mail was not found')
        if (notifyOwner) {
          await enqueueMessage(
            tx,
            accountExistsEmail(owner, {
              login: linkTo(origin, loginPath),
              forgotPassword: linkTo(origin, forgotPasswordPath),
            }),
          )
        }
        return { accountId: owner.id, created: false }
      })
    },

    /**
     * Logs in through `kind`'s endpoint. When that fails but the password opens the same
     * address's account of the other role, the refusal says so and names the role; a wrong
     * password and an unknown address get the one same answer. Both checks always run, side by
     * side, each against a real hash or the dummy one: the work is the same whichever accounts
     * the address has, and takes about as long as one check.
     */
    async login(kind: AccountKind, input: LoginInput): Promise<{ token: string }> {
      const { account, otherRole } = await repo.findForLogin(kind, input.email.toLowerCase())
      const check = (row: UserRow | null) =>
        row ? verifyPassword(row.passwordHash, input.password) : verifyAgainstDummy(input.password)
      const [isRight, isOtherRole] = await Promise.all([check(account), check(otherRole)])
      if (account && isRight) return { token: await tokens.sign(account) }
      if (otherRole && isOtherRole) {
        const role = otherKind(kind)
        throw new UnauthorizedError(OTHER_ROLE_MESSAGES[role], { role })
      }
      throw new UnauthorizedError(WRONG_CREDENTIALS)
    },

    /** The account as the header shows it: its name (kept in step with Settings) and avatar. */
    async me(id: string): Promise<Account> {
      const row = await repo.findWithAvatar(id)
      if (!row) throw new NotFoundError('This account no longer exists')
      return {
        ...toAccount(row),
        avatarUrl: fileUrlOrNull(row.avatarFileId),
      }
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
