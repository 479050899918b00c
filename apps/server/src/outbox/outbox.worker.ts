import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import {
  createOutboxRepository,
  jobName,
  type ClaimedMessage,
  type OutgoingMessage,
} from './outbox.repository'
import { createPoller } from './outbox.poller'
import { DeliveryError, type Mail, type MailTransport } from './outbox.transport'

/**
 * Turns a job into the messages it stands for (none is fine), on the transaction that removes the
 * job: whatever it stores with `tx` is kept only together with those messages.
 */
/**
 * The invite a message carries: `params.ics` (the calendar text) with `params.icsMethod`. Kept in
 * the parameters, so the admin's outbox shows exactly what was sent.
 */
function calendarOf(params: Record<string, string>): Pick<Mail, 'calendar'> {
  const method = params.icsMethod
  if (!params.ics || (method !== 'REQUEST' && method !== 'CANCEL' && method !== 'PUBLISH'))
    return {}
  return { calendar: { method, content: params.ics } }
}

export type JobResolver = (tx: Db, params: Record<string, string>) => Promise<OutgoingMessage[]>

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
  /** Null: no delivery (SMTP is off); the worker only resolves jobs, messages stay stored. */
  transport: MailTransport | null
  /** How each job is resolved, by job name; jobs of other names are left to other workers. */
  resolvers?: Record<string, JobResolver>
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
 * last attempt, kept with status failed and the last error. Jobs it has a resolver for are turned
 * into their messages first (retried the same way when that fails).
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, resolvers = {}, from, log, pollMs, batchSize, leaseMs, retry } = options
  const repository = createOutboxRepository(db)
  /** Set by stop(): claimed messages not yet tried are handed back instead. */
  let stopRequested = false

  /** Records a failed attempt: retried with backoff, or kept as failed after the last one. */
  async function failed(message: ClaimedMessage, err: unknown, what: string): Promise<void> {
    const error = err instanceof Error ? err.message : String(err)
    const permanent = err instanceof DeliveryError && err.permanent
    const retryIn =
      permanent || message.attempts >= retry.maxAttempts
        ? null
        : retryDelayMs(message.attempts, retry)
    await repository.markFailed(message, error, retryIn)
    const context = { outboxId: message.id, attempts: message.attempts, error }
    if (retryIn === null) log.error(context, `${what} failed for good`)
    else log.warn({ ...context, retryInMs: retryIn }, `${what} failed, will retry`)
  }

  /** Set when a job stored messages: they are due now, so the worker looks again at once. */
  let resolvedMessages = false

  async function resolve(message: ClaimedMessage, name: string): Promise<void> {
    const resolver = resolvers[name]
    if (!resolver) {
      // Not claimed (see claimDue); handed back to a worker that knows it.
      await repository.release([message])
      return
    }
    let stored: number | null
    try {
      stored = await repository.resolveJob(message, (tx) => resolver(tx, message.params))
    } catch (err) {
      await failed(message, err, 'job')
      return
    }
    if (stored === null) {
      log.warn({ outboxId: message.id }, 'job resolved by another worker after its claim expired')
      return
    }
    if (stored > 0) resolvedMessages = true
    log.info({ outboxId: message.id, template: message.template, messages: stored }, 'job resolved')
  }

  async function deliver(message: ClaimedMessage, transport: MailTransport): Promise<void> {
    try {
      await transport.send({
        id: message.id,
        from,
        to: message.recipient,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.body,
        ...calendarOf(message.params),
      })
    } catch (err) {
      await failed(message, err, 'e-mail delivery')
      return
    }
    const recorded = await repository.markSent(message)
    if (recorded) log.info({ outboxId: message.id, template: message.template }, 'e-mail delivered')
    else log.warn({ outboxId: message.id }, 'e-mail delivered after its claim expired')
  }

  async function runOnce(): Promise<number> {
    const claimed = await repository.claimDue(batchSize, leaseMs, {
      messages: transport !== null,
      jobs: Object.keys(resolvers),
    })
    for (const [index, message] of claimed.entries()) {
      if (stopRequested) {
        await repository.release(claimed.slice(index))
        break
      }
      const name = jobName(message)
      if (name !== null) await resolve(message, name)
      else if (transport) await deliver(message, transport)
    }
    return claimed.length
  }

  const poller = createPoller({
    log,
    pollMs,
    failureMessage: 'outbox poll failed',
    round: async () => {
      resolvedMessages = false
      const tried = await runOnce()
      // A full batch may leave more due; messages a job just stored are due now.
      return tried === batchSize || (resolvedMessages && transport !== null)
    },
  })

  return {
    start() {
      stopRequested = false
      poller.start()
    },
    wake: poller.wake,
    runOnce,
    async stop() {
      stopRequested = true
      await poller.stop()
    },
  }
}
