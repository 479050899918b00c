import { availableFrom, refundAmounts, saleAmounts } from '@app/domain/earnings'
import { roundCents } from '@app/domain/money'
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, courses, earnings, orderLines } from '../../db/schema'

/** The share `amountCents` of a sale: its fee in the same proportion, the net the rest. */
function partOfSale(
  sale: { grossCents: number; feeCents: number },
  amountCents: number,
): { grossCents: number; feeCents: number; netCents: number } {
  const feeCents = roundCents((sale.feeCents * amountCents) / sale.grossCents)
  return { grossCents: amountCents, feeCents, netCents: amountCents - feeCents }
}

/**
 * The mentors' ledger as orders move: a paid order writes one sale per course line it paid for,
 * a refund writes the exact negation of its line's sale. The unique (line, kind) index makes each
 * write once, whoever retries it.
 */
export function createLedgerWrites(db: Db, feePercent: number) {
  /**
   * A line's refund: all of its sale, or for `amountCents` less than the sale (a session cancelled
   * after its policy's cutoff gives part back) the same share of its gross, fee and net.
   */
  async function refundLine(orderLineId: string, amountCents?: number): Promise<void> {
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
        ...refundAmounts(
          amountCents === undefined || amountCents >= sale.grossCents
            ? sale
            : partOfSale(sale, amountCents),
        ),
        // Out of the pending money it belongs to (decision 037).
        availableAt: sale.availableAt,
      })
      .onConflictDoNothing()
  }

  return {
    /** The order is paid now: each course or session line it paid for is a sale of its mentor. */
    async recordSales(orderId: string, paidAt = new Date()): Promise<void> {
      const lines = await db
        .select({
          id: orderLines.id,
          paidCents: orderLines.paidCents,
          instructorId: sql<number>`coalesce(${courses.instructorId}, ${bookings.instructorId})`,
        })
        .from(orderLines)
        .leftJoin(courses, eq(courses.id, orderLines.courseId))
        .leftJoin(bookings, eq(bookings.id, orderLines.bookingId))
        .where(
          and(
            isNotNull(sql`coalesce(${courses.instructorId}, ${bookings.instructorId})`),
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
