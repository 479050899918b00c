import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCourseDetail } from '../../../testing/catalog-fixtures'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { wishlistStore } from '../wishlist-store'
import { WishlistCourses } from './wishlist-courses'

// The page's one store outlives a test: each starts from an empty wishlist.
beforeEach(() => wishlistStore.replace([]))
afterEach(() => vi.unstubAllGlobals())

const catalog = new Map([
  [3, makeCourseDetail({ id: 3, title: 'Grid Layouts in Practice' })],
  [7, makeCourseDetail({ id: 7, title: 'Complete Web Development Bootcamp' })],
])

/** The public catalog: a course it no longer has (removed or unpublished) is 404. */
function serveCatalog() {
  return routeFetch((_method, url) => {
    const id = Number(/\/api\/courses\/(\d+)$/.exec(url)?.[1])
    const course = catalog.get(id)
    return course
      ? jsonResponse(course)
      : jsonResponse({ error: `Course ${id} was not found` }, 404)
  })
}

describe('WishlistCourses', () => {
  it('lists each saved course as a catalog card with its heart and a Remove button', async () => {
    wishlistStore.replace([7, 3, 404])
    const fetchMock = serveCatalog()
    renderWithApp(<WishlistCourses isKeptWithAccount />, { path: '/student-wishlist' })

    expect(await screen.findByRole('heading', { name: '2 courses saved' })).toBeInTheDocument()
    const items = [...screen.getByRole('list', { name: 'Saved courses' }).children] as HTMLElement[]
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Complete Web Development Bootcamp', 'Grid Layouts in Practice'])
    expect(
      within(items[0]!).getByRole('link', { name: 'Complete Web Development Bootcamp' }),
    ).toHaveAttribute('href', '/course-single-v1/7')
    expect(
      within(items[1]!).getByRole('button', { name: 'Wishlist: Grid Layouts in Practice' }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(
      within(items[1]!).getByRole('button', {
        name: 'Remove Grid Layouts in Practice from your wishlist',
      }),
    ).toBeInTheDocument()
    expect(requested(fetchMock).sort()).toEqual([
      '/api/courses/3',
      '/api/courses/404',
      '/api/courses/7',
    ])
    expect(screen.getByText(/Kept with your account/)).toBeInTheDocument()
  })

  it('removes a course with its Remove button, says so, and shows the empty state at the end', async () => {
    const user = userEvent.setup()
    wishlistStore.replace([3])
    serveCatalog()
    renderWithApp(<WishlistCourses isKeptWithAccount={false} />)

    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Grid Layouts in Practice from your wishlist',
      }),
    )
    expect(await screen.findByText('Removed from your wishlist')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([])
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore courses' })).toHaveAttribute(
      'href',
      '/course-grid-left-sidebar',
    )
    expect(screen.getByText(/kept in this browser/)).toBeInTheDocument()
  })

  it('shows the empty state when every saved course has left the catalog', async () => {
    wishlistStore.replace([404])
    serveCatalog()
    renderWithApp(<WishlistCourses isKeptWithAccount />)
    expect(
      await screen.findByRole('heading', { name: 'Your wishlist is empty' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('1 course saved')).not.toBeInTheDocument()
  })
})
