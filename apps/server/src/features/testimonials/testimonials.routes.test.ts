import type { Testimonial } from '@app/domain/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

describe.each(drivers)('GET /api/testimonials on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  it('answers the six testimonials in order with 1 to 5 stars', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' })
    expect(res.statusCode).toBe(200)
    const items = res.json<Testimonial[]>()
    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(items[0]).toMatchObject({
      name: 'Courtney Nguyen',
      role: 'Front-end Developer',
      rating: 5,
    })
    expect(items.every((i) => i.rating >= 1 && i.rating <= 5 && i.text.length > 20)).toBe(true)
  })
})
