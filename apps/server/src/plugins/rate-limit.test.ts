import rateLimit from '@fastify/rate-limit'
import Fastify from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisKeys, startRedisServer, waitFor, type RedisServer } from '../testing/redis-server'
import { contactFormRequest, metricSample } from '../testing/requests'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'
import { counterStore, memoryCounters, type Counters } from './rate-limit'

const PASSWORD = 'Keys#2026 in plain sight'
const IP = '203.0.113.61'
/** Long, so a request that waits for it stands apart from one that does not, however busy the machine. */
const COMMAND_TIMEOUT_MS = 2000

/** Each name in Redis: our prefix, the limit's name, then what it counts. */
const KEY_NAME = /^learnlane-(rl|counter):[a-z]+(-[a-z]+)*:[^:]/

const metric = async (t: TestApp, name: string) =>
  metricSample((await t.app.inject({ method: 'GET', url: '/metrics' })).body, name)

describe.each(drivers)('rate-limit counters in Redis on %s', (driver) => {
  let redis: RedisServer
  let t: TestApp
  beforeAll(async () => {
    // A Redis of this file's own: the key names read are only this app's.
    redis = await startRedisServer()
    t = await buildTestApp(driver, {
      REDIS_URL: redis.url,
      REDIS_COMMAND_TIMEOUT_MS: COMMAND_TIMEOUT_MS,
    })
  })
  afterAll(async () => {
    // Redis first: it never hangs, so no redis-server outlives a failed run.
    await redis?.kill()
    await t?.close()
  })

  const post = (url: string, payload: Record<string, unknown>, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: IP,
      ...(authorization ? { headers: { authorization } } : {}),
    })

  it('names every key after its limit and what it counts, never "undefined"', async () => {
    const email = `keys.${Date.now().toString(36)}@example.test`
    const registered = await post('/api/auth/student/register', {
      name: 'Key Reader',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(registered.statusCode).toBe(201)

    expect(
      (await post('/api/auth/student/login', { email, password: 'Wrong#password 2026' }))
        .statusCode,
    ).toBe(401)
    const login = await post('/api/auth/student/login', { email, password: PASSWORD })
    expect(login.statusCode).toBe(200)
    const bearer = `Bearer ${login.json<{ token: string }>().token}`
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: bearer },
    })
    const accountId = me.json<{ id: string }>().id
    // A second failure after the success: its counters stay in Redis to be read.
    expect(
      (await post('/api/auth/student/login', { email, password: 'Wrong#password 2026' }))
        .statusCode,
    ).toBe(401)

    expect((await post('/api/auth/password-reset/request', { email })).statusCode).toBe(202)
    const contact = await t.app.inject(
      contactFormRequest(
        { first_name: 'Key', email, title: 'Keys', message: 'Named properly?' },
        IP,
      ),
    )
    expect(contact.statusCode).toBe(200)
    const change = await post(
      '/api/me/password',
      {
        currentPassword: 'Not#the password 2026',
        newPassword: 'Another#2026 secret phrase',
        retypePassword: 'Another#2026 secret phrase',
      },
      bearer,
    )
    expect(change.statusCode).toBeGreaterThanOrEqual(400)
    expect(change.statusCode).toBeLessThan(500)

    const keys = await redisKeys(redis.url, 'learnlane-*')
    expect(keys).toEqual(
      expect.arrayContaining([
        `learnlane-rl:register-ip:${IP}`,
        `learnlane-rl:login-ip:${IP}`,
        `learnlane-rl:reset-ip:${IP}`,
        `learnlane-rl:email-ip:${IP}`,
        `learnlane-rl:email-address:${email}`,
        `learnlane-rl:password-change:${accountId}`,
        `learnlane-counter:login-fail:${email}`,
        `learnlane-counter:login-fail:${email}:${IP}`,
      ]),
    )
    for (const key of keys) {
      expect(key).toMatch(KEY_NAME)
      expect(key).not.toContain('undefined')
    }
  })

  it('every counter expires with its window', async () => {
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 })
    try {
      await client.connect()
      const keys = await client.keys('learnlane-*')
      expect(keys.length).toBeGreaterThan(0)
      for (const key of keys) expect(await client.pttl(key)).toBeGreaterThan(0)
    } finally {
      client.disconnect()
    }
  })

  it('a Redis that stops answering costs one command timeout, then memory answers at once', async () => {
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: `hung.${Math.random().toString(36).slice(2)}@example.test` },
        remoteAddress: '203.0.113.62',
      })
    redis.pause()
    try {
      // The connection stays open: only the command timeout tells Redis is gone.
      const first = performance.now()
      expect((await request()).statusCode).toBe(202)
      const firstMs = performance.now() - first
      expect(firstMs).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50)
      expect(firstMs).toBeLessThan(2 * COMMAND_TIMEOUT_MS)
      expect(await metric(t, 'learnlane_redis_up')).toBe(0)
      // From then on nothing waits for Redis.
      for (let i = 0; i < 3; i += 1) {
        const next = performance.now()
        expect((await request()).statusCode).toBe(202)
        expect(performance.now() - next).toBeLessThan(COMMAND_TIMEOUT_MS / 2)
      }
    } finally {
      redis.resume()
    }
    await waitFor(
      'learnlane_redis_up back to 1',
      async () => (await metric(t, 'learnlane_redis_up')) === 1,
    )
  })
})

describe('the rate-limit store', () => {
  it('names a limit made in code by its key, and a route’s own limit by its method and path', async () => {
    const memory = memoryCounters()
    const counted: string[] = []
    const recording: Counters = {
      ...memory,
      increment: (key, windowMs) => {
        counted.push(key)
        return memory.increment(key, windowMs)
      },
    }
    const app = Fastify()
    await app.register(rateLimit, {
      global: false,
      store: counterStore(recording, 'learnlane-rl:'),
    })
    const inCode = app.createRateLimit({
      max: 1,
      timeWindow: 60_000,
      keyGenerator: (req) => `login-ip:${req.ip}`,
    })
    app.get('/in-code', async (req, reply) => {
      const result = await inCode(req)
      return reply.status(!result.isAllowed && result.isExceeded ? 429 : 200).send('')
    })
    app.post('/api/own-limit', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => '')
    await app.ready()
    try {
      const ip = '203.0.113.71'
      const calls = [
        () => app.inject({ method: 'GET', url: '/in-code', remoteAddress: ip }),
        () => app.inject({ method: 'POST', url: '/api/own-limit', remoteAddress: ip }),
      ]
      for (const call of calls) {
        expect((await call()).statusCode).toBe(200)
        expect((await call()).statusCode).toBe(429)
      }
      expect([...new Set(counted)]).toEqual([
        `learnlane-rl:login-ip:${ip}`,
        `learnlane-rl:POST:/api/own-limit:${ip}`,
      ])
    } finally {
      await app.close()
    }
  })
})
