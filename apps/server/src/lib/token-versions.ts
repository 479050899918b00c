import type { Role } from '@app/domain/auth'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { accountSecurity, users } from '../db/schema/index'

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
  /** At most this many accounts are remembered; the oldest answer goes first. */
  maxEntries?: number
  /** The clock (tests move it instead of waiting). */
  now?: () => number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface Entry {
  state: AccountState | null
  until: number
}

/**
 * Whether an account exists, its current role and its token version, read with one query from
 * `users` and `account_security` and kept for `ttlMs` per account, so a request with a cached
 * account costs no query. Another instance sees a deletion, a role change or a version bump within
 * `ttlMs`; the instance that made it sees it at once (`set`, `forget`).
 */
export function createTokenVersions(db: Db, options: TokenVersionsOptions = {}): TokenVersions {
  const { ttlMs = 5000, maxEntries = 10_000, now = () => Date.now() } = options
  const cache = new Map<string, Entry>()
  /** Lookups under way, shared by concurrent requests for the same account. */
  const pending = new Map<string, Promise<AccountState | null>>()
  /** Bumped by `set` and `forget`: a lookup that started before must not cache what it read. */
  let generation = 0

  const remember = (userId: string, state: AccountState | null) => {
    cache.delete(userId)
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next()
      if (!oldest.done) cache.delete(oldest.value)
    }
    cache.set(userId, { state, until: now() + ttlMs })
  }

  const load = (userId: string): Promise<AccountState | null> => {
    const startedAt = generation
    const lookup = db
      .select({ role: users.role, version: accountSecurity.tokenVersion })
      .from(users)
      .leftJoin(accountSecurity, eq(accountSecurity.userId, users.id))
      .where(eq(users.id, userId))
      .then(([row]) => {
        const state = row ? { role: row.role, version: row.version ?? 0 } : null
        if (generation === startedAt) remember(userId, state)
        return state
      })
      .finally(() => {
        if (pending.get(userId) === lookup) pending.delete(userId)
      })
    pending.set(userId, lookup)
    return lookup
  }

  const account = async (userId: string): Promise<AccountState | null> => {
    if (!UUID.test(userId)) return null
    const hit = cache.get(userId)
    if (hit && hit.until > now()) return hit.state
    return pending.get(userId) ?? load(userId)
  }

  return {
    account,
    async current(userId) {
      return (await account(userId))?.version ?? 0
    },
    refresh(userId) {
      if (!UUID.test(userId)) return Promise.resolve(null)
      generation++
      pending.delete(userId)
      cache.delete(userId)
      return load(userId)
    },
    set(userId, version) {
      generation++
      pending.delete(userId)
      const hit = cache.get(userId)
      // Without a fresh answer at hand, the next request reads the account afresh.
      if (hit?.state && hit.until > now()) remember(userId, { ...hit.state, version })
      else cache.delete(userId)
    },
    forget(userId) {
      generation++
      pending.delete(userId)
      cache.delete(userId)
    },
  }
}
