import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar, avatarColor, initialsOf } from './avatar'

describe('Avatar', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['plato', 'P'],
    ['  Mary  Ann  Evans ', 'ME'],
    ['', '?'],
  ])('shows the initials of %j as %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })

  it('gives the same name the same colour every time, and spreads names over colours', () => {
    expect(avatarColor('Maya Lindqvist')).toBe(avatarColor('Maya Lindqvist'))
    expect(avatarColor('maya lindqvist ')).toBe(avatarColor('Maya Lindqvist'))
    const colours = new Set(
      ['Maya', 'Daniel', 'Priya', 'Lucas', 'Sam', 'Hannah', 'Jonas'].map(avatarColor),
    )
    expect(colours.size).toBeGreaterThan(2)
  })

  it('is announced by the full name', () => {
    render(<Avatar name="Daniel Okafor" />)
    expect(screen.getByRole('img', { name: 'Daniel Okafor' })).toHaveTextContent('DO')
  })

  it('shows an uploaded picture, and the initials when it fails to load', () => {
    render(<Avatar name="Daniel Okafor" src="/api/files/abc" />)
    const picture = screen.getByRole('img', { name: 'Daniel Okafor' })
    expect(picture).toHaveAttribute('src', '/api/files/abc')
    fireEvent.error(picture)
    expect(screen.getByRole('img', { name: 'Daniel Okafor' })).toHaveTextContent('DO')
  })
})
