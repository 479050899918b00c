import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../testing/render'
import { stubApi } from '../../testing/shop-fixtures'
import { CategoriesMenu } from './categories-menu'

afterEach(() => vi.unstubAllGlobals())

describe('the Categories menu', () => {
  it("lists the catalog's categories from the API, each linking to the grid filtered on it", async () => {
    stubApi({
      'GET /api/categories/courses': () =>
        jsonResponse([
          { title: 'Data Science', courses: 8 },
          { title: 'Cybersecurity', courses: 1 },
        ]),
    })
    const user = userEvent.setup()
    const { router } = renderWithApp(<CategoriesMenu />, {
      routes: [{ path: '/course-grid-left-sidebar', element: <h1>Grid</h1> }],
    })
    await user.click(screen.getByRole('button', { name: 'Categories' }))
    const list = await screen.findByRole('list', { name: 'Course categories' })
    const links = within(list).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Data Science8 courses',
      'Cybersecurity1 course',
    ])
    expect(links[0]).toHaveAttribute('href', '/course-grid-left-sidebar?categories=Data+Science')
    // None of the spec's mock-up entries.
    expect(screen.queryByText('Human Resources')).toBeNull()
    expect(screen.getByRole('link', { name: 'All courses' })).toHaveAttribute(
      'href',
      '/course-grid-left-sidebar',
    )

    await user.click(links[1]!)
    expect(router.state.location.search).toBe('?categories=Cybersecurity')
    expect(router.state.location.pathname).toBe('/course-grid-left-sidebar')
    expect(await screen.findByRole('heading', { name: 'Grid' })).toBeInTheDocument()
  })

  it('says so when the categories cannot be loaded, and still offers every course', async () => {
    stubApi({ 'GET /api/categories/courses': () => jsonResponse({ error: 'Down' }, 503) })
    const user = userEvent.setup()
    renderWithApp(<CategoriesMenu />)
    await user.click(screen.getByRole('button', { name: 'Categories' }))
    expect(await screen.findByText('The categories could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All courses' })).toBeInTheDocument()
  })
})
