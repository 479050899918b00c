import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { profiles, users } from '../schema/index'
import { DEMO_MENTOR_EMAIL, DEMO_STUDENT_EMAIL } from './users'

/** Settings of the demo accounts, so their profile pages start filled in. */
const DEMO_PROFILES = [
  {
    email: DEMO_MENTOR_EMAIL,
    role: 'teacher' as const,
    firstName: 'Maya',
    lastName: 'Lindqvist',
    username: 'maya.lindqvist',
    phone: '+1 212 555 0142',
    occupation: 'Senior Product Designer',
    bio: 'I teach design and front-end courses, with ten years of building products for startups and studios.',
    social: {
      facebook: '',
      twitter: 'https://twitter.com/learnlane',
      linkedin: 'https://www.linkedin.com/company/learnlane',
      instagram: '',
      website: 'https://learnlane.test',
      github: '',
    },
  },
  {
    email: DEMO_STUDENT_EMAIL,
    role: 'student' as const,
    firstName: 'Sam',
    lastName: 'Student',
    username: 'sam.student',
    phone: '',
    occupation: 'Front-end developer in training',
    bio: 'Learning web development one course at a time.',
    social: {
      facebook: '',
      twitter: '',
      linkedin: '',
      instagram: '',
      website: '',
      github: 'https://github.com/learnlane',
    },
  },
]

/** Idempotent: a profile that exists (the person may have edited it) is left alone. */
export async function seedSettings(db: Db): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_PROFILES.map((p) => p.email),
      ),
    )
  for (const { email, role, ...profile } of DEMO_PROFILES) {
    const account = accounts.find((a) => a.email === email && a.role === role)
    if (!account) continue
    const [taken] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.username, profile.username))
    await db
      .insert(profiles)
      .values({ userId: account.id, ...profile, username: taken ? null : profile.username })
      .onConflictDoNothing()
  }
}
