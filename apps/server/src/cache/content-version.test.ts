import { randomBytes } from 'node:crypto'
import Fastify from 'fastify'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, drivers, TEST_REDIS_URL } from '../testing/test-app'
import { createContentVersion, type ContentVersionService } from './content-version'

const log = Fastify({ logger: false }).log
const open: ContentVersionService[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((version) => version.close()))
})

/** A content version that is closed after the test. */
async function started(options: Omit<Parameters<typeof createContentVersion>[0], 'log'>) {
  const version = createContentVersion({ log, ...options })
  open.push(version)
  await version.start()
  return version
}

/** In step: the same version twice in a row (out of step, it never repeats). */
const steady = (version: ContentVersionService) => version.current() === version.current()

const redisAnswers = await (async () => {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  probe.on('error', () => {})
  try {
    await probe.connect()
    await probe.ping()
    return true
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
})()
if (!redisAnswers) {
  const message = `Redis at ${TEST_REDIS_URL} did not answer: the shared content version tests are SKIPPED`
  if (process.env.REQUIRE_REDIS === '1') throw new Error(message)
  process.stderr.write(`\n\u001b[41m\u001b[37m ${message} \u001b[0m\n\n`)
}

describe('a content version on one instance', () => {
  it('changes on every bump and tells its listeners until they unsubscribe', async () => {
    const version = await started({})
    expect(version.transport).toBe('local')
    const seen: string[] = []
    const unsubscribe = version.onChange(() => seen.push(version.current()))
    const first = version.current()
    expect(version.current()).toBe(first)
    await version.bump()
    const second = version.current()
    expect(second).not.toBe(first)
    await version.bump()
    expect(seen).toEqual([second, version.current()])
    unsubscribe()
    await version.bump()
    expect(seen).toHaveLength(2)
  })

  it('keeps telling the other listeners when one of them throws', async () => {
    const version = await started({})
    let heard = 0
    version.onChange(() => {
      throw new Error('a broken listener')
    })
    version.onChange(() => (heard += 1))
    await version.bump()
    expect(heard).toBe(1)
  })
})

describe.skipIf(!redisAnswers)('a content version shared through Redis', () => {
  const redisUrl = TEST_REDIS_URL
  const admin = new Redis(TEST_REDIS_URL)
  afterAll(() => admin.quit())
  const uniqueName = () => `learnlane_test_version_${randomBytes(4).toString('hex')}`

  /** Drops this test's connections of one kind, as a network cut would. */
  async function cut(name: string, role: 'subscriber' | 'commands') {
    const clients = String(await admin.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(` name=${name}:${role} `))
    expect(clients.length).toBeGreaterThan(0)
    for (const line of clients) {
      const id = /(?:^|\s)id=(\d+)/.exec(line)?.[1]
      await admin.client('KILL', 'ID', id!)
    }
  }

  it('reaches the other instances, and an instance does not count its own change twice', async () => {
    const name = uniqueName()
    const a = await started({ redisUrl, name })
    const b = await started({ redisUrl, name })
    expect(a.transport).toBe('redis')
    expect(steady(a) && steady(b)).toBe(true)
    let heardOnB = 0
    b.onChange(() => (heardOnB += 1))
    const [beforeA, beforeB] = [a.current(), b.current()]
    await a.bump()
    expect(a.current()).not.toBe(beforeA)
    const afterA = a.current()
    await expect.poll(() => b.current()).not.toBe(beforeB)
    expect(heardOnB).toBe(1)
    // A's own message came back to A without another change.
    await b.bump()
    await expect.poll(() => a.current()).not.toBe(afterA)
    const settled = a.current()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(a.current()).toBe(settled)
    expect(await admin.get(name)).toBe('2')
    await admin.del(name)
  })

  it('starts from the shared counter, and reads it again when a message was lost', async () => {
    const name = uniqueName()
    const a = await started({ redisUrl, name, redisPollMs: 50 })
    const before = a.current()
    // A change published nowhere: only the counter moved (a lost message).
    await admin.incr(name)
    // Read again within a poll or two; a loaded machine may take longer to run the timer.
    await expect.poll(() => a.current(), { timeout: 10_000 }).not.toBe(before)
    expect(steady(a)).toBe(true)
    await admin.del(name)
  })

  it('reuses nothing while its subscription is down and counts coming back as a change', async () => {
    const name = uniqueName()
    const a = await started({ redisUrl, name })
    const b = await started({ redisUrl, name })
    const before = b.current()
    /** Whether B was in step at each change it announced. */
    const inStep: boolean[] = []
    b.onChange(() => inStep.push(steady(b)))
    await cut(name, 'subscriber')
    // Out of step first, in step again once the subscription is back.
    await expect.poll(() => inStep.join()).toBe('false,true')
    expect(steady(b)).toBe(true)
    expect(b.current()).not.toBe(before)
    // And it hears the others again.
    const back = b.current()
    await a.bump()
    await expect.poll(() => b.current()).not.toBe(back)
    await admin.del(name)
  })

  it('publishes a change made while its own connection was cut once Redis answers again', async () => {
    const name = uniqueName()
    const a = await started({ redisUrl, name })
    const b = await started({ redisUrl, name })
    const beforeB = b.current()
    await cut(name, 'commands')
    const beforeA = a.current()
    // Never fails the write's answer: the change is local at once and published later.
    await expect(a.bump()).resolves.toBeUndefined()
    expect(a.current()).not.toBe(beforeA)
    await expect.poll(() => b.current()).not.toBe(beforeB)
    await expect.poll(async () => admin.get(name)).toBe('1')
    await admin.del(name)
  })

  it('starts without Redis, reuses nothing, and never fails a write', async () => {
    const version = await started({ redisUrl: 'redis://127.0.0.1:9', connectTimeoutMs: 200 })
    expect(steady(version)).toBe(false)
    await expect(version.bump()).resolves.toBeUndefined()
    expect(version.current()).not.toBe(version.current())
  })
})

describe.skipIf(!drivers.includes('postgres'))(
  'a content version shared through PostgreSQL LISTEN/NOTIFY',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>
    let config: pg.ClientConfig
    beforeAll(async () => {
      database = await createTestDatabase('postgres')
      config = (database.db as unknown as { $client: pg.Pool }).$client.options
    })
    afterAll(() => database.drop())

    it('reaches the other instances', async () => {
      const a = await started({ postgres: config })
      const b = await started({ postgres: config })
      expect(a.transport).toBe('postgres')
      expect(steady(a) && steady(b)).toBe(true)
      const [beforeA, beforeB] = [a.current(), b.current()]
      await a.bump()
      expect(a.current()).not.toBe(beforeA)
      await expect.poll(() => b.current()).not.toBe(beforeB)
      // A's own notification did not change A again.
      const afterA = a.current()
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(a.current()).toBe(afterA)
    })

    it('sends one notification at a time, and a burst of changes still reaches the others', async () => {
      const a = await started({ postgres: config })
      const b = await started({ postgres: config })
      const query = pg.Client.prototype.query
      let sent = 0
      let inFlight = 0
      let most = 0
      const counting = function (this: pg.Client, ...args: unknown[]) {
        const call = () => (query as (...args: unknown[]) => unknown).apply(this, args)
        if (typeof args[0] !== 'string' || !args[0].includes('pg_notify')) return call()
        sent += 1
        inFlight += 1
        most = Math.max(most, inFlight)
        return (call() as Promise<unknown>).finally(() => (inFlight -= 1))
      }
      pg.Client.prototype.query = counting as typeof query
      try {
        const before = b.current()
        await Promise.all(Array.from({ length: 20 }, () => a.bump()))
        expect(most).toBe(1)
        expect(sent).toBeGreaterThan(0)
        expect(sent).toBeLessThanOrEqual(2)
        await expect.poll(() => b.current()).not.toBe(before)
      } finally {
        pg.Client.prototype.query = query
      }
    })

    it('listens again after losing its connection and counts that as a change', async () => {
      const name = `learnlane_test_version_${randomBytes(4).toString('hex')}`
      const a = await started({ postgres: config, name })
      const b = await started({ postgres: config, name })
      const before = b.current()
      const client = new pg.Client(config)
      await client.connect()
      try {
        const killed = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [`${name}:listener`],
        )
        expect(killed.rowCount).toBe(2)
      } finally {
        await client.end()
      }
      await expect.poll(() => steady(b) && b.current() !== before, { timeout: 5000 }).toBe(true)
      await expect.poll(() => steady(a), { timeout: 5000 }).toBe(true)
      const back = b.current()
      await a.bump()
      await expect.poll(() => b.current()).not.toBe(back)
    })
  },
)
