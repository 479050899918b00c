import type { CourseSummary } from '@app/domain/catalog'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'
import { CourseCard } from './course-card'
import { QuickViewProvider } from './quick-view'

const course: CourseSummary = {
  id: 7,
  title: 'Ethical Hacking Essentials',
  alt: 'Cover of the Ethical Hacking Essentials course',
  author: 'Kenji Watanabe',
  instructorId: 6,
  instractors: ['Kenji Watanabe'],
  filterCategories: ['Cybersecurity'],
  level: 'Intermediate',
  language: ['English', 'Japanese'],
  durationBucket: '3-6 Hours',
  features: ['Subtitle', 'Quizzes'],
  priceCents: 14300,
  compareAtCents: 19900,
  rating: 4.8,
  ratingCount: 1988,
  lessons: 21,
  durationMinutes: 320,
  students: 7340,
  tag: 'Best Seller',
  bestSeller: true,
  featured: true,
  tabTitles: ['Most Popular'],
}

function renderCard(c: CourseSummary = course) {
  return render(
    <MemoryRouter>
      <WishlistHearts>
        <QuickViewProvider courses={[c]}>
          <CourseCard course={c} />
        </QuickViewProvider>
      </WishlistHearts>
    </MemoryRouter>,
  )
}

describe('CourseCard', () => {
  it('shows the course facts and links title and Enroll Course to the course page', () => {
    renderCard()
    const card = screen.getByRole('article')
    expect(
      within(card).getByRole('heading', { name: 'Ethical Hacking Essentials' }),
    ).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Ethical Hacking Essentials' })).toHaveAttribute(
      'href',
      '/course-single-v1/7',
    )
    expect(within(card).getByRole('link', { name: /Enroll Course/ })).toHaveAttribute(
      'href',
      '/course-single-v1/7',
    )
    expect(within(card).getByText('Cybersecurity')).toBeInTheDocument()
    expect(within(card).getByText('Kenji Watanabe')).toBeInTheDocument()
    expect(
      within(card).getByRole('img', { name: 'Rated 4.8 out of 5, 1,988 reviews' }),
    ).toBeInTheDocument()
    expect(within(card).getByText('21 Lessons')).toBeInTheDocument()
    expect(within(card).getByText('5h 20m')).toBeInTheDocument()
    expect(within(card).getByText('$143.00')).toBeInTheDocument()
    expect(within(card).getByText('$199.00').closest('s')).not.toBeNull()
  })

  it('says Free for a free course and leaves out a compare price', () => {
    renderCard({ ...course, priceCents: 0, compareAtCents: null })
    expect(screen.getByText('Free')).toBeInTheDocument()
    expect(document.querySelector('s')).toBeNull()
  })

  it('toggles its heart in the shared wishlist', async () => {
    const user = userEvent.setup()
    renderCard()
    const heart = screen.getByRole('button', { name: 'Wishlist: Ethical Hacking Essentials' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([7])
    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
  })

  it('opens the quick view as a dialog named after the course', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(screen.getByRole('button', { name: 'Quick view: Ethical Hacking Essentials' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ethical Hacking Essentials' })
    expect(within(dialog).getByText('Intermediate')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Enroll Course' })).toHaveAttribute(
      'href',
      '/course-single-v1/7',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
