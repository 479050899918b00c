import { randomUUID } from 'node:crypto'
import { and, eq, inArray, lt, lte, notLike, or, sql } from 'drizzle-orm'
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

class ClaimLost extends Error {}

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

/**
 * A job: a row that stands for messages not written yet. The worker resolves it, when it claims
 * it, into the messages it stands for (or none) in one transaction that also removes it, so the
 * request that stored it answers before anything is looked up. Its template is `job:<name>`;
 * everything it needs is in `params`. It has no recipient, subject or body, so it can never be
 * sent as it is (a worker that does not know jobs fails to send it, and it is retried).
 */
export interface OutgoingJob {
  name: string
  params: Record<string, string>
}

const JOB_PREFIX = 'job:'

/** The job's name when the row is a job, else null. */
export const jobName = (row: Pick<OutboxRow, 'template'>): string | null =>
  row.template.startsWith(JOB_PREFIX) ? row.template.slice(JOB_PREFIX.length) : null

/** Stores a job for the worker (see {@link OutgoingJob}). */
export async function enqueueJob(db: Db, job: OutgoingJob): Promise<OutboxRow> {
  return enqueueMessage(db, {
    template: `${JOB_PREFIX}${job.name}`,
    recipient: '',
    replyTo: null,
    subject: '',
    body: '',
    params: job.params,
  })
}

export function createOutboxRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` due messages for one worker: pending rows whose time has come, and
     * rows another worker started sending but whose lease ran out (it stopped or crashed).
     * `FOR UPDATE SKIP LOCKED` lets several instances claim at once without ever taking the same
     * row; the claim token makes sure only this claim records the outcome.
     * Jobs are claimed only when named in `jobs` (this worker can resolve them); with `messages`
     * false, only those jobs are claimed.
     */
    async claimDue(
      limit: number,
      leaseMs: number,
      { messages = true, jobs = [] }: { messages?: boolean; jobs?: readonly string[] } = {},
    ): Promise<ClaimedMessage[]> {
      const jobTemplates = jobs.map((name) => `${JOB_PREFIX}${name}`)
      const kinds = [
        messages ? notLike(outbox.template, `${JOB_PREFIX}%`) : undefined,
        jobTemplates.length > 0 ? inArray(outbox.template, jobTemplates) : undefined,
      ].filter((kind) => kind !== undefined)
      if (kinds.length === 0) return []
      const claimToken = randomUUID()
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            or(
              and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
              and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, sql`now()`)),
            ),
            or(...kinds),
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

    /**
     * Resolves a claimed job: in one transaction, `resolve` does its work and returns the messages
     * to store, which are stored, and the job is removed. Nothing is kept when the claim was lost
     * meanwhile (another worker took the job over) or `resolve` throws. Returns how many messages
     * were stored, or null when the claim was lost.
     */
    async resolveJob(
      job: ClaimedMessage,
      resolve: (tx: Db) => Promise<OutgoingMessage[]>,
    ): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const removed = await tx
            .delete(outbox)
            .where(and(eq(outbox.id, job.id), eq(outbox.claimToken, job.claimToken)))
            .returning({ id: outbox.id })
          if (removed.length === 0) throw new ClaimLost()
          const messages = await resolve(tx)
          for (const message of messages) await enqueueMessage(tx, message)
          return messages.length
        })
      } catch (err) {
        if (err instanceof ClaimLost) return null
        throw err
      }
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
