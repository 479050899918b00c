import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { HelpResults, HelpSearch } from './help-center'
import { HELP_QUESTIONS } from './help-content'

function renderHelp(url = '/help-center') {
  const router = createMemoryRouter(
    [
      {
        path: '/help-center',
        element: (
          <>
            <HelpSearch />
            <HelpResults />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const topicButtons = () =>
  within(screen.getByRole('region', { name: 'Browse by Topic' }))
    .getAllByRole('button')
    .map((b) => b.textContent)
/** The questions' headers: each answer opens from its `<summary>`. */
const questionHeaders = () =>
  Array.from(
    screen
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .querySelectorAll('details > summary'),
  )

describe('Help center', () => {
  it('filters the topic tiles and the questions as the visitor types', async () => {
    const user = userEvent.setup()
    const router = renderHelp()
    expect(topicButtons()).toHaveLength(6)
    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'Linkedin')
    expect(topicButtons()).toEqual(['Account / Profile'])
    expect(questionHeaders().map((b) => b.textContent)).toEqual([
      expect.stringContaining('Can I show my social profiles to learners?'),
    ])
    expect(screen.getByRole('status')).toHaveTextContent('1 topic and 1 question match “Linkedin”')
    expect(router.state.location.search).toBe('?q=Linkedin')
  })

  it('narrows the questions to a topic when its tile is chosen, and back', async () => {
    const user = userEvent.setup()
    renderHelp()
    const tile = screen.getByRole('button', { name: 'Mobile General' })
    await user.click(tile)
    expect(tile).toHaveAttribute('aria-pressed', 'true')
    expect(questionHeaders()).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: /show all topics/ }))
    expect(questionHeaders().length).toBeGreaterThan(2)
  })

  it('starts with the popular questions and shows every question on request', async () => {
    const user = userEvent.setup()
    renderHelp()
    expect(questionHeaders()).toHaveLength(8)
    await user.click(
      screen.getByRole('button', { name: `Show all ${HELP_QUESTIONS.length} questions` }),
    )
    expect(questionHeaders()).toHaveLength(HELP_QUESTIONS.length)
  })

  it('says so when nothing matches and clears the search on request', async () => {
    const user = userEvent.setup()
    renderHelp('/help-center?q=teleportation')
    expect(
      screen.getByRole('heading', { name: 'No results for “teleportation”' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(topicButtons()).toHaveLength(6)
  })

  it('opens an answer from the filtered list', async () => {
    const user = userEvent.setup()
    renderHelp('/help-center?q=certificate')
    const question = screen.getByRole('heading', { name: /Do I get a certificate/ })
    await user.click(question)
    const item = question.closest('details')
    expect(item).toHaveAttribute('open')
    expect(item).toHaveTextContent('certificate of completion')
    expect(screen.getByText(/certificate of completion/)).toBeVisible()
  })
})
