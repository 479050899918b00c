import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { useUrlState } from './use-url-state'

const parse = (params: URLSearchParams) => params.get('sort') ?? ''
const serialize = (sort: string) => (sort ? `?sort=${sort}` : '?')

function Sorter() {
  const [sort, go] = useUrlState(parse, serialize)
  return (
    <button type="button" onClick={() => go('price')}>
      {`sorted by ${sort}`}
    </button>
  )
}

describe('useUrlState', () => {
  it('adds a history entry for a new view, none for the same view again', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Sorter /> }], {
      initialEntries: ['/?sort=title'],
    })
    render(<RouterProvider router={router} />)
    fireEvent.click(await screen.findByRole('button', { name: 'sorted by title' }))
    await screen.findByRole('button', { name: 'sorted by price' })
    expect(router.state.location.search).toBe('?sort=price')
    expect(router.state.historyAction).toBe('PUSH')
    fireEvent.click(screen.getByRole('button'))
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'))
    expect(router.state.location.search).toBe('?sort=price')
  })
})
