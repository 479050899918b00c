import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { createOutboxPrinter } from './outbox.printer'
import { createSmtpTransport } from './outbox.transport'
import { createOutboxWorker, type JobResolver, type OutboxWorkerOptions } from './outbox.worker'

export interface OutboxDelivery {
  /** Registers the worker's start (when the app is ready) and stop (when it closes). */
  plugin: FastifyPluginAsync
  /** Tells the worker a message was just stored; a no-op while delivery is off. */
  wake: () => void
}

/**
 * Outgoing mail. Every message is stored in the outbox first; with SMTP_URL set a worker delivers
 * it, without it messages stay stored (pending) until a later start with SMTP_URL sends them; they
 * are read in the admin outbox and, with EMAIL_PRINT (on in development), printed to the log.
 * Jobs (messages not written yet, see `enqueueJob`) are resolved by `resolvers` either way, so
 * their messages are stored even while delivery is off.
 */
export function createOutboxDelivery(
  config: Config,
  db: Db,
  log: FastifyInstance['log'],
  resolvers: Record<string, JobResolver> = {},
): OutboxDelivery {
  const smtpUrl = config.SMTP_URL
  const workerOptions: Omit<OutboxWorkerOptions, 'transport'> = {
    db,
    resolvers,
    from: config.MAIL_FROM,
    log: log.child({ component: 'outbox' }),
    pollMs: config.EMAIL_OUTBOX_POLL_MS,
    batchSize: config.EMAIL_OUTBOX_BATCH,
    leaseMs: config.EMAIL_OUTBOX_LEASE_MS,
    retry: {
      baseMs: config.EMAIL_OUTBOX_RETRY_BASE_MS,
      maxMs: config.EMAIL_OUTBOX_RETRY_MAX_MS,
      maxAttempts: config.EMAIL_OUTBOX_MAX_ATTEMPTS,
    },
  }
  if (!smtpUrl) {
    const jobs = createOutboxWorker({ ...workerOptions, transport: null })
    const printer = config.EMAIL_PRINT
      ? createOutboxPrinter({ db, log: workerOptions.log, pollMs: config.EMAIL_OUTBOX_POLL_MS })
      : null
    return {
      plugin: async (app) => {
        app.addHook('onReady', async () => {
          jobs.start()
          printer?.start()
          log.warn(
            printer
              ? 'e-mail delivery is off: SMTP_URL is not set, messages stay stored in the outbox (Admin > Outbox) and each new one is printed here with its links'
              : 'e-mail delivery is off: SMTP_URL is not set, messages stay stored in the outbox (Admin > Outbox)',
          )
        })
        app.addHook('onClose', async () => {
          await jobs.stop()
          await printer?.stop()
        })
      },
      wake: () => {
        jobs.wake()
        printer?.wake()
      },
    }
  }
  const transport = createSmtpTransport(smtpUrl)
  const worker = createOutboxWorker({ ...workerOptions, transport })
  return {
    // An encapsulated plugin: its onClose runs before the database (a root hook) closes.
    plugin: async (app) => {
      app.addHook('onReady', async () => {
        worker.start()
        const { hostname, port } = new URL(smtpUrl)
        log.info({ smtpHost: hostname, smtpPort: port || null }, 'e-mail delivery is on')
      })
      app.addHook('onClose', async () => {
        await worker.stop()
        transport.close()
      })
    },
    wake: () => worker.wake(),
  }
}
