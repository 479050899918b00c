import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteChangeEffects } from './route-change-effects'

function Shell() {
  return (
    <>
      <nav>
        <Link to="/faq">FAQ</Link>
        <Link to="/faq?open=2">Second question</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <RouteChangeEffects />
    </>
  )
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/faq', element: <h1>FAQ</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('RouteChangeEffects', () => {
  // jsdom does not scroll.
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  })

  it('leaves focus alone on the first page', async () => {
    renderAt('/')
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(document.body).toHaveFocus()
  })

  it('leaves the first page where the visitor scrolled it while it loaded', async () => {
    renderAt('/')
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(window.scrollTo).not.toHaveBeenCalled()
  })

  it('scrolls back to the top when a link opens another page', async () => {
    const user = userEvent.setup()
    renderAt('/')
    await user.click(await screen.findByRole('link', { name: 'FAQ' }))
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument()
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('moves focus to the new page content after a link is followed', async () => {
    const user = userEvent.setup()
    renderAt('/')
    await user.click(await screen.findByRole('link', { name: 'FAQ' }))
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('keeps focus where it is when only the query changes', async () => {
    const router = renderAt('/faq')
    const link = await screen.findByRole('link', { name: 'Second question' })
    link.focus()
    await act(() => router.navigate('/faq?open=2'))
    expect(link).toHaveFocus()
  })
})
