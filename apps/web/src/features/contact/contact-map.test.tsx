import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactMap } from './contact-map'

describe('ContactMap', () => {
  it('draws the map locally, with the address and an Open in maps link, when no embed is configured', () => {
    render(<ContactMap embedUrl={undefined} />)
    expect(
      screen.getByRole('img', { name: /Map of the streets around 120 Harbour Lane/ }),
    ).toBeInTheDocument()
    expect(screen.getByText('120 Harbour Lane, Suite 4, Portland, OR 97204')).toBeInTheDocument()
    const link = screen.getByRole('link', { name: /Open in maps/ })
    expect(link).toHaveAttribute('href', expect.stringContaining('#map=15/'))
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('embeds the configured maps service 646 px tall, keeping the address card', () => {
    render(<ContactMap embedUrl="https://maps.example.org/embed?q=office&z=15" />)
    const frame = screen.getByTitle(/Map showing 120 Harbour Lane/)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://maps.example.org/embed?q=office&z=15')
    expect(frame).toHaveAttribute('height', '646')
    expect(screen.getByRole('link', { name: /Open in maps/ })).toBeInTheDocument()
  })
})
