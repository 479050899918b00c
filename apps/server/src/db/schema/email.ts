import { OUTBOX_STATUSES } from '@app/domain/email'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Every message the product sends, stored before any delivery is tried. A worker claims due rows
 * (status pending, or sending with an expired lease), sends them by SMTP and marks them sent; a
 * failure schedules a retry, and after the last attempt the row stays as failed.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The template that produced the message ('subscribe', 'contact'), or `job:<name>` for a job. */
    template: text().notNull(),
    recipient: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    /** Plain-text body. */
    body: text().notNull(),
    /** The validated template parameters the message was rendered from. */
    params: jsonb().$type<Record<string, string>>().notNull(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Delivery attempts started so far. */
    attempts: integer().notNull().default(0),
    /** When the next attempt is due; null once sent or failed for good. */
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow(),
    /** While sending: the worker's claim and how long it holds the row. */
    claimToken: uuid(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
)
export type OutboxRow = typeof outbox.$inferSelect

/** Newsletter subscribers, one row per address (stored lower-cased). */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text().notNull().unique('subscribers_email_key'),
    /** Where the address was entered: the template id of the form. */
    source: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The welcome message queued when the address first subscribed. */
    outboxId: uuid().references(() => outbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('subscribers_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('subscribers_first_seen_idx').on(t.firstSeenAt.desc()),
  ],
)
export type SubscriberRow = typeof subscribers.$inferSelect

/** Contact form messages: exactly what the form sends, nothing more about the sender. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstName: text().notNull(),
    email: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The notification queued to the team. */
    outboxId: uuid().references(() => outbox.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
)
export type ContactMessageRow = typeof contactMessages.$inferSelect
