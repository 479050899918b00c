import { PAID_ORDER_STATUSES } from '@app/domain/orders'
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { certificateIdOf } from '../../progress/lesson-completion'
import {
  certificates,
  courseClaims,
  courseLessons,
  courseSections,
  courses,
  enrolments,
  lessonProgress,
  orderEvents,
  orderLines,
  orders,
  payments,
  products,
  refunds,
  users,
} from '../../db/schema'

export type RefundRow = typeof refunds.$inferSelect
export type RefundState = RefundRow['state']

/** A refund with what its buyer and the admin read beside it. */
export interface RefundView extends RefundRow {
  orderNumber: number
  courseId: number | null
  productId: number | null
  title: string
  studentName: string | null
  studentEmail: string | null
}

/** Refund requests, and what granting one changes: the line, the payment, the enrolment, the certificate. */
export function createRefundsRepository(db: Db) {
  const view = () =>
    db
      .select({
        refund: refunds,
        orderNumber: orders.number,
        courseId: orderLines.courseId,
        productId: orderLines.productId,
        title: orderLines.title,
        studentName: users.name,
        studentEmail: users.email,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(orderLines, eq(orderLines.id, refunds.orderLineId))
      .leftJoin(users, eq(users.id, refunds.userId))
  const flat = (rows: Awaited<ReturnType<ReturnType<typeof view>['execute']>>): RefundView[] =>
    rows.map(({ refund, ...rest }) => ({ ...refund, ...rest }))

  return {
    /** When the order was paid: its move to paid, or its creation for an order paid at once. */
    async paidAt(orderId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: orderEvents.createdAt })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'paid')))
        .orderBy(asc(orderEvents.createdAt))
        .limit(1)
      return row?.at ?? null
    },

    /** Paid dates of many orders at once (for the order lists). */
    async paidAtOf(orderIds: readonly string[]): Promise<Map<string, Date>> {
      if (orderIds.length === 0) return new Map()
      const rows = await db
        .select({ orderId: orderEvents.orderId, at: sql<Date>`min(${orderEvents.createdAt})` })
        .from(orderEvents)
        .where(and(inArray(orderEvents.orderId, [...orderIds]), eq(orderEvents.toStatus, 'paid')))
        .groupBy(orderEvents.orderId)
      return new Map(rows.map((r) => [r.orderId, new Date(r.at)]))
    },

    /** Lessons of the course, and how many of them the student completed. */
    async progress(userId: string, courseId: number) {
      const [total] = await db
        .select({ n: count() })
        .from(courseLessons)
        .innerJoin(courseSections, eq(courseSections.id, courseLessons.sectionId))
        .where(eq(courseSections.courseId, courseId))
      const [done] = await db
        .select({ n: count() })
        .from(lessonProgress)
        .where(
          and(
            eq(lessonProgress.userId, userId),
            eq(lessonProgress.courseId, courseId),
            sql`${lessonProgress.completedAt} is not null`,
          ),
        )
      return {
        lessonsTotal: total?.n ?? 0,
        lessonsCompleted: done?.n ?? 0,
        hasCertificate: (await certificateIdOf(db, userId, courseId)) !== null,
      }
    },

    /** A new request; null when the line already has a pending or granted one. */
    async insert(refund: typeof refunds.$inferInsert): Promise<RefundRow | null> {
      const [row] = await db.insert(refunds).values(refund).onConflictDoNothing().returning()
      return row ?? null
    },

    async find(id: string): Promise<RefundView | null> {
      const rows = flat(await view().where(eq(refunds.id, id)))
      return rows[0] ?? null
    },

    async lock(id: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update')
      return row ?? null
    },

    async list(state: RefundState | undefined): Promise<RefundView[]> {
      return flat(
        await view()
          .where(state ? eq(refunds.state, state) : undefined)
          .orderBy(desc(refunds.createdAt))
          .limit(200),
      )
    },

    /** Each line's latest request, for the order pages. */
    async latestOfLines(
      lineIds: readonly string[],
    ): Promise<Map<string, { state: RefundState; amountCents: number }>> {
      if (lineIds.length === 0) return new Map()
      const rows = await db
        .select({
          lineId: refunds.orderLineId,
          state: refunds.state,
          amountCents: refunds.amountCents,
        })
        .from(refunds)
        .where(inArray(refunds.orderLineId, [...lineIds]))
        .orderBy(asc(refunds.createdAt))
      return new Map(rows.map((r) => [r.lineId, { state: r.state, amountCents: r.amountCents }]))
    },

    async decide(
      id: string,
      decision: {
        state: 'granted' | 'declined'
        decidedBy: string | null
        note: string | null
        providerReference: string | null
      },
    ): Promise<void> {
      await db
        .update(refunds)
        .set({ ...decision, decidedAt: sql`now()` })
        .where(eq(refunds.id, id))
    },

    async setReviewReason(id: string, reviewReason: string): Promise<void> {
      await db.update(refunds).set({ reviewReason }).where(eq(refunds.id, id))
    },

    /** A refunded product line's units go back on the shelf. */
    async returnLineStock(lineId: string): Promise<void> {
      const [line] = await db
        .select({ productId: orderLines.productId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.id, lineId))
      if (!line?.productId) return
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId))
    },

    async markLineRefunded(lineId: string): Promise<void> {
      await db
        .update(orderLines)
        .set({ refundedAt: sql`now()` })
        .where(eq(orderLines.id, lineId))
    },

    /** Whether every line of the order is refunded now. */
    async allLinesRefunded(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.refundedAt)))
      return (row?.n ?? 0) === 0
    },

    /** Counts money sent back on the order's paid attempt (the check constraint caps it). */
    async addRefunded(paymentId: string, cents: number): Promise<void> {
      await db
        .update(payments)
        .set({ refundedCents: sql`${payments.refundedCents} + ${cents}`, updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId))
    },

    /**
     * The student no longer holds the course through this order: the enrolment goes unless
     * another paid, unrefunded line of the same student grants it (then it points there), the
     * claim goes, and a certificate of the course is revoked.
     */
    async withdrawCourse(orderId: string, userId: string, courseId: number): Promise<void> {
      const [other] = await db
        .select({ orderId: orders.id })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderLines.courseId, courseId),
            ne(orders.id, orderId),
            isNull(orderLines.refundedAt),
            inArray(orders.status, [...PAID_ORDER_STATUSES]),
          ),
        )
        .limit(1)
      if (other) {
        await db
          .update(enrolments)
          .set({ orderId: other.orderId })
          .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
      } else {
        const removed = await db
          .delete(enrolments)
          .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
          .returning({ id: enrolments.id })
        if (removed.length) {
          await db
            .update(courses)
            .set({ students: sql`greatest(${courses.students} - 1, 0)` })
            .where(eq(courses.id, courseId))
        }
        await db
          .update(certificates)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(certificates.userId, userId),
              eq(certificates.courseId, courseId),
              isNull(certificates.revokedAt),
            ),
          )
      }
      await db
        .delete(courseClaims)
        .where(
          and(
            eq(courseClaims.userId, userId),
            eq(courseClaims.courseId, courseId),
            eq(courseClaims.orderId, orderId),
          ),
        )
    },
  }
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>
