import type { SearchHit } from '@app/domain/catalog'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../testing/render'
import { SearchResults } from './search-results'

const hit = (kind: SearchHit['kind'], id: number, title: string, rank: number): SearchHit => ({
  kind,
  id,
  title,
  subtitle: '',
  href: kind === 'course' ? `/course-single-v1/${id}` : `/instructor-single/${id}`,
  rank,
  imageUrl: null,
})

const groupTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)

describe('SearchResults', () => {
  it('leads with the mentor when a mentor ranks first, then their courses', () => {
    renderWithApp(
      <SearchResults
        hits={[
          hit('instructor', 1, 'Maya Lindqvist', 3.06),
          hit('course', 1, 'Complete Web Development Bootcamp', 2),
          hit('course', 3, 'React and TypeScript: Build Real Projects', 2),
        ]}
      />,
    )
    expect(groupTitles()).toEqual(['Mentors (1)', 'Courses (2)'])
  })

  it('keeps Courses first when a course ranks first', () => {
    renderWithApp(
      <SearchResults
        hits={[
          hit('course', 4, 'Python for Data Analysis', 1.06),
          hit('instructor', 3, 'Priya', 0.05),
        ]}
      />,
    )
    expect(groupTitles()).toEqual(['Courses (1)', 'Mentors (1)'])
  })
})
