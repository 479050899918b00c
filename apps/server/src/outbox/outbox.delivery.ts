import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { createSmtpTransport } from './outbox.transport'
import { createOutboxWorker } from './outbox.worker'

export interface OutboxDelivery {
  /** Registers the worker's start (when the app is ready) and stop (when it closes). */
  plugin: FastifyPluginAsync
  /** Tells the worker a message was just stored; a no-op while delivery is off. */
  wake: () => void
}

/**
 * Outgoing mail. Every message is stored in the outbox first; with SMTP_URL set a worker delivers
 * it, without it messages stay stored (pending) until a later start with SMTP_URL sends them.
 */
export function createOutboxDelivery(
  config: Config,
  db: Db,
  log: FastifyInstance['log'],
): OutboxDelivery {
  const smtpUrl = config.SMTP_URL
  if (!smtpUrl) {
    return {
      plugin: async (app) => {
        app.addHook('onReady', async () => {
          log.warn(
            'e-mail delivery is off: SMTP_URL is not set, messages stay stored in the outbox',
          )
        })
      },
      wake: () => {},
    }
  }
  const transport = createSmtpTransport(smtpUrl)
  const worker = createOutboxWorker({
    db,
    transport,
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
  })
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
