import { describe, expect, it } from 'vitest'
import { escapeHtml, escapeXml, scriptSafeJson } from './index'

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    )
  })

  it('drops characters XML 1.0 cannot hold, keeping tabs and line breaks', () => {
    expect(escapeXml('a\u0000b\u001bc\td\ne\ud800f')).toBe('abc\td\nef')
  })
})

describe('escapeHtml', () => {
  it('escapes what could end a text or a double-quoted attribute', () => {
    expect(escapeHtml(`<b title="x">Tom & Jerry's</b>`)).toBe(
      "&lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry's&lt;/b&gt;",
    )
  })

  it('escapes an ampersand once, first', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;')
  })
})

describe('scriptSafeJson', () => {
  it('cannot close the script element or open a comment', () => {
    const json = scriptSafeJson({ text: '</script><!-- <script>' })
    expect(json).not.toMatch(/</)
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- <script>' })
  })

  it('escapes the line and paragraph separators', () => {
    const json = scriptSafeJson(['a\u2028b\u2029c'])
    expect(json).toBe('["a\\u2028b\\u2029c"]')
    expect(JSON.parse(json)).toEqual(['a\u2028b\u2029c'])
  })
})
