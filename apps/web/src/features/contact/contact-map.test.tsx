import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactMap } from './contact-map'

describe('ContactMap', () => {
  it('frames the map page of our own origin at zoom 15, 646 px tall and loaded lazily', () => {
    render(<ContactMap />)
    const frame = screen.getByTitle('Map showing 120 Harbour Lane, Suite 4, Portland, OR 97204')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', '/embed/map?zoom=15')
    expect(frame).toHaveAttribute('height', '646')
    expect(frame).toHaveAttribute('width', '100%')
    expect(frame).toHaveAttribute('loading', 'lazy')
  })

  it('keeps the address and an Open in maps link beside the map', () => {
    render(<ContactMap />)
    expect(screen.getByText('120 Harbour Lane, Suite 4, Portland, OR 97204')).toBeInTheDocument()
    const link = screen.getByRole('link', { name: /Open in maps/ })
    expect(link).toHaveAttribute('href', expect.stringContaining('#map=15/'))
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
