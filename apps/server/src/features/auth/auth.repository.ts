import type { AccountKind, Role } from '@app/domain/auth'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, users, type UserRow } from '../../db/schema/index'

/** Roles that may log in through each endpoint: admins use either. */
const loginRoles: Record<AccountKind, Role[]> = {
  teacher: ['teacher', 'admin'],
  student: ['student', 'admin'],
}

export function createAuthRepository(db: Db) {
  return {
    /** Inserts the account; returns null when that e-mail already exists for the role. */
    async insert(values: { role: AccountKind; name: string; email: string; passwordHash: string }) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning()
      return row ?? null
    },
    async findForLogin(kind: AccountKind, email: string): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), inArray(users.role, loginRoles[kind])))
      // An exact-role account wins over an admin account with the same e-mail.
      return rows.find((r) => r.role === kind) ?? rows[0] ?? null
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
  }
}
export type AuthRepository = ReturnType<typeof createAuthRepository>
