import { describe, expect, it } from 'vitest'
import { canonicalPageUrl, pageQueryParams } from './index'

describe('canonicalPageUrl', () => {
  it('keeps only the parameters the page reads, sorted by name', () => {
    expect(
      canonicalPageUrl('/course-grid-left-sidebar?utm_source=mail&sort=newest&levels=Beginner&x=1'),
    ).toBe('/course-grid-left-sidebar?levels=Beginner&sort=newest')
    expect(canonicalPageUrl('/course-grid-left-sidebar?sort=newest&levels=Beginner')).toBe(
      canonicalPageUrl('/course-grid-left-sidebar?levels=Beginner&sort=newest'),
    )
  })

  it('drops the query of a page that reads none, and an empty one', () => {
    expect(canonicalPageUrl('/about?junk=1')).toBe('/about')
    expect(canonicalPageUrl('/?utm_campaign=spring')).toBe('/')
    expect(canonicalPageUrl('/course-single-v1/7?page=2')).toBe('/course-single-v1/7')
    expect(canonicalPageUrl('/blog-grid?')).toBe('/blog-grid')
    expect(canonicalPageUrl('/blog-grid?junk=1')).toBe('/blog-grid')
  })

  it('keeps repeated values in their order, and reads values as the page does', () => {
    expect(canonicalPageUrl('/instructor-list?categories=b&q=x&categories=a')).toBe(
      '/instructor-list?categories=b&categories=a&q=x',
    )
    const url = canonicalPageUrl('/search?q=caf%C3%A9%20au%20lait&z=%ZZ')
    expect(new URLSearchParams(url.split('?')[1]).get('q')).toBe('café au lait')
    // Once canonical, it stays so.
    expect(canonicalPageUrl(url)).toBe(url)
  })

  it('knows no page by an inherited property name', () => {
    expect(pageQueryParams('/constructor')).toEqual([])
    expect(canonicalPageUrl('/__proto__?a=1')).toBe('/__proto__')
  })
})
