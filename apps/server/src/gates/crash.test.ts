import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EMAIL_DEFAULTS } from '@app/domain/email'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/client'
import { migrationsFolder } from '../db/migrate'
import { queryRows } from '../db/raw-sql'
import { drivers } from '../testing/test-app'
import {
  call,
  createScratchDatabase,
  killAllServers,
  killServer,
  startServer,
  type ScratchDatabase,
  type ServerProcess,
} from './server-process'

/**
 * Crash gate: the server is killed (SIGKILL) while writes are in flight, started again on the
 * same data, and every write it had acknowledged must still be there.
 */

const PORTS = { pglite: 5331, postgres: 5332 } as const
const PASSWORD = 'correct horse battery staple 2026'
/** Writes acknowledged before the server is killed. */
const KILL_AFTER = 40
/** Student journeys (register, free course order, review) and contact forms queued in all. */
const JOURNEYS = 40
const CONCURRENCY = 4
const ADMIN = { email: 'admin@learnlane.test', password: 'Admin#2026' }

type Kind = 'registration' | 'order' | 'review' | 'contact'
interface Ack {
  kind: Kind
  /** The account (registration, order, review) or the contact message's title. */
  key: string
  orderId?: string
  reviewTitle?: string
}

const env = (driver: 'pglite' | 'postgres', dataDir: string, database?: ScratchDatabase) => ({
  DATA_DIR: dataDir,
  ...(driver === 'postgres' && database ? { DATABASE_URL: database.url } : {}),
  REGISTER_RATE_LIMIT_IP: '100000',
  AUTH_RATE_LIMIT_IP: '100000',
  EMAIL_RATE_LIMIT_IP: '100000',
  EMAIL_RATE_LIMIT_ADDRESS: '100000',
})

const billing = (email: string) => ({
  firstName: 'Crash',
  lastName: 'Student',
  company: 'Durable Ltd',
  country: 'US',
  street: '1 Commit Road',
  apartment: 'Unit 2',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '2125550100',
  email,
})

const contactForm = (title: string, email: string) => ({
  service_id: EMAIL_DEFAULTS.serviceId,
  user_id: EMAIL_DEFAULTS.publicKey,
  template_id: EMAIL_DEFAULTS.templates.contact,
  lib_version: '4.4.1',
  first_name: 'Crash',
  email,
  title,
  message: 'Please keep this message through a power cut.',
})

/** Migrations the repository holds (drizzle's journal). */
const journalEntries = () =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
  ).entries.length

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!)
    }),
  )
}

async function login(server: ServerProcess, email: string, password = PASSWORD) {
  const answer = await call(server, 'POST', '/api/auth/student/login', {
    json: { email, password },
  })
  if (answer.status !== 200) throw new Error(`login of ${email}: ${answer.status}`)
  return (answer.body as { token: string }).token
}

