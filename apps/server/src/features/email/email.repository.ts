import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { contactMessages, subscribers } from '../../db/schema/index'
import { enqueueMessage, type OutgoingMessage } from '../../outbox/outbox.repository'

export function createEmailRepository(db: Db) {
  return {
    /**
     * Adds a subscriber with its welcome message in one transaction. An address already
     * subscribed only has its last-seen time updated: no second row, no second message.
     */
    async subscribe(
      email: string,
      source: string,
      welcome: OutgoingMessage,
    ): Promise<{ isNew: boolean }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(subscribers)
          .values({ email, source })
          .onConflictDoNothing({ target: subscribers.email })
          .returning({ id: subscribers.id })
        if (!inserted) {
          await tx
            .update(subscribers)
            .set({ lastSeenAt: sql`now()` })
            .where(eq(subscribers.email, email))
          return { isNew: false }
        }
        const queued = await enqueueMessage(tx, welcome)
        await tx
          .update(subscribers)
          .set({ outboxId: queued.id })
          .where(eq(subscribers.id, inserted.id))
        return { isNew: true }
      })
    },

    /** Stores a contact message with its notification in one transaction. */
    async storeContact(
      message: {
        firstName: string
        email: string
        title: string
        message: string
        createdAt: Date
      },
      notification: OutgoingMessage,
    ): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const queued = await enqueueMessage(tx, notification)
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...message, outboxId: queued.id })
          .returning({ id: contactMessages.id })
        if (!row) throw new Error('the contact message was not stored')
        return row
      })
    },
  }
}
export type EmailRepository = ReturnType<typeof createEmailRepository>
