import { describe, expect, it } from 'vitest'
import {
  centsToDecimal,
  decimalToCents,
  percentOf,
  roundCents,
  shareCents,
  toCents,
  toDollars,
} from './index'

describe('roundCents', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.4999, 2],
    [-0.5, -1],
    [-2.5, -3],
    [10, 10],
    [0, 0],
    [-0.4, 0],
  ])('rounds %d to %d (halves away from zero)', (amount, expected) => {
    expect(roundCents(amount)).toBe(expected)
  })

  it('is not fooled by floating-point noise just under a half', () => {
    // 1.005 * 100 is 100.49999999999999 in binary floating point.
    expect(roundCents(1.005 * 100)).toBe(101)
  })

  it('refuses amounts that are not finite', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError)
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('toCents', () => {
  it.each([
    [89.29, 8929],
    [249, 24900],
    [0.1 + 0.2, 30],
    [58, 5800],
    [143.995, 14400],
  ])('turns $%d into %d cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents)
  })
})

describe('toDollars', () => {
  it.each([
    [8929, 89.29],
    [24900, 249],
    [5, 0.05],
    [0, 0],
    [1999, 19.99],
  ])('turns %d cents into $%d', (cents, dollars) => {
    expect(toDollars(cents)).toBe(dollars)
  })

  it('gives back the same cents through toCents, for every amount up to $1,000.00', () => {
    for (let cents = 0; cents <= 100_000; cents++) {
      if (toCents(toDollars(cents)) !== cents) throw new Error(`${cents} cents came back changed`)
    }
  })

  it('refuses amounts that are not whole cents', () => {
    expect(() => toDollars(1.5)).toThrow(RangeError)
    expect(() => toDollars(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('percentOf', () => {
  it.each([
    [10000, 10, 1000],
    [8929, 10, 893],
    [8929, 15, 1339],
    [199, 50, 100],
    [1, 50, 1],
    [3333, 100, 3333],
  ])('takes %d cents at %d%% as %d cents', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected)
  })
})

describe('centsToDecimal', () => {
  it.each([
    [24900, '249.00'],
    [8929, '89.29'],
    [5, '0.05'],
    [0, '0.00'],
    [1250000, '12500.00'],
    [-5, '-0.05'],
    [-12345, '-123.45'],
  ])('writes %d cents as %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text)
  })

  it('refuses amounts that are not whole cents', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError)
    expect(() => centsToDecimal(Number.NaN)).toThrow(RangeError)
  })
})

describe('shareCents', () => {
  it('shares a discount in proportion and adds up to it exactly', () => {
    // 10% of $59.00 + $41.00 = $10.00 shared 59:41.
    expect(shareCents(1000, [5900, 4100])).toEqual([590, 410])
    // $1.00 across three equal lines: 33, 34, 33 (each within a cent of 33.33).
    expect(shareCents(100, [1, 1, 1])).toEqual([33, 34, 33])
  })

  it('adds up to the total for any split', () => {
    for (let total = 0; total <= 2500; total += 7) {
      const weights = [1999, 0, 4900, 1, 12345]
      const shares = shareCents(total, weights)
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
      shares.forEach((share, i) => {
        const exact = (total * weights[i]!) / weights.reduce((a, b) => a + b, 0)
        expect(Math.abs(share - exact)).toBeLessThanOrEqual(1)
      })
      expect(shares[1]).toBe(0)
    }
  })

  it('gives nothing when nothing weighs', () => {
    expect(shareCents(500, [0, 0])).toEqual([0, 0])
    expect(shareCents(500, [])).toEqual([])
  })
})

describe('decimalToCents', () => {
  it('reads the amounts providers write, and nothing else', () => {
    expect(decimalToCents('12.34')).toBe(1234)
    expect(decimalToCents('12.3')).toBe(1230)
    expect(decimalToCents('12')).toBe(1200)
    expect(decimalToCents('0.05')).toBe(5)
    for (const bad of ['', '-1.00', '1.234', '1e3', ' 1.00', '1,00', '.50']) {
      expect(decimalToCents(bad)).toBeNull()
    }
  })

  it('is the inverse of centsToDecimal', () => {
    for (const cents of [0, 1, 99, 100, 4999, 123456789]) {
      expect(decimalToCents(centsToDecimal(cents))).toBe(cents)
    }
  })
})
