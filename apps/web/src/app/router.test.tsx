import { PAGE_LIST, PAGES, pagePath, type PageKey } from '@app/domain/pages'
import { QueryClient } from '@tanstack/react-query'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createRoutes, routeModuleLoader } from './router'

/** The route module files, as the router finds them. */
const ROUTE_FILES = Object.keys(
  import.meta.glob(['./routes/*.tsx', '!./routes/*.test.tsx'], { import: 'default' }),
).map((file) => file.replace(/^\.\/routes\/|\.tsx$/g, ''))

/** An address of a page: its pattern with each parameter filled in. */
const exampleOf = (key: PageKey) =>
  PAGES[key].path === '*'
    ? '/no/such/page'
    : (pagePath as (key: PageKey, params: object) => string)(key, { id: 7, kind: 'login' })

describe('the router', () => {
  const routes = createRoutes(new QueryClient())

  it('finds a route module for every page of the table, and no module without a page', () => {
    for (const page of PAGE_LIST) expect(() => routeModuleLoader(page), page.key).not.toThrow()
    expect([...ROUTE_FILES].sort()).toEqual(PAGE_LIST.map((page) => page.module).sort())
    expect(() => routeModuleLoader({ module: 'no-such-page' })).toThrow(/no-such-page/)
  })

  it.each(PAGE_LIST.map((page) => [page.key, exampleOf(page.key)] as const))(
    '%s: %s leads to its route',
    (key, url) => {
      const matches = matchRoutes(routes, url) ?? []
      const leaf = matches.at(-1)!.route
      const page = PAGE_LIST.find((p) => p.key === key)!
      if (page.path === '/') expect(leaf.index).toBe(true)
      else expect(leaf.path).toBe(page.path.replace(/^\//, ''))
      // The root layout, the area's guard for a signed-in area, the page.
      const guarded = page.area === 'instructor' || page.area === 'student' || page.area === 'admin'
      expect(matches).toHaveLength(guarded ? 3 : 2)
    },
  )
})
