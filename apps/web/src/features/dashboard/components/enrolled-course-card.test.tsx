import { describe, expect, it } from 'vitest'
import { makeLearningCourse } from '../../../testing/learning-fixtures'
import { renderWithApp } from '../../../testing/render'
import { EnrolledCourseCard } from './enrolled-course-card'

describe('EnrolledCourseCard', () => {
  it('shows the course’s uploaded cover', () => {
    const base = makeLearningCourse(61, 'Quantum Basics', 2)
    const item = { ...base, course: { ...base.course, coverUrl: '/api/files/cover-61' } }
    const { container } = renderWithApp(<EnrolledCourseCard item={item} />)
    expect(container.querySelector('.course-card__media img')).toHaveAttribute(
      'src',
      '/api/files/cover-61',
    )
  })
})
