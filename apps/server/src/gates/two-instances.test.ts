import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drivers, TEST_REDIS_URL } from '../testing/test-app'
import {
  call,
  createScratchDatabase,
  flushRedis,
  killAllServers,
  redisUrlFor,
  startServer,
  type Answer,
  type CallOptions,
  type ScratchDatabase,
  type ServerProcess,
} from './server-process'

/**
 * Two-instances gate: two servers on one PostgreSQL database and one Redis, as behind a
 * balancer, with requests alternating between them. Limits are shared, concurrent writes are
 * neither lost nor duplicated, and tokens work (and stop working) on both.
 */

const PORTS = [5333, 5334] as const
/** A logical Redis database of this gate's own: only it is flushed, before and after. */
const REDIS_DB = 7
const LOGIN_FAILURES_PER_EMAIL = 4
const REGISTRATIONS_PER_ADDRESS = 3
const PASSWORD = 'correct horse battery staple 2026'
const NEW_PASSWORD = 'another horse battery staple 2027'
/** The token-version cache of each instance keeps an answer this long (lib/token-versions). */
const TOKEN_VERSION_CACHE_MS = 5000
/** Generous: the servers share two cores with the rest of the test run. */
const TEST_TIMEOUT_MS = 120_000

const redisAnswers = await flushRedis(REDIS_DB)
const hasPostgres = drivers.includes('postgres')
if (hasPostgres && !redisAnswers) {
  const message = `Redis at ${TEST_REDIS_URL} did not answer: the two-instances gate is SKIPPED`
  if (process.env.REQUIRE_REDIS === '1') throw new Error(message)
  process.stderr.write(`\n\u001b[41m\u001b[37m ${message} \u001b[0m\n\n`)
}

const billing = (email: string) => ({
  firstName: 'Twin',
  lastName: 'Buyer',
  company: 'Balanced Ltd',
  country: 'US',
  street: '2 Balancer Lane',
  apartment: 'Unit 5',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '2125550100',
  email,
})

const registration = (name: string, email: string) => ({
  name,
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
})

