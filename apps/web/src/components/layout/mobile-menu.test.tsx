import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../testing/render'
import { Header } from './header'

function openMenu() {
  const user = userEvent.setup()
  const app = renderWithApp(<Header account={null} onLogout={vi.fn()} />, {
    routes: [
      { path: '/login', element: <h1>Log in page</h1> },
      { path: '/register', element: <h1>Register page</h1> },
    ],
  })
  return {
    ...app,
    user,
    menu: async () => {
      await user.click(screen.getByRole('button', { name: 'Open menu' }))
      return screen.findByRole('dialog', { name: 'Menu' })
    },
  }
}

describe('the mobile menu for a visitor', () => {
  it('offers both ways in: Log In and Sign Up', async () => {
    const { menu } = openMenu()
    const dialog = await menu()
    expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    )
  })

  it("keeps the header's Join link to /login beside the menu button", () => {
    openMenu()
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/login')
  })

  it('Log In closes the menu and opens the login page', async () => {
    const { menu, user, router } = openMenu()
    await user.click(within(await menu()).getByRole('link', { name: 'Log In' }))
    expect(router.state.location.pathname).toBe('/login')
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument()
  })
})
