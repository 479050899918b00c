import { describe, expect, it } from 'vitest'
import {
  adminRouteModule,
  browserOnlySegments,
  closedPageRules,
  firstSegment,
  FOOTER_BOTTOM,
  FOOTER_COLUMNS,
  listedPaths,
  PAGE_LIST,
  pagePath,
  PAGES,
  robotsRuleOf,
  routeModuleOfSegment,
  SITEMAP_GROUPS,
} from './index'

describe('the page table', () => {
  it('gives every page its own path, route module and a title', () => {
    const paths = PAGE_LIST.map((page) => page.path)
    const modules = PAGE_LIST.map((page) => page.module)
    expect(new Set(paths).size).toBe(paths.length)
    expect(new Set(modules).size).toBe(modules.length)
    for (const page of PAGE_LIST) {
      expect(page.path, page.key).toMatch(/^\/|^\*$/)
      expect(page.module, page.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(page.title.length, page.key).toBeGreaterThan(0)
    }
    expect(PAGES.notFound.path).toBe('*')
  })

  it('keeps the signed-in areas out of crawlers and out of the server render', () => {
    for (const page of PAGE_LIST.filter((p) => p.area !== 'public' && p.area !== 'auth')) {
      expect(page.render, page.key).toBe('browser')
      expect(page.crawl, page.key).toBe('closed')
    }
    // Whatever is rendered in the browser only is each person's own: never crawled.
    for (const page of PAGE_LIST.filter((p) => p.render === 'browser'))
      expect(page.crawl, page.key).toBe('closed')
  })

  it('never puts pages rendered on the server and in the browser only under one first segment', () => {
    for (const page of PAGE_LIST.filter((p) => p.render === 'server'))
      expect(browserOnlySegments(), page.key).not.toContain(firstSegment(page.path))
  })
})

describe('pagePath', () => {
  it('fills in and encodes the parameters', () => {
    expect(pagePath('about')).toBe('/about')
    expect(pagePath('home')).toBe('/')
    expect(pagePath('course', { id: 7 })).toBe('/course-single-v1/7')
    expect(pagePath('certificate', { id: 'a/b c' })).toBe('/certificate/a%2Fb%20c')
    expect(pagePath('adminOrder', { id: 'x' })).toBe('/admin/orders/x')
  })

  it('has the compiler ask for exactly the parameters a page takes', () => {
    // @ts-expect-error the course page needs its id
    expect(() => pagePath('course')).toThrow(/course needs its id/)
    // @ts-expect-error the about page takes none
    expect(pagePath('about', { id: 1 })).toBe('/about')
  })

  it('leaves an optional parameter out when it is not given', () => {
    expect(pagePath('courseV5')).toBe('/course-single-v5')
    expect(pagePath('courseV5', { id: 3 })).toBe('/course-single-v5/3')
  })
})

describe('what crawlers see', () => {
  it('names in sitemap.xml exactly the listed pages, each an address without parameters', () => {
    expect(listedPaths()).toEqual(PAGE_LIST.filter((p) => p.crawl === 'listed').map((p) => p.path))
    for (const path of listedPaths()) expect(path).not.toMatch(/[:*]/)
    expect(listedPaths()).toContain('/')
  })

  it('closes each closed page by a rule it falls under, and no other page', () => {
    for (const page of PAGE_LIST.filter((p) => p.crawl === 'closed')) {
      const rule = robotsRuleOf(page)
      expect(closedPageRules()).toContain(rule)
      expect(page.path.startsWith(rule), page.key).toBe(true)
      expect(rule, page.key).not.toMatch(/[:*]/)
    }
    for (const page of PAGE_LIST.filter((p) => p.crawl !== 'closed' && p.path !== '*')) {
      const example = page.path.replace(/:\w+\??/g, '1')
      expect(
        closedPageRules().filter((rule) => example.startsWith(rule)),
        page.key,
      ).toEqual([])
    }
    expect(new Set(closedPageRules()).size).toBe(closedPageRules().length)
  })
})

describe('links to pages', () => {
  it('lists in the human sitemap and the footer only pages that are open and need no parameter', () => {
    const linked = [
      ...SITEMAP_GROUPS.flatMap((g) => g.pages),
      ...FOOTER_COLUMNS.flatMap((c) => c.pages),
      ...FOOTER_BOTTOM,
    ]
    for (const key of linked) {
      expect(PAGES[key].path, key).not.toMatch(/:\w+(?![\w?])|\*/)
      expect(PAGE_LIST.find((page) => page.key === key)?.render, key).toBe('server')
    }
    // Every page the footer links to is also in the human sitemap, or is the sitemap.
    const inSitemap = new Set<string>(SITEMAP_GROUPS.flatMap((g) => g.pages))
    for (const key of FOOTER_COLUMNS.flatMap((c) => c.pages)) expect(inSitemap, key).toContain(key)
  })
})

describe('the route module the server preloads for an address', () => {
  const modules = routeModuleOfSegment()
  /** As the server resolves a first segment outside /admin/ (apps/server/src/plugins/web.ts). */
  const moduleOf = (path: string) => {
    const segment = firstSegment(path)
    const name = modules[segment] ?? segment
    return PAGE_LIST.some((p) => p.module === name) ? name : PAGES.notFound.module
  }

  it('is the page’s own module for every page outside /admin/', () => {
    for (const page of PAGE_LIST.filter((p) => p.path !== '*' && p.area !== 'admin'))
      expect(moduleOf(page.path.replace(/:\w+\??/g, '1')), page.key).toBe(page.module)
  })

  it('is not-found for an address no page has, even one named like a route module', () => {
    expect(moduleOf('/home')).toBe('not-found')
    expect(moduleOf('/admin-order')).toBe('not-found')
    expect(moduleOf('/no-such-page')).toBe('not-found')
    expect(modules['']).toBe('home')
  })
})

describe('admin addresses', () => {
  it('finds the module of every admin page from the table, and not-found for the rest', () => {
    expect(adminRouteModule(['orders'])).toBe('admin-orders')
    expect(adminRouteModule(['orders', 'a1b2'])).toBe('admin-order')
    expect(adminRouteModule(['refunds'])).toBe('admin-refunds')
    expect(adminRouteModule(['outbox', '7'])).toBe('admin-outbox-message')
    expect(adminRouteModule(['refunds', '7'])).toBe('not-found')
    expect(adminRouteModule([])).toBe('not-found')
  })
})
