import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { instructorAccounts } from '../db/schema'

/**
 * The instructor profile an account speaks for, or null when it has none (a student, an admin
 * without a profile). Every "is this the owner?" check starts here.
 */
export async function instructorIdOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: instructorAccounts.instructorId })
    .from(instructorAccounts)
    .where(eq(instructorAccounts.userId, userId))
  return row?.id ?? null
}
