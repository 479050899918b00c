import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeToken, renderWithApp } from '../../testing/render'
import { readSession } from './session'
import { RequireArea } from './require-area'

const unauthorized = { path: '/unauthorized', element: <h1>Not allowed</h1> }
const home = { path: '/', element: <p>Home page</p> }

function openInstructorArea(role: string | null) {
  const session = readSession(role ? fakeToken({ role, name: 'Someone' }) : null)
  return renderWithApp(
    <RequireArea area="instructor">
      <h1>Instructor area</h1>
    </RequireArea>,
    {
      path: '/instructor-dashboard',
      initialEntries: ['/', '/instructor-dashboard'],
      routes: [unauthorized, home],
      session,
    },
  )
}

describe('RequireArea', () => {
  it.each(['teacher', 'admin'])('opens the instructor area for the %s role', (role) => {
    openInstructorArea(role)
    expect(screen.getByRole('heading', { name: 'Instructor area' })).toBeInTheDocument()
  })

  it.each([['student'], [null]])(
    'sends role %s to /unauthorized, replacing the history entry',
    async (role) => {
      const { router } = openInstructorArea(role)
      expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument()
      expect(screen.queryByText('Instructor area')).not.toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/unauthorized')
      expect(router.state.historyAction).toBe('REPLACE')
      // Back goes to the page before the guarded one, not into a redirect loop.
      await act(() => router.navigate(-1))
      expect(router.state.location.pathname).toBe('/')
    },
  )
})
