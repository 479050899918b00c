/**
 * Orders benchmark: a fresh PostgreSQL database (created and dropped on the local server), the
 * real server listening on a loopback port, and 50 concurrent buyers placing orders over HTTP for
 * 60 seconds. Prints orders per second and p50/p95/p99, then checks the books: no errors, no
 * oversold stock, and no duplicate order for a replayed Idempotency-Key.
 *
 * Then card orders: students pay courses by card on the Stripe stand-in (the official SDK pointed
 * at it), and the signed webhook marks each paid. Prints card orders per second from checkout to
 * paid, p50/p95/p99 of that, and checks every paid order enrolled once and wrote one sale.
 *
 *   npm run bench:orders -- [--buyers 50] [--seconds 60] [--card-buyers 20] [--card-seconds 30]
 *                           [--pg-url postgres://...]
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app'
import { testConfig } from '../src/config'
import { queryRows } from '../src/db/raw-sql'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client'
import { products, users } from '../src/db/schema/index'
import { startFakeStripe } from '../src/testing/payments/fake-stripe'
import { figures, log, withScratchPostgres } from './support'

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    'card-buyers': { type: 'string', default: '20' },
    'card-seconds': { type: 'string', default: '30' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
})
const BUYERS = Number(values.buyers)
const SECONDS = Number(values.seconds)
const CARD_BUYERS = Number(values['card-buyers'])
const CARD_SECONDS = Number(values['card-seconds'])
const WEBHOOK_SECRET = 'whsec_bench_orders'
/** Seeded published paid courses the card buyers rotate through. */
const PAID_COURSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
/** A product everybody wants and few can have: refusals must be clean, never an oversell. */
const SCARCE_ID = 9001
const SCARCE_STOCK = 300
const PLENTY_IDS = [9002, 9003, 9004]
const PLENTY_STOCK = 10_000_000

const billing = (n: number) => ({
  firstName: 'Bench',
  lastName: `Buyer ${n}`,
  company: 'Load Test Ltd',
  country: 'US',
  street: '1 Loop Road',
  apartment: 'Unit 7',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '2125550100',
  email: `buyer${n}@bench.test`,
})

