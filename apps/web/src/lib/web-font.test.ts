import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchWebFont, WEB_FONT_KEY } from './web-font'

afterEach(() => {
  document.documentElement.classList.remove(WEB_FONT_KEY)
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove())
  vi.useRealTimers()
})

describe('the web font', () => {
  it('is fetched once the page is idle, and noted for the pages that follow once cached', () => {
    vi.useFakeTimers()
    prefetchWebFont()
    // Nothing during the page's start.
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull()
    vi.runAllTimers()
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]')!
    expect(link.as).toBe('font')
    expect(link.crossOrigin).toBe('anonymous')
    expect(link.getAttribute('href')).toMatch(/inter-latin-wght-normal.*\.woff2$/)
    expect(localStorage.getItem(WEB_FONT_KEY)).toBeNull()
    link.dispatchEvent(new Event('load'))
    expect(localStorage.getItem(WEB_FONT_KEY)).toBe('1')
  })

  it('is not fetched again by a page already set in it', () => {
    vi.useFakeTimers()
    document.documentElement.classList.add(WEB_FONT_KEY)
    prefetchWebFont()
    vi.runAllTimers()
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull()
  })

  it('is switched on before the first paint by the head of index.html, from the same note', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8')
    const head = html.slice(0, html.indexOf('</head>'))
    const script = /<script>([^<]+)<\/script>/.exec(head)![1]!
    document.documentElement.classList.remove(WEB_FONT_KEY)
    localStorage.setItem(WEB_FONT_KEY, '1')
    runInNewContext(script, { localStorage, document })
    expect(document.documentElement).toHaveClass(WEB_FONT_KEY)
  })
})
