import { hashPassword } from '../../lib/passwords'
import type { Db } from '../client'
import { users } from '../schema/index'

/** The demo accounts the other seeds give courses, sessions and history to. */
export const DEMO_MENTOR_EMAIL = 'mentor@learnlane.test'
export const DEMO_STUDENT_EMAIL = 'student@learnlane.test'

/** Demo accounts listed in the README. */
export const DEMO_ACCOUNTS = [
  // Instructor 1 of the catalog (seed/authoring.ts links them): one person, one name.
  {
    role: 'teacher',
    name: 'Maya Lindqvist',
    email: DEMO_MENTOR_EMAIL,
    password: 'Mentor#2026',
  },
  {
    role: 'student',
    name: 'Sam Student',
    email: DEMO_STUDENT_EMAIL,
    password: 'Student#2026',
  },
  { role: 'admin', name: 'Ada Admin', email: 'admin@learnlane.test', password: 'Admin#2026' },
] as const

export async function seedUsers(db: Db): Promise<void> {
  const existing = await db.select({ email: users.email, role: users.role }).from(users)
  const have = new Set(existing.map((u) => `${u.role}:${u.email}`))
  for (const account of DEMO_ACCOUNTS) {
    if (have.has(`${account.role}:${account.email}`)) continue
    await db
      .insert(users)
      .values({
        role: account.role,
        name: account.name,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        // The demo addresses are not real mailboxes: the accounts start verified.
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
  }
}
