import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { makeLearningCourse, myLearning } from '../../../testing/learning-fixtures'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { MyCourses } from './my-courses'

afterEach(() => vi.unstubAllGlobals())

const titles = [
  'Modern React From Scratch',
  'Python for Data Science',
  'Ethical Hacking Essentials',
  'Flutter Mobile Apps',
  'Game Design With Unity',
  'Testing JavaScript',
  'Kotlin Coroutines',
]
// The first course is complete (12 of 12), the others at 80% (10 of 12), the last just bought.
const courses = titles.map((title, i) =>
  makeLearningCourse(i + 1, title, i === 0 ? 12 : i === titles.length - 1 ? 0 : 10),
)

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('MyCourses (student)', () => {
  it('lists the courses as cards, 6 a page, with the progress of lessons completed', async () => {
    const fetchMock = routeFetch(() => jsonResponse(myLearning(courses)))
    const user = userEvent.setup()
    renderWithApp(<MyCourses area="student" />, { path: '/student-my-courses' })

    await screen.findAllByRole('article')
    expect(requested(fetchMock)).toEqual(['/api/me/learning'])
    expect(screen.getByRole('tab', { name: 'Enrolled Courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(cardTitles()).toEqual(titles.slice(0, 6))
    const [done, active] = screen.getAllByRole('article')
    expect(within(done!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(done).toHaveTextContent('100% complete')
    expect(done).toHaveTextContent('12/12 Lessons')
    expect(within(done!).getByRole('link', { name: /^View certificate/ })).toHaveAttribute(
      'href',
      `/certificate/${courses[0]!.certificateId}`,
    )
    expect(within(active!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80')
    expect(active).toHaveTextContent('80% complete')
    expect(active).toHaveTextContent('Enrolled March 2, 2026')
    expect(within(active!).getByRole('link', { name: /^Continue learning/ })).toHaveAttribute(
      'href',
      '/lesson?course=2',
    )
    expect(within(active!).getByRole('link', { name: 'Python for Data Science' })).toHaveAttribute(
      'href',
      '/course-single-v1/2',
    )

    await user.click(screen.getByRole('link', { name: 'Page 2' }))
    expect(cardTitles()).toEqual(['Kotlin Coroutines'])
    const [fresh] = screen.getAllByRole('article')
    expect(fresh).toHaveTextContent('0% complete')
    expect(within(fresh!).getByRole('link', { name: /^Start learning/ })).toBeInTheDocument()
  })

  it('filters by tab: Active holds the courses in progress, Completed those at 100%', async () => {
    routeFetch(() => jsonResponse(myLearning(courses.slice(0, 3))))
    const user = userEvent.setup()
    const { router } = renderWithApp(<MyCourses area="student" />, { path: '/student-my-courses' })
    await screen.findAllByRole('article')
    expect(cardTitles()).toEqual(titles.slice(0, 3))

    await user.click(screen.getByRole('tab', { name: 'Active Courses' }))
    expect(router.state.location.search).toBe('?status=active')
    expect(screen.getByRole('tab', { name: 'Active Courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(cardTitles()).toEqual(titles.slice(1, 3))

    await user.click(screen.getByRole('tab', { name: 'Completed Courses' }))
    expect(router.state.location.search).toBe('?status=completed')
    expect(cardTitles()).toEqual([titles[0]])
  })

  it('says so when no course is completed yet', async () => {
    routeFetch(() => jsonResponse(myLearning(courses.slice(1, 2))))
    renderWithApp(<MyCourses area="student" />, {
      path: '/student-my-courses',
      initialEntries: ['/student-my-courses?status=completed'],
    })
    expect(
      await screen.findByRole('heading', { name: 'No completed courses yet' }),
    ).toBeInTheDocument()
  })

  it('shows an empty state with the catalog when nothing is enrolled', async () => {
    routeFetch(() => jsonResponse(myLearning([])))
    renderWithApp(<MyCourses area="student" />, { path: '/student-my-courses' })
    expect(
      await screen.findByRole('heading', { name: 'No enrolled courses yet' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore courses' })).toBeInTheDocument()
  })

  it("does not ask for enrolments on a mentor's page", () => {
    const fetchMock = routeFetch(() => jsonResponse({ items: [] }))
    renderWithApp(<MyCourses area="instructor" />, { path: '/instructor-my-courses' })
    expect(screen.getByRole('heading', { name: 'No enrolled courses yet' })).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
