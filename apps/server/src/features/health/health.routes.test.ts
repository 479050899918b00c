import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, drivers, TEST_REDIS_URL, type TestApp } from '../../testing/test-app'

/** Nothing listens here: a Redis that does not answer. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:6391'

describe.each(drivers)('health on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver)
  })
  afterAll(() => t.close())

  it('GET /api/health answers 200 with the database state while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: { driver, ok: true } })
  })

  it('GET /api/health/ready answers the same readiness', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: { driver, ok: true } })
  })

  it('GET /api/health/live answers 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 naming the database when it stops answering, while liveness stays 200', async () => {
    const { app, database, close } = await buildTestApp(driver)
    await database.close()
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: { driver, ok: false },
        failed: ['database'],
      })
    }
    const live = await app.inject({ method: 'GET', url: '/api/health/live' })
    expect(live.statusCode).toBe(200)
    await app.close()
    // The database is already closed; dropping it is all that is left.
    await close().catch(() => {})
  })
})

describe('readiness with REDIS_URL', () => {
  it('answers 200 with Redis when it answers', async () => {
    const t = await buildTestApp('pglite', { REDIS_URL: TEST_REDIS_URL })
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        status: 'ok',
        database: { driver: 'pglite', ok: true },
        redis: { ok: true },
      })
    } finally {
      await t.close()
    }
  })

  it('answers 200 naming Redis as degraded when it does not answer: the instance still serves', async () => {
    const t = await buildTestApp('pglite', { REDIS_URL: DEAD_REDIS_URL })
    try {
      const started = performance.now()
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(performance.now() - started).toBeLessThan(500)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        status: 'degraded',
        database: { driver: 'pglite', ok: true },
        redis: { ok: false },
        degraded: ['redis'],
      })
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' })
      expect(live.statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('still answers 503 when the database stops answering, Redis or not', async () => {
    const { app, database, close } = await buildTestApp('pglite', { REDIS_URL: DEAD_REDIS_URL })
    await database.close()
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: { driver: 'pglite', ok: false },
      redis: { ok: false },
      failed: ['database'],
      degraded: ['redis'],
    })
    await app.close()
    await close().catch(() => {})
  })
})
