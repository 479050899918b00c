import { PAGE_LIST } from '@app/domain/pages'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedOut } from '../../features/auth/session'
import { SessionProvider } from '../../features/auth/session-context'
import type { PageMeta } from '../../lib/page-meta'
import { makeCourseDetail, makeInstructorDetail } from '../../testing/catalog-fixtures'
import { createTestQueryClient, jsonResponse } from '../../testing/render'
import { makeProduct, stubApi } from '../../testing/shop-fixtures'

interface RouteModule {
  default: ComponentType
  loader?: (
    queryClient: ReturnType<typeof createTestQueryClient>,
    options: { isServerRender: boolean },
  ) => LoaderFunction
  meta?: PageMeta
}

const modules = import.meta.glob<RouteModule>('./*.tsx', { eager: true })
const staticMeta = Object.entries(modules)
  .filter(([, mod]) => mod.meta)
  .map(([file, mod]) => [file.replace(/^\.\/|\.tsx$/g, ''), mod.meta!] as const)

/** The pages sitemap.xml lists (@app/domain/pages): public, with a fixed head. */
const INDEXED = PAGE_LIST.filter((page) => page.crawl === 'listed').map((page) => page.module)
/** Pages with a fixed head that search engines must leave out. */
const NOT_INDEXED = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'shop-cart',
  'shop-checkout',
  'unauthorized',
  'not-found',
  'admin-messages',
  'admin-orders',
  'admin-outbox',
  'admin-course-reviews',
  'admin-refunds',
  'admin-earnings',
  'admin-session-disputes',
]

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

describe('the fixed meta of the routes', () => {
  it('covers every public page without data of its own', () => {
    expect(staticMeta.map(([name]) => name).sort()).toEqual([...INDEXED, ...NOT_INDEXED].sort())
  })

  it.each(staticMeta)('%s has a title and a description of 70-160 characters', (_, meta) => {
    expect(meta.title.length).toBeGreaterThan(2)
    expect(meta.description?.length).toBeGreaterThanOrEqual(70)
    expect(meta.description?.length).toBeLessThanOrEqual(160)
  })

  it('gives each page its own title and description', () => {
    const titles = staticMeta.map(([, m]) => m.title)
    const descriptions = staticMeta.map(([, m]) => m.description)
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it('lets search engines index the public pages, with a canonical address and a sharing card', () => {
    for (const name of INDEXED) {
      const meta = staticMeta.find(([n]) => n === name)![1]
      expect(meta.noindex, name).toBeFalsy()
      expect(meta.canonicalPath, name).toMatch(/^\//)
      expect(meta.image, name).toBeTruthy()
    }
  })

  it('keeps sign-in forms, the cart, checkout, errors and admin pages out of search engines', () => {
    for (const name of NOT_INDEXED) {
      expect(staticMeta.find(([n]) => n === name)![1].noindex, name).toBe(true)
    }
    expect(staticMeta.find(([n]) => n === 'not-found')![1].status).toBe(404)
  })
})

/** Renders one route module at `url` with its loader, on a fake API. */
function renderRoute(name: string, path: string, url: string) {
  const mod = modules[`./${name}.tsx`]!
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(
    [
      {
        path,
        Component: mod.default,
        ...(mod.loader ? { loader: mod.loader(queryClient, { isServerRender: false }) } : {}),
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={signedOut}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  )
}

const jsonLdOf = (type: string) =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((el) => JSON.parse(el.textContent) as Record<string, unknown>)
    .find((data) => data['@type'] === type)

const headContent = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content')

describe('a course page', () => {
  it('declares the course, its price and rating as JSON-LD, under its canonical address', async () => {
    const course = makeCourseDetail({ id: 7, priceCents: 24900, rating: 4.9, ratingCount: 315475 })
    stubApi({ 'GET /api/courses/7': () => jsonResponse(course) })
    renderRoute('course-single-v1', '/course-single-v1/:id', '/course-single-v1/007')

    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeVisible()
    // The head is written in an effect, which may run after the heading is on screen.
    await waitFor(() =>
      expect(document.title).toBe('Complete Web Development Bootcamp — Learnlane'),
    )
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${location.origin}/course-single-v1/7`,
    )
    expect(headContent('meta[name="description"]')).toMatch(/^HTML, CSS, JavaScript/)
    expect(headContent('meta[property="og:image"]')).toBe(`${location.origin}/api/og/courses/7.png`)
    expect(headContent('meta[property="product:price:amount"]')).toBe('249.00')
    expect(jsonLdOf('Course')).toMatchObject({
      '@context': 'https://schema.org',
      name: course.title,
      url: `${location.origin}/course-single-v1/7`,
      provider: { name: 'Learnlane' },
      offers: [{ '@type': 'Offer', price: '249.00', priceCurrency: 'USD' }],
      aggregateRating: { ratingValue: 4.9, ratingCount: 315475 },
    })
    expect(jsonLdOf('BreadcrumbList')).toBeDefined()
  })

  it('answers an unknown course with a not-found page that is not indexed', async () => {
    stubApi({})
    renderRoute('course-single-v1', '/course-single-v1/:id', '/course-single-v1/999')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Course not found — Learnlane'))
    expect(headContent('meta[name="robots"]')).toBe('noindex')
    expect(jsonLdOf('Course')).toBeUndefined()
  })
})

describe('a product page', () => {
  it('declares the product with its offer, in stock, at the shown product address', async () => {
    const product = makeProduct({ id: 4, title: 'Design Kit', priceCents: 2500, stock: 3 })
    stubApi({
      'GET /api/products/4': () => jsonResponse(product),
      'GET /api/products/4/reviews': () =>
        jsonResponse({ items: [], total: 0, average: 0, distribution: [0, 0, 0, 0, 0] }),
      'GET /api/products/4/related': () => jsonResponse([]),
    })
    renderRoute('shop-single', '/shop-single/:id', '/shop-single/4')
    expect(await screen.findByRole('heading', { level: 1, name: 'Design Kit' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Design Kit — Learnlane'))
    expect(jsonLdOf('Product')).toMatchObject({
      name: 'Design Kit',
      offers: { price: '25.00', availability: 'https://schema.org/InStock' },
    })
    const description = headContent('meta[name="description"]')!
    expect(description.length).toBeGreaterThanOrEqual(70)
    expect(description.length).toBeLessThanOrEqual(160)
  })
})

describe('a mentor page', () => {
  it('declares the mentor as a Person on a profile page, with a description from the bio', async () => {
    const mentor = makeInstructorDetail({ id: 1 })
    stubApi({ 'GET /api/instructors/1': () => jsonResponse(mentor) })
    renderRoute('instructor-single', '/instructor-single/:id', '/instructor-single/abc')
    expect(await screen.findByText(mentor.about)).toBeInTheDocument()
    await waitFor(() =>
      expect(document.title).toBe('Maya Lindqvist, Developer and Teacher — Learnlane'),
    )
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${location.origin}/instructor-single/1`,
    )
    expect(headContent('meta[name="description"]')).toContain(mentor.description)
    expect(jsonLdOf('ProfilePage')).toMatchObject({
      mainEntity: { '@type': 'Person', name: 'Maya Lindqvist', jobTitle: 'Developer and Teacher' },
    })
  })
})
