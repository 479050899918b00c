import {
  CATEGORY_OPTIONS,
  COURSE_SORTS,
  DURATION_OPTIONS,
  FEATURE_OPTIONS,
  INSTRUCTOR_FILTER_OPTIONS,
  LANGUAGE_OPTIONS,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
  courseFacets,
  filterCourses,
  pageCount,
  paginate,
  sortCourses,
  type CourseListResponse,
  type FilterableCourse,
} from '@app/domain/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createRandom,
  generateCourses,
  generateInstructors,
  insertGenerated,
  type Random,
} from '../../db/seed/catalog-generate'
import type { SeedCourse } from '../../db/seed/catalog-courses'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

/** What the domain rules see of a generated course, exactly as the database stores it. */
const toFilterable = (c: SeedCourse, names: Map<number, string>): FilterableCourse => ({
  id: c.id,
  title: c.title,
  instractors: [names.get(c.instructorId)!, ...c.with],
  filterCategories: c.categories,
  level: c.level,
  language: c.languages,
  durationBucket: c.durationBucket,
  features: c.features,
  priceCents: Math.round(c.price * 100),
  rating: c.rating,
})

/** A random selection: each group set about a third of the time, sometimes with odd values. */
function randomQuery(random: Random, instructorNames: string[]) {
  const params = new URLSearchParams()
  const maybe = <T extends string>(key: string, values: readonly T[], max: number): T[] => {
    if (!random.chance(0.35)) return []
    const chosen = random.some(values, random.int(1, max))
    params.set(key, chosen.join(','))
    return chosen
  }
  const categories = [...CATEGORY_OPTIONS, 'Underwater Basket Weaving']
  const selection = {
    categories: maybe('categories', categories, 3),
    instructors: maybe('instructors', [...INSTRUCTOR_FILTER_OPTIONS, ...instructorNames], 2),
    levels: maybe('levels', LEVEL_OPTIONS, 2),
    prices: maybe('prices', PRICE_OPTIONS, 2),
    languages: maybe('languages', LANGUAGE_OPTIONS, 3),
    durations: maybe('durations', DURATION_OPTIONS, 2),
    features: maybe('features', FEATURE_OPTIONS, 2),
    rating: random.chance(0.25) ? random.int(1, 5) : undefined,
  }
  if (selection.rating !== undefined) params.set('rating', String(selection.rating))
  const sort = random.pick(COURSE_SORTS).value
  const pageSize = random.pick([6, 12, 24])
  const page = random.int(1, 4)
  params.set('sort', sort)
  params.set('page', String(page))
  params.set('pageSize', String(pageSize))
  return { params, selection, sort, page, pageSize }
}

describe.each(drivers)('GET /api/courses agrees with the domain rules on %s', (driver) => {
  let t: TestApp
  const random = createRandom(4242)
  const instructors = generateInstructors(random, 1, 25)
  // The four filter instructors teach some courses of their own too.
  INSTRUCTOR_FILTER_OPTIONS.forEach((name, i) => (instructors[i]!.name = name))
  const names = new Map(instructors.map((i) => [i.id, i.name]))
  const courses = generateCourses(random, { startId: 1, count: 320, instructors })
  let catalog = courses.map((c) => toFilterable(c, names))

  beforeAll(async () => {
    t = await buildTestApp(driver)
    await insertGenerated(t.database.db, { instructors, courses })
  })
  afterAll(() => t.close())

  const check = async (rounds: number) => {
    for (let round = 0; round < rounds; round++) {
      const q = randomQuery(
        random,
        instructors.slice(4, 8).map((i) => i.name),
      )
      const res = await t.app.inject({ method: 'GET', url: `/api/courses?${q.params.toString()}` })
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json<CourseListResponse>()
      const matching = filterCourses(catalog, q.selection)
      const page = paginate(sortCourses(matching, q.sort), q.page, q.pageSize)
      const context = `query ${q.params.toString()}`
      expect(body.total, context).toBe(matching.length)
      expect(body.pageCount, context).toBe(pageCount(matching.length, q.pageSize))
      expect(
        body.items.map((c) => c.id),
        context,
      ).toEqual(page.map((c) => c.id))
      expect(body.facets, context).toEqual(courseFacets(catalog, q.selection))
    }
  }

  it('returns the same courses, order, totals and facet counts for random filter combinations', async () => {
    await check(120)
  })

  it('still agrees after the catalog changes (the facet index is rebuilt)', async () => {
    const more = generateCourses(random, { startId: 1001, count: 40, instructors })
    await insertGenerated(t.database.db, { instructors, courses: more })
    catalog = [...catalog, ...more.map((c) => toFilterable(c, names))]
    await check(30)
  })
})
