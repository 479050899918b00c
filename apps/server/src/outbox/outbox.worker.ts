import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { createOutboxRepository, type ClaimedMessage } from './outbox.repository'
import { DeliveryError, type MailTransport } from './outbox.transport'

export interface RetryPolicy {
  /** Wait before the second attempt; each later wait doubles. */
  baseMs: number
  /** Longest wait between two attempts. */
  maxMs: number
  /** After this many attempts the message is kept as failed. */
  maxAttempts: number
}

export interface OutboxWorkerOptions {
  db: Db
  transport: MailTransport
  from: string
  log: FastifyBaseLogger
  pollMs: number
  batchSize: number
  leaseMs: number
  retry: RetryPolicy
}

export interface OutboxWorker {
  start: () => void
  /** Looks for due messages now instead of at the next poll (a message was just stored). */
  wake: () => void
  /** Claims and sends one batch; returns how many messages were tried. */
  runOnce: () => Promise<number>
  /** Stops polling and waits for the batch in hand; untried claimed messages are handed back. */
  stop: () => Promise<void>
}

/** The wait before the next attempt, after `attempts` attempts. */
export function retryDelayMs(attempts: number, retry: RetryPolicy): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(retry.maxMs, retry.baseMs * 2 ** Math.min(exponent, 30))
}

/**
 * Delivers the outbox: polls for due messages, sends each through the transport and records the
 * outcome. A failure never loses a message: it is retried with exponential backoff and, after the
 * last attempt, kept with status failed and the last error.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from, log, pollMs, batchSize, leaseMs, retry } = options
  const repository = createOutboxRepository(db)
  let stopped = true
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let wakeRequested = false
  /** Set by stop(): claimed messages not yet tried are handed back instead. */
  let stopRequested = false

  async function deliver(message: ClaimedMessage): Promise<void> {
    try {
      await transport.send({
        id: message.id,
        from,
        to: message.recipient,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.body,
      })
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err)
      const permanent = err instanceof DeliveryError && err.permanent
      const retryIn =
        permanent || message.attempts >= retry.maxAttempts
          ? null
          : retryDelayMs(message.attempts, retry)
      await repository.markFailed(message, error, retryIn)
      const context = { outboxId: message.id, attempts: message.attempts, error }
      if (retryIn === null) log.error(context, 'e-mail delivery failed for good')
      else log.warn({ ...context, retryInMs: retryIn }, 'e-mail delivery failed, will retry')
      return
    }
    const recorded = await repository.markSent(message)
    if (recorded) log.info({ outboxId: message.id, template: message.template }, 'e-mail delivered')
    else log.warn({ outboxId: message.id }, 'e-mail delivered after its claim expired')
  }

  async function runOnce(): Promise<number> {
    const claimed = await repository.claimDue(batchSize, leaseMs)
    for (const [index, message] of claimed.entries()) {
      if (stopRequested) {
        await repository.release(claimed.slice(index))
        break
      }
      await deliver(message)
    }
    return claimed.length
  }

  function schedule(delayMs: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(tick, delayMs)
    timer.unref()
  }

  function tick() {
    timer = undefined
    if (stopped) return
    running = (async () => {
      let tried: number
      do {
        tried = await runOnce()
      } while (!stopped && tried === batchSize)
    })()
      .catch((err: unknown) => log.warn({ err }, 'outbox poll failed'))
      .finally(() => {
        running = undefined
        const again = wakeRequested
        wakeRequested = false
        schedule(again ? 0 : pollMs)
      })
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      stopRequested = false
      schedule(0)
    },
    wake() {
      if (stopped) return
      if (running) wakeRequested = true
      else schedule(0)
    },
    runOnce,
    async stop() {
      stopped = true
      stopRequested = true
      clearTimeout(timer)
      timer = undefined
      await running
    },
  }
}
