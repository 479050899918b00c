/**
 * Orders benchmark: a fresh PostgreSQL database (created and dropped on the local server), the
 * real server listening on a loopback port, and 50 concurrent buyers placing orders over HTTP for
 * 60 seconds. Prints orders per second and p50/p95/p99, then checks the books: no errors, no
 * oversold stock, and no duplicate order for a replayed Idempotency-Key.
 *
 *   npm run bench:orders -- [--buyers 50] [--seconds 60] [--pg-url postgres://...]
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../src/app'
import { testConfig } from '../src/config'
import { createDatabase } from '../src/db/client'
import { queryRows } from '../src/db/raw-sql'
import { products } from '../src/db/schema/index'

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
})
const BUYERS = Number(values.buyers)
const SECONDS = Number(values.seconds)
/** A product everybody wants and few can have: refusals must be clean, never an oversell. */
const SCARCE_ID = 9001
const SCARCE_STOCK = 300
const PLENTY_IDS = [9002, 9003, 9004]
const PLENTY_STOCK = 10_000_000

const log = (message: string) => process.stdout.write(`${message}\n`)

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? 0
}

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
  const name = `learnlane_bench_orders_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: values['pg-url'] })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(values['pg-url'])
  url.pathname = `/${name}`
  const database = createDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'memory://' })
  try {
    const app = await buildApp(
      testConfig({ SEED: true, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' }),
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

    const sorted = [...latencies].sort((a, b) => a - b)
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
    log(
      `latency             p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    )
    log(`sold-out refusals   ${refusals} (409, the scarce product had ${SCARCE_STOCK} units)`)
    log(
      `errors              ${errors.reduce((sum, [, n]) => sum + n, 0)} ${JSON.stringify(errors)}`,
    )
    log(`oversold stock      ${oversold ? 'YES' : 0} (scarce left: ${stockOf(SCARCE_ID)})`)
    log(
      `replayed keys       ${replays.sent} sent twice, ${replays.sameOrder} answered with the same order`,
    )
    log(`duplicate orders    ${duplicates} (${row.orders} orders for ${row.keys} keys)`)
    await app.close()
    const failed =
      errors.length > 0 || oversold || duplicates !== 0 || replays.sameOrder !== replays.sent
    if (failed) process.exitCode = 1
  } finally {
    await database.close().catch(() => {})
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

await main()
