import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESET_LIMITS } from '../features/auth/auth.routes'
import { captureLogs, type CapturedLogs } from '../testing/capture-logs'
import { redisKeys, startRedisServer, waitFor, type RedisServer } from '../testing/redis-server'
import { contactFormRequest, metricSample } from '../testing/requests'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'

/**
 * Dependency-outage gate: the app runs on a Redis of the test's own, which is killed and started
 * again. Redis only shares counters between instances, so while it is away the instance keeps
 * serving (readiness 200, named degraded), answers logins and forms without waiting on the dead
 * connection, still limits in memory, says so in the log and on /metrics, and goes back to Redis
 * on its own once Redis returns.
 */

/** The seeded demo student (README: demo accounts). */
const DEMO = { email: 'student@learnlane.test', password: 'Student#2026' }
/**
 * A login and a registration hash a password with argon2, which alone takes 0.5 to 1 s on a
 * busy 2-core machine: generous, yet far below the 5 to 10 s a login waited on a dead Redis.
 */
const LOGIN_BOUND_MS = 2500
/** Readiness, a reset request and a contact form hash nothing. */
const QUICK_BOUND_MS = 500
const LOGINS_IN_A_ROW = 5
const LOGIN_FAILURES_PER_EMAIL = 3
/** How long the instance may take to notice Redis is back (it retries every 100 ms to 1 s). */
const RECOVERY_DEADLINE_MS = 10_000

const ADDRESSES = {
  login: '198.51.100.10',
  forms: '198.51.100.20',
  resetFlood: '198.51.100.30',
  guesser: '198.51.100.40',
  afterwards: '198.51.100.50',
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now()
  const value = await work()
  return { ms: performance.now() - started, value }
}

