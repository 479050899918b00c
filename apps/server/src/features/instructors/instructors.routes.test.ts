import {
  filterInstructors,
  sortInstructors,
  type InstructorDetail,
  type InstructorListResponse,
  type InstructorSort,
} from '@app/domain/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_COURSES } from '../../db/seed/catalog-courses'
import { SEED_INSTRUCTORS } from '../../db/seed/catalog-instructors'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

describe.each(drivers)('instructors API on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/instructors${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<InstructorListResponse>()
  }
  const names = (body: InstructorListResponse) => body.items.map((i) => i.name)

  describe('GET /api/instructors', () => {
    it('lists mentors 8 to a page with the total and page count', async () => {
      const body = await list('')
      expect(body.total).toBe(SEED_INSTRUCTORS.length)
      expect(body.items).toHaveLength(8)
      expect(body.pageCount).toBe(Math.ceil(SEED_INSTRUCTORS.length / 8))
      expect(body.items[0]).toMatchObject({
        id: 1,
        name: 'Maya Lindqvist',
        role: 'Teacher',
        rating: 4.9,
      })
      const second = await list('?page=2')
      expect(second.items.map((i) => i.id)).toEqual(SEED_INSTRUCTORS.slice(8).map((i) => i.id))
    })

    it('derives course, student and lesson figures from their published courses', async () => {
      const body = await list('?pageSize=48')
      const maya = body.items.find((i) => i.id === 1)!
      const own = SEED_COURSES.filter((c) => c.instructorId === 1 && c.status !== 'draft')
      expect(maya.courses).toBe(own.length)
      expect(maya.students).toBe(own.reduce((sum, c) => sum + c.students, 0))
      expect(maya.lessons).toBeGreaterThan(0)
    })

    it.each([
      [['Cybersecurity']],
      [['Web Development', 'Software Engineering']],
      [['Web Development', 'Mobile Development', 'Software Engineering']],
    ])('keeps mentors belonging to ALL of %j', async (categories) => {
      const body = await list(`?pageSize=48&categories=${encodeURIComponent(categories.join(','))}`)
      expect(body.items.length).toBeGreaterThan(0)
      for (const mentor of body.items) {
        for (const c of categories) expect(mentor.filterCategories).toContain(c)
      }
      const expected = filterInstructors(SEED_INSTRUCTORS, { categories })
      expect(body.items.map((i) => i.id)).toEqual(expected.map((i) => i.id))
    })

    it('finds mentors by part of their name, ignoring case', async () => {
      expect(names(await list('?q=RAMAN'))).toEqual(['Priya Raman'])
      expect(names(await list('?q=an&categories=Data%20Science'))).toEqual(
        filterInstructors(SEED_INSTRUCTORS, { q: 'an', categories: ['Data Science'] }).map(
          (i) => i.name,
        ),
      )
      expect((await list('?q=nobody-by-this-name')).total).toBe(0)
    })

    it('treats % and _ in the name search as ordinary characters', async () => {
      expect((await list('?q=%25')).total).toBe(0)
      expect((await list('?q=_')).total).toBe(0)
    })

    it.each<InstructorSort>(['default', 'name-asc', 'name-desc', 'rating-asc', 'rating-desc'])(
      'sorts by %s like the domain rule',
      async (sort) => {
        const body = await list(`?pageSize=48&sort=${sort}`)
        expect(body.items.map((i) => i.id)).toEqual(
          sortInstructors(SEED_INSTRUCTORS, sort).map((i) => i.id),
        )
      },
    )

    it('counts, per category, the mentors left with that category added to the selection', async () => {
      const none = await list('')
      const web = none.categoryCounts.find((c) => c.value === 'Web Development')!
      expect(web.count).toBe(
        filterInstructors(SEED_INSTRUCTORS, { categories: ['Web Development'] }).length,
      )
      const body = await list('?categories=Web%20Development')
      for (const { value, count } of body.categoryCounts) {
        const expected = filterInstructors(SEED_INSTRUCTORS, {
          categories: [...new Set(['Web Development', value])],
        })
        expect(count, value).toBe(expected.length)
      }
    })

    it('answers 400 for a name search longer than 100 characters', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/instructors?q=${'a'.repeat(101)}`,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toHaveProperty('error')
    })
  })

  describe('GET /api/instructors/:id', () => {
    it('answers the mentor with contact, social links, their courses and reviews', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/instructors/1' })
      expect(res.statusCode).toBe(200)
      const mentor = res.json<InstructorDetail>()
      expect(mentor).toMatchObject({
        id: 1,
        name: 'Maya Lindqvist',
        title: 'Developer and Teacher',
        email: 'mayalindqvist@learnlane.test',
      })
      expect(mentor.about.length).toBeGreaterThan(50)
      expect(mentor.social.linkedin).toContain('mayalindqvist')
      const own = SEED_COURSES.filter((c) => c.instructorId === 1 && c.status !== 'draft')
      expect(mentor.courseList.map((c) => c.id).sort((a, b) => a - b)).toEqual(own.map((c) => c.id))
      expect(mentor.courseList.every((c) => c.author === 'Maya Lindqvist')).toBe(true)
      expect(mentor.reviews.length).toBeGreaterThan(0)
    })

    it.each(['999', 'abc', '0'])('answers 404 with an error for the id %s', async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/instructors/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: `Instructor ${id} was not found` })
    })
  })
})
