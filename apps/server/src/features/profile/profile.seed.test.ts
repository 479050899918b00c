import type { Profile } from '@app/domain/profile'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedSettings } from '../../db/seed/settings'
import { seedUsers } from '../../db/seed/users'
import { profiles, users } from '../../db/schema/index'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

describe.each(drivers)('demo settings seed on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver)
    await seedUsers(t.database.db)
    await seedSettings(t.database.db)
  })
  afterAll(() => t.close())

  it('fills in the demo mentor profile and keeps edits on a second run', async () => {
    const [mentor] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'mentor@learnlane.test'))
    const token = await t.app.tokens.sign(mentor!)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.json<Profile>()).toMatchObject({
      displayName: 'Maya Lindqvist',
      username: 'maya.lindqvist',
      occupation: 'Senior Product Designer',
    })
    await t.database.db
      .update(profiles)
      .set({ occupation: 'Edited' })
      .where(eq(profiles.userId, mentor!.id))
    await seedSettings(t.database.db)
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, mentor!.id))
    expect(row!.occupation).toBe('Edited')
  })
})
