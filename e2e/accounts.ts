import type { APIRequestContext, Page } from '@playwright/test'
import { demo, expect } from './fixtures'

export type DemoAccount = keyof typeof demo

/** Logs a demo account in through the API, as the log-in form does, and returns its token. */
export async function demoToken(request: APIRequestContext, who: DemoAccount): Promise<string> {
  const kind = who === 'student' ? 'student' : 'teacher'
  const response = await request.post(`/api/auth/${kind}/login`, { data: demo[who] })
  expect(response.ok(), `log in as ${who}`).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Signs the page in with a token, where the web app keeps it, before any of its pages load. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((token) => localStorage.setItem('token', token), token)
}

/** Places a guest's order for one product; its receipt opens for whoever holds the id. */
export async function placeGuestOrder(
  request: APIRequestContext,
  productId: number,
): Promise<string> {
  const response = await request.post('/api/orders', {
    headers: { 'idempotency-key': `guest-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      lines: [{ kind: 'product', id: productId, quantity: 1 }],
      paymentMethod: 'bank_transfer',
      billing: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Analytical Engines',
        country: 'United Kingdom',
        street: '12 St James Square',
        apartment: 'Flat 1',
        city: 'London',
        state: 'Greater London',
        zip: 'SW1Y 4JH',
        phone: '+44 20 7946 0000',
        email: 'ada@example.com',
      },
    },
  })
  expect(response.status(), 'a guest order is placed').toBe(201)
  return ((await response.json()) as { id: string }).id
}
