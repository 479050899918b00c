import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatLongDate,
  formatNumber,
  formatPrice,
  formatPriceOrFree,
  MONTH_NAMES,
} from './index'

// The formatters are hand-written for speed; Intl is the reference they must agree with.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const plain = new Intl.NumberFormat('en-US')
const long = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

describe('formatPrice', () => {
  it.each([0, 1, 5, 99, 100, 5800, 8929, 14300, 99999, 100000, 123456789, -250, -1])(
    'formatPrice(%i) matches Intl currency',
    (cents) => {
      expect(formatPrice(cents)).toBe(usd.format(cents / 100))
    },
  )

  it.each([
    [24900, '$249.00'],
    [8929, '$89.29'],
    [1250000, '$12,500.00'],
    [100000, '$1,000.00'],
    [2000, '$20.00'],
    [-500, '-$5.00'],
  ])('writes %d cents as %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text)
  })

  it('rounds a fractional amount to whole cents, halves away from zero', () => {
    expect(formatPrice(8928.5)).toBe('$89.29')
    expect(formatPrice(-0.4)).toBe('$0.00')
  })
})

describe('formatPriceOrFree', () => {
  it.each([
    [0, 'Free'],
    [5, '$0.05'],
    [24900, '$249.00'],
  ])('writes %d cents as %s', (cents, text) => {
    expect(formatPriceOrFree(cents)).toBe(text)
  })
})

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12500, 315475, 1234567, 1000000000, -4321])(
    'formatCount(%i) matches Intl grouping',
    (n) => {
      expect(formatCount(n)).toBe(plain.format(n))
    },
  )
})

describe('formatNumber', () => {
  it.each([
    [4.5, 1],
    [1234.56, 2],
    [0.04, 1],
    [98765.4, 0],
    [-0.04, 1],
    [-1234.5, 1],
  ])('formatNumber(%d, %i) matches Intl with fixed digits', (value, decimals) => {
    const reference = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    expect(formatNumber(value, decimals)).toBe(reference.format(value))
  })
})

describe('formatLongDate', () => {
  it.each(['2025-11-18', '2024-02-29', '2026-01-01', '1999-12-31T23:30:00Z'])(
    'formatLongDate(%s) matches Intl in UTC',
    (iso) => {
      expect(formatLongDate(iso)).toBe(long.format(new Date(iso)))
    },
  )

  it('takes a Date as well as its ISO text', () => {
    expect(formatLongDate(new Date('2025-11-18T12:00:00Z'))).toBe('November 18, 2025')
  })

  it('keeps text it cannot read as a date', () => {
    expect(formatLongDate('soon')).toBe('soon')
  })

  it('names every month like Intl does', () => {
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })
    MONTH_NAMES.forEach((name, m) => {
      expect(name).toBe(month.format(new Date(Date.UTC(2026, m, 15))))
    })
  })
})
