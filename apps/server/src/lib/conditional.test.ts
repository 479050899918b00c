import { describe, expect, it } from 'vitest'
import { etagOf, isNotModified, wholeSecond } from './conditional'

describe('isNotModified', () => {
  const etag = etagOf('<p>hello</p>')
  const lastModified = wholeSecond(new Date('2026-11-27T10:00:00.500Z'))

  it('answers If-None-Match by weak comparison, among several tags', () => {
    expect(isNotModified({ 'if-none-match': etag }, { etag })).toBe(true)
    expect(isNotModified({ 'if-none-match': etag.replace(/^W\//, '') }, { etag })).toBe(true)
    expect(isNotModified({ 'if-none-match': `"other", ${etag}` }, { etag })).toBe(true)
    expect(isNotModified({ 'if-none-match': '"other"' }, { etag })).toBe(false)
    expect(isNotModified({ 'if-none-match': '"a"' }, { etag: 'W/"a"' })).toBe(true)
  })

  it('matches any current representation with If-None-Match: *', () => {
    expect(isNotModified({ 'if-none-match': '*' }, { etag })).toBe(true)
    expect(isNotModified({ 'if-none-match': ' * ' }, { etag: '"file-1"' })).toBe(true)
  })

  it('falls back to If-Modified-Since only without If-None-Match, and only with a date known', () => {
    const at = lastModified.toUTCString()
    expect(isNotModified({ 'if-modified-since': at }, { etag, lastModified })).toBe(true)
    const before = new Date(lastModified.getTime() - 1000).toUTCString()
    expect(isNotModified({ 'if-modified-since': before }, { etag, lastModified })).toBe(false)
    expect(isNotModified({ 'if-modified-since': 'yesterday' }, { etag, lastModified })).toBe(false)
    expect(isNotModified({ 'if-modified-since': at }, { etag })).toBe(false)
    expect(
      isNotModified(
        { 'if-none-match': '"other"', 'if-modified-since': at },
        { etag, lastModified },
      ),
    ).toBe(false)
  })
})
