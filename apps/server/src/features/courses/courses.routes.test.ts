import {
  sortKey,
  type CourseDetail,
  type CourseListResponse,
  type CourseSummary,
} from '@app/domain/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_COURSES } from '../../db/seed/catalog-courses'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const PUBLISHED = SEED_COURSES.filter((c) => c.status !== 'draft').length
const FREE_IDS = SEED_COURSES.filter((c) => c.price === 0).map((c) => c.id)

describe.each(drivers)('GET /api/courses on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/courses${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<CourseListResponse>()
  }
  /** Every matching course across all pages (48 per page is the largest page size). */
  const all = async (query: string) => {
    const first = await list(`${query}${query ? '&' : '?'}pageSize=48`)
    expect(first.total).toBeLessThanOrEqual(48)
    return first.items
  }
  const ids = (items: CourseSummary[]) => items.map((c) => c.id)
  const facet = (
    body: CourseListResponse,
    group: keyof CourseListResponse['facets'],
    value: string,
  ) => body.facets[group].find((f) => f.value === value)?.count

  it('answers the first page of 12 published courses in catalog order with totals', async () => {
    const body = await list('')
    expect(body.total).toBe(PUBLISHED)
    expect(body.page).toBe(1)
    expect(body.pageSize).toBe(12)
    expect(body.pageCount).toBe(Math.ceil(PUBLISHED / 12))
    expect(ids(body.items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(body.items[0]).toMatchObject({
      title: 'Complete Web Development Bootcamp',
      author: 'Maya Lindqvist',
      priceCents: 8929,
      level: 'Beginner',
    })
  })

  it('holds the spec sample prices: ten courses from about 58 to 143, one at 89.29', async () => {
    const body = await list('')
    const prices = body.items.slice(0, 10).map((c) => c.priceCents)
    expect(Math.min(...prices)).toBe(5800)
    expect(Math.max(...prices)).toBe(14300)
    expect(prices).toContain(8929)
  })

  it('never lists a draft course', async () => {
    const items = await all('?instructors=Maya%20Lindqvist')
    expect(ids(items)).not.toContain(48)
    const res = await t.app.inject({ method: 'GET', url: '/api/courses/48' })
    expect(res.statusCode).toBe(404)
  })

  it.each([
    [
      'categories',
      'Cybersecurity,Game Development',
      (c: CourseSummary) =>
        c.filterCategories.some((v) => ['Cybersecurity', 'Game Development'].includes(v)),
    ],
    [
      'instructors',
      'Lucas Moreau,Sofia Marin',
      (c: CourseSummary) => c.instractors.some((v) => ['Lucas Moreau', 'Sofia Marin'].includes(v)),
    ],
    [
      'languages',
      'Japanese,Thailand',
      (c: CourseSummary) => c.language.some((v) => ['Japanese', 'Thailand'].includes(v)),
    ],
  ])('matches %s when ANY selected value is present', async (group, values, matches) => {
    const items = await all(`?${group}=${encodeURIComponent(values)}`)
    expect(items.length).toBeGreaterThan(1)
    expect(items.every(matches)).toBe(true)
    const [one, two] = values.split(',')
    const first = await all(`?${group}=${encodeURIComponent(one!)}`)
    const second = await all(`?${group}=${encodeURIComponent(two!)}`)
    // Union of the single selections: more than either alone.
    expect(items.length).toBeGreaterThan(Math.max(first.length, second.length))
  })

  it('finds co-taught courses through the Instructors filter', async () => {
    const items = await all('?instructors=Lucas%20Moreau')
    expect(ids(items).sort((a, b) => a - b)).toEqual([8, 19, 33, 34, 45])
  })

  it('needs ALL selected features', async () => {
    const both = await all('?features=Quizzes,Coding%20Exercises')
    expect(both.length).toBeGreaterThan(0)
    expect(
      both.every((c) => c.features.includes('Quizzes') && c.features.includes('Coding Exercises')),
    ).toBe(true)
    const quizzes = await all('?features=Quizzes')
    expect(quizzes.length).toBeGreaterThan(both.length)
  })

  it.each([
    ['levels', 'Beginner', 'Expert'],
    ['durations', '0-1 Hour', '3-6 Hours'],
  ])('needs ALL selected %s, so two different values match nothing', async (group, a, b) => {
    const one = await list(`?${group}=${encodeURIComponent(a)}`)
    expect(one.total).toBeGreaterThan(0)
    const two = await list(`?${group}=${encodeURIComponent(`${a},${b}`)}`)
    expect(two.total).toBe(0)
    expect(two.items).toEqual([])
  })

  it.each([
    [5, (r: number) => r >= 4.5],
    [4, (r: number) => r >= 3.5 && r < 4.5],
    [3, (r: number) => r >= 2.5 && r < 3.5],
    [2, (r: number) => r >= 1.5 && r < 2.5],
    [1, (r: number) => r >= 0.5 && r < 1.5],
  ])('matches rating %d by rounding the course rating', async (stars, inRange) => {
    const items = await all(`?rating=${stars}`)
    const expected = SEED_COURSES.filter((c) => c.status !== 'draft' && inRange(c.rating))
    expect(ids(items).sort((a, b) => a - b)).toEqual(expected.map((c) => c.id))
  })

  it('tells Free (price 0) from Paid, and shows both when both are chosen', async () => {
    const free = await all('?prices=Free')
    expect(ids(free).sort((a, b) => a - b)).toEqual(FREE_IDS)
    const paid = await list('?prices=Paid')
    expect(paid.total).toBe(PUBLISHED - FREE_IDS.length)
    expect(paid.items.every((c) => c.priceCents > 0)).toBe(true)
    expect((await list('?prices=Free,Paid')).total).toBe(PUBLISHED)
  })

  it('combines groups with AND', async () => {
    const items = await all(
      '?categories=Web%20Development&levels=Intermediate&prices=Paid&languages=Spain',
    )
    expect(ids(items).sort((a, b) => a - b)).toEqual([25, 27])
  })

  it('accepts repeated query keys as well as comma lists', async () => {
    const repeated = await list('?languages=Japanese&languages=Thailand')
    const comma = await list('?languages=Japanese,Thailand')
    expect(repeated.total).toBe(comma.total)
  })

  it('answers an empty page for an unknown category', async () => {
    const body = await list('?categories=Underwater%20Basket%20Weaving')
    expect(body).toMatchObject({ total: 0, items: [], pageCount: 0 })
  })

  describe('sorting', () => {
    it.each([
      [
        'price-asc',
        (a: CourseSummary, b: CourseSummary) => a.priceCents - b.priceCents || a.id - b.id,
      ],
      [
        'price-desc',
        (a: CourseSummary, b: CourseSummary) => b.priceCents - a.priceCents || b.id - a.id,
      ],
      ['rating-asc', (a: CourseSummary, b: CourseSummary) => a.rating - b.rating || a.id - b.id],
      ['rating-desc', (a: CourseSummary, b: CourseSummary) => b.rating - a.rating || b.id - a.id],
      [
        'title-asc',
        (a: CourseSummary, b: CourseSummary) =>
          sortKey(a.title) < sortKey(b.title)
            ? -1
            : sortKey(a.title) > sortKey(b.title)
              ? 1
              : a.id - b.id,
      ],
      [
        'title-desc',
        (a: CourseSummary, b: CourseSummary) =>
          sortKey(a.title) < sortKey(b.title)
            ? 1
            : sortKey(a.title) > sortKey(b.title)
              ? -1
              : b.id - a.id,
      ],
    ])('orders every course by %s across pages', async (sort, compare) => {
      const pages = await Promise.all([1, 2, 3, 4].map((p) => list(`?sort=${sort}&page=${p}`)))
      const items = pages.flatMap((p) => p.items)
      expect(items).toHaveLength(PUBLISHED)
      expect(ids(items)).toEqual(ids([...items].sort(compare)))
    })

    it('starts the price sort with the free courses and ends it with the dearest', async () => {
      const cheapest = await list('?sort=price-asc')
      expect(cheapest.items.slice(0, FREE_IDS.length).every((c) => c.priceCents === 0)).toBe(true)
      const dearest = await list('?sort=price-desc')
      const dearestSeeded = Math.max(
        ...SEED_COURSES.filter((c) => c.status !== 'draft').map((c) => c.price),
      )
      expect(dearest.items[0]?.priceCents).toBe(Math.round(dearestSeeded * 100))
    })

    it('falls back to the default order for an unknown sort', async () => {
      expect(ids((await list('?sort=cheapest-first')).items)).toEqual(ids((await list('')).items))
    })
  })

  describe('paging', () => {
    it('moves through pages of 12 without overlap and ends with the remainder', async () => {
      const last = Math.ceil(PUBLISHED / 12)
      const pages = await Promise.all(
        Array.from({ length: last }, (_, i) => list(`?page=${i + 1}`)),
      )
      const seen = pages.flatMap((p) => ids(p.items))
      expect(new Set(seen).size).toBe(PUBLISHED)
      expect(pages.at(-1)?.items).toHaveLength(PUBLISHED - (last - 1) * 12)
    })

    it('answers an empty page past the last one, with the totals', async () => {
      const body = await list('?page=99')
      expect(body).toMatchObject({ items: [], total: PUBLISHED, page: 99 })
    })

    it('takes a page size up to 48', async () => {
      expect((await list('?pageSize=24')).items).toHaveLength(24)
    })
  })

  describe('facet counts', () => {
    it('counts every option of every group with nothing selected', async () => {
      const body = await list('')
      expect(body.facets.categories.map((f) => f.value)).toEqual([
        'Web Development',
        'Software Testing',
        'Mobile Development',
        'Software Engineering',
        'Game Development',
        'Data Science',
        'Cybersecurity',
      ])
      expect(facet(body, 'prices', 'Free')).toBe(FREE_IDS.length)
      expect(facet(body, 'prices', 'Paid')).toBe(PUBLISHED - FREE_IDS.length)
      expect(facet(body, 'ratings', '1')).toBe(1)
      expect(facet(body, 'instructors', 'Lucas Moreau')).toBe(5)
      const levels = body.facets.levels.reduce((sum, f) => sum + f.count, 0)
      expect(levels).toBe(PUBLISHED)
    })

    it("leaves a group's own selection out of its counts but applies the other groups", async () => {
      const body = await list('?prices=Free&levels=Intermediate')
      // Prices counts apply Intermediate only.
      const intermediate = await list('?levels=Intermediate')
      expect(facet(body, 'prices', 'Paid')).toBe(intermediate.total)
      expect(facet(body, 'prices', 'Free')).toBe(0)
      // Levels counts apply Free only.
      const free = await all('?prices=Free')
      expect(facet(body, 'levels', 'Beginner')).toBe(
        free.filter((c) => c.level === 'Beginner').length,
      )
      // Every other group applies both selections: nothing is free and Intermediate.
      expect(body.facets.languages.every((f) => f.count === 0)).toBe(true)
    })

    it('gives each option the size of the list that option would show with the other groups', async () => {
      const body = await list('?categories=Web%20Development&features=Subtitle')
      for (const { value, count } of body.facets.categories) {
        const alone = await list(`?categories=${encodeURIComponent(value)}&features=Subtitle`)
        expect(count, value).toBe(alone.total)
      }
      for (const { value, count } of body.facets.languages) {
        const narrowed = await list(
          `?categories=Web%20Development&features=Subtitle&languages=${encodeURIComponent(value)}`,
        )
        expect(count, value).toBe(narrowed.total)
      }
    })
  })

  describe('bad query values', () => {
    it.each([
      ['?levels=Guru', 'Unknown level: choose from Beginner, Intermediate, Expert'],
      ['?prices=Cheap', 'Unknown price: choose from Free, Paid'],
      [
        '?languages=Klingon',
        'Unknown language: choose from English, French, German, Italian, Turkish, Spain, Japanese, Thailand',
      ],
      [
        '?durations=10%20Hours',
        'Unknown video duration: choose from 0-1 Hour, 1-3 Hours, 3-6 Hours',
      ],
      [
        '?features=Certificates',
        'Unknown feature: choose from Subtitle, Quizzes, Coding Exercises',
      ],
      ['?rating=7', 'Rating must be a whole number from 1 to 5'],
      ['?rating=4.5', 'Rating must be a whole number from 1 to 5'],
      ['?rating=five', 'Rating must be a whole number from 1 to 5'],
    ])('%s answers 400 with a clear message', async (query, message) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/courses${query}` })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
    })
  })

  it('asks browsers to revalidate the list with its ETag, so a new course shows at once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/courses' })
    expect(res.headers['cache-control']).toBe('no-cache')
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { 'if-none-match': res.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })
})

describe.each(drivers)('GET /api/courses/:id on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  it('answers the course page content: learn points, requirements, curriculum, instructor, reviews', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/courses/1' })
    expect(res.statusCode).toBe(200)
    const course = res.json<CourseDetail>()
    expect(course).toMatchObject({
      id: 1,
      title: 'Complete Web Development Bootcamp',
      priceCents: 8929,
    })
    expect(course.learnPoints).toHaveLength(12)
    expect(new Set(course.learnPoints).size).toBe(12)
    expect(course.requirements).toHaveLength(3)
    expect(course.description).toContain('Complete Web Development Bootcamp')
    expect(course.curriculum).toHaveLength(4)
    for (const section of course.curriculum) {
      expect(section.lessons.map((l) => l.type)).toEqual(['video', 'document', 'quiz'])
      expect(section.lessons.reduce((sum, l) => sum + l.durationMinutes, 0)).toBe(9)
    }
    const lessons = course.curriculum.flatMap((s) => s.lessons)
    expect(lessons.filter((l) => l.isPreview).length).toBeGreaterThan(0)
    expect(lessons.filter((l) => l.isLocked).length).toBeGreaterThan(0)
    expect(course.instructor).toMatchObject({ id: 1, name: 'Maya Lindqvist', role: 'Teacher' })
    expect(course.instructor.courses).toBeGreaterThan(0)
    expect(course.reviews.length).toBeGreaterThanOrEqual(2)
    expect(course.reviews[0]?.ageText).toMatch(/ago$|today/)
    expect(Number.isNaN(Date.parse(course.updatedAt))).toBe(false)
  })

  it.each(['999999', 'abc', '0', '-3', '1.5', '99999999999999'])(
    'answers 404 with an error for the course id %s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/courses/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: `Course ${id} was not found` })
    },
  )
})
