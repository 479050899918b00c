import { afterEach, describe, expect, it } from 'vitest'
import { makeCourseDetail, makeCourseList, makeInstructorDetail } from '../testing/catalog-fixtures'
import { jsonResponse } from '../testing/render'
import { makePublicSessions, makeSessionReviews } from '../testing/session-fixtures'
import { render, setTransport } from './entry-server'

const course = makeCourseDetail({ id: 7 })
const otherCourse = { ...makeCourseDetail({ id: 8, title: 'Responsive Layouts in Practice' }) }
const byInstructor = makeCourseList([course, otherCourse])
const mentor = makeInstructorDetail({ id: 3, name: 'Jane Doe' })

/** The API as the server answers a render's calls, noting every call in order. */
function fakeApi() {
  const calls: string[] = []
  setTransport((url) => {
    calls.push(url)
    const { pathname, searchParams } = new URL(url, 'http://localhost')
    if (pathname === '/api/courses/7') return Promise.resolve(jsonResponse(course))
    if (pathname === '/api/instructors/3') return Promise.resolve(jsonResponse(mentor))
    if (pathname === '/api/instructors/3/sessions')
      return Promise.resolve(jsonResponse(makePublicSessions()))
    if (pathname === '/api/instructors/3/session-reviews')
      return Promise.resolve(jsonResponse(makeSessionReviews()))
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

describe('server render of a mentor page', () => {
  it('renders the mentor’s sessions in the page, each with Book a session', async () => {
    const calls = fakeApi()
    const result = await render({ url: '/instructor-single/3', origin: 'http://localhost' })

    expect(result.kind).toBe('page')
    if (result.kind !== 'page') return
    expect(result.body).toContain('Career chat')
    expect(result.body).toContain('$50.00')
    expect(result.body).toContain('Requires approval')
    expect(result.body.match(/Book a session/g)).toHaveLength(2)
    expect(calls.filter((url) => url === '/api/instructors/3/sessions')).toHaveLength(1)
    expect(result.state).toContain('"offered",3')
  })

  it('renders the students’ session reviews in the page: average, count and the latest', async () => {
    const calls = fakeApi()
    const result = await render({ url: '/instructor-single/3', origin: 'http://localhost' })

    expect(result.kind).toBe('page')
    if (result.kind !== 'page') return
    expect(result.body).toContain('Session reviews')
    expect(result.body).toContain('4.5')
    expect(result.body).toContain('Clear answers to every question.')
    expect(calls.filter((url) => url === '/api/instructors/3/session-reviews')).toHaveLength(1)
    expect(result.state).toContain('"reviews",3')
  })
})
