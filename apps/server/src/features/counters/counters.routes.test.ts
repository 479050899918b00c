import type { Counter } from '@app/domain/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

describe.each(drivers)('GET /api/counters on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  const shown = (items: Counter[]) => items.map((c) => `${c.number}${c.suffix} ${c.description}`)

  it('answers the home counters by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/counters' })
    expect(res.statusCode).toBe(200)
    expect(shown(res.json<Counter[]>())).toEqual([
      '458,000+ Instructors',
      '830M Course enrolments',
      '78,000+ Courses in 42 languages',
      '563,000+ Online videos',
    ])
  })

  it('answers the alternate counters for set=alt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/counters?set=alt' })
    expect(res.statusCode).toBe(200)
    expect(shown(res.json<Counter[]>())).toEqual([
      '62M Students',
      '75+ Languages',
      '830M Enrolments',
      '180+ Countries',
    ])
    expect(res.json<Counter[]>().every((c) => c.icon)).toBe(true)
  })

  it('answers 400 for an unknown set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/counters?set=footer' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Unknown counter set: use home or alt' })
  })
})
