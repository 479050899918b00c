import { ORDER_STATUSES, PAYMENT_METHOD_VALUES } from '@app/domain/orders'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { courses } from './catalog'
import { users } from './users'

const createdAt = timestamp({ withTimezone: true }).notNull().defaultNow()

/** Shop products (books, kits, gift cards). Money is integer cents; stock never goes below 0. */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey(),
    title: text().notNull(),
    author: text().notNull(),
    description: text().notNull(),
    priceCents: integer().notNull(),
    compareAtCents: integer(),
    rating: real().notNull().default(0),
    totalReviews: integer().notNull().default(0),
    sku: text().notNull(),
    category: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer().notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.category),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
  ],
)

/** Product reviews: seeded samples (no account) and one per account per product. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    rating: smallint().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    isVerifiedPurchase: boolean().notNull().default(false),
    createdAt,
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('product_reviews_product_user_key')
      .on(t.productId, t.userId)
      .where(sql`${t.userId} is not null`),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
)

export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Stored upper-cased. */
    code: text().notNull(),
    kind: text({ enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (1-100) for `percent`, cents for `fixed`. */
    value: integer().notNull(),
    description: text().notNull(),
    minSubtotalCents: integer(),
    expiresAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    perCustomerLimit: integer(),
    createdAt,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check(
      'coupons_used_within_limit',
      sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`,
    ),
  ],
)

/** The number people read on an order (LL-100001...). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 })

export const orders = pgTable(
  'orders',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    number: integer()
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    /** The buyer's account; null for a guest (products only). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    billing: jsonb().notNull(),
    paymentMethod: text({ enum: PAYMENT_METHOD_VALUES }).notNull(),
    /** Which of them count as paid: PAID_ORDER_STATUSES (@app/domain/orders). */
    status: text({ enum: ORDER_STATUSES }).notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    shippingCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    couponId: integer().references(() => coupons.id),
    couponCode: text(),
    /**
     * Set when a provider's payment could not be matched to the order as it stands (another
     * amount or currency, or money for an order already cancelled): nothing is granted, and the
     * admin sees why.
     */
    paymentIssue: text(),
    /** One checkout attempt: a replayed key returns this order. */
    idempotencyKey: text().notNull(),
    /** Hash of who placed it and what was sent, to refuse a reused key with other contents. */
    requestHash: text().notNull(),
    createdAt,
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    check('orders_total_not_negative', sql`${t.totalCents} >= 0`),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    kind: text({ enum: ['course', 'product', 'session'] }).notNull(),
    courseId: integer().references(() => courses.id),
    productId: integer().references(() => products.id),
    /** A session line's booking (bookings.id; the reference is made in migration 0020). */
    bookingId: integer(),
    /** Title and price as bought: later catalog edits do not rewrite an order. */
    title: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    lineTotalCents: integer().notNull(),
    /**
     * What the buyer paid for this line: its total less its share of the order's discount
     * (shareCents in proportion to the line totals). What a mentor earns is counted from it.
     */
    paidCents: integer().notNull(),
    /** When the line was refunded (by itself or with its whole order); null while it counts. */
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_course_idx').on(t.courseId),
    index('order_lines_product_idx').on(t.productId),
    // A booking is bought in one order only.
    uniqueIndex('order_lines_booking_key').on(t.bookingId),
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'order_lines_one_item',
      sql`(${t.kind} = 'course' and ${t.courseId} is not null and ${t.productId} is null and ${t.bookingId} is null) or (${t.kind} = 'product' and ${t.productId} is not null and ${t.courseId} is null and ${t.bookingId} is null) or (${t.kind} = 'session' and ${t.bookingId} is not null and ${t.courseId} is null and ${t.productId} is null)`,
    ),
  ],
)

/** Every status an order has had: who moved it, when, and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text(),
    toStatus: text().notNull(),
    /** The account that made the change; null for the checkout itself. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    note: text(),
    createdAt,
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
)

/**
 * Which coupon an order used, and by whom: the account (null for a guest) and the normalised
 * e-mail the order was placed with. A per-customer limit counts the uses by either.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    createdAt,
  },
  (t) => [
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_email_idx').on(t.couponId, t.email),
  ],
)

/** A student's place in a course. Created when an order with the course is paid. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    /** The order that paid for it; null when made another way (seed, admin). */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    uniqueIndex('enrolments_user_course_key').on(t.userId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
    index('enrolments_order_idx').on(t.orderId),
  ],
)

/**
 * A student's claim to a course: the one order (awaiting payment, paid or completed) that grants
 * it. The primary key lets a student hold one such order per course, so a second order of the
 * same course, even placed at the same instant, is refused by the database. A cancel or refund
 * gives the claim up.
 */
export const courseClaims = pgTable(
  'course_claims',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [
    primaryKey({ name: 'course_claims_pkey', columns: [t.userId, t.courseId] }),
    index('course_claims_order_idx').on(t.orderId),
  ],
)
