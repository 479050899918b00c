import {
  CATEGORY_OPTIONS,
  CATEGORY_SUB_ITEMS,
  TOP_CATEGORIES,
  type Category,
  type CategoryTile,
  type CourseCategory,
  type CourseListResponse,
} from '@app/domain/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_COURSES } from '../../db/seed/catalog-courses'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

describe.each(drivers)('categories API on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  it('GET /api/categories answers the ten top categories, each with the same ten sub-items', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' })
    expect(res.statusCode).toBe(200)
    const categories = res.json<Category[]>()
    expect(categories.map((c) => c.title)).toEqual([...TOP_CATEGORIES])
    for (const category of categories) {
      expect(category.subItems.map((s) => s.title)).toEqual([...CATEGORY_SUB_ITEMS])
      expect(category.subItems.every((s) => s.href.startsWith('/'))).toBe(true)
    }
    const ids = categories.flatMap((c) => c.subItems.map((s) => s.id))
    expect(new Set(ids).size).toBe(ids.length)
    // Kept by the server's answer cache; browsers revalidate with the ETag.
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/)
  })

  it("GET /api/categories/courses answers the catalog's categories with their published course counts", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories/courses' })
    expect(res.statusCode).toBe(200)
    const categories = res.json<CourseCategory[]>()
    const published = SEED_COURSES.filter((c) => c.status !== 'draft')
    const expected = CATEGORY_OPTIONS.map((title) => ({
      title,
      courses: published.filter((c) => c.categories.includes(title)).length,
    })).filter((c) => c.courses > 0)
    expect(categories).toEqual(expected)
    // None of the spec's mock-up menu entries: only what courses are filed under.
    expect(categories.map((c) => c.title)).not.toContain('Development')
    // Each count is what the course grid filtered on that category shows.
    for (const category of categories) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/courses?categories=${encodeURIComponent(category.title)}`,
      })
      expect(list.json<CourseListResponse>().total).toBe(category.courses)
    }
  })

  it('GET /api/category-tiles answers the eleven home tiles in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category-tiles' })
    expect(res.statusCode).toBe(200)
    const tiles = res.json<CategoryTile[]>()
    expect(tiles).toHaveLength(11)
    expect(tiles.slice(0, 10).map((tile) => tile.title)).toEqual([
      'Graphics & Design',
      'Digital Marketing',
      'Writing & Translation',
      'Lifestyle',
      'Video & Animation',
      'Business',
      'Music & Audio',
      'Data',
      'Programming & Tech',
      'Photography',
    ])
    expect(tiles.every((tile) => tile.icon && tile.courseCount > 0)).toBe(true)
  })
})
