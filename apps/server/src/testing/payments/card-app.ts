import type { Order } from '@app/domain/orders'
import { addAccount, billing, placeOrder, type TestAccount } from '../commerce'
import type { DbDriver } from '../../db/client'
import { buildTestApp, type TestApp } from '../test-app'
import { startFakeStripe, type FakeStripe } from './fake-stripe'

const WEBHOOK_SECRET = 'whsec_test_learnlane_cards'

/** A seeded app taking cards through the fake Stripe, which posts its events to the app's webhook. */
export interface CardApp {
  t: TestApp
  stripe: FakeStripe
  close: () => Promise<void>
}

export async function startCardApp(driver: DbDriver): Promise<CardApp> {
  const stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET })
  const t = await buildTestApp(driver, {
    seed: true,
    STRIPE_SECRET_KEY: 'sk_test_learnlane',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  })
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  stripe.setWebhookUrl(`${address}/api/payments/stripe/webhook`)
  return {
    t,
    stripe,
    close: async () => {
      await t.close()
      await stripe.close()
    },
  }
}

/** A new student's card order of the courses (placed, not paid yet). */
export async function cardOrder(
  t: TestApp,
  courseIds: number[],
  couponCode?: string,
): Promise<{ student: TestAccount; order: Order }> {
  const student = await addAccount(t, 'student')
  const res = await placeOrder(
    t,
    {
      lines: courseIds.map((id) => ({ kind: 'course', id, quantity: 1 })),
      billing: billing({ email: student.email }),
      paymentMethod: 'card',
      ...(couponCode ? { couponCode } : {}),
    },
    { headers: student.auth },
  )
  if (res.statusCode !== 201) throw new Error(`The card order failed: ${res.body}`)
  return { student, order: res.json<Order>() }
}

/** POST /api/orders/:id/pay as the buyer: the hosted page's address. */
export async function payPage(t: TestApp, order: Order, buyer: TestAccount): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/pay`,
    headers: buyer.auth,
  })
  if (res.statusCode !== 200) throw new Error(`No payment page: ${res.body}`)
  return res.json<{ redirectUrl: string }>().redirectUrl
}

/** The buyer's click on the fake hosted page: where the browser goes next, and the page shown. */
export async function click(pageUrl: string, action: 'pay' | 'decline') {
  const res = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  })
  return { status: res.status, location: res.headers.get('location'), text: await res.text() }
}

/** A new student's order of the courses, paid on the hosted page, its webhook delivered. */
export async function paidByCard(app: CardApp, courseIds: number[], couponCode?: string) {
  const { student, order } = await cardOrder(app.t, courseIds, couponCode)
  await click(await payPage(app.t, order, student), 'pay')
  await app.stripe.settled()
  const paid = await app.t.app.inject({
    method: 'GET',
    url: `/api/orders/${order.id}`,
    headers: student.auth,
  })
  return { student, order: paid.json<Order>() }
}
