import type {
  CourseDetail,
  CourseListResponse,
  InstructorDetail,
  InstructorListResponse,
} from '@app/domain/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'
import { FEATURED_COURSE_ID } from './catalog-courses'

/** The figures the spec gives the featured course and the first mentor (SPEC sections 2 and 9). */
describe.each(drivers)('the seed’s spec figures on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<T>()
  }

  it('the featured course is 249.00 against 449.00, 4.9 from 315,475 ratings, 11 lessons, 229 students, updated 12/2024, 54.5 hours', async () => {
    const course = await get<CourseDetail>(`/api/courses/${FEATURED_COURSE_ID}`)
    expect(course).toMatchObject({
      priceCents: 24_900,
      compareAtCents: 44_900,
      rating: 4.9,
      ratingCount: 315_475,
      lessons: 11,
      students: 229,
      durationMinutes: 54.5 * 60,
      filterCategories: ['Web Development'],
    })
    expect(course.updatedAt.slice(0, 7)).toBe('2024-12')
    // Its curriculum holds those 11 lessons, three of them readings ('3 articles').
    const lessons = course.curriculum.flatMap((s) => s.lessons)
    expect(lessons).toHaveLength(11)
    expect(lessons.filter((l) => l.type === 'document')).toHaveLength(3)
  })

  it('the grid card of the featured course carries the same figures as its page', async () => {
    const grid = await get<CourseListResponse>('/api/courses?pageSize=48')
    const card = grid.items.find((c) => c.id === FEATURED_COURSE_ID)
    const detail = await get<CourseDetail>(`/api/courses/${FEATURED_COURSE_ID}`)
    expect(card).toBeDefined()
    for (const key of [
      'title',
      'priceCents',
      'compareAtCents',
      'rating',
      'ratingCount',
      'lessons',
      'students',
      'durationMinutes',
    ] as const)
      expect(card![key], key).toEqual(detail[key])
  })

  it('the first mentor is a Developer and Teacher rated 4.9 with 11 lessons and 200 students, on the list and the profile', async () => {
    const list = await get<InstructorListResponse>('/api/instructors')
    const first = list.items[0]!
    const profile = await get<InstructorDetail>(`/api/instructors/${first.id}`)
    const figures = { title: 'Developer and Teacher', rating: 4.9, lessons: 11, students: 200 }
    expect(first).toMatchObject(figures)
    expect(profile).toMatchObject(figures)
    // Live figures: the sums over the mentor's published courses.
    const own = await get<CourseListResponse>(
      `/api/courses?pageSize=48&instructors=${encodeURIComponent(profile.name)}`,
    )
    const taught = own.items.filter((c) => c.instructorId === profile.id)
    expect(taught.reduce((sum, c) => sum + c.lessons, 0)).toBe(11)
    expect(taught.reduce((sum, c) => sum + c.students, 0)).toBe(200)
    expect(profile.courses).toBe(taught.length)
  })
})
