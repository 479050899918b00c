import { MENTOR_ROLES, STUDENT_ROLES, type AccountKind, type Role } from '@app/domain/auth'
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  accountSecurity,
  accountTokens,
  profiles,
  users,
  type AccountTokenPurpose,
  type AccountTokenRow,
  type UserRow,
} from '../db/schema/index'

/** Roles that may log in through each endpoint: admins use either. */
const loginRoles: Record<AccountKind, readonly Role[]> = {
  teacher: MENTOR_ROLES,
  student: STUDENT_ROLES,
}

/** The role of the switch's other side. */
export const otherKind = (kind: AccountKind): AccountKind =>
  kind === 'teacher' ? 'student' : 'teacher'

function authQueries(db: Db) {
  return {
    /** Inserts the account; returns null when that e-mail already exists for the role. */
    async insert(values: { role: AccountKind; name: string; email: string; passwordHash: string }) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning()
      return row ?? null
    },
    /**
     * In one read, the account that may log in through `kind`'s endpoint (an exact-role account
     * wins over an admin account with the same e-mail) and the other role's account, if the
     * address has one.
     */
    async findForLogin(
      kind: AccountKind,
      email: string,
    ): Promise<{ account: UserRow | null; otherRole: UserRow | null }> {
      const other = otherKind(kind)
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), inArray(users.role, [...loginRoles[kind], other])))
      const candidates = rows.filter((r) => loginRoles[kind].includes(r.role))
      return {
        account: candidates.find((r) => r.role === kind) ?? candidates[0] ?? null,
        otherRole: rows.find((r) => r.role === other) ?? null,
      }
    },
    /** The account of exactly that role that uses the address. */
    async findByRole(role: AccountKind, email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), eq(users.role, role)))
      return row ?? null
    },
    /** Every account (one per role) that uses the address, stored lower-cased. */
    async findAllByEmail(email: string): Promise<UserRow[]> {
      return db.select().from(users).where(eq(users.email, email)).orderBy(users.role)
    },
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row ?? null
    },
    /** The account with its profile's avatar file (Settings), if one was uploaded. */
    async findWithAvatar(id: string): Promise<(UserRow & { avatarFileId: string | null }) | null> {
      const [row] = await db
        .select({ user: users, avatarFileId: profiles.avatarFileId })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, id))
      return row ? { ...row.user, avatarFileId: row.avatarFileId } : null
    },

    async insertToken(values: {
      userId: string
      purpose: AccountTokenPurpose
      tokenHash: string
      expiresAt: Date
    }): Promise<void> {
      await db.insert(accountTokens).values(values)
    },
    /** The token row with the hash, for that purpose, and its account. */
    async findToken(
      purpose: AccountTokenPurpose,
      tokenHash: string,
    ): Promise<{ token: AccountTokenRow; user: UserRow } | null> {
      const [row] = await db
        .select({ token: accountTokens, user: users })
        .from(accountTokens)
        .innerJoin(users, eq(users.id, accountTokens.userId))
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
      return row ?? null
    },
    /** Marks the token used; false when it already was (a second click, a race). */
    async spendToken(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
        .returning({ id: accountTokens.id })
      return rows.length > 0
    },
    /** Spends every other unused token of the account for that purpose. */
    async spendOtherTokens(
      userId: string,
      purpose: AccountTokenPurpose,
      exceptId: string,
      now: Date,
    ): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            ne(accountTokens.id, exceptId),
            isNull(accountTokens.usedAt),
          ),
        )
    },
    /**
     * Stores a new password hash and bumps the account's token version, so every login token
     * signed before stops working; returns the new version. The reset link came by e-mail, so it
     * also proves the address.
     */
    async resetPassword(userId: string, passwordHash: string, now: Date): Promise<number> {
      await db
        .update(users)
        .set({
          passwordHash,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, userId))
      const [row] = await db
        .insert(accountSecurity)
        .values({ userId, tokenVersion: 1, passwordChangedAt: now })
        .onConflictDoUpdate({
          target: accountSecurity.userId,
          set: { tokenVersion: sql`${accountSecurity.tokenVersion} + 1`, passwordChangedAt: now },
        })
        .returning({ tokenVersion: accountSecurity.tokenVersion })
      return row!.tokenVersion
    },
    async markEmailVerified(userId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    },
  }
}
export type AuthQueries = ReturnType<typeof authQueries>

export function createAuthRepository(db: Db) {
  return {
    ...authQueries(db),
    /** Runs `work` in one transaction, with the queries (and the raw handle) bound to it. */
    transaction: <T>(work: (repo: AuthQueries, tx: Db) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(authQueries(tx), tx)),
  }
}
export type AuthRepository = ReturnType<typeof createAuthRepository>
