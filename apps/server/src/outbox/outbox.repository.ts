import { randomUUID } from 'node:crypto'
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { outbox, type OutboxRow } from '../db/schema/index'

/** A message to store for delivery. */
export interface OutgoingMessage {
  template: string
  recipient: string
  replyTo?: string | null
  subject: string
  body: string
  params: Record<string, string>
}

/** A claimed message: only the claim's holder may record its outcome. */
export interface ClaimedMessage extends OutboxRow {
  claimToken: string
}

const MAX_ERROR_LENGTH = 1000

const msFromNow = (ms: number) =>
  sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`

/**
 * Stores a message for delivery. Pass a transaction so the message is stored together with the
 * row it belongs to, or not at all.
 */
export async function enqueueMessage(db: Db, message: OutgoingMessage): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({ ...message, replyTo: message.replyTo ?? null })
    .returning()
  if (!row) throw new Error('the outbox row was not stored')
  return row
}

export function createOutboxRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` due messages for one worker: pending rows whose time has come, and
     * rows another worker started sending but whose lease ran out (it stopped or crashed).
     * `FOR UPDATE SKIP LOCKED` lets several instances claim at once without ever taking the same
     * row; the claim token makes sure only this claim records the outcome.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const claimToken = randomUUID()
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          or(
            and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
            and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(outbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true })
      const rows = await db
        .update(outbox)
        .set({
          status: 'sending',
          attempts: sql`${outbox.attempts} + 1`,
          claimToken,
          lockedUntil: msFromNow(leaseMs),
        })
        .where(inArray(outbox.id, due))
        .returning()
      return rows
        .map((row) => ({ ...row, claimToken }))
        .sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0))
    },

    /** Records a delivery; false when the claim was lost meanwhile. */
    async markSent(message: ClaimedMessage): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          nextAttemptAt: null,
          claimToken: null,
          lockedUntil: null,
          lastError: null,
        })
        .where(and(eq(outbox.id, message.id), eq(outbox.claimToken, message.claimToken)))
        .returning({ id: outbox.id })
      return rows.length > 0
    },

    /**
     * Records a failed attempt: with `retryInMs` the message waits for its next attempt,
     * without it the message is kept as failed for good.
     */
    async markFailed(
      message: ClaimedMessage,
      error: string,
      retryInMs: number | null,
    ): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({
          status: retryInMs === null ? 'failed' : 'pending',
          nextAttemptAt: retryInMs === null ? null : msFromNow(retryInMs),
          claimToken: null,
          lockedUntil: null,
          lastError: error.slice(0, MAX_ERROR_LENGTH),
        })
        .where(and(eq(outbox.id, message.id), eq(outbox.claimToken, message.claimToken)))
        .returning({ id: outbox.id })
      return rows.length > 0
    },

    /** Hands back claimed messages that were not tried (the worker is stopping). */
    async release(messages: ClaimedMessage[]): Promise<void> {
      for (const message of messages) {
        await db
          .update(outbox)
          .set({
            status: 'pending',
            attempts: sql`greatest(${outbox.attempts} - 1, 0)`,
            claimToken: null,
            lockedUntil: null,
          })
          .where(and(eq(outbox.id, message.id), eq(outbox.claimToken, message.claimToken)))
      }
    },

    async findById(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id))
      return row ?? null
    },
  }
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>
