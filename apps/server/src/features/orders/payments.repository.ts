import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders, paymentEvents, payments } from '../../db/schema'
import type { ProviderName } from '../../payments/provider'

export type PaymentRow = typeof payments.$inferSelect
export type PaymentState = PaymentRow['state']

export interface NewPayment {
  orderId: string
  provider: ProviderName
  reference: string
  state: PaymentState
  amountCents: number
  currency: string
  redirectUrl: string | null
  captureReference?: string | null
}

/** Payment attempts and the provider events applied to them. */
export function createPaymentsRepository(db: Db) {
  return {
    async insertPayment(payment: NewPayment): Promise<PaymentRow> {
      const [row] = await db
        .insert(payments)
        .values(payment)
        .onConflictDoUpdate({
          // The same attempt answered again by the provider (an idempotent retry).
          target: [payments.provider, payments.reference],
          set: { updatedAt: sql`now()` },
        })
        .returning()
      return row!
    },

    /** The order's attempts, newest first. */
    attemptsOf(orderId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt))
    },

    async find(provider: ProviderName, reference: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.reference, reference)))
      return row ?? null
    },

    async findByCapture(provider: ProviderName, capture: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.captureReference, capture)))
      return row ?? null
    },

    /** The attempt's row locked until the transaction ends. */
    async lock(id: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update')
      return row ?? null
    },

    async setState(
      id: string,
      state: PaymentState,
      captureReference: string | null = null,
    ): Promise<void> {
      await db
        .update(payments)
        .set({
          state,
          updatedAt: sql`now()`,
          ...(captureReference ? { captureReference } : {}),
          ...(state === 'open' ? {} : { redirectUrl: null }),
        })
        .where(eq(payments.id, id))
    },

    /**
     * Records a provider event by its id; false when that id was recorded before (a replay or a
     * second delivery), and then nothing else is done with it.
     */
    async recordEvent(event: {
      provider: ProviderName
      eventId: string
      type: string
      orderId: string | null
      amountCents: number | null
    }): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ ...event, outcome: 'received' })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId })
      return rows.length > 0
    },

    async setEventOutcome(
      provider: ProviderName,
      eventId: string,
      outcome: string,
      orderId: string | null,
    ): Promise<void> {
      await db
        .update(paymentEvents)
        .set({ outcome, orderId })
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    },

    /** Marks the order for the admin's attention, with why. */
    async flagOrder(orderId: string, issue: string): Promise<void> {
      await db
        .update(orders)
        .set({ paymentIssue: issue, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId))
    },
  }
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