describe.each(drivers)('crash gate on %s', (driver) => {
  let scratchDir: string | undefined
  let database: ScratchDatabase | undefined

  afterAll(async () => {
    await killAllServers()
    await database?.drop()
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true })
  })

  it('keeps every acknowledged write through a SIGKILL and reopens the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `learnlane-crash-${driver}-`))
    scratchDir = dataDir
    if (driver === 'postgres') database = await createScratchDatabase('learnlane_crash')
    const port = PORTS[driver]
    const config = env(driver, dataDir, database)
    const run = randomBytes(3).toString('hex')
    const server = await startServer(
      `crash-${driver}`,
      port,
      { ...config, SEED: 'true' },
      process.env,
    )

    const free = await call(server, 'GET', '/api/courses?prices=Free')
    const course = (free.body as { items: { id: number; priceCents: number }[] }).items.find(
      (c) => c.priceCents === 0,
    )
    expect(course, 'the sample catalog has a free course').toBeDefined()
    const courseId = course!.id

    const acked: Ack[] = []
    const refused: string[] = []
    let inFlight = 0
    /** Set the moment the SIGKILL is sent: broken connections are expected from then on. */
    let dead = false
    let inFlightAtKill = 0
    let killed: Promise<void> | undefined

    const killMidStream = async () => {
      // SIGKILL while the stream goes on and at least one more write is on the wire.
      const deadline = Date.now() + 5000
      while (inFlight === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setImmediate(resolve))
      }
      inFlightAtKill = inFlight
      dead = true
      await killServer(server)
    }

    /** Sends one write; a 2xx answer received in full is an acknowledgement. */
    const write = async (kind: Kind, send: () => ReturnType<typeof call>) => {
      inFlight += 1
      try {
        const answer = await send()
        if (answer.status >= 200 && answer.status < 300) return answer
        refused.push(`${kind}: ${answer.status} ${JSON.stringify(answer.body)}`)
        return undefined
      } finally {
        inFlight -= 1
      }
    }
    const acknowledge = (ack: Ack) => {
      acked.push(ack)
      if (acked.length === KILL_AFTER) {
        killed = killMidStream()
      }
    }

    type Job = () => Promise<void>
    const queue: Job[] = []
    const review =
      (email: string, token: string, i: number): Job =>
      async () => {
        const title = `Crash review ${run} ${i}`
        const answer = await write('review', () =>
          call(server, 'POST', `/api/courses/${courseId}/reviews`, {
            token,
            json: { rating: 4, title, message: 'Still here after the crash, I hope.' },
          }),
        )
        if (answer) acknowledge({ kind: 'review', key: email, reviewTitle: title })
      }
    const order =
      (email: string, i: number): Job =>
      async () => {
        const token = await login(server, email)
        const answer = await write('order', () =>
          call(server, 'POST', '/api/orders', {
            token,
            headers: { 'idempotency-key': randomUUID() },
            json: {
              lines: [{ kind: 'course', id: courseId, quantity: 1 }],
              billing: billing(email),
              paymentMethod: 'bank_transfer',
            },
          }),
        )
        if (!answer) return
        acknowledge({ kind: 'order', key: email, orderId: (answer.body as { id: string }).id })
        queue.unshift(review(email, token, i))
      }
    const register =
      (i: number): Job =>
      async () => {
        const email = `crash.${driver}.${run}.${i}@example.com`
        const answer = await write('registration', () =>
          call(server, 'POST', '/api/auth/student/register', {
            json: {
              name: `Crash Student ${i}`,
              email,
              password: PASSWORD,
              confirmPassword: PASSWORD,
            },
          }),
        )
        if (!answer) return
        acknowledge({ kind: 'registration', key: email })
        // The journey goes on before new ones start, so every kind of write is in the stream.
        queue.unshift(order(email, i))
      }
    const contact =
      (i: number): Job =>
      async () => {
        const title = `Crash contact ${run} ${i}`
        const answer = await write('contact', () =>
          call(server, 'POST', '/api/v1.0/email/send-form', {
            form: contactForm(title, `contact.${run}.${i}@example.com`),
          }),
        )
        if (answer) acknowledge({ kind: 'contact', key: title })
      }
    for (let i = 0; i < JOURNEYS; i++) queue.push(register(i), contact(i))

    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!dead && queue.length > 0) {
          const job = queue.shift()!
          try {
            await job()
          } catch (err) {
            // Broken connections are what a crash looks like; anything before it is a failure.
            if (!dead) throw err
          }
        }
      }),
    )
    expect(killed, 'the stream reached the kill point').toBeDefined()
    await killed
    expect(refused).toEqual([])
    expect(inFlightAtKill).toBeGreaterThan(0)
    for (const kind of ['registration', 'order', 'review', 'contact'] as const) {
      expect(
        acked.some((a) => a.kind === kind),
        `a ${kind} was acknowledged`,
      ).toBe(true)
    }

    // Same data, no seeding: whatever is there was written before the crash.
    const again = await startServer(
      `crash-${driver}-restart`,
      port,
      { ...config, SEED: 'false' },
      process.env,
    )

    const found: Ack[] = []
    const tokens = new Map<string, string>()
    const accounts = [...new Set(acked.filter((a) => a.kind !== 'contact').map((a) => a.key))]
    await eachLimited(accounts, CONCURRENCY, async (email) => {
      const answer = await call(again, 'POST', '/api/auth/student/login', {
        json: { email, password: PASSWORD },
      })
      if (answer.status === 200) tokens.set(email, (answer.body as { token: string }).token)
    })
    const myOrders = new Map<string, string[]>()
    const myReviews = new Map<string, { courseId: number; title: string }[]>()
    await eachLimited([...tokens], CONCURRENCY, async ([email, token]) => {
      const orders = await call(again, 'GET', '/api/me/orders', { token })
      myOrders.set(
        email,
        (orders.body as { items: { id: string }[] }).items.map((o) => o.id),
      )
      const reviews = await call(again, 'GET', '/api/me/reviews', { token })
      myReviews.set(email, (reviews.body as { items: { courseId: number; title: string }[] }).items)
    })
    const adminToken = await login(again, ADMIN.email, ADMIN.password)
    const contactTitles: string[] = []
    for (let page = 1; ; page++) {
      const inbox = await call(
        again,
        'GET',
        `/api/admin/messages?pageSize=100&contactPage=${page}`,
        { token: adminToken },
      )
      expect(inbox.status).toBe(200)
      const { items, total } = (
        inbox.body as {
          contactMessages: { items: { title: string }[]; total: number }
        }
      ).contactMessages
      contactTitles.push(...items.map((m) => m.title))
      if (items.length === 0 || contactTitles.length >= total) break
    }

    for (const ack of acked) {
      const present =
        ack.kind === 'registration'
          ? tokens.has(ack.key)
          : ack.kind === 'order'
            ? (myOrders.get(ack.key) ?? []).filter((id) => id === ack.orderId).length === 1
            : ack.kind === 'review'
              ? (myReviews.get(ack.key) ?? []).some(
                  (r) => r.courseId === courseId && r.title === ack.reviewTitle,
                )
              : contactTitles.filter((title) => title === ack.key).length === 1
      if (present) found.push(ack)
    }

    // The reopened database takes new writes.
    const fresh = `crash.${driver}.${run}.after@example.com`
    const registered = await call(again, 'POST', '/api/auth/student/register', {
      json: { name: 'After Crash', email: fresh, password: PASSWORD, confirmPassword: PASSWORD },
    })
    expect(registered.status).toBe(201)
    await login(again, fresh)
    const contacted = await call(again, 'POST', '/api/v1.0/email/send-form', {
      form: contactForm(`Crash contact ${run} after`, `contact.${run}.after@example.com`),
    })
    expect(contacted.status).toBe(200)
    const health = await call(again, 'GET', '/api/health')
    expect(health.body).toMatchObject({ status: 'ok', database: { driver, ok: true } })

    // Killed once more, the data opens in this process too: every migration is recorded as
    // applied and the write made after the restart is there.
    await killServer(again)
    const direct = createDatabase({
      DATA_DIR: dataDir,
      ...(driver === 'postgres' ? { DATABASE_URL: database!.url } : {}),
    })
    try {
      const [applied] = await queryRows<{ n: number }>(
        direct.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
      expect(Number(applied!.n)).toBe(journalEntries())
      const [after] = await queryRows<{ n: number }>(
        direct.db,
        sql`select count(*)::int as n from users where email = ${fresh}`,
      )
      expect(Number(after!.n)).toBe(1)
    } finally {
      await direct.close()
    }

    const lost = acked.filter((a) => !found.includes(a))
    const byKind = (kind: Kind) => acked.filter((a) => a.kind === kind).length
    console.log(
      `crash(${driver}): ${byKind('registration')} registrations, ${byKind('order')} orders, ` +
        `${byKind('review')} reviews, ${byKind('contact')} contact forms acknowledged; ` +
        `${inFlightAtKill} writes in flight at SIGKILL`,
    )
    console.log(
      `crash(${driver}): acknowledged ${acked.length}, found ${found.length}, lost ${lost.length}, reopened ok`,
    )
    expect(lost).toEqual([])
  }, 300_000)
})
