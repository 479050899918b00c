import {
  publicInstructorProfileOf,
  STANDARD_LINE_SUFFIX,
  type ProfileInput,
} from '@app/domain/profile'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  accountSecurity,
  instructorAccounts,
  instructors,
  profiles,
  users,
} from '../../db/schema/index'

export type ProfileRow = typeof profiles.$inferSelect

export interface AccountWithProfile {
  account: { id: string; name: string; email: string; role: typeof users.$inferSelect.role }
  passwordHash: string
  profile: ProfileRow | null
}

/** True when the error is PostgreSQL's unique violation (drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505'
}

/** Adds one to the account's token version (a row starts at 0) and returns the new version. */
async function bumpTokenVersion(
  db: Pick<Db, 'insert'>,
  userId: string,
  passwordChangedAt?: Date,
): Promise<number> {
  const changed = passwordChangedAt ? { passwordChangedAt } : {}
  const [row] = await db
    .insert(accountSecurity)
    .values({ userId, tokenVersion: 1, ...changed })
    .onConflictDoUpdate({
      target: accountSecurity.userId,
      set: { tokenVersion: sql`${accountSecurity.tokenVersion} + 1`, ...changed },
    })
    .returning({ tokenVersion: accountSecurity.tokenVersion })
  return row!.tokenVersion
}

export function createProfileRepository(db: Db) {
  return {
    async find(userId: string): Promise<AccountWithProfile | null> {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          passwordHash: users.passwordHash,
          profile: profiles,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId))
      if (!row) return null
      return {
        account: { id: row.id, name: row.name, email: row.email, role: row.role },
        passwordHash: row.passwordHash,
        profile: row.profile,
      }
    },

    /** Whether another account already uses this (lower-cased) user name. */
    async usernameTaken(userId: string, username: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.username, username), ne(profiles.userId, userId)))
      return !!row
    },

    /**
     * Saves the profile and keeps the account name (shown across the product) in step; a mentor's
     * instructor page shows the public part of it at once (`publicInstructorProfileOf`).
     */
    async save(userId: string, input: ProfileInput, accountName: string): Promise<void> {
      const values = {
        firstName: input.firstName,
        lastName: input.lastName,
        username: input.username === '' ? null : input.username.toLowerCase(),
        phone: input.phone,
        occupation: input.occupation,
        bio: input.bio,
        social: input.social,
        updatedAt: new Date(),
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(profiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: profiles.userId, set: values })
        await tx.update(users).set({ name: accountName }).where(eq(users.id, userId))
        const { description, ...published } = publicInstructorProfileOf(input)
        await tx
          .update(instructors)
          .set({
            ...published,
            description: description ?? sql`${instructors.name} || ${STANDARD_LINE_SUFFIX}`,
            updatedAt: new Date(),
          })
          .where(
            inArray(
              instructors.id,
              tx
                .select({ id: instructorAccounts.instructorId })
                .from(instructorAccounts)
                .where(eq(instructorAccounts.userId, userId)),
            ),
          )
      })
    },

    /** Points the profile at a new avatar (or none); returns the file it pointed at before. */
    async setAvatar(userId: string, fileId: string | null): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ avatarFileId: profiles.avatarFileId })
          .from(profiles)
          .where(eq(profiles.userId, userId))
          .for('update')
        await tx
          .insert(profiles)
          .values({ userId, avatarFileId: fileId })
          .onConflictDoUpdate({
            target: profiles.userId,
            set: { avatarFileId: fileId, updatedAt: new Date() },
          })
        return before?.avatarFileId ?? null
      })
    },

    /**
     * Stores the new password hash and bumps the account's token version in one transaction;
     * returns the new version.
     */
    async changePassword(userId: string, passwordHash: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
        return bumpTokenVersion(tx, userId, new Date())
      })
    },

    /** Bumps the account's token version (every token signed before stops working); the new one. */
    async revokeTokens(userId: string): Promise<number> {
      return bumpTokenVersion(db, userId)
    },
  }
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>
