import { afterEach, describe, expect, it } from 'vitest'
import { makeCourseDetail, makeCourseList } from '../testing/catalog-fixtures'
import { jsonResponse } from '../testing/render'
import { render, setTransport } from './entry-server'

const course = makeCourseDetail({ id: 7 })
const otherCourse = { ...makeCourseDetail({ id: 8, title: 'Responsive Layouts in Practice' }) }
const byInstructor = makeCourseList([course, otherCourse])

/** The API as the server answers a render's calls, noting every call in order. */
function fakeApi() {
  const calls: string[] = []
  setTransport((url) => {
    calls.push(url)
    const { pathname, searchParams } = new URL(url, 'http://localhost')
    if (pathname === '/api/courses/7') return Promise.resolve(jsonResponse(course))
    if (pathname === '/api/courses' && searchParams.get('instructors') === course.instructor.name)
      return Promise.resolve(jsonResponse(byInstructor))
    return Promise.resolve(jsonResponse({ error: 'Not found' }, 404))
  })
  return calls
}

afterEach(() => {
  setTransport((url, init) => fetch(url, init))
})

describe('server render of a course page', () => {
  it("renders the course with the instructor's other courses, asking the API once for each", async () => {
    const calls = fakeApi()
    const result = await render({ url: '/course-single-v1/7', origin: 'http://localhost' })

    expect(result.kind).toBe('page')
    if (result.kind !== 'page') return
    expect(result.status).toBe(200)
    expect(result.body).toContain(course.title)
    expect(result.body).toContain(otherCourse.title)
    expect(calls).toEqual([
      '/api/courses/7',
      `/api/courses?instructors=${encodeURIComponent(course.instructor.name).replace(/%20/g, '+')}`,
      // The header's Categories menu, built from the catalog.
      '/api/categories/courses',
    ])
    // The browser starts from the same data: nothing to fetch again after hydrating.
    expect(result.state).toContain('"detail",7')
    expect(result.state).toContain(otherCourse.title)
  })

  it('answers a missing course with the not-found page and a 404, asking for it once', async () => {
    const calls = fakeApi()
    const result = await render({ url: '/course-single-v1/9999', origin: 'http://localhost' })

    expect(result.kind).toBe('page')
    if (result.kind !== 'page') return
    expect(result.status).toBe(404)
    expect(result.body).toContain('Course not found')
    expect(calls).toEqual(['/api/courses/9999', '/api/categories/courses'])
  })
})