/** Polls `check` every 100 ms until it is true or `withinMs` has passed. */
async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.skipIf(!hasPostgres || !redisAnswers)('two instances on one PostgreSQL and Redis', () => {
  const dataDirs: string[] = []
  const run = randomBytes(3).toString('hex')
  let database: ScratchDatabase
  let servers: ServerProcess[] = []
  let requests = 0
  const results = { limits: false, lost: -1, duplicated: -1, tokens: false }

  /** Request number n goes to instance n % 2: the balancer alternates. */
  const send = (n: number, method: string, url: string, options?: CallOptions): Promise<Answer> => {
    requests += 1
    return call(servers[n % 2]!, method, url, options)
  }
  const from = (address: string) => ({ 'x-forwarded-for': address })

  beforeAll(async () => {
    for (const port of PORTS)
      dataDirs.push(mkdtempSync(path.join(tmpdir(), `learnlane-twin-${port}-`)))
    database = await createScratchDatabase('learnlane_twins')
    const env = (i: number) => ({
      DATABASE_URL: database.url,
      REDIS_URL: redisUrlFor(REDIS_DB),
      DATA_DIR: dataDirs[i]!,
      // Client addresses come from X-Forwarded-For, as behind the balancer.
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_EMAIL: String(LOGIN_FAILURES_PER_EMAIL),
      AUTH_RATE_LIMIT_IP: '100000',
      REGISTER_RATE_LIMIT_IP: String(REGISTRATIONS_PER_ADDRESS),
    })
    // The first start migrates and seeds; the second finds everything in place.
    servers.push(
      await startServer('instance-a', PORTS[0], { ...env(0), SEED: 'true' }, process.env),
    )
    servers.push(
      await startServer('instance-b', PORTS[1], { ...env(1), SEED: 'false' }, process.env),
    )
  }, 180_000)

  afterAll(async () => {
    await killAllServers()
    servers = []
    await database?.drop()
    await flushRedis(REDIS_DB)
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it(
    'shares login and registration limits between the instances',
    async () => {
      const email = `victim.${run}@example.com`
      const registered = await send(0, 'POST', '/api/auth/student/register', {
        headers: from('10.1.0.1'),
        json: registration('Victim Student', email),
      })
      expect(registered.status).toBe(201)

      const login = (n: number, address: string, password: string) =>
        send(n, 'POST', '/api/auth/student/login', {
          headers: from(address),
          json: { email, password },
        })
      const guesser = '10.2.0.1'
      // Alternating wrong passwords: each instance sees the other's failures.
      for (let n = 0; n < LOGIN_FAILURES_PER_EMAIL; n++) {
        expect((await login(n, guesser, 'wrong guess')).status).toBe(401)
      }
      expect((await login(0, guesser, 'wrong guess')).status).toBe(429)
      expect((await login(1, guesser, 'wrong guess')).status).toBe(429)
      // That address stays held back for this e-mail even with the right password.
      expect((await login(1, guesser, PASSWORD)).status).toBe(429)
      // Past the limit, a wrong guess from a new address is answered 429 on either instance.
      expect((await login(1, '10.2.0.2', 'wrong guess')).status).toBe(429)
      expect((await login(0, '10.2.0.2', 'wrong guess')).status).toBe(429)
      // The owner, from an address under its own limit, still logs in.
      const owner = await login(0, '10.2.0.3', PASSWORD)
      expect(owner.status).toBe(200)

      // Registrations per address are counted across both instances too.
      const address = '10.3.0.1'
      const statuses: number[] = []
      for (let n = 0; n < REGISTRATIONS_PER_ADDRESS + 2; n++) {
        const answer = await send(n, 'POST', '/api/auth/student/register', {
          headers: from(address),
          json: registration('Limited Student', `limited.${run}.${n}@example.com`),
        })
        statuses.push(answer.status)
      }
      expect(statuses).toEqual([...Array<number>(REGISTRATIONS_PER_ADDRESS).fill(201), 429, 429])
      results.limits = true
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'neither loses nor duplicates concurrent writes made on both instances',
    async () => {
      let lost = 0
      let duplicated = 0

      // 20 e-mails, each registered twice at the same moment, once on each instance.
      const emails = Array.from({ length: 20 }, (_, i) => `twin.${run}.${i}@example.com`)
      const registrations = await Promise.all(
        emails.flatMap((email, i) =>
          [0, 1].map(async (n) => ({
            email,
            answer: await send(n, 'POST', '/api/auth/student/register', {
              headers: from(`10.4.0.${i + 1}`),
              json: registration(`Twin Student ${i}`, email),
            }),
          })),
        ),
      )
      const statusCount = (list: { answer: Answer }[], status: number) =>
        list.filter((r) => r.answer.status === status).length
      // Both answer alike (a taken address is not told apart); the owner is e-mailed instead.
      expect(statusCount(registrations, 201)).toBe(40)
      expect(new Set(registrations.map((r) => JSON.stringify(r.answer.body))).size).toBe(1)
      const accounts = await database.query<{ email: string; n: number }>(
        'select email, count(*)::int as n from users where email = any($1) group by email',
        [emails],
      )
      lost += emails.length - accounts.length
      duplicated += accounts.reduce((sum, row) => sum + row.n - 1, 0)
      const notices = await database.query<{ recipient: string }>(
        "select recipient from outbox where template = 'account-exists' and recipient = any($1)",
        [emails],
      )
      expect(notices.map((n) => n.recipient).sort()).toEqual([...emails].sort())

      // A product with 10 left; 24 checkouts for one each, every one sent to both instances at
      // once with the same Idempotency-Key (a double click landing on two servers).
      const stock = 10
      const products = await send(0, 'GET', '/api/products')
      const productId = (products.body as { items: { id: number }[] }).items[0]!.id
      await database.query('update products set stock = $1 where id = $2', [stock, productId])
      const keys = Array.from({ length: 24 }, () => randomUUID())
      const checkouts = await Promise.all(
        keys.map(async (key, i) => {
          const body = {
            lines: [{ kind: 'product', id: productId, quantity: 1 }],
            billing: billing(`stock.${run}.${i}@example.com`),
            paymentMethod: 'bank_transfer',
          }
          const answers = await Promise.all(
            [0, 1].map((n) =>
              send(n, 'POST', '/api/orders', { headers: { 'idempotency-key': key }, json: body }),
            ),
          )
          return { key, answers }
        }),
      )
      const placed = checkouts.filter((c) => c.answers.some((a) => a.status === 201))
      const refused = checkouts.filter((c) => c.answers.every((a) => a.status === 409))
      expect(placed.length + refused.length).toBe(keys.length)
      expect(placed).toHaveLength(stock)
      for (const { answers } of placed) {
        // Both requests of one checkout are answered with the same, one order.
        expect(answers.map((a) => a.status)).toEqual([201, 201])
        expect((answers[0]!.body as { id: string }).id).toBe(
          (answers[1]!.body as { id: string }).id,
        )
      }
      const orderIds = placed.map((c) => (c.answers[0]!.body as { id: string }).id)
      const stored = await database.query<{ id: string; idempotency_key: string; units: number }>(
        `select o.id, o.idempotency_key, coalesce(sum(l.quantity), 0)::int as units
         from orders o left join order_lines l on l.order_id = o.id and l.product_id = $2
        where o.idempotency_key = any($1)
        group by o.id, o.idempotency_key`,
        [keys, productId],
      )
      lost += orderIds.filter((id) => !stored.some((row) => row.id === id)).length
      duplicated += stored.length - new Set(stored.map((row) => row.idempotency_key)).size
      duplicated += stored.filter((row) => !orderIds.includes(row.id)).length
      const [left] = await database.query<{ stock: number }>(
        'select stock from products where id = $1',
        [productId],
      )
      // Not one unit oversold: what the orders hold is exactly what left the shelf.
      expect(left!.stock).toBe(0)
      expect(stored.reduce((sum, row) => sum + row.units, 0)).toBe(stock)
      // Each order is readable on the instance that did not necessarily place it.
      for (const [n, id] of orderIds.entries()) {
        const receipt = await send(n, 'GET', `/api/orders/${id}`)
        expect(receipt.status).toBe(200)
      }

      results.lost = lost
      results.duplicated = duplicated
      expect(lost).toBe(0)
      expect(duplicated).toBe(0)
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'accepts a token of one instance on the other, and revokes it on both',
    async () => {
      const email = `tokens.${run}@example.com`
      expect(
        (
          await send(0, 'POST', '/api/auth/student/register', {
            headers: from('10.5.0.1'),
            json: registration('Token Student', email),
          })
        ).status,
      ).toBe(201)
      const login = await send(0, 'POST', '/api/auth/student/login', {
        headers: from('10.5.0.1'),
        json: { email, password: PASSWORD },
      })
      expect(login.status).toBe(200)
      const oldToken = (login.body as { token: string }).token
      const me = (n: number, token: string) => send(n, 'GET', '/api/me', { token })

      // Issued by A, accepted by B (and the account is the same one).
      const onB = await me(1, oldToken)
      expect(onB.status).toBe(200)
      expect((onB.body as { email: string }).email).toBe(email)
      expect((await me(0, oldToken)).status).toBe(200)

      // The password changes on A: older tokens stop working there at once...
      const changed = await send(0, 'POST', '/api/me/password', {
        token: oldToken,
        json: {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          retypePassword: NEW_PASSWORD,
        },
      })
      expect(changed.status).toBe(200)
      const newToken = (changed.body as { token: string }).token
      expect((await me(0, oldToken)).status).toBe(401)
      expect((await me(0, newToken)).status).toBe(200)
      // ...and on B within the time B keeps an account's token version.
      const revokedOnB = await eventually(
        async () => (await me(1, oldToken)).status === 401,
        TOKEN_VERSION_CACHE_MS + 3000,
      )
      expect(revokedOnB, 'the old token is refused on the other instance').toBe(true)
      expect((await me(1, newToken)).status).toBe(200)
      expect((await me(0, newToken)).status).toBe(200)

      results.tokens = true
    },
    TEST_TIMEOUT_MS,
  )

  it('prints the gate summary', () => {
    const ok = results.limits && results.lost === 0 && results.duplicated === 0 && results.tokens
    console.log(
      `two-instances: requests ${requests}, shared limits ${results.limits ? 'ok' : 'FAILED'}, ` +
        `writes lost ${results.lost}, duplicated ${results.duplicated}, ` +
        `cross-instance tokens ${results.tokens ? 'ok' : 'FAILED'}`,
    )
    expect(ok).toBe(true)
  })
})
