import { linksIn } from '@app/domain/email'
import { and, asc, desc, gt, gte, notInArray, notLike } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { outbox } from '../db/schema/index'
import { createPoller } from './outbox.poller'

/** How far back each look goes for messages committed late (see runOnce). */
const LOOK_BACK_MS = 60_000

export interface OutboxPrinterOptions {
  db: Db
  log: FastifyBaseLogger
  pollMs: number
  /** How many new messages one look prints at most (the rest at the next look). */
  batchSize?: number
}

export interface OutboxPrinter {
  start: () => void
  /** Looks for new messages now (one was just stored). */
  wake: () => void
  /** Prints the messages stored since the last look; returns how many. */
  runOnce: () => Promise<number>
  stop: () => Promise<void>
}

/**
 * While no SMTP server is configured, prints each message stored after the start (its recipient,
 * subject and the links in its text) to the log, so the person running the server can follow a
 * verification or reset link. Nothing changes in the outbox: the message stays pending for a later
 * start with SMTP_URL. The links carry their tokens: this runs only without SMTP (see config).
 */
export function createOutboxPrinter(options: OutboxPrinterOptions): OutboxPrinter {
  const { db, log, pollMs, batchSize = 50 } = options
  /** Messages stored up to this time were there before the start: they are not printed. */
  let boundary: Date | undefined
  /** Printed messages still inside the look-back window, by id (their stored time in ms). */
  const printed = new Map<string, number>()
  async function runOnce(): Promise<number> {
    if (!boundary) {
      const [latest] = await db
        .select({ createdAt: outbox.createdAt })
        .from(outbox)
        .orderBy(desc(outbox.createdAt))
        .limit(1)
      boundary = latest?.createdAt ?? new Date(0)
    }
    // A message is stored with its transaction's start time, and may be committed after a later
    // one was printed: each look goes back a while, skipping what it printed already.
    const newest = Math.max(boundary.getTime(), ...printed.values())
    const since = new Date(Math.max(boundary.getTime() + 1, newest - LOOK_BACK_MS))
    const rows = await db
      .select({
        id: outbox.id,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(
        and(
          notLike(outbox.template, 'job:%'),
          gt(outbox.createdAt, boundary),
          gte(outbox.createdAt, since),
          printed.size > 0 ? notInArray(outbox.id, [...printed.keys()]) : undefined,
        ),
      )
      .orderBy(asc(outbox.createdAt), asc(outbox.id))
      .limit(batchSize)
    for (const row of rows) {
      const links = linksIn(row.body)
      log.info(
        { outboxId: row.id, to: row.recipient, subject: row.subject, links },
        [
          `e-mail not sent (SMTP_URL is not set) to ${row.recipient}: ${row.subject}`,
          ...links.map((link) => `  ${link}`),
        ].join('\n'),
      )
      printed.set(row.id, row.createdAt.getTime())
    }
    const keepFrom = Math.max(...printed.values()) - LOOK_BACK_MS
    for (const [id, at] of printed) if (at < keepFrom) printed.delete(id)
    return rows.length
  }

  const poller = createPoller({
    log,
    pollMs,
    failureMessage: 'outbox print failed',
    // A full batch may leave more to print.
    round: async () => (await runOnce()) === batchSize,
  })

  return { start: poller.start, wake: poller.wake, runOnce, stop: poller.stop }
}
