import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { makeEnrolment, routeFetch } from '../../../testing/order-fixtures'
import { StudentHome } from './student-home'

afterEach(() => vi.unstubAllGlobals())

const tile = (label: string) => screen.getByText(label, { exact: true }).closest('li')!

describe('StudentHome', () => {
  it('fills the counters from the enrolments and lists them in the course table', async () => {
    const popular = makeEnrolment(2, 'Kotlin Basics')
    popular.course.students = 12_500
    routeFetch(() => jsonResponse({ items: [makeEnrolment(1, 'Modern React'), popular] }))
    renderWithApp(<StudentHome />, { path: '/student-dashboard' })

    const table = await screen.findByRole('table', {
      name: 'Your enrolled courses, the most popular first',
    })
    expect(tile('Total Course')).toHaveTextContent('2')
    expect(tile('Student In-progress')).toHaveTextContent('2')
    expect(tile('Student Completed')).toHaveTextContent('0')
    expect(tile('Published Course')).toHaveTextContent('0')
    expect(screen.getByRole('heading', { name: 'Best Selling Courses' })).toBeInTheDocument()
    const [, first, second] = within(table).getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Kotlin Basics', '12,500', '$89.29', 'Start learning'])
    expect(second).toHaveTextContent('Modern React')
  })

  it('offers the catalog when the student has no course yet', async () => {
    routeFetch(() => jsonResponse({ items: [] }))
    renderWithApp(<StudentHome />, { path: '/student-dashboard' })
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument()
    expect(tile('Total Course')).toHaveTextContent('0')
  })
})
