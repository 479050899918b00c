import { EMAIL_DEFAULTS } from '@app/domain/email'
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDatabase, type Database } from '../db/client'
import { contactMessages, outbox, subscribers } from '../db/schema/index'
import { buildTestApp, drivers, TEST_PG_URL, type TestApp } from '../testing/test-app'
import { createOutboxRepository, enqueueJob, enqueueMessage } from './outbox.repository'
import { createSmtpTransport } from './outbox.transport'
import {
  createOutboxWorker,
  retryDelayMs,
  type JobResolver,
  type OutboxWorkerOptions,
} from './outbox.worker'
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-server'

const MAIL_FROM = 'Learnlane <no-reply@learnlane.test>'
const MAIL_TO = 'team@learnlane.test'
const envelope = { service_id: EMAIL_DEFAULTS.serviceId, user_id: EMAIL_DEFAULTS.publicKey }
const contact = {
  first_name: 'Nora',
  email: 'nora@example.test',
  title: 'Group discount',
  message: 'Do you offer a discount for a team of ten?',
}

const silentLog = {
  warn: () => {},
  info: () => {},
  error: () => {},
} as unknown as FastifyBaseLogger

function submitContact(app: FastifyInstance, params = contact) {
  return app.inject({
    method: 'POST',
    url: '/api/v1.0/email/send',
    payload: { ...envelope, template_id: 'contact', template_params: params },
  })
}

function submitSubscribe(app: FastifyInstance, email: string) {
  const form = new FormData()
  form.append('service_id', envelope.service_id)
  form.append('user_id', envelope.user_id)
  form.append('template_id', 'subscribe')
  form.append('email', email)
  return app.inject({ method: 'POST', url: '/api/v1.0/email/send-form', payload: form })
}

async function onlyOutboxRow(database: Database) {
  const rows = await database.db.select().from(outbox)
  expect(rows).toHaveLength(1)
  return rows[0]!
}

/** Lets the clock pass a message's next attempt: it becomes due now. */
async function makeDue(database: Database) {
  await database.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outbox.status, 'pending'))
}

describe('retryDelayMs', () => {
  const retry = { baseMs: 1000, maxMs: 20_000, maxAttempts: 8 }
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16_000],
    [6, 20_000],
    [40, 20_000],
  ])('waits exponentially longer after attempt %i, up to the cap', (attempts, expected) => {
    expect(retryDelayMs(attempts, retry)).toBe(expected)
  })
})

describe.each(drivers)('outbox delivery through the app on %s', (driver) => {
  let smtp: TestSmtpServer
  let t: TestApp
  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    t = await buildTestApp(driver, {
      SMTP_URL: smtp.url,
      MAIL_FROM,
      MAIL_TO,
      EMAIL_OUTBOX_POLL_MS: 50,
      EMAIL_OUTBOX_RETRY_BASE_MS: 20,
      EMAIL_OUTBOX_RETRY_MAX_MS: 40,
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })
  afterEach(async () => {
    smtp.received.length = 0
    await t.database.db.delete(subscribers)
    await t.database.db.delete(contactMessages)
    await t.database.db.delete(outbox)
  })

  it('delivers a contact message to the team with the right subject, body and reply address', async () => {
    expect((await submitContact(t.app)).statusCode).toBe(200)

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1))
    const mail = smtp.received[0]!
    expect(mail.to).toEqual([MAIL_TO])
    expect(mail.from).toBe('no-reply@learnlane.test')
    expect(mail.header('subject')).toBe('Contact form: Group discount')
    expect(mail.header('reply-to')).toBe('nora@example.test')
    expect(mail.text).toContain('Do you offer a discount for a team of ten?')
    expect(mail.text).toContain('Name: Nora')

    await vi.waitFor(async () => expect((await onlyOutboxRow(t.database)).status).toBe('sent'))
    const row = await onlyOutboxRow(t.database)
    expect(row).toMatchObject({ attempts: 1, lastError: null, nextAttemptAt: null })
    expect(row.sentAt).toBeInstanceOf(Date)
    expect(mail.header('message-id')).toBe(`<${row.id}@127.0.0.1>`)
  })

  it('delivers one welcome to a new subscriber, and none for a repeat', async () => {
    expect((await submitSubscribe(t.app, 'Reader@Example.test')).statusCode).toBe(200)
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1))
    expect((await submitSubscribe(t.app, 'reader@example.test')).statusCode).toBe(200)

    const mail = smtp.received[0]!
    expect(mail.to).toEqual(['reader@example.test'])
    expect(mail.header('subject')).toBe('Welcome to Learnlane news')
    expect(mail.text).toContain('You subscribed with reader@example.test.')
    await vi.waitFor(async () => expect((await onlyOutboxRow(t.database)).status).toBe('sent'))
    expect(smtp.received).toHaveLength(1)
  })

  it('delivers a reset link after answering for an account, and nothing for an unknown address', async () => {
    const password = 'Secret#123 and more'
    const known = 'reset.owner@example.test'
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/student/register',
      payload: { name: 'Rita Reset', email: known, password, confirmPassword: password },
    })
    expect(registered.statusCode).toBe(201)
    for (const email of [known, 'reset.nobody@example.test']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
      })
      expect(res.statusCode).toBe(202)
    }

    await vi.waitFor(() =>
      expect(smtp.received.map((m) => m.header('subject'))).toContain(
        'Choose a new Learnlane password',
      ),
    )
    await vi.waitFor(async () =>
      expect(await t.database.db.select().from(outbox).where(eq(outbox.status, 'pending'))).toEqual(
        [],
      ),
    )
    const reset = smtp.received.filter(
      (m) => m.header('subject') === 'Choose a new Learnlane password',
    )
    expect(reset.map((m) => m.to)).toEqual([[known]])
    expect(reset[0]!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/m)
    expect(smtp.received.every((m) => m.to.includes(known))).toBe(true)
  })

  it('keeps a refused message stored and delivers it on a later attempt', async () => {
    smtp.refuseNext(2)
    expect((await submitContact(t.app)).statusCode).toBe(200)

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1))
    await vi.waitFor(async () => expect((await onlyOutboxRow(t.database)).status).toBe('sent'))
    const row = await onlyOutboxRow(t.database)
    expect(row.attempts).toBe(3)
    expect(row.lastError).toBeNull()
    const [stored] = await t.database.db.select().from(contactMessages)
    expect(stored).toMatchObject({ title: 'Group discount', outboxId: row.id })
  })
})

