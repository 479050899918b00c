import { emptyCourseFacets } from '@app/domain/catalog'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../testing/render'
import { stubApi } from '../../testing/shop-fixtures'
import CourseGridLeftSidebarPage from './course-grid-left-sidebar'

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

function renderGrid(search: string) {
  stubApi({
    'GET /api/courses': () =>
      jsonResponse({
        items: [],
        total: 0,
        page: 1,
        pageSize: 12,
        pageCount: 1,
        facets: emptyCourseFacets(),
      }),
  })
  return renderWithApp(<CourseGridLeftSidebarPage />, {
    path: '/course-grid-left-sidebar',
    initialEntries: [`/course-grid-left-sidebar${search}`],
  })
}

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('the course grid title block', () => {
  it("keeps the spec's heading and breadcrumbs without a category filter", () => {
    renderGrid('?levels=Beginner')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Web Development Courses')
    expect(crumbs()).toEqual(['Home', 'Development', 'Web Development'])
  })

  it('names the category when the grid is filtered on one', () => {
    renderGrid('?categories=Data+Science&levels=Beginner')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Data Science Courses')
    expect(crumbs()).toEqual(['Home', 'Courses', 'Data Science'])
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/course-grid-left-sidebar',
    )
    expect(document.title).toMatch(/^Data Science Courses/)
  })

  it("keeps the spec's heading when several categories are chosen", () => {
    renderGrid('?categories=Data+Science,Cybersecurity')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Web Development Courses')
  })
})
