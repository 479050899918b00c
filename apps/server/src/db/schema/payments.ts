import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { orders } from './commerce'

const createdAt = timestamp({ withTimezone: true }).notNull().defaultNow()

export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'manual'] as const
export const PAYMENT_STATES = ['open', 'paid', 'failed', 'expired'] as const

/**
 * One attempt to pay an order at a provider: a Stripe Checkout Session, a PayPal order, or the
 * admin's record of money received by hand. An order may have several (a declined card, then a
 * retry); at most one is paid.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id of the attempt: a Checkout Session id, a PayPal order id. */
    reference: text().notNull(),
    /** The provider's id of the money taken (PaymentIntent, PayPal capture), once paid. */
    captureReference: text(),
    state: text({ enum: PAYMENT_STATES }).notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    /** Where the buyer is sent to pay (the provider's hosted page), while open. */
    redirectUrl: text(),
    refundedCents: integer().notNull().default(0),
    createdAt,
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.reference),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // One paid attempt per order: a second capture for the same order is refused by the database.
    uniqueIndex('payments_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.state} = 'paid'`),
    check('payments_amount_not_negative', sql`${t.amountCents} >= 0`),
    check(
      'payments_refund_within_amount',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
)

/**
 * Every provider event applied, by the provider's own event id: a replayed or duplicated
 * delivery finds its id here and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /** What the event did: 'paid', 'ignored: …', 'flagged: …'. */
    outcome: text().notNull(),
    amountCents: integer(),
    createdAt,
  },
  (t) => [
    primaryKey({ name: 'payment_events_pkey', columns: [t.provider, t.eventId] }),
    index('payment_events_order_idx').on(t.orderId, t.createdAt),
  ],
)
