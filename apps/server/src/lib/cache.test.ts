import { describe, expect, it } from 'vitest'
import { createCache } from './cache'

describe('createCache', () => {
  it('forgets an entry older than maxAgeMs by the clock it is given', () => {
    let time = 1_000
    const cache = createCache<string, string>({ maxAgeMs: 500, now: () => time })
    cache.set('a', 'first')
    time += 500
    expect(cache.get('a')).toBe('first')
    time += 1
    expect(cache.get('a')).toBeUndefined()
  })

  it('keeps at most maxEntries, the least recently used out first', () => {
    const cache = createCache<string, number>({ maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect([...cache.keys()].sort()).toEqual(['a', 'c'])
  })

  it('keeps at most maxBytes as sizeOf counts them, and no entry larger than that', () => {
    const cache = createCache<string, string>({ maxBytes: 10, sizeOf: (text) => text.length })
    cache.set('a', 'aaaa')
    cache.set('b', 'bbbb')
    cache.set('c', 'cccc')
    expect([...cache.keys()].sort()).toEqual(['b', 'c'])
    expect(cache.calculatedSize).toBe(8)
    cache.set('d', 'd'.repeat(11))
    expect(cache.has('d')).toBe(false)
    // An empty value still takes its entry.
    cache.set('e', '')
    expect(cache.get('e')).toBe('')
  })

  it('loads a missing key once however many ask for it at the same time', async () => {
    let loads = 0
    const cache = createCache<string, string, { label: string }>({
      maxEntries: 10,
      load: (key, { label }) => Promise.resolve(`${key} ${label} ${(loads += 1)}`),
    })
    const values = await Promise.all(
      ['one', 'two', 'three'].map((label) => cache.fetch('a', { context: { label } })),
    )
    expect(values).toEqual(['a one 1', 'a one 1', 'a one 1'])
    expect(await cache.fetch('a', { context: { label: 'four' } })).toBe('a one 1')
    expect(loads).toBe(1)
  })

  it('answers what a load made while its key was deleted, and does not keep it', async () => {
    let loads = 0
    const cache = createCache<string, number>({
      maxEntries: 10,
      load: () => Promise.resolve((loads += 1)),
    })
    const loading = cache.fetch('a')
    cache.delete('a')
    expect(await loading).toBe(1)
    expect(cache.has('a')).toBe(false)
    expect(await cache.fetch('a')).toBe(2)
  })
})
