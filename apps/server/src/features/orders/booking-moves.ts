import { HOLD_MINUTES, REQUEST_EXPIRY_HOURS } from '@app/domain/sessions'
import { and, eq, inArray, isNull, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings } from '../../db/schema'

const MINUTE_MS = 60_000
const TAKING = ['held', 'awaiting_payment', 'requested', 'confirmed'] as const

/**
 * What an order does to the sessions it holds: checkout takes the buyer's held slots into the
 * order, payment confirms them (or sends them to the mentor when they need approval), and a
 * cancelled or refunded order frees them.
 */
export function createBookingMoves(db: Db) {
  return {
    /**
     * The buyer's held slots become the order's, awaiting payment until `dueAt`. Returns the ids
     * taken: a hold that expired or is not the buyer's is left out (checkout then refuses).
     */
    async take(
      orderId: string,
      studentId: string,
      bookingIds: readonly number[],
      dueAt: (startsAt: Date) => Date,
      now: Date,
    ): Promise<number[]> {
      if (bookingIds.length === 0) return []
      const held = await db
        .select({ id: bookings.id, startsAt: bookings.startsAt })
        .from(bookings)
        .where(
          and(
            inArray(bookings.id, [...bookingIds]),
            eq(bookings.studentId, studentId),
            eq(bookings.status, 'held'),
            isNull(bookings.orderId),
            gt(bookings.holdExpiresAt, now),
          ),
        )
        .for('update')
      for (const row of held) {
        await db
          .update(bookings)
          .set({
            status: 'awaiting_payment',
            orderId,
            holdExpiresAt: null,
            paymentDueAt: dueAt(row.startsAt),
            updatedAt: now,
          })
          .where(eq(bookings.id, row.id))
      }
      return held.map((row) => row.id)
    },

    /** The order is paid: its sessions are confirmed, or wait for their mentor's answer. */
    async confirmOrder(orderId: string, now = new Date()): Promise<number[]> {
      const rows = await db
        .update(bookings)
        .set({
          status: sql`case when ${bookings.requiresApproval} then 'requested' else 'confirmed' end`,
          paymentDueAt: null,
          holdExpiresAt: null,
          requestExpiresAt: sql`case when ${bookings.requiresApproval} then ${new Date(now.getTime() + REQUEST_EXPIRY_HOURS * 60 * MINUTE_MS)}::timestamptz else null end`,
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(bookings.orderId, orderId),
            inArray(bookings.status, ['held', 'awaiting_payment']),
          ),
        )
        .returning({ id: bookings.id })
      return rows.map((row) => row.id)
    },

    /** The order is cancelled or refunded: its sessions are cancelled and their slots freed. */
    async cancelOrder(orderId: string, now = new Date()): Promise<number[]> {
      const rows = await db
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          cancelledBy: 'system',
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: now,
        })
        .where(and(eq(bookings.orderId, orderId), inArray(bookings.status, [...TAKING])))
        .returning({ id: bookings.id })
      return rows.map((row) => row.id)
    },
  }
}
export type BookingMoves = ReturnType<typeof createBookingMoves>

/** How long an online payment may take once the order is placed: a fresh hold. */
export const onlinePaymentDue = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS)
