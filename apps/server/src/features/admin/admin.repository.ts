import type {
  AdminContactMessage,
  AdminOutboxItem,
  AdminOutboxQuery,
  AdminSubscriber,
  Delivery,
} from '@app/domain/email'
import { and, desc, eq, notLike, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { contactMessages, outbox, subscribers, type OutboxRow } from '../../db/schema/index'
import { UUID } from '../../lib/uuid'

type DeliveryColumns = Pick<
  OutboxRow,
  'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'sentAt'
>

const deliveryColumns = {
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
}

function toDelivery(row: {
  [K in keyof DeliveryColumns]: DeliveryColumns[K] | null
}): Delivery | null {
  if (row.status === null || row.attempts === null) return null
  return {
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

const countOf = sql<number>`count(*)::int`

/** Read-only views of the e-mail tables for the admin area. */
export function createAdminRepository(db: Db) {
  return {
    async subscribers(page: number, pageSize: number) {
      const rows = await db
        .select({
          id: subscribers.id,
          email: subscribers.email,
          source: subscribers.source,
          firstSeenAt: subscribers.firstSeenAt,
          lastSeenAt: subscribers.lastSeenAt,
          ...deliveryColumns,
        })
        .from(subscribers)
        .leftJoin(outbox, eq(outbox.id, subscribers.outboxId))
        .orderBy(desc(subscribers.firstSeenAt), desc(subscribers.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const [count] = await db.select({ total: countOf }).from(subscribers)
      const items: AdminSubscriber[] = rows.map((row) => ({
        id: row.id,
        email: row.email,
        source: row.source,
        firstSeenAt: row.firstSeenAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        delivery: toDelivery(row),
      }))
      return { items, total: count?.total ?? 0, page, pageSize }
    },

    async contactMessages(page: number, pageSize: number) {
      const rows = await db
        .select({
          id: contactMessages.id,
          firstName: contactMessages.firstName,
          email: contactMessages.email,
          title: contactMessages.title,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
          ...deliveryColumns,
        })
        .from(contactMessages)
        .leftJoin(outbox, eq(outbox.id, contactMessages.outboxId))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const [count] = await db.select({ total: countOf }).from(contactMessages)
      const items: AdminContactMessage[] = rows.map((row) => ({
        id: row.id,
        firstName: row.firstName,
        email: row.email,
        title: row.title,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        delivery: toDelivery(row),
      }))
      return { items, total: count?.total ?? 0, page, pageSize }
    },
  }
}
export type AdminRepository = ReturnType<typeof createAdminRepository>

/** Rows of the outbox that are messages: jobs (`job:<name>`) stand for messages not written yet. */
const isMessage = notLike(outbox.template, 'job:%')

const outboxItemColumns = {
  id: outbox.id,
  template: outbox.template,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
}

type OutboxItemRow = Pick<OutboxRow, keyof typeof outboxItemColumns>

function toOutboxItem(row: OutboxItemRow): AdminOutboxItem {
  return {
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

/** Every stored outgoing message for the admin outbox: newest first, optionally of one status. */
export function createAdminOutboxRepository(db: Db) {
  return {
    async list(query: AdminOutboxQuery, pageSize: number) {
      const where = and(isMessage, query.status ? eq(outbox.status, query.status) : undefined)
      const rows = await db
        .select(outboxItemColumns)
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize)
      const [count] = await db.select({ total: countOf }).from(outbox).where(where)
      return { items: rows.map(toOutboxItem), total: count?.total ?? 0 }
    },

    /** One message with its body, or null (an unknown id, a malformed one, or a job). */
    async find(id: string) {
      if (!UUID.test(id)) return null
      const [row] = await db
        .select({
          ...outboxItemColumns,
          replyTo: outbox.replyTo,
          body: outbox.body,
          params: outbox.params,
        })
        .from(outbox)
        .where(and(eq(outbox.id, id), isMessage))
      if (!row) return null
      return {
        ...toOutboxItem(row),
        replyTo: row.replyTo,
        body: row.body,
        invite: row.params.ics ?? null,
      }
    },
  }
}
export type AdminOutboxRepository = ReturnType<typeof createAdminOutboxRepository>
