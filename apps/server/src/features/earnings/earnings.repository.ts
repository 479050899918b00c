import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { earnings, instructors, orderLines, orders, payouts } from '../../db/schema'
import { instructorIdOf } from '../../accounts/instructor-of'

function queries(db: Db) {
  return {
    instructorOf: (userId: string) => instructorIdOf(db, userId),

    /** The mentor's ledger entries, newest first, with the order and course they come from. */
    entriesOf(instructorId: number, range?: { from: Date; to: Date }) {
      return db
        .select({
          at: earnings.createdAt,
          kind: earnings.kind,
          grossCents: earnings.grossCents,
          feeCents: earnings.feeCents,
          netCents: earnings.netCents,
          availableAt: earnings.availableAt,
          orderNumber: orders.number,
          courseId: orderLines.courseId,
          courseTitle: orderLines.title,
        })
        .from(earnings)
        .innerJoin(orderLines, eq(orderLines.id, earnings.orderLineId))
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(earnings.instructorId, instructorId),
            range ? gte(earnings.createdAt, range.from) : undefined,
            range ? lt(earnings.createdAt, range.to) : undefined,
          ),
        )
        .orderBy(desc(earnings.createdAt), desc(earnings.kind))
    },

    payoutsOf(instructorId: number) {
      return db
        .select({
          amountCents: payouts.amountCents,
          paidOn: payouts.paidOn,
          reference: payouts.reference,
        })
        .from(payouts)
        .where(eq(payouts.instructorId, instructorId))
        .orderBy(desc(payouts.paidOn), desc(payouts.createdAt))
    },

    /** Every mentor with ledger entries or payouts, with their entries' availability and payouts. */
    async mentors() {
      const rows = await db
        .select({
          instructorId: instructors.id,
          name: instructors.name,
          netCents: earnings.netCents,
          availableAt: earnings.availableAt,
        })
        .from(earnings)
        .innerJoin(instructors, eq(instructors.id, earnings.instructorId))
        .orderBy(asc(instructors.id))
      const paid = await db
        .select({
          instructorId: payouts.instructorId,
          cents: sql<number>`cast(sum(${payouts.amountCents}) as integer)`,
        })
        .from(payouts)
        .groupBy(payouts.instructorId)
      return { rows, paid: new Map(paid.map((p) => [p.instructorId, Number(p.cents)])) }
    },

    /** Sales, fees and refunds per month (UTC), and payouts per month. */
    async months() {
      const month = sql<string>`to_char(${earnings.createdAt} at time zone 'UTC', 'YYYY-MM')`
      const ledger = await db
        .select({
          month,
          grossCents: sql<number>`cast(coalesce(sum(${earnings.grossCents}) filter (where ${earnings.kind} = 'sale'), 0) as integer)`,
          feeCents: sql<number>`cast(coalesce(sum(${earnings.feeCents}), 0) as integer)`,
          refundsCents: sql<number>`cast(coalesce(-sum(${earnings.grossCents}) filter (where ${earnings.kind} = 'refund'), 0) as integer)`,
        })
        .from(earnings)
        .groupBy(month)
      const payoutMonth = sql<string>`to_char(${payouts.paidOn}, 'YYYY-MM')`
      const paid = await db
        .select({
          month: payoutMonth,
          cents: sql<number>`cast(sum(${payouts.amountCents}) as integer)`,
        })
        .from(payouts)
        .groupBy(payoutMonth)
      return { ledger, paid }
    },

    /** Locks the mentor's row, so two payouts of one mentor are checked one after the other. */
    async lockInstructor(instructorId: number): Promise<{ name: string } | null> {
      const [row] = await db
        .select({ name: instructors.name })
        .from(instructors)
        .where(eq(instructors.id, instructorId))
        .for('update')
      return row ?? null
    },

    async insertPayout(payout: typeof payouts.$inferInsert): Promise<void> {
      await db.insert(payouts).values(payout)
    },
  }
}

export type EarningsRepository = ReturnType<typeof queries> & {
  /** Runs `work` in one transaction, with this repository bound to it. */
  transaction: <T>(work: (repo: EarningsRepository) => Promise<T>) => Promise<T>
}

/** What the mentors' money is read from: the ledger and the payouts. */
export function createEarningsRepository(db: Db): EarningsRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(createEarningsRepository(tx))),
  }
}
