import { describe, expect, it } from 'vitest'
import { discountLabel } from './featured-course'

describe('discountLabel', () => {
  it.each([
    [5800, 7900, '27% OFF'],
    [8929, 12900, '31% OFF'],
    [100, 200, '50% OFF'],
  ])('reads %i against %i as %s', (price, compareAt, label) => {
    expect(discountLabel(price, compareAt)).toBe(label)
  })

  it('keeps the spec’s badge for its sample price pair, 249.00 against 449.00', () => {
    expect(discountLabel(24_900, 44_900)).toBe('39% OFF')
  })

  it.each([
    [5800, null],
    [5800, 5800],
    [5800, 4900],
  ])('shows no badge for %i against %s', (price, compareAt) => {
    expect(discountLabel(price, compareAt)).toBeNull()
  })
})
