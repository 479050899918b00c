import { describe, expect, it } from 'vitest'
import { createTestDatabase, drivers } from '../testing/test-app'
import { migrateAndReport, migrationJournal } from './migrate'

describe.each(drivers)('migrateAndReport on %s', (driver) => {
  it('names every migration on a new database, then none', async () => {
    const database = await createTestDatabase(driver)
    try {
      const tags = migrationJournal().map((entry) => entry.tag)
      expect(tags[0]).toBe('0000_init')
      expect(await migrateAndReport(database)).toEqual({ applied: tags, total: tags.length })
      expect(await migrateAndReport(database)).toEqual({ applied: [], total: tags.length })
    } finally {
      await database.drop()
    }
  })
})
