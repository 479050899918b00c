import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addAccount } from '../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'
import { migrationJournal, migrationsFolder } from './migrate'
import { instructorAccounts, instructors, profiles } from './schema/index'

/** The hand-written data update of the migration that publishes mentors' saved profiles. */
function backfillSql(): string {
  const entry = migrationJournal().find((e) => e.tag.endsWith('_mentor_profile_public'))
  const text = readFileSync(path.join(migrationsFolder, `${entry!.tag}.sql`), 'utf8')
  return text.slice(text.indexOf('-- hand-written'))
}

const standard = (id: number, name: string) => ({
  id,
  name,
  title: 'Instructor',
  description: `${name} teaches on Learnlane.`,
  about: '',
  rating: 0,
  address: '',
  email: '',
  phone: '',
  website: '',
})

describe.each(drivers)('the mentor profile backfill on %s', (driver) => {
  let t: TestApp
  const db = () => t.database.db
  const instructor = async (id: number) =>
    (await db().select().from(instructors).where(eq(instructors.id, id)))[0]!

  beforeAll(async () => {
    t = await buildTestApp(driver)
  })
  afterAll(() => t.close())

  it('publishes a saved profile on a record still holding its standard line, and only there', async () => {
    const nora = await addAccount(t, 'teacher', 'Nora Castell')
    const kept = await addAccount(t, 'teacher', 'Kai Kept')
    await db()
      .insert(instructors)
      .values([
        standard(901, 'Nora Castell'),
        { ...standard(902, 'Kai Kept'), about: 'Written by the catalog.', title: 'Developer' },
      ])
    await db()
      .insert(instructorAccounts)
      .values([
        { userId: nora.id, instructorId: 901 },
        { userId: kept.id, instructorId: 902 },
      ])
    const profile = {
      phone: '+44 20 7946 0958',
      occupation: ' Data Engineer ',
      bio: 'I build data pipelines\nfor newsrooms.\n\nTen years of SQL.',
      social: { website: 'https://nora.example.com', twitter: 'https://x.com/nora', github: '' },
    }
    await db()
      .insert(profiles)
      .values([
        { userId: nora.id, ...profile },
        { userId: kept.id, ...profile },
      ])

    await db().execute(sql.raw(backfillSql()))

    expect(await instructor(901)).toMatchObject({
      title: 'Data Engineer',
      about: 'I build data pipelines\nfor newsrooms.\n\nTen years of SQL.',
      description: 'I build data pipelines for newsrooms.',
      website: 'https://nora.example.com',
      twitter: 'https://x.com/nora',
      facebook: null,
      phone: '',
      email: '',
    })
    expect(await instructor(902)).toMatchObject({
      title: 'Developer',
      about: 'Written by the catalog.',
      website: '',
      twitter: null,
    })
  })
})
