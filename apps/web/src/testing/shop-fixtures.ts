import { priceCart, type CartQuote, type CartQuoteInput } from '@app/domain/cart'
import type { Product, ProductReviewList } from '@app/domain/shop'
import { vi } from 'vitest'
import { jsonResponse } from './render'

/** Test builders for the shop, shaped like the API's answers. */

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1
  return {
    id,
    title: 'Modern Web Development with TypeScript',
    priceCents: 3900,
    compareAtCents: 4900,
    rating: 4.7,
    totalReviews: 3,
    imgSrc: `/api/products/${id}/cover.svg`,
    sku: `LL-BK-00${id}`,
    category: 'Books',
    tags: ['TypeScript', 'Book'],
    description: 'A hands-on guide to building web applications with TypeScript.',
    author: 'Maya Lindqvist',
    stock: 120,
    ...overrides,
  }
}

export const emptyReviews: ProductReviewList = {
  items: [],
  total: 0,
  average: 0,
  distribution: [0, 0, 0, 0, 0],
}

/** Unit prices the fake server charges, by "kind:id". */
export type PriceBook = Record<string, { title: string; priceCents: number }>

/** The quote a server would give for these lines (no coupon unless `extra` says so). */
export function quoteFor(
  input: CartQuoteInput,
  prices: PriceBook,
  extra: Partial<CartQuote> = {},
): CartQuote {
  const totals = priceCart(
    input.lines.map((line) => ({
      ...line,
      unitPriceCents: prices[`${line.kind}:${line.id}`]?.priceCents ?? 0,
    })),
  )
  return {
    lines: totals.lines.map((line) => ({
      kind: line.kind,
      id: line.id,
      title: prices[`${line.kind}:${line.id}`]?.title ?? 'Unknown',
      imgSrc: line.kind === 'product' ? `/api/products/${line.id}/cover.svg` : '',
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
      stock: line.kind === 'product' ? 50 : null,
      problem: null,
    })),
    subtotalCents: totals.subtotalCents,
    discountCents: 0,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
    coupon: null,
    couponError: null,
    needsStudentAccount: false,
    ...extra,
  }
}

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit]
type Handler = (
  body: unknown,
  init: RequestInit | undefined,
  url: URL,
) => Response | Promise<Response>

/**
 * A fake API: `routes` maps "METHOD /api/path" to a handler; anything else answers 404. Returns the
 * fetch mock, to read the calls.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const handler = routes[`${method} ${url.pathname}`]
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    return handler ? handler(body, init, url) : jsonResponse({ error: 'Not found' }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The calls made to one route, as [body, headers]. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET').toUpperCase() === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    }))
}
