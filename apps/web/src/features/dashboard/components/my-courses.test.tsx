import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { makeEnrolment, requested, routeFetch } from '../../../testing/order-fixtures'
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
const enrolments = titles.map((title, i) => makeEnrolment(i + 1, title))

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('MyCourses (student)', () => {
  it('lists the enrolments as course cards, 6 a page, with an honest 0% progress', async () => {
    const fetchMock = routeFetch(() => jsonResponse({ items: enrolments }))
    const user = userEvent.setup()
    renderWithApp(<MyCourses area="student" />, { path: '/student-my-courses' })

    await screen.findAllByRole('article')
    expect(requested(fetchMock)).toEqual(['/api/me/enrolments'])
    expect(screen.getByRole('tab', { name: 'Enrolled Courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(cardTitles()).toEqual(titles.slice(0, 6))
    const first = screen.getAllByRole('article')[0]!
    expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    expect(first).toHaveTextContent('0% complete')
    expect(first).toHaveTextContent('Enrolled March 2, 2026')
    expect(within(first).getByRole('link', { name: 'Modern React From Scratch' })).toHaveAttribute(
      'href',
      '/course-single-v1/1',
    )

    await user.click(screen.getByRole('link', { name: 'Page 2' }))
    expect(cardTitles()).toEqual(['Kotlin Coroutines'])
  })

  it('filters by tab: active holds every unfinished course, completed none yet', async () => {
    routeFetch(() => jsonResponse({ items: enrolments.slice(0, 2) }))
    const user = userEvent.setup()
    const { router } = renderWithApp(<MyCourses area="student" />, { path: '/student-my-courses' })
    await screen.findAllByRole('article')

    await user.click(screen.getByRole('tab', { name: 'Active Courses' }))
    expect(router.state.location.search).toBe('?status=active')
    expect(screen.getByRole('tab', { name: 'Active Courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(cardTitles()).toEqual(titles.slice(0, 2))

    await user.click(screen.getByRole('tab', { name: 'Completed Courses' }))
    expect(router.state.location.search).toBe('?status=completed')
    expect(screen.queryAllByRole('article')).toEqual([])
    expect(screen.getByRole('heading', { name: 'No completed courses yet' })).toBeInTheDocument()
  })

  it('shows an empty state with the catalog when nothing is enrolled', async () => {
    routeFetch(() => jsonResponse({ items: [] }))
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
