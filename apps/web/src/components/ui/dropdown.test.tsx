import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Dropdown } from './dropdown'
import { announceRouteChange } from './overlay-events'

function setup() {
  const user = userEvent.setup()
  render(
    <>
      <Dropdown label="Categories">
        <a href="/course-grid-left-sidebar">Operations</a>
      </Dropdown>
      <p>Elsewhere</p>
    </>,
  )
  const toggle = screen.getByRole('button', { name: 'Categories' })
  return { user, toggle }
}

describe('Dropdown', () => {
  it('opens on click and closes on a click elsewhere', async () => {
    const { user, toggle } = setup()
    expect(screen.queryByRole('link', { name: 'Operations' })).not.toBeInTheDocument()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Operations' })).toBeVisible()
    await user.click(screen.getByText('Elsewhere'))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Operations' })).not.toBeInTheDocument()
  })

  it('closes on Escape with focus back on the toggle', async () => {
    const { user, toggle } = setup()
    await user.click(toggle)
    await user.tab()
    expect(screen.getByRole('link', { name: 'Operations' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('closes on a route change', async () => {
    const { user, toggle } = setup()
    await user.click(toggle)
    act(() => announceRouteChange())
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
