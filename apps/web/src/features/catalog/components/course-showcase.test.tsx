import type { CourseListResponse, CourseSummary } from '@app/domain/catalog'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { makeCourseList } from '../../../testing/catalog-fixtures'
import { CourseShowcase } from './course-showcase'

const TOTAL = 30

const course = (id: number): CourseSummary => ({
  id,
  title: `Course ${id}`,
  alt: `Course ${id}`,
  author: 'Maya Lindqvist',
  instructorId: 1,
  instractors: ['Maya Lindqvist'],
  filterCategories: ['Web Development'],
  level: 'Beginner',
  language: ['English'],
  durationBucket: '1-3 Hours',
  features: ['Subtitle'],
  priceCents: 5000,
  compareAtCents: null,
  rating: 4.5,
  ratingCount: 10,
  lessons: 8,
  durationMinutes: 90,
  students: 100,
  tag: null,
  bestSeller: false,
  featured: false,
  tabTitles: [],
})

function answer(url: URL): CourseListResponse {
  const page = Number(url.searchParams.get('page') ?? 1)
  const first = (page - 1) * 12
  const items = Array.from({ length: Math.max(0, Math.min(12, TOTAL - first)) }, (_, i) =>
    course(first + i + 1),
  )
  return makeCourseList(items, { total: TOTAL, page, pageCount: Math.ceil(TOTAL / 12) })
}

let requests: URL[] = []
beforeEach(() => {
  requests = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      requests.push(url)
      return jsonResponse(answer(url))
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('CourseShowcase', () => {
  it('appends the next page in place, and offers it as a GET form for visitors without JavaScript', async () => {
    const user = userEvent.setup()
    const { router } = renderWithApp(<CourseShowcase />, {
      path: '/courses',
      initialEntries: ['/courses?sort=title-asc'],
    })
    expect(await screen.findByText(`12 of ${TOTAL} courses`)).toBeInTheDocument()
    const more = screen.getByRole('button', { name: 'Show More Courses' })
    const form = more.closest('form')!
    expect(form.method).toBe('get')
    expect(form.getAttribute('action')).toBe('/courses')
    expect([...new FormData(form).entries()]).toEqual([
      ['sort', 'title-asc'],
      ['page', '2'],
    ])

    await user.click(more)
    expect(await screen.findByText(`24 of ${TOTAL} courses`)).toBeInTheDocument()
    expect(router.state.location.search).toBe('?sort=title-asc')
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2')
  })

  it('starts at the page the URL names', async () => {
    renderWithApp(<CourseShowcase />, { path: '/courses', initialEntries: ['/courses?page=2'] })
    expect(await screen.findByText(`13 - 24 of ${TOTAL} courses`)).toBeInTheDocument()
    expect(titles()[0]).toBe('Course 13')
    const form = screen.getByRole('button', { name: 'Show More Courses' }).closest('form')!
    expect([...new FormData(form).entries()]).toEqual([['page', '3']])
  })

  it('sorts at once with JavaScript, and through its form without it', async () => {
    const user = userEvent.setup()
    const { router } = renderWithApp(<CourseShowcase />, {
      path: '/courses',
      initialEntries: ['/courses?page=2'],
    })
    await screen.findByText(`13 - 24 of ${TOTAL} courses`)
    const select = screen.getByLabelText('Sort by')
    const form = select.closest('form')!
    expect(within(form).getByRole('button', { name: 'Sort' })).toHaveAttribute('type', 'submit')
    expect(select).toHaveAttribute('name', 'sort')
    await user.selectOptions(select, 'price-desc')
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'))
    expect(await screen.findByText(`12 of ${TOTAL} courses`)).toBeInTheDocument()
  })
})
