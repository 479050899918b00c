import type { Role } from '@app/domain/auth'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { accountSecurity, users } from '../db/schema/index'
import { createCache } from './cache'
import { UUID } from './uuid'

/** What a signed token is checked against: the account as it is now. */
export interface AccountState {
  /** The account's current role (the token's claim may be older). */
  role: Role
  /** The account's token version (0 until the first bump). */
  version: number
}

export interface TokenVersions {
  /** The account as it is now, or null when it no longer exists (or the id is not an account id). */
  account: (userId: string) => Promise<AccountState | null>
  /** The account's current token version (0 until its first bump, or when there is no account). */
  current: (userId: string) => Promise<number>
  /**
   * The account read afresh from the database (and remembered): for signing a new token, and when
   * a token carries a newer version than the one remembered, i.e. another instance bumped it.
   */
  refresh: (userId: string) => Promise<AccountState | null>
  /** Remembers a version this instance just wrote, so the change applies at once here. */
  set: (userId: string, version: number) => void
  /** Drops what this instance remembers about the account (after deleting it or changing its role). */
  forget: (userId: string) => void
}

export interface TokenVersionsOptions {
  /** How long an answer is kept per account; another instance sees a change within this time. */
  ttlMs?: number
  /** At most this many accounts are remembered; the least recently used go first. */
  maxEntries?: number
  /** The clock (tests move it instead of waiting). */
  now?: () => number
}

/** What is kept per account: the account, or null when there is none (a cache keeps no bare null). */
interface Entry {
  state: AccountState | null
}

/**
 * Whether an account exists, its current role and its token version, read with one query from
 * `users` and `account_security` and kept for `ttlMs` per account, so a request with a cached
 * account costs no query. Another instance sees a deletion, a role change or a version bump within
 * `ttlMs`; the instance that made it sees it at once (`set`, `forget`).
 */
export function createTokenVersions(db: Db, options: TokenVersionsOptions = {}): TokenVersions {
  const { ttlMs = 5000, maxEntries = 10_000, now = () => Date.now() } = options
  // A lookup shared by concurrent requests for one account; one that ran while `set` or `forget`
  // changed the account answers its callers and is not kept.
  const accounts = createCache<string, Entry>({
    maxEntries,
    maxAgeMs: ttlMs,
    now,
    load: async (userId) => {
      const [row] = await db
        .select({ role: users.role, version: accountSecurity.tokenVersion })
        .from(users)
        .leftJoin(accountSecurity, eq(accountSecurity.userId, users.id))
        .where(eq(users.id, userId))
      return { state: row ? { role: row.role, version: row.version ?? 0 } : null }
    },
  })

  const account = async (userId: string): Promise<AccountState | null> => {
    if (!UUID.test(userId)) return null
    return (await accounts.fetch(userId))?.state ?? null
  }

  return {
    account,
    async current(userId) {
      return (await account(userId))?.version ?? 0
    },
    refresh(userId) {
      accounts.delete(userId)
      return account(userId)
    },
    set(userId, version) {
      const hit = accounts.get(userId)
      // Without a fresh answer at hand, the next request reads the account afresh.
      if (hit?.state) accounts.set(userId, { state: { ...hit.state, version } })
      else accounts.delete(userId)
    },
    forget(userId) {
      accounts.delete(userId)
    },
  }
}
