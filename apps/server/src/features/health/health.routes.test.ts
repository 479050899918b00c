import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

describe.each(drivers)('GET /api/health on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver)
  })
  afterAll(() => t.close())

  it('answers 200 with the database state while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: { driver, ok: true } })
  })

  it('answers 503 when the database stops answering', async () => {
    const { app, database, close } = await buildTestApp(driver)
    await database.close()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'unavailable', database: { driver, ok: false } })
    await app.close()
    // The database is already closed; dropping it is all that is left.
    await close().catch(() => {})
  })
})
