import { describe, expect, it } from 'vitest'
import { contentRange, parseRange } from './byte-range'

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-5', { start: 95, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=5-5', { start: 5, end: 5 }],
    [' bytes=0-9 ', { start: 0, end: 9 }],
    ['BYTES=0-9', { start: 0, end: 9 }],
    ['bytes=0-4, 5-9', { start: 0, end: 9 }],
    ['bytes=0-9,200-300', { start: 0, end: 9 }],
  ])('%s on 100 bytes is %o', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected)
  })

  it.each(['bytes=100-', 'bytes=200-300', 'bytes=-0', 'bytes=100-,150-'])(
    '%s on 100 bytes is unsatisfiable',
    (h) => {
      expect(parseRange(h, 100)).toBe('unsatisfiable')
    },
  )

  it.each([
    undefined,
    '',
    'items=0-1',
    'bytes=0-1,5-6',
    'bytes=9-2',
    'bytes=5-2',
    'bytes=-',
    'bytes=a-b',
    'bytes=',
    'bytes 0-9',
    'bytes=0-9,x-',
  ])('%s means the whole file', (header) => {
    expect(parseRange(header, 100)).toBeNull()
  })

  it('sends an empty file whole for a suffix range, and refuses any other range of it', () => {
    expect(parseRange('bytes=-5', 0)).toBeNull()
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable')
  })
})

describe('contentRange', () => {
  it('names the bytes sent and the size, or the size alone for a refused range', () => {
    expect(contentRange({ start: 0, end: 9 }, 100)).toBe('bytes 0-9/100')
    expect(contentRange(null, 100)).toBe('bytes */100')
  })
})
