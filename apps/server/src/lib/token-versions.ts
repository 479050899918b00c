import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { accountSecurity } from '../db/schema/index'

export interface TokenVersions {
  /** The account's current token version (0 until its first password change). */
  current: (userId: string) => Promise<number>
  /** Remembers a version this instance just wrote, so the change applies at once here. */
  set: (userId: string, version: number) => void
  /** Drops what this instance remembers about the account. */
  forget: (userId: string) => void
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_ENTRIES = 10_000

/**
 * Token versions read from `account_security`, kept for `ttlMs` per account. Another instance
 * sees a bump within `ttlMs`; the instance that made it sees it at once (`set`).
 */
export function createTokenVersions(db: Db, ttlMs = 5000): TokenVersions {
  const cache = new Map<string, { version: number; until: number }>()
  const remember = (userId: string, version: number) => {
    if (cache.size >= MAX_ENTRIES) cache.clear()
    cache.set(userId, { version, until: Date.now() + ttlMs })
  }
  return {
    async current(userId) {
      if (!UUID.test(userId)) return 0
      const hit = cache.get(userId)
      if (hit && hit.until > Date.now()) return hit.version
      const [row] = await db
        .select({ version: accountSecurity.tokenVersion })
        .from(accountSecurity)
        .where(eq(accountSecurity.userId, userId))
      const version = row?.version ?? 0
      remember(userId, version)
      return version
    },
    set: remember,
    forget: (userId) => cache.delete(userId),
  }
}
