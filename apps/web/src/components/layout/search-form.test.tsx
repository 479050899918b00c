import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SearchForm } from './search-form'

function Results() {
  const location = useLocation()
  return <p>{`results for ${location.search}`}</p>
}

describe('SearchForm', () => {
  it('searches for words that were typed before the form was hydrated', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <SearchForm placeholder="Search" /> },
        { path: '/search', element: <Results /> },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    const field = screen.getByRole('searchbox', { name: 'Search' })
    // In the field, but never announced to the app by an input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'python')
    fireEvent.submit(field.closest('form')!)
    expect(await screen.findByText('results for ?q=python')).toBeInTheDocument()
  })
})
