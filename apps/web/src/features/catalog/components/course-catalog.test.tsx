import type { CourseListResponse, CourseSummary } from '@app/domain/catalog'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { parseCourseFilters } from '../filters-url'
import { CourseCatalog } from './course-catalog'

const course = (id: number, title: string): CourseSummary => ({
  id,
  title,
  alt: title,
  author: 'Maya Lindqvist',
  instructorId: 1,
  instractors: ['Maya Lindqvist'],
  filterCategories: ['Web Development'],
  level: 'Beginner',
  language: ['English'],
  durationBucket: '1-3 Hours',
  features: ['Subtitle'],
  priceCents: 5000 + id,
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

const facets = {
  categories: [
    { value: 'Web Development', count: 30 },
    { value: 'Data Science', count: 4 },
  ],
  instructors: [],
  levels: [
    { value: 'Beginner', count: 20 },
    { value: 'Expert', count: 10 },
  ],
  prices: [],
  languages: [],
  durations: [],
  features: [],
  ratings: [],
}

/** The API double: answers from the query it receives, and records every request URL. */
function answer(url: URL): CourseListResponse {
  const page = Number(url.searchParams.get('page') ?? 1)
  const total =
    url.searchParams.get('levels') === 'Expert' ? 0 : url.searchParams.get('categories') ? 4 : 30
  const first = (page - 1) * 12
  const items = Array.from({ length: Math.max(0, Math.min(12, total - first)) }, (_, i) =>
    course(first + i + 1, `Course ${first + i + 1}`),
  )
  return { items, total, page, pageSize: 12, pageCount: Math.ceil(total / 12), facets }
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

describe('CourseCatalog', () => {
  it('reads the filters from the URL and asks the API for them', async () => {
    renderWithApp(<CourseCatalog />, {
      path: '/courses',
      initialEntries: ['/courses?categories=Data+Science&page=1'],
    })
    expect(await screen.findByText('Showing 1 - 12 Of 4 Courses')).toBeInTheDocument()
    expect(requests.at(-1)?.searchParams.get('categories')).toBe('Data Science')
    const sidebar = screen.getByRole('complementary', { name: 'Course filters' })
    expect(within(sidebar).getByRole('checkbox', { name: 'Data Science (4)' })).toBeChecked()
  })

  it('writes a filter change to the URL and goes back to page 1', async () => {
    const user = userEvent.setup()
    const { router } = renderWithApp(<CourseCatalog />, {
      path: '/courses',
      initialEntries: ['/courses?page=2'],
    })
    expect(await screen.findByText('Showing 13 - 24 Of 30 Courses')).toBeInTheDocument()
    const sidebar = screen.getByRole('complementary', { name: 'Course filters' })
    await user.click(within(sidebar).getByRole('checkbox', { name: 'Web Development (30)' }))
    await waitFor(() => expect(router.state.location.search).toBe('?categories=Web+Development'))
    expect(await screen.findByText('Showing 1 - 12 Of 4 Courses')).toBeInTheDocument()
  })

  it('shows the spec message and a way out when nothing matches', async () => {
    const user = userEvent.setup()
    const { router } = renderWithApp(<CourseCatalog />, {
      path: '/courses',
      initialEntries: ['/courses?levels=Expert'],
    })
    expect(
      await screen.findByText('No products found. Please try another filter'),
    ).toBeInTheDocument()
    const buttons = screen.getAllByRole('button', { name: 'Clear Filter' })
    await user.click(buttons.at(-1)!)
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('is a GET form whose fields read back as the filters shown (for visitors without JavaScript)', async () => {
    renderWithApp(<CourseCatalog />, {
      path: '/courses',
      initialEntries: [
        '/courses?categories=Data+Science&levels=Expert&rating=4&sort=price-asc&page=3',
      ],
    })
    await screen.findByText('No products found. Please try another filter')
    const form = document.getElementById('course-filters') as HTMLFormElement
    expect(form.method).toBe('get')
    expect(form.getAttribute('action')).toBe('/courses')
    // The sort select sits in the toolbar and belongs to the sidebar's form.
    expect(screen.getByLabelText('Sort by')).toHaveProperty('form', form)
    const sent = new URLSearchParams(
      [...new FormData(form).entries()].map(([k, v]) => [k, String(v)] as [string, string]),
    )
    expect(parseCourseFilters(sent)).toEqual({
      ...parseCourseFilters(
        new URLSearchParams('categories=Data+Science&levels=Expert&rating=4&sort=price-asc'),
      ),
      page: 1,
    })
    expect(within(form).getByRole('button', { name: 'Apply Filters' })).toHaveAttribute(
      'type',
      'submit',
    )

    // Clear Filter submits the form that keeps only the sort.
    const clear = within(form).getByRole('button', { name: 'Clear Filter' })
    const clearForm = document.getElementById(clear.getAttribute('form') ?? '') as HTMLFormElement
    expect([...new FormData(clearForm).entries()]).toEqual([['sort', 'price-asc']])
  })

  it('lists the options past Show More in the form, hidden until asked for', async () => {
    const user = userEvent.setup()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          ...answer(new URL('http://localhost/api/courses')),
          facets: {
            ...facets,
            categories: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((value) => ({ value, count: 1 })),
          },
        }),
      ),
    )
    renderWithApp(<CourseCatalog />, { path: '/courses', initialEntries: ['/courses'] })
    const group = await screen.findByRole('group', { name: 'Categories' })
    await within(group).findByRole('checkbox', { name: 'A (1)' })
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5)
    expect(group.querySelectorAll('input[type="checkbox"][name="categories"]')).toHaveLength(7)
    await user.click(within(group).getByRole('button', { name: 'Show More' }))
    expect(within(group).getAllByRole('checkbox')).toHaveLength(7)
  })
})
