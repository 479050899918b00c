import type { CourseSummary } from '@app/domain/catalog'
import type { Enrolment } from '@app/domain/learning'
import type { Order, OrderLine, OrderList, OrderSummary } from '@app/domain/orders'
import { vi } from 'vitest'

/** Test builders for orders and enrolments, shaped like the API's answers. */

export function makeLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    kind: 'course',
    itemId: 1,
    title: 'Modern React From Scratch',
    quantity: 1,
    unitPriceCents: 8929,
    lineTotalCents: 8929,
    refund: null,
    ...overrides,
  }
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '3f1c9b7e-2a4d-4c1e-9f0a-1b2c3d4e5f60',
    number: 'LL-100001',
    createdAt: '2026-03-02T10:00:00.000Z',
    status: 'pending_payment',
    paymentMethod: 'bank_transfer',
    paymentInstructions:
      'Transfer the total to Learnlane Ltd, IBAN GB33 LLNE 6016 1331 9268 19, with LL-100001 as the reference.',
    payOnline: false,
    paymentIssue: null,
    email: 'ada@example.com',
    billing: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Ltd',
      country: 'GB',
      street: '12 St James Square',
      apartment: 'Flat 2',
      city: 'London',
      state: 'Greater London',
      zip: 'SW1Y 4JH',
      phone: '4402079460000',
      email: 'ada@example.com',
    },
    lines: [makeLine()],
    subtotalCents: 8929,
    discountCents: 0,
    couponCode: null,
    shippingCents: 0,
    totalCents: 8929,
    refundableUntil: null,
    history: [
      { status: 'pending_payment', at: '2026-03-02T10:00:00.000Z', by: 'Checkout', note: null },
    ],
    ...overrides,
  }
}

export function summaryOf(order: Order): OrderSummary {
  const {
    id,
    number,
    createdAt,
    status,
    paymentMethod,
    email,
    totalCents,
    refundableUntil,
    lines,
  } = order
  return { id, number, createdAt, status, paymentMethod, email, totalCents, refundableUntil, lines }
}

export function orderList(orders: Order[], overrides: Partial<OrderList> = {}): OrderList {
  return {
    items: orders.map(summaryOf),
    total: orders.length,
    page: 1,
    pageSize: 20,
    pageCount: 1,
    ...overrides,
  }
}

export function makeCourse(id: number, title: string): CourseSummary {
  return {
    id,
    title,
    alt: `Cover of ${title}`,
    author: 'Kenji Watanabe',
    instructorId: 6,
    instractors: ['Kenji Watanabe'],
    filterCategories: ['Web Development'],
    level: 'Beginner',
    language: ['English'],
    durationBucket: '1-3 Hours',
    features: ['Subtitle'],
    priceCents: 8929,
    compareAtCents: null,
    rating: 4.8,
    ratingCount: 120,
    lessons: 11,
    durationMinutes: 150,
    students: 900,
    tag: null,
    bestSeller: false,
    featured: false,
    tabTitles: [],
  }
}

export function makeEnrolment(id: number, title: string): Enrolment {
  return {
    courseId: id,
    enrolledAt: '2026-03-02T10:00:00.000Z',
    orderId: null,
    course: makeCourse(id, title),
  }
}

type FetchCall = [input: RequestInfo | URL, init?: RequestInit]

/**
 * Replaces `fetch` with `answer(method, url, body)`, for screens whose requests come in no fixed
 * order (refetches after a mutation). Returns the mock to read the calls.
 */
export function routeFetch(
  answer: (method: string, url: string, body: unknown) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn(async (...[input, init]: FetchCall) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    return answer(init?.method ?? 'GET', String(input), body)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The URLs requested so far with a method. */
export function requested(fetchMock: ReturnType<typeof routeFetch>, method = 'GET'): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => String(input))
}
