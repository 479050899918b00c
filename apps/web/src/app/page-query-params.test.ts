import { canonicalPageUrl, pageQueryParams } from '@app/domain/pages'
import { describe, expect, it } from 'vitest'
import { pageFromParams } from '../features/blog/components/article-list'
import { parseCourseFilters } from '../features/catalog/filters-url'
import { parseInstructorFilters } from '../features/instructors/hooks/use-instructor-filters'
import { parseProductListQuery } from '../features/shop/hooks/use-product-list-state'

/** URLSearchParams that note every name read from them. */
class RecordingParams extends URLSearchParams {
  readonly read = new Set<string>()
  override get(name: string) {
    this.read.add(name)
    return super.get(name)
  }
  override getAll(name: string) {
    this.read.add(name)
    return super.getAll(name)
  }
  override has(name: string, value?: string) {
    this.read.add(name)
    return super.has(name, value)
  }
}

/** The URL readers of the pages rendered on the server with a query, by the page's path. */
const READERS: [path: string, read: (params: URLSearchParams) => unknown][] = [
  ['/course-grid-left-sidebar', parseCourseFilters],
  ['/instructor-list', parseInstructorFilters],
  ['/shop-list', parseProductListQuery],
  ['/blog-grid', pageFromParams],
]

describe('the parameters each page reads (shared with the server’s page cache)', () => {
  it.each(READERS)('%s reads only the parameters listed for it', (path, read) => {
    const params = new RecordingParams('page=2&sort=newest&q=x')
    read(params)
    expect(params.read.size).toBeGreaterThan(0)
    expect([...params.read].filter((name) => !pageQueryParams(path).includes(name))).toEqual([])
  })

  it.each(READERS)('%s reads the same from its canonical address', (path, read) => {
    const query =
      'utm_source=mail&sort=newest&page=2&levels=Beginner&categories=Data%20Science' +
      '&q=mentor&rating=4&pageSize=24&fbclid=abc&junk=%ZZ'
    const canonical = canonicalPageUrl(`${path}?${query}`)
    expect(canonical).not.toContain('utm_source')
    expect(read(new URLSearchParams(canonical.split('?')[1] ?? ''))).toEqual(
      read(new URLSearchParams(query)),
    )
  })
})
