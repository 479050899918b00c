import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { instructors } from './catalog'
import { orderLines, orders } from './commerce'
import { users } from './users'

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

export const REFUND_STATES = ['pending', 'granted', 'declined'] as const

/**
 * A refund of one order line: asked by its student (granted at once or left for the admin), or
 * made by the admin. A line has at most one pending or granted refund (the partial unique index),
 * so a double click or a retry never refunds it twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    state: text({ enum: REFUND_STATES }).notNull(),
    amountCents: integer().notNull(),
    /** The student's words. */
    reason: text().notNull(),
    /** Why it was left for the admin (progress, certificate); null when granted at once. */
    reviewReason: text(),
    /** The admin's answer. */
    note: text(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The provider's id of the money sent back; null for money returned by hand. */
    providerReference: text(),
    createdAt,
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_one_per_line')
      .on(t.orderLineId)
      .where(sql`${t.state} in ('pending', 'granted')`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_state_idx').on(t.state, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
)

/**
 * The mentors' ledger: one entry per paid course line (a sale) and one per refund of it (its exact
 * negation), with the gross the line paid, the platform's fee and the mentor's net. A sale is
 * pending until `availableAt` (the refund window), then available; a refund takes its sale's date.
 */
export const earnings = pgTable(
  'earnings',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    instructorId: integer()
      .notNull()
      .references(() => instructors.id),
    orderLineId: uuid()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['sale', 'refund'] }).notNull(),
    grossCents: integer().notNull(),
    feeCents: integer().notNull(),
    netCents: integer().notNull(),
    availableAt: timestamp({ withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [
    // One sale and at most one refund per line: a replayed payment or refund never counts twice.
    uniqueIndex('earnings_line_kind_key').on(t.orderLineId, t.kind),
    index('earnings_instructor_idx').on(t.instructorId, t.createdAt),
    check('earnings_fee_and_net_make_gross', sql`${t.feeCents} + ${t.netCents} = ${t.grossCents}`),
  ],
)

/** Money the admin sent a mentor, out of what was available. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    instructorId: integer()
      .notNull()
      .references(() => instructors.id),
    amountCents: integer().notNull(),
    paidOn: date().notNull(),
    reference: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    index('payouts_instructor_idx').on(t.instructorId, t.paidOn),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
)