async function main() {
  const stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET })
  try {
    await withScratchPostgres(values['pg-url'], 'orders', async (database, url) => {
      const app = await buildApp(
        testConfig({
          SEED: true,
          DATABASE_URL: url,
          LOG_LEVEL: 'silent',
          STRIPE_SECRET_KEY: 'sk_test_bench',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_URL: stripe.url,
        }),
        { database },
      )
      await database.db.insert(products).values(
        [SCARCE_ID, ...PLENTY_IDS].map((id) => ({
          id,
          title: id === SCARCE_ID ? 'Limited Edition Keyboard' : `Bench Notebook ${id}`,
          author: 'Learnlane',
          description: 'A product made for the orders benchmark.',
          priceCents: 1999 + (id % 7) * 100,
          sku: `BENCH-${id}`,
          category: 'Bench',
          stock: id === SCARCE_ID ? SCARCE_STOCK : PLENTY_STOCK,
        })),
      )
      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      stripe.setWebhookUrl(`${address}/api/payments/stripe/webhook`)
      log(`orders benchmark: ${BUYERS} buyers for ${SECONDS} s against ${address} (PostgreSQL)`)

      const latencies: number[] = []
      const statuses = new Map<number, number>()
      const replays = { sent: 0, sameOrder: 0 }
      const keyToOrder = new Map<string, string>()
      let orderedScarce = 0
      const orderedPlenty = new Map<number, number>()
      const deadline = performance.now() + SECONDS * 1000

      const place = async (key: string, body: unknown) => {
        const started = performance.now()
        const response = await fetch(`${address}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        })
        const data = (await response.json()) as { id?: string; error?: string }
        latencies.push(performance.now() - started)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        return { status: response.status, data }
      }

      const buyer = async (n: number) => {
        let i = 0
        while (performance.now() < deadline) {
          i += 1
          const wantsScarce = i % 5 === 0
          const plenty = PLENTY_IDS[(n + i) % PLENTY_IDS.length]!
          const quantity = 1 + ((n + i) % 3)
          const lines = [
            { kind: 'product', id: plenty, quantity },
            ...(wantsScarce ? [{ kind: 'product', id: SCARCE_ID, quantity: 1 }] : []),
          ]
          const body = { lines, billing: billing(n), paymentMethod: 'bank_transfer' }
          const key = randomUUID()
          const first = await place(key, body)
          if (first.status === 201 && first.data.id) {
            keyToOrder.set(key, first.data.id)
            orderedPlenty.set(plenty, (orderedPlenty.get(plenty) ?? 0) + quantity)
            if (wantsScarce) orderedScarce += 1
            // Every tenth checkout is sent twice, as a double click would.
            if (i % 10 === 0) {
              replays.sent += 1
              const again = await place(key, body)
              if (again.status === 201 && again.data.id === first.data.id) replays.sameOrder += 1
            }
          }
        }
      }
      const started = performance.now()
      await Promise.all(Array.from({ length: BUYERS }, (_, n) => buyer(n)))
      const elapsed = (performance.now() - started) / 1000

      const placed = keyToOrder.size
      const errors = [...statuses].filter(([s]) => s >= 500 || (s >= 400 && s !== 409))
      const refusals = statuses.get(409) ?? 0
      const rows = await queryRows<{ orders: number; keys: number }>(
        database.db,
        sql`select count(*)::int as orders, count(distinct idempotency_key)::int as keys from orders`,
      )
      const stock = await queryRows<{ id: number; stock: number }>(
        database.db,
        sql`select id, stock from products where id in (${sql.join(
          [SCARCE_ID, ...PLENTY_IDS].map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
      )
      const stockOf = (id: number) =>
        Number(stock.find((r) => Number(r.id) === id)?.stock ?? Number.NaN)
      const oversold =
        stockOf(SCARCE_ID) < 0 ||
        stockOf(SCARCE_ID) !== SCARCE_STOCK - orderedScarce ||
        PLENTY_IDS.some((id) => stockOf(id) !== PLENTY_STOCK - (orderedPlenty.get(id) ?? 0))
      const row = rows[0]!
      const duplicates = Number(row.orders) - Number(row.keys)

      log('')
      log(`requests            ${latencies.length} in ${elapsed.toFixed(1)} s`)
      log(`orders placed       ${placed} (${(placed / elapsed).toFixed(1)} orders/s)`)
      log(`latency             ${figures(latencies)}`)
      log(`sold-out refusals   ${refusals} (409, the scarce product had ${SCARCE_STOCK} units)`)
      log(
        `errors              ${errors.reduce((sum, [, n]) => sum + n, 0)} ${JSON.stringify(errors)}`,
      )
      log(`oversold stock      ${oversold ? 'YES' : 0} (scarce left: ${stockOf(SCARCE_ID)})`)
      log(
        `replayed keys       ${replays.sent} sent twice, ${replays.sameOrder} answered with the same order`,
      )
      log(`duplicate orders    ${duplicates} (${row.orders} orders for ${row.keys} keys)`)
      const card = await cardPhase(app, address, database.db)
      await app.close()
      const failed =
        errors.length > 0 ||
        oversold ||
        duplicates !== 0 ||
        replays.sameOrder !== replays.sent ||
        !card.ok
      if (failed) process.exitCode = 1
    })
  } finally {
    await stripe.close()
  }
}

/**
 * Card buyers: each a new student who places a course order by card, opens the stand-in's hosted
 * page, pays, and waits until the order says paid (the signed webhook's work). Measured from the
 * checkout request to the paid order.
 */
async function cardPhase(app: FastifyInstance, address: string, db: Db) {
  const latencies: number[] = []
  const failures: string[] = []
  const deadline = performance.now() + CARD_SECONDS * 1000
  const buyer = async (n: number) => {
    let i = 0
    while (performance.now() < deadline) {
      i += 1
      const [user] = await db
        .insert(users)
        .values({
          role: 'student',
          name: `Card Buyer ${n}-${i}`,
          email: `card-${n}-${i}-${randomUUID().slice(0, 6)}@bench.test`,
          passwordHash: 'not-used',
        })
        .returning()
      const auth = { authorization: `Bearer ${await app.tokens.sign(user!)}` }
      const courseId = PAID_COURSES[(n + i) % PAID_COURSES.length]!
      const started = performance.now()
      const placed = await fetch(`${address}/api/orders`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          lines: [{ kind: 'course', id: courseId, quantity: 1 }],
          billing: { firstName: 'Card', lastName: 'Buyer', country: 'US', email: user!.email },
          paymentMethod: 'card',
        }),
      })
      const order = (await placed.json()) as { id?: string; error?: string }
      if (placed.status !== 201 || !order.id) {
        failures.push(`checkout ${placed.status} ${order.error ?? ''}`)
        continue
      }
      const pay = await fetch(`${address}/api/orders/${order.id}/pay`, {
        method: 'POST',
        headers: auth,
      })
      const { redirectUrl } = (await pay.json()) as { redirectUrl?: string }
      if (!redirectUrl) {
        failures.push(`pay ${pay.status}`)
        continue
      }
      await fetch(redirectUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
      })
      // The buyer's receipt asks until the webhook has marked it paid.
      for (;;) {
        const res = await fetch(`${address}/api/orders/${order.id}`, { headers: auth })
        const seen = (await res.json()) as { status?: string }
        if (seen.status === 'paid') break
        if (performance.now() - started > 10_000) {
          failures.push(`not paid after 10 s: ${order.id}`)
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      latencies.push(performance.now() - started)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CARD_BUYERS }, (_, n) => buyer(n)))
  const elapsed = (performance.now() - started) / 1000

  const [books] = await queryRows<{
    paid: number
    enrolled: number
    sales: number
    doubles: number
  }>(
    db,
    // Only this phase's buyers count: the demo data holds card orders of its own.
    sql`with mine as (select o.id, o.status from orders o join users u on u.id = o.user_id
        where o.payment_method = 'card' and u.email like 'card-%@bench.test')
      select
      (select count(*)::int from mine where status = 'paid') as paid,
      (select count(*)::int from enrolments e join mine o on o.id = e.order_id) as enrolled,
      (select count(*)::int from earnings g join order_lines l on l.id = g.order_line_id
        join mine o on o.id = l.order_id where g.kind = 'sale') as sales,
      (select count(*)::int from (select user_id, course_id from enrolments
        group by user_id, course_id having count(*) > 1) d) as doubles`,
  )
  log('')
  log(
    `card orders         ${CARD_BUYERS} buyers for ${CARD_SECONDS} s, paid on the Stripe stand-in`,
  )
  log(
    `card orders paid    ${latencies.length} (${(latencies.length / elapsed).toFixed(1)} orders/s, checkout to paid)`,
  )
  log(`checkout to paid    ${figures(latencies)}`)
  log(`card failures       ${failures.length} ${JSON.stringify(failures.slice(0, 5))}`)
  log(
    `books               ${books!.paid} paid, ${books!.enrolled} enrolments, ${books!.sales} ledger sales, ${books!.doubles} double enrolments`,
  )
  const ok =
    failures.length === 0 &&
    Number(books!.doubles) === 0 &&
    Number(books!.paid) === latencies.length &&
    Number(books!.enrolled) === latencies.length &&
    Number(books!.sales) === latencies.length
  return { ok }
}

await main()