describe.each(drivers)('Redis killed and started again, on %s', (driver) => {
  let redis: RedisServer
  let t: TestApp
  let logs: CapturedLogs
  const figures: Record<string, number[]> = {}
  const note = (name: string, ms: number) => (figures[name] ??= []).push(Math.round(ms))

  beforeAll(async () => {
    redis = await startRedisServer()
    logs = captureLogs()
    t = await buildTestApp(driver, {
      seed: true,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'info',
      logStream: logs.stream,
      AUTH_RATE_LIMIT_EMAIL: LOGIN_FAILURES_PER_EMAIL,
    })
  })
  afterAll(async () => {
    // Redis first: it never hangs, so no redis-server outlives a failed run.
    await redis?.kill()
    await t?.close()
    process.stdout.write(`redis outage on ${driver}, ms: ${JSON.stringify(figures)}\n`)
  })

  const login = (remoteAddress: string, password = DEMO.password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { email: DEMO.email, password },
      remoteAddress,
    })
  const resetRequest = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
      remoteAddress,
    })
  const get = (url: string) => t.app.inject({ method: 'GET', url })
  const metrics = async () => (await get('/metrics')).body
  const logLines = (msg: string) =>
    logs
      .lines()
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg.startsWith(msg))

  it('counts in Redis while it answers', async () => {
    const { ms, value: res } = await timed(() => login(ADDRESSES.login))
    note('login with redis', ms)
    expect(res.statusCode).toBe(200)
    expect(await redisKeys(redis.url)).toContain(`learnlane-rl:login-ip:${ADDRESSES.login}`)
    const ready = await get('/api/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({
      status: 'ok',
      database: { driver, ok: true },
      redis: { ok: true },
    })
    const text = await metrics()
    expect(metricSample(text, 'learnlane_redis_up')).toBe(1)
    expect(metricSample(text, 'learnlane_rate_limit_backend{backend="redis"}')).toBe(1)
    expect(metricSample(text, 'learnlane_rate_limit_backend{backend="memory"}')).toBe(0)
  })

  it('stays ready with Redis killed, naming Redis as degraded', async () => {
    await redis.kill()
    const { ms, value: ready } = await timed(() => get('/api/health/ready'))
    note('readiness without redis', ms)
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({
      status: 'degraded',
      database: { driver, ok: true },
      redis: { ok: false },
      degraded: ['redis'],
    })
    expect(ms).toBeLessThan(QUICK_BOUND_MS)
  })

  it(`answers ${LOGINS_IN_A_ROW} correct logins in a row within ${LOGIN_BOUND_MS} ms each`, async () => {
    for (let i = 0; i < LOGINS_IN_A_ROW; i += 1) {
      const { ms, value: res } = await timed(() => login(ADDRESSES.login))
      note('login without redis', ms)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toHaveProperty('token')
    }
    expect(Math.max(...figures['login without redis']!)).toBeLessThan(LOGIN_BOUND_MS)
  })

  it('answers register, a reset request and the contact form without waiting', async () => {
    const email = `outage.${Date.now().toString(36)}@example.test`
    const register = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/student/register',
        payload: {
          name: 'Ada Outage',
          email,
          password: 'Outage#2026 rides on',
          confirmPassword: 'Outage#2026 rides on',
        },
        remoteAddress: ADDRESSES.forms,
      }),
    )
    note('register without redis', register.ms)
    expect(register.value.statusCode).toBe(201)

    const reset = await timed(() => resetRequest(email, ADDRESSES.forms))
    note('reset request without redis', reset.ms)
    expect(reset.value.statusCode).toBe(202)

    const contact = await timed(() =>
      t.app.inject(
        contactFormRequest(
          {
            first_name: 'Ada',
            email,
            title: 'During the outage',
            message: 'Does the contact form still answer?',
          },
          ADDRESSES.forms,
        ),
      ),
    )
    note('contact without redis', contact.ms)
    expect(contact.value.statusCode).toBe(200)

    expect(register.ms).toBeLessThan(LOGIN_BOUND_MS)
    expect(reset.ms).toBeLessThan(QUICK_BOUND_MS)
    expect(contact.ms).toBeLessThan(QUICK_BOUND_MS)
  })

  it('still limits, in this instance’s memory', async () => {
    // The per-address limit of reset requests (@fastify/rate-limit).
    for (let i = 0; i < RESET_LIMITS.perIp; i += 1) {
      const res = await resetRequest(`flood.${i}@example.test`, ADDRESSES.resetFlood)
      expect(res.statusCode).toBe(202)
    }
    const refused = await resetRequest('flood.last@example.test', ADDRESSES.resetFlood)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toMatch(/Too many attempts/)

    // Failed logins per e-mail and address (the login counters).
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL; i += 1) {
      expect((await login(ADDRESSES.guesser, 'Wrong#password 2026')).statusCode).toBe(401)
    }
    const held = await login(ADDRESSES.guesser, DEMO.password)
    expect(held.statusCode).toBe(429)
  })

  it('says so once in the log and on /metrics', async () => {
    const text = await metrics()
    expect(metricSample(text, 'learnlane_redis_up')).toBe(0)
    expect(metricSample(text, 'learnlane_rate_limit_backend{backend="redis"}')).toBe(0)
    expect(metricSample(text, 'learnlane_rate_limit_backend{backend="memory"}')).toBe(1)
    const warnings = logLines('redis unavailable')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.level).toBe(40)
  })

  it('goes back to Redis on its own once Redis is started again', async () => {
    await redis.start()
    await waitFor(
      'learnlane_redis_up back to 1',
      async () => metricSample(await metrics(), 'learnlane_redis_up') === 1,
      RECOVERY_DEADLINE_MS,
    )
    const text = await metrics()
    expect(metricSample(text, 'learnlane_rate_limit_backend{backend="redis"}')).toBe(1)
    expect(metricSample(text, 'learnlane_rate_limit_backend{backend="memory"}')).toBe(0)

    const ready = await get('/api/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({
      status: 'ok',
      database: { driver, ok: true },
      redis: { ok: true },
    })

    // The new Redis is empty: a key in it shows the counting is there again.
    const { ms, value: res } = await timed(() => login(ADDRESSES.afterwards))
    note('login after recovery', ms)
    expect(res.statusCode).toBe(200)
    expect(await redisKeys(redis.url)).toContain(`learnlane-rl:login-ip:${ADDRESSES.afterwards}`)

    const back = logLines('redis available again')
    expect(back).toHaveLength(1)
    expect(back[0]!.level).toBe(30)
    expect(logLines('redis unavailable')).toHaveLength(1)
  })
})
