import { describe, expect, it } from 'vitest'
import { FILES_PATH, fileUrl, fileUrlOrNull } from './index'

describe('fileUrl', () => {
  it('puts the id after the files path', () => {
    expect(fileUrl('0b6f1c2e-7a4d-4c3b-9f0e-2d1a5b6c7d8e')).toBe(
      '/api/files/0b6f1c2e-7a4d-4c3b-9f0e-2d1a5b6c7d8e',
    )
  })

  it('encodes an id so it stays one path segment', () => {
    expect(fileUrl('a/../b?c#d e')).toBe('/api/files/a%2F..%2Fb%3Fc%23d%20e')
    expect(fileUrl('a/../b').startsWith(FILES_PATH)).toBe(true)
  })
})

describe('fileUrlOrNull', () => {
  it.each([null, undefined, ''])('is null without a file (%s)', (id) => {
    expect(fileUrlOrNull(id)).toBeNull()
  })

  it('is the address of a file', () => {
    expect(fileUrlOrNull('abc')).toBe('/api/files/abc')
  })
})