describe.each(drivers)('outbox worker on %s', (driver) => {
  let smtp: TestSmtpServer
  let t: TestApp
  const workerOptions = (overrides: Partial<OutboxWorkerOptions> = {}): OutboxWorkerOptions => ({
    db: t.database.db,
    transport: createSmtpTransport(smtp.url),
    from: MAIL_FROM,
    log: silentLog,
    pollMs: 60_000,
    batchSize: 10,
    leaseMs: 60_000,
    retry: { baseMs: 60_000, maxMs: 3_600_000, maxAttempts: 3 },
    ...overrides,
  })

  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    // No SMTP_URL: the app only stores (its own worker resolves only the jobs it knows, and
    // looks only when woken); the workers under test deliver.
    t = await buildTestApp(driver, {
      MAIL_TO,
      EMAIL_RATE_LIMIT_ADDRESS: 1000,
      EMAIL_RATE_LIMIT_IP: 1000,
      EMAIL_OUTBOX_POLL_MS: 3_600_000,
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })
  afterEach(async () => {
    smtp.received.length = 0
    smtp.refuseNext(0)
    smtp.refuseRecipients(false)
    await t.database.db.delete(contactMessages)
    await t.database.db.delete(subscribers)
    await t.database.db.delete(outbox)
  })

  it('leaves messages pending while delivery is off', async () => {
    expect((await submitContact(t.app)).statusCode).toBe(200)
    const row = await onlyOutboxRow(t.database)
    expect(row).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('records a refusal, waits for the backoff, then delivers', async () => {
    expect((await submitContact(t.app)).statusCode).toBe(200)
    const worker = createOutboxWorker(workerOptions())
    smtp.refuseNext(1)

    expect(await worker.runOnce()).toBe(1)
    let row = await onlyOutboxRow(t.database)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row.lastError).toContain('451')
    const [{ waits } = { waits: false }] = await t.database.db
      .select({ waits: sql<boolean>`${outbox.nextAttemptAt} > now() + interval '50 seconds'` })
      .from(outbox)
    expect(waits).toBe(true)
    // Not due yet: nothing is tried early.
    expect(await worker.runOnce()).toBe(0)
    expect(smtp.received).toHaveLength(0)

    await makeDue(t.database)
    expect(await worker.runOnce()).toBe(1)
    row = await onlyOutboxRow(t.database)
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.to).toEqual([MAIL_TO])
  })

  it('keeps the message while the mail server is down and sends it once it is back', async () => {
    const down = await startTestSmtpServer()
    const port = down.port
    await down.close()
    expect((await submitContact(t.app)).statusCode).toBe(200)
    const worker = createOutboxWorker(
      workerOptions({ transport: createSmtpTransport(`smtp://127.0.0.1:${port}`) }),
    )

    expect(await worker.runOnce()).toBe(1)
    const row = await onlyOutboxRow(t.database)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(1)

    const back = await startTestSmtpServer(port)
    try {
      await makeDue(t.database)
      expect(await worker.runOnce()).toBe(1)
      expect(back.received).toHaveLength(1)
      expect(await onlyOutboxRow(t.database)).toMatchObject({ status: 'sent', attempts: 2 })
    } finally {
      await back.close()
    }
  })

  it('keeps a message as failed after the last attempt, and stops trying it', async () => {
    expect((await submitContact(t.app)).statusCode).toBe(200)
    const worker = createOutboxWorker(workerOptions())
    smtp.refuseNext(10)
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue(t.database)
      expect(await worker.runOnce()).toBe(1)
    }
    const row = await onlyOutboxRow(t.database)
    expect(row).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null })
    expect(row.lastError).toContain('451')
    await makeDue(t.database)
    expect(await worker.runOnce()).toBe(0)
    const [stored] = await t.database.db.select().from(contactMessages)
    expect(stored?.outboxId).toBe(row.id)
  })

  it('fails a message at once when the mail server refuses the recipient for good', async () => {
    expect((await submitContact(t.app)).statusCode).toBe(200)
    smtp.refuseRecipients(true)
    const worker = createOutboxWorker(workerOptions())
    expect(await worker.runOnce()).toBe(1)
    const row = await onlyOutboxRow(t.database)
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row.lastError).toContain('550')
  })

  it('takes over a message whose sender stopped mid-send once its lease runs out', async () => {
    expect((await submitContact(t.app)).statusCode).toBe(200)
    const repository = createOutboxRepository(t.database.db)
    const [abandoned] = await repository.claimDue(10, 60_000)
    expect(abandoned?.status).toBe('sending')
    const worker = createOutboxWorker(workerOptions())

    // The lease still holds: nobody else may take the message.
    expect(await worker.runOnce()).toBe(0)
    await t.database.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` })
    expect(await worker.runOnce()).toBe(1)
    expect(smtp.received).toHaveLength(1)
    expect(await onlyOutboxRow(t.database)).toMatchObject({ status: 'sent', attempts: 2 })
    // The first claim can no longer record anything.
    expect(await repository.markFailed(abandoned!, 'late', 1000)).toBe(false)
    expect((await onlyOutboxRow(t.database)).status).toBe('sent')
  })

  it('never sends a message twice when two workers share the database', async () => {
    const second: Database = driver === 'postgres' ? await connectAgain(t.database) : t.database
    try {
      for (let i = 0; i < 30; i++) {
        await enqueueMessage(t.database.db, {
          template: 'contact',
          recipient: `team+${i}@learnlane.test`,
          subject: `Message ${i}`,
          body: `Body ${i}`,
          params: {},
        })
      }
      const workers = [t.database, second].map((database) =>
        createOutboxWorker(workerOptions({ db: database.db, batchSize: 4 })),
      )
      const sentBy = [0, 0]
      await Promise.all(
        workers.map(async (worker, index) => {
          let tried: number
          do {
            tried = await worker.runOnce()
            sentBy[index]! += tried
          } while (tried > 0)
        }),
      )

      // Both took part, and between them every message went out exactly once.
      expect(sentBy.every((count) => count > 0)).toBe(true)
      expect(sentBy[0]! + sentBy[1]!).toBe(30)
      expect(smtp.received).toHaveLength(30)
      const ids = smtp.received.map((mail) => mail.header('message-id'))
      expect(new Set(ids).size).toBe(30)
      const rows = await t.database.db.select().from(outbox)
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
    } finally {
      if (second !== t.database) await second.close()
    }
  })

  /** A job that greets `params.to`, or nobody when it is empty. */
  const greet: JobResolver = async (_tx, { to }) =>
    to
      ? [{ template: 'greeting', recipient: to, subject: 'Hello', body: `Hello ${to}`, params: {} }]
      : []

  it('resolves a job into its message, removes it, and delivers only the message', async () => {
    await enqueueJob(t.database.db, { name: 'greet', params: { to: 'ada@example.test' } })
    await enqueueJob(t.database.db, { name: 'greet', params: { to: '' } })
    const worker = createOutboxWorker(workerOptions({ resolvers: { greet } }))

    expect(await worker.runOnce()).toBe(2)
    // Both jobs are gone; one stored a message, which is due now, the other nothing.
    const rows = await t.database.db.select().from(outbox)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      template: 'greeting',
      recipient: 'ada@example.test',
      status: 'pending',
    })
    expect(smtp.received).toHaveLength(0)

    expect(await worker.runOnce()).toBe(1)
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.to).toEqual(['ada@example.test'])
    expect(smtp.received[0]!.text).toContain('Hello ada@example.test')
  })

  it('leaves a job it does not know to other workers, and retries one whose resolution failed', async () => {
    await enqueueJob(t.database.db, { name: 'unknown', params: { to: 'ada@example.test' } })
    await enqueueJob(t.database.db, { name: 'greet', params: { to: 'bob@example.test' } })
    const failing: JobResolver = async (tx, params) => {
      await tx.insert(outbox).values({
        template: 'partial',
        recipient: params.to!,
        subject: 'half done',
        body: 'half done',
        params: {},
      })
      throw new Error('the lookup failed')
    }
    const worker = createOutboxWorker(workerOptions({ resolvers: { greet: failing } }))
    expect(await worker.runOnce()).toBe(1)

    const rows = await t.database.db.select().from(outbox).orderBy(outbox.template)
    // Nothing the failed resolution stored is kept, the unknown job is untouched, nothing is sent.
    expect(rows.map((r) => [r.template, r.status, r.attempts, r.lastError])).toEqual([
      ['job:greet', 'pending', 1, 'the lookup failed'],
      ['job:unknown', 'pending', 0, null],
    ])
    expect(smtp.received).toHaveLength(0)

    await makeDue(t.database)
    const fixed = createOutboxWorker(workerOptions({ resolvers: { greet } }))
    expect(await fixed.runOnce()).toBe(1)
    expect(await fixed.runOnce()).toBe(1)
    expect(await fixed.runOnce()).toBe(0)
    expect(smtp.received.map((m) => m.to)).toEqual([['bob@example.test']])
  })

  it('resolves jobs while delivery is off, and leaves messages stored', async () => {
    await enqueueMessage(t.database.db, {
      template: 'contact',
      recipient: MAIL_TO,
      subject: 'Contact form: Group discount',
      body: 'Do you offer a discount for a team of ten?',
      params: {},
    })
    await enqueueJob(t.database.db, { name: 'greet', params: { to: 'ada@example.test' } })
    const worker = createOutboxWorker(workerOptions({ transport: null, resolvers: { greet } }))

    expect(await worker.runOnce()).toBe(1)
    expect(await worker.runOnce()).toBe(0)
    const rows = await t.database.db.select().from(outbox).orderBy(outbox.template)
    expect(rows.map((r) => [r.template, r.status, r.attempts])).toEqual([
      ['contact', 'pending', 0],
      ['greeting', 'pending', 0],
    ])
  })

  it('lets only one of two workers resolve a job', async () => {
    await enqueueJob(t.database.db, { name: 'greet', params: { to: 'ada@example.test' } })
    const repository = createOutboxRepository(t.database.db)
    const [first] = await repository.claimDue(10, 60_000, { jobs: ['greet'] })
    // The first claim's lease runs out and another worker takes the job over and resolves it.
    await t.database.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` })
    const worker = createOutboxWorker(workerOptions({ transport: null, resolvers: { greet } }))
    expect(await worker.runOnce()).toBe(1)
    // The first claim can no longer resolve it: nothing is stored twice.
    expect(await repository.resolveJob(first!, (tx) => greet(tx, first!.params))).toBeNull()
    const rows = await t.database.db.select().from(outbox)
    expect(rows.map((r) => r.template)).toEqual(['greeting'])
  })

  it('starts, delivers what is stored, and stops cleanly', async () => {
    expect((await submitContact(t.app)).statusCode).toBe(200)
    const worker = createOutboxWorker(workerOptions({ pollMs: 20 }))
    worker.start()
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1))
    await worker.stop()
    expect((await onlyOutboxRow(t.database)).status).toBe('sent')

    expect((await submitContact(t.app)).statusCode).toBe(200)
    worker.wake()
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.status, 'pending')),
    ).toHaveLength(1)
  })
})

/** A second, independent connection pool to the same PostgreSQL database. */
async function connectAgain(database: Database): Promise<Database> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[]
  }
  const name = result.rows[0]?.name
  const url = new URL(TEST_PG_URL)
  url.pathname = `/${name}`
  return createDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'memory://' })
}
