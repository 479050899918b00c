import { availableFrom, refundAmounts, saleAmounts } from '@app/domain/earnings'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { courses, earnings, orderLines } from '../../db/schema'

/**
 * The mentors' ledger as orders move: a paid order writes one sale per course line it paid for,
 * a refund writes the exact negation of its line's sale. The unique (line, kind) index makes each
 * write once, whoever retries it.
 */
export function createLedgerWrites(db: Db, feePercent: number) {
  async function refundLine(orderLineId: string): Promise<void> {
    const [sale] = await db
      .select()
      .from(earnings)
      .where(and(eq(earnings.orderLineId, orderLineId), eq(earnings.kind, 'sale')))
    if (!sale) return
    await db
      .insert(earnings)
      .values({
        instructorId: sale.instructorId,
        orderLineId,
        kind: 'refund',
        ...refundAmounts(sale),
        // Out of the pending money it belongs to (decision 037).
        availableAt: sale.availableAt,
      })
      .onConflictDoNothing()
  }

  return {
    /** The order is paid now: each course line it paid for is a sale of its mentor. */
    async recordSales(orderId: string, paidAt = new Date()): Promise<void> {
      const lines = await db
        .select({
          id: orderLines.id,
          paidCents: orderLines.paidCents,
          instructorId: courses.instructorId,
        })
        .from(orderLines)
        .innerJoin(courses, eq(courses.id, orderLines.courseId))
        .where(
          and(
            eq(orderLines.orderId, orderId),
            gt(orderLines.paidCents, 0),
            isNull(orderLines.refundedAt),
          ),
        )
      if (lines.length === 0) return
      const availableAt = availableFrom(paidAt)
      await db
        .insert(earnings)
        .values(
          lines.map((line) => ({
            instructorId: line.instructorId,
            orderLineId: line.id,
            kind: 'sale' as const,
            ...saleAmounts(line.paidCents, feePercent),
            availableAt,
          })),
        )
        .onConflictDoNothing()
    },

    refundLine,

    /** The whole order is refunded: every sale of it gets its refund. */
    async refundOrder(orderId: string): Promise<void> {
      const lines = await db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
      for (const line of lines) await refundLine(line.id)
    },
  }
}
export type LedgerWrites = ReturnType<typeof createLedgerWrites>
