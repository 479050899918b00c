import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeLearningCourse, myLearning } from '../../../testing/learning-fixtures'
import { routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { StudentHome } from './student-home'

afterEach(() => vi.unstubAllGlobals())

const tile = (label: string) => screen.getByText(label, { exact: true }).closest('li')!

describe('StudentHome', () => {
  it('fills the counters from the courses and progress, and lists the courses with progress', async () => {
    const items = [
      makeLearningCourse(2, 'Kotlin Basics', 10),
      makeLearningCourse(1, 'Modern React', 12),
      makeLearningCourse(3, 'Rust for Beginners', 0),
    ]
    routeFetch(() => jsonResponse(myLearning(items, 2)))
    renderWithApp(<StudentHome />, { path: '/student-dashboard' })

    const table = await screen.findByRole('table', {
      name: 'Your courses with their progress, the latest you worked on first',
    })
    expect(tile('Enrolled Courses')).toHaveTextContent('3')
    expect(tile('Active Courses')).toHaveTextContent('2')
    expect(tile('Completed Courses')).toHaveTextContent('1')
    expect(tile('Certificates')).toHaveTextContent('1')
    expect(tile('Lessons Completed')).toHaveTextContent('22')
    expect(tile('Quizzes Passed')).toHaveTextContent('2')
    expect(screen.getByRole('heading', { name: 'My Course Progress' })).toBeInTheDocument()
    const [, first, second, third] = within(table).getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Kotlin Basics', '80%', '10 of 12', 'Continue'])
    expect(within(first!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80')
    expect(within(first!).getByRole('link', { name: 'Continue: Kotlin Basics' })).toHaveAttribute(
      'href',
      '/lesson?course=2',
    )
    expect(
      within(second!).getByRole('link', { name: 'View certificate: Modern React' }),
    ).toHaveAttribute('href', `/certificate/${items[1]!.certificateId}`)
    expect(third).toHaveTextContent('Start')
  })

  it('offers the catalog when the student has no course yet', async () => {
    routeFetch(() => jsonResponse(myLearning([])))
    renderWithApp(<StudentHome />, { path: '/student-dashboard' })
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument()
    expect(tile('Enrolled Courses')).toHaveTextContent('0')
  })
})
