import type { CartItemKind } from '@app/domain/cart'
import { shareCents } from '@app/domain/money'
import {
  CLAIMING_ORDER_STATUSES,
  PAID_ORDER_STATUSES,
  type Billing,
  type OrderStatus,
  type PaymentMethod,
} from '@app/domain/orders'
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { DEFAULT_PLATFORM_FEE_PERCENT } from '@app/domain/earnings'
import type { Db } from '../../db/client'
import { createBookingMoves, type BookingMoves } from './booking-moves'
import { createLedgerWrites, type LedgerWrites } from './earnings.repository'
import { valueList } from '../../db/raw-sql'
import {
  couponRedemptions,
  coupons,
  courseClaims,
  courses,
  enrolments,
  orderEvents,
  orderLines,
  orders,
  products,
  bookings,
} from '../../db/schema/index'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type OrderEventRow = typeof orderEvents.$inferSelect

export interface NewOrder {
  userId: string | null
  email: string
  billing: Billing
  paymentMethod: PaymentMethod
  idempotencyKey: string
  requestHash: string
}

export interface NewOrderLine {
  kind: CartItemKind
  id: number
  title: string
  quantity: number
  unitPriceCents: number
  lineTotalCents: number
}

export interface OrderTotals {
  status: OrderStatus
  subtotalCents: number
  discountCents: number
  shippingCents: number
  totalCents: number
  couponId: number | null
  couponCode: string | null
}

export interface NewOrderEvent {
  orderId: string
  fromStatus: OrderStatus | null
  toStatus: OrderStatus
  actorId: string | null
  actorName: string
  note: string | null
}

export interface OrderFilter {
  userId?: string
  status?: OrderStatus | undefined
  q?: string | undefined
  page: number
  pageSize: number
}

export interface EnrolmentRow {
  courseId: number
  createdAt: Date
  orderId: string | null
}

/** `%` and `_` typed in a search are literal characters, not wildcards. */
/**
 * Another order of the same account, in one of `statuses`, with a line of the course: the order
 * that grants (or claims) it instead of `orderId`. Reads the row's `user_id` and `course_id`.
 */
