import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, outbox, subscribers } from '../../db/schema/index'
import { createTestDatabase, drivers } from '../../testing/test-app'
import { migrate } from '../../db/migrate'
import type { OutgoingMessage } from '../../outbox/outbox.repository'
import { createEmailRepository } from './email.repository'

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>

const welcome: OutgoingMessage = {
  template: 'subscribe',
  recipient: 'reader@example.test',
  subject: 'Welcome',
  body: 'Hello',
  params: { email: 'reader@example.test' },
}
const contact = {
  firstName: 'Nora',
  email: 'nora@example.test',
  title: 'Hello',
  message: 'A question',
  createdAt: new Date(),
}

describe.each(drivers)('email repository on %s', (driver) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(driver)
    await migrate(database)
  })
  afterAll(() => database.drop())
  afterEach(async () => {
    await database.db.delete(subscribers)
    await database.db.delete(contactMessages)
    await database.db.delete(outbox)
  })

  async function counts() {
    const one = async (table: typeof outbox | typeof subscribers | typeof contactMessages) => {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table)
      return row?.n ?? 0
    }
    return {
      subscribers: await one(subscribers),
      contactMessages: await one(contactMessages),
      outbox: await one(outbox),
    }
  }

  it('stores no subscriber when its welcome message cannot be stored', async () => {
    const repository = createEmailRepository(database.db)
    const broken = { ...welcome, subject: null } as unknown as OutgoingMessage
    await expect(repository.subscribe('reader@example.test', 'subscribe', broken)).rejects.toThrow()
    expect(await counts()).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })

  it('stores no notification when the contact message cannot be stored', async () => {
    const repository = createEmailRepository(database.db)
    const broken = { ...contact, title: null } as unknown as typeof contact
    await expect(
      repository.storeContact(broken, { ...welcome, template: 'contact' }),
    ).rejects.toThrow()
    expect(await counts()).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })

  it('keeps one subscriber and one welcome when the same address subscribes at once', async () => {
    const repository = createEmailRepository(database.db)
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        repository.subscribe('reader@example.test', 'subscribe', welcome),
      ),
    )
    expect(results.filter((r) => r.isNew)).toHaveLength(1)
    expect(await counts()).toEqual({ subscribers: 1, contactMessages: 0, outbox: 1 })
  })
})
