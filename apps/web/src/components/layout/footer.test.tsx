import { FOOTER_BOTTOM, FOOTER_COLUMNS, pageLink } from '@app/domain/pages'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Footer } from './footer'

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => ({ label: link.textContent, to: link.getAttribute('href') }))

describe('the footer', () => {
  it('shows the page table’s footer columns, each page by its title, in order', () => {
    render(
      <MemoryRouter>
        <Footer subscribe={null} />
      </MemoryRouter>,
    )
    for (const column of FOOTER_COLUMNS) {
      const nav = screen.getByRole('navigation', { name: column.title })
      expect(within(nav).getByRole('heading', { name: column.title })).toBeInTheDocument()
      expect(linksOf(nav)).toEqual(column.pages.map(pageLink))
    }
    expect(linksOf(screen.getByRole('list', { name: 'More' }))).toEqual(FOOTER_BOTTOM.map(pageLink))
    expect(linksOf(screen.getByRole('navigation', { name: 'Support' }))[0]).toEqual({
      label: 'FAQ',
      to: '/faq',
    })
  })
})
