import { describe, expect, it } from 'vitest'
import { HEADER_HIDDEN_OFFSET, isHeaderHidden } from './header-visibility'

describe('isHeaderHidden', () => {
  it('hides the header by 100 px', () => {
    expect(HEADER_HIDDEN_OFFSET).toBe(-100)
  })

  it.each([
    { y: 0, previous: 0, wasHidden: false, hidden: false, why: 'at the top' },
    {
      y: 249,
      previous: 100,
      wasHidden: false,
      hidden: false,
      why: 'scrolling down but still under 250 px',
    },
    {
      y: 200,
      previous: 600,
      wasHidden: true,
      hidden: false,
      why: 'back under 250 px even when it was hidden',
    },
    { y: 400, previous: 300, wasHidden: false, hidden: true, why: 'scrolling down beyond 250 px' },
    {
      y: 250,
      previous: 240,
      wasHidden: false,
      hidden: true,
      why: 'scrolling down past exactly 250 px',
    },
    { y: 500, previous: 800, wasHidden: true, hidden: false, why: 'scrolling up beyond 250 px' },
    { y: 500, previous: 500, wasHidden: true, hidden: true, why: 'not moving (stays hidden)' },
    { y: 500, previous: 500, wasHidden: false, hidden: false, why: 'not moving (stays visible)' },
  ])('is $hidden when $why', ({ y, previous, wasHidden, hidden }) => {
    expect(isHeaderHidden(y, previous, wasHidden)).toBe(hidden)
  })
})
