import type { Testimonial } from '@app/domain/catalog'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TestimonialsSection } from './testimonials-section'

const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Maya Chen',
    role: 'Product Designer',
    rating: 5,
    text: 'The design course changed how I work.',
  },
  {
    id: 2,
    name: 'Omar Haddad',
    role: 'Data Analyst',
    rating: 4,
    text: 'Clear lessons and useful projects.',
  },
  {
    id: 3,
    name: 'Lena Fischer',
    role: 'Instructor',
    rating: 5,
    text: 'Teaching here pays my rent.',
  },
]

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <TestimonialsSection />
    </QueryClientProvider>,
  )
}

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

const visibleSlide = () => screen.getByRole('tabpanel')

describe('TestimonialsSection', () => {
  it('loads GET /api/testimonials and shows the first entry with its stars', async () => {
    const fetchMock = mockFetch(200, testimonials)
    renderSection()
    expect(await screen.findByRole('tablist', { name: 'Choose a testimonial' })).toBeInTheDocument()
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/testimonials')
    expect(visibleSlide()).toHaveTextContent('The design course changed how I work.')
    expect(
      within(visibleSlide()).getByRole('img', { name: 'Rated 5.0 out of 5' }),
    ).toBeInTheDocument()
  })

  it('moves the main slider to the entry whose thumbnail is clicked', async () => {
    const user = userEvent.setup()
    mockFetch(200, testimonials)
    renderSection()
    await user.click(await screen.findByRole('tab', { name: /Lena Fischer/ }))
    expect(screen.getByRole('tab', { name: /Lena Fischer/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(visibleSlide()).toHaveTextContent('Teaching here pays my rent.')
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(visibleSlide()).toHaveTextContent('The design course changed how I work.')
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    expect(visibleSlide()).toHaveTextContent('Teaching here pays my rent.')
  })

  it('offers a retry when the testimonials cannot be loaded', async () => {
    const user = userEvent.setup()
    mockFetch(500, { error: 'Database unavailable' })
    renderSection()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load what our learners say',
    )
    mockFetch(200, testimonials)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('tablist')).toBeInTheDocument()
  })
})
