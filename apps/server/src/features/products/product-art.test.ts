import { describe, expect, it } from 'vitest'
import { coverLayout, fitTitle, productCoverSvg, seededRandom } from './product-art'

describe('fitTitle', () => {
  it('sets a short title large on one line', () => {
    expect(fitTitle('Gift Card', 672, 300)).toEqual({
      size: 88,
      lineHeight: 97,
      lines: ['Gift Card'],
    })
  })

  it('shrinks a longer title until it fits the box', () => {
    const { size, lineHeight, lines } = fitTitle('Modern Web Development with TypeScript', 672, 300)
    expect(size).toBeLessThan(88)
    expect(size + (lines.length - 1) * lineHeight).toBeLessThanOrEqual(300)
    expect(lines.join(' ')).toBe('Modern Web Development with TypeScript')
  })

  it('ends with an ellipsis when even the smallest size cannot hold it', () => {
    const { lines } = fitTitle('word '.repeat(200), 672, 200)
    expect(lines.at(-1)!.endsWith('…')).toBe(true)
    expect(lines.length).toBeLessThanOrEqual(4)
  })

  it('cuts a word longer than a line', () => {
    const { lines } = fitTitle('x'.repeat(80), 672, 400)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.join('')).toBe('x'.repeat(80))
  })
})

describe('productCoverSvg', () => {
  const product = { id: 7, title: 'Pi Starter Kit', category: 'Electronics', author: 'Studio' }

  it('draws the same cover for the same product', () => {
    expect(productCoverSvg(product)).toBe(productCoverSvg({ ...product }))
  })

  it('draws a different cover for another id with the same title', () => {
    expect(productCoverSvg({ ...product, id: 8 })).not.toBe(productCoverSvg(product))
  })

  it('uses every layout across ids', () => {
    const layouts = new Set(Array.from({ length: 40 }, (_, i) => coverLayout(i + 1)))
    expect(layouts.size).toBe(4)
  })

  it('draws a cover for a category without its own palette or icon', () => {
    const svg = productCoverSvg({ ...product, category: 'Garden' })
    expect(svg).toContain('GARDEN')
    expect(svg.startsWith('<svg')).toBe(true)
  })
})

describe('seededRandom', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = seededRandom(42)
    const b = seededRandom(42)
    const draws = Array.from({ length: 100 }, () => a())
    expect(draws).toEqual(Array.from({ length: 100 }, () => b()))
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true)
  })
})
