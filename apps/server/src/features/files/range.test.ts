import { describe, expect, it } from 'vitest'
import { parseRange } from './range'

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-5', { start: 95, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
  ])('%s on 100 bytes is %o', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected)
  })

  it.each(['bytes=100-', 'bytes=200-300', 'bytes=-0'])('%s on 100 bytes is unsatisfiable', (h) => {
    expect(parseRange(h, 100)).toBe('unsatisfiable')
  })

  it.each([undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-2', 'bytes=-', 'bytes=a-b'])(
    '%s means the whole file',
    (header) => {
      expect(parseRange(header, 100)).toBeNull()
    },
  )
})