function otherOrderWith(
  orderId: string,
  statuses: readonly OrderStatus[],
  userId: SQL,
  courseId: SQL,
): SQL {
  return sql`(select ${orders.id} from ${orders}
    join ${orderLines} on ${orderLines.orderId} = ${orders.id}
    where ${orders.userId} = ${userId} and ${orderLines.courseId} = ${courseId}
      and ${orders.status} in ${valueList(statuses)}
      and ${orders.id} <> ${orderId}
    order by (${orders.status} = 'pending_payment'), ${orders.createdAt}, ${orders.number}
    limit 1)`
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Order number ('LL-100001', 'll100001' or '100001') or a fragment of the e-mail. */
function searchCondition(q: string): SQL {
  const byEmail = ilike(orders.email, `%${escapeLike(q)}%`)
  const number = /^(?:LL-?)?(\d{1,9})$/i.exec(q)?.[1]
  return number ? or(eq(orders.number, Number(number)), byEmail)! : byEmail
}

function queries(db: Db) {
  return {
    /**
     * The order row, first thing in the checkout transaction, keyed by its Idempotency-Key. Null
     * when the key is taken: a concurrent insert of the same key waits for the first transaction
     * and then meets the unique index. Totals and status are filled in by `completeOrder`.
     */
    async insertOrder(order: NewOrder): Promise<{ id: string; number: number } | null> {
      const [row] = await db
        .insert(orders)
        .values({
          ...order,
          status: 'pending_payment',
          subtotalCents: 0,
          totalCents: 0,
        })
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning({ id: orders.id, number: orders.number })
      return row ?? null
    },

    async findByIdempotencyKey(key: string): Promise<{ id: string; requestHash: string } | null> {
      const [row] = await db
        .select({ id: orders.id, requestHash: orders.requestHash })
        .from(orders)
        .where(eq(orders.idempotencyKey, key))
      return row ?? null
    },

    /** Takes `quantity` units when that many are left; false (and nothing changed) otherwise. */
    async takeStock(productId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
        .returning({ id: products.id })
      return rows.length > 0
    },

    async stockOf(productId: number): Promise<number> {
      const [row] = await db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId))
      return row?.stock ?? 0
    },

    /** Counts one use of a coupon (its row is locked by the pricing) and records who used it. */
    async redeemCoupon(
      couponId: number,
      orderId: string,
      customer: { userId: string | null; email: string },
    ): Promise<void> {
      await db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(eq(coupons.id, couponId))
      await db.insert(couponRedemptions).values({ couponId, orderId, ...customer })
    },

    /** The order's lines, each with what was paid for it: the order's discount shared out. */
    async insertLines(
      orderId: string,
      lines: readonly NewOrderLine[],
      discountCents: number,
    ): Promise<void> {
      const discounts = shareCents(
        discountCents,
        lines.map((line) => line.lineTotalCents),
      )
      await db.insert(orderLines).values(
        lines.map((line, position) => ({
          orderId,
          position,
          kind: line.kind,
          courseId: line.kind === 'course' ? line.id : null,
          productId: line.kind === 'product' ? line.id : null,
          bookingId: line.kind === 'session' ? line.id : null,
          title: line.title,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          lineTotalCents: line.lineTotalCents,
          paidCents: line.lineTotalCents - discounts[position]!,
        })),
      )
    },

    async completeOrder(orderId: string, totals: OrderTotals): Promise<void> {
      await db.update(orders).set(totals).where(eq(orders.id, orderId))
    },

    async insertEvent(event: NewOrderEvent): Promise<void> {
      await db.insert(orderEvents).values(event)
    },

    /** When the booked sessions among `ids` start. */
    async sessionStarts(ids: readonly number[]): Promise<Date[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({ startsAt: bookings.startsAt })
        .from(bookings)
        .where(inArray(bookings.id, [...ids]))
      return rows.map((row) => row.startsAt)
    },

    /** The order row locked until the transaction ends: two admins cannot apply one move twice. */
    async lockOrder(orderId: string): Promise<Pick<OrderRow, 'id' | 'status' | 'userId'> | null> {
      const [row] = await db
        .select({ id: orders.id, status: orders.status, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update')
      return row ?? null
    },

    async setStatus(orderId: string, status: OrderStatus): Promise<void> {
      await db
        .update(orders)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId))
    },

    /** Every line of a wholly refunded order counts as refunded from now. */
    async markLinesRefunded(orderId: string): Promise<void> {
      await db
        .update(orderLines)
        .set({ refundedAt: sql`now()` })
        .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.refundedAt} is null`))
    },

    async courseIdsOf(orderId: string): Promise<number[]> {
      const rows = await db
        .select({ courseId: orderLines.courseId })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'course')))
      return rows.flatMap((r) => (r.courseId === null ? [] : [r.courseId]))
    },

    /**
     * Enrols the account in the courses the order paid for; a course it already has is left
     * alone (unique user-course index). Each new enrolment adds one to the course's students.
     */
    async enrol(userId: string, orderId: string, courseIds: readonly number[]): Promise<number[]> {
      if (courseIds.length === 0) return []
      const added = await db
        .insert(enrolments)
        .values(courseIds.map((courseId) => ({ userId, courseId, orderId })))
        .onConflictDoNothing({ target: [enrolments.userId, enrolments.courseId] })
        .returning({ courseId: enrolments.courseId })
      const ids = added.map((r) => r.courseId)
      if (ids.length) {
        await db
          .update(courses)
          .set({ students: sql`${courses.students} + 1` })
          .where(inArray(courses.id, ids))
      }
      return ids
    },

    /**
     * A refund: the enrolments this order created follow what the student still holds. One that
     * another paid order of the same course also grants now points at that order; the others go,
     * one student fewer each. Enrolments made another way (seed, admin) are left alone.
     */
    async unenrol(orderId: string): Promise<number[]> {
      const grantedElsewhere = otherOrderWith(
        orderId,
        PAID_ORDER_STATUSES,
        sql`${enrolments.userId}`,
        sql`${enrolments.courseId}`,
      )
      const removed = await db
        .delete(enrolments)
        .where(and(eq(enrolments.orderId, orderId), sql`${grantedElsewhere} is null`))
        .returning({ courseId: enrolments.courseId })
      await db
        .update(enrolments)
        .set({ orderId: grantedElsewhere })
        .where(eq(enrolments.orderId, orderId))
      const ids = removed.map((r) => r.courseId)
      if (ids.length) {
        await db
          .update(courses)
          .set({ students: sql`greatest(${courses.students} - 1, 0)` })
          .where(inArray(courses.id, ids))
      }
      return ids
    },

    /**
     * Claims the courses of a new order for its student. Returns the ids claimed: a course missing
     * from the answer is held by another open order of the same student (the primary key; a
     * concurrent order waits for the first one's transaction, then meets it).
     */
    async claimCourses(
      userId: string,
      orderId: string,
      courseIds: readonly number[],
    ): Promise<number[]> {
      if (courseIds.length === 0) return []
      const rows = await db
        .insert(courseClaims)
        // In course id order, so two orders of the same courses never wait on each other.
        .values(
          [...courseIds].sort((a, b) => a - b).map((courseId) => ({ userId, courseId, orderId })),
        )
        .onConflictDoNothing()
        .returning({ courseId: courseClaims.courseId })
      return rows.map((row) => row.courseId)
    },

    /**
     * A cancel or refund gives up the order's claims. Where another open order of the same
     * student has the course (orders placed before claims existed), that order claims it.
     */
    async releaseClaims(orderId: string): Promise<void> {
      const released = await db
        .delete(courseClaims)
        .where(eq(courseClaims.orderId, orderId))
        .returning({ userId: courseClaims.userId, courseId: courseClaims.courseId })
      for (const { userId, courseId } of released) {
        const [next] = await db
          .select({ orderId: orders.id })
          .from(orders)
          .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
          .where(
            and(
              eq(orders.userId, userId),
              eq(orderLines.courseId, courseId),
              inArray(orders.status, [...CLAIMING_ORDER_STATUSES]),
              ne(orders.id, orderId),
            ),
          )
          .orderBy(sql`${orders.status} = 'pending_payment'`, asc(orders.createdAt))
          .limit(1)
        if (!next?.orderId) continue
        await db
          .insert(courseClaims)
          .values({ userId, courseId, orderId: next.orderId })
          .onConflictDoNothing()
      }
    },

    /** Puts the order's product units back on the shelf, in product id order (as checkout takes them). */
    async returnStock(orderId: string): Promise<void> {
      const lines = await db
        .select({ productId: orderLines.productId, quantity: orderLines.quantity })
        .from(orderLines)
        // A line refunded on its own has had its units back already.
        .where(
          and(
            eq(orderLines.orderId, orderId),
            eq(orderLines.kind, 'product'),
            sql`${orderLines.refundedAt} is null`,
          ),
        )
        .orderBy(asc(orderLines.productId))
      for (const line of lines) {
        if (line.productId === null) continue
        await db
          .update(products)
          .set({ stock: sql`${products.stock} + ${line.quantity}` })
          .where(eq(products.id, line.productId))
      }
    },

    /** Gives the order's coupon use back: the redemption goes and the coupon counts one use fewer. */
    async releaseCoupon(orderId: string): Promise<void> {
      const removed = await db
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderId))
        .returning({ couponId: couponRedemptions.couponId })
      for (const { couponId } of removed) {
        await db
          .update(coupons)
          .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
          .where(eq(coupons.id, couponId))
      }
    },

    async findOrder(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
      return row ?? null
    },

    linesOf(orderIds: readonly string[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return Promise.resolve([])
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position))
    },

    eventsOf(orderId: string): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
    },

    /** One page of orders, newest first, with the number of all that match. */
    async list(filter: OrderFilter): Promise<{ rows: OrderRow[]; total: number }> {
      const conditions: SQL[] = []
      if (filter.userId) conditions.push(eq(orders.userId, filter.userId))
      if (filter.status) conditions.push(eq(orders.status, filter.status))
      if (filter.q) conditions.push(searchCondition(filter.q))
      const where = conditions.length ? and(...conditions) : undefined
      const [counted] = await db.select({ n: count() }).from(orders).where(where)
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
      return { rows, total: counted?.n ?? 0 }
    },

    /** The billing form of the account's latest order. */
    async latestBilling(userId: string): Promise<Billing | null> {
      const [row] = await db
        .select({ billing: orders.billing })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(1)
      return (row?.billing as Billing | undefined) ?? null
    },

    enrolmentsOf(userId: string): Promise<EnrolmentRow[]> {
      return db
        .select({
          courseId: enrolments.courseId,
          createdAt: enrolments.createdAt,
          orderId: enrolments.orderId,
        })
        .from(enrolments)
        .where(eq(enrolments.userId, userId))
        .orderBy(desc(enrolments.createdAt), desc(enrolments.id))
    },
  }
}

export type OrdersRepository = ReturnType<typeof queries> & {
  ledger: LedgerWrites
  bookings: BookingMoves
  /** Runs `work` in one transaction, with this repository (and the raw handle) bound to it. */
  transaction: <T>(work: (repo: OrdersRepository, tx: Db) => Promise<T>) => Promise<T>
}

/**
 * The orders' queries on `db`, with the mentors' ledger writes at `feePercent` (config
 * PLATFORM_FEE_PERCENT) for the moves that pay or refund.
 */
export function createOrdersRepository(
  db: Db,
  feePercent = DEFAULT_PLATFORM_FEE_PERCENT,
): OrdersRepository {
  return {
    ...queries(db),
    ledger: createLedgerWrites(db, feePercent),
    bookings: createBookingMoves(db),
    transaction: (work) => db.transaction((tx) => work(createOrdersRepository(tx, feePercent), tx)),
  }
}
