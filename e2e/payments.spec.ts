import type { Earnings } from '@app/domain/earnings'
import type { Order } from '@app/domain/orders'
import type { APIRequestContext, Page } from '@playwright/test'
import { demoToken } from './accounts'
import { fillBilling, newStudent } from './checkout'
import { expect, loginAs, test } from './fixtures'
import { STAND_INS } from './stand-ins'

/** The stand-ins' switches and what they sent (apps/server/src/testing/payments). */
async function control(request: APIRequestContext, provider: 'stripe' | 'paypal', body: object) {
  const response = await request.post(`${STAND_INS[provider]}/__control`, { data: body })
  expect(response.ok()).toBe(true)
  return (await response.json()) as {
    resent?: { status: number }
    sent?: { status: number }
  }
}

async function courseTitle(request: APIRequestContext, id: number) {
  return ((await (await request.get(`/api/courses/${id}`)).json()) as { title: string }).title
}

/** A new student with course `id` in the cart, at checkout with the billing form filled. */
async function atCheckout(page: Page, request: APIRequestContext, id: number) {
  const student = await newStudent(request)
  await loginAs(page, 'Student', student.email, student.password)
  await expect(page).toHaveURL(/\/student-dashboard$/)
  await page.goto(`/course-single-v1/${id}`)
  await page.getByRole('button', { name: 'Buy Now' }).click()
  await expect(page).toHaveURL(/\/shop-checkout$/)
  await fillBilling(page, student.email, { ships: false })
  return student
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('id')!

async function orderOf(page: Page, request: APIRequestContext, id: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await request.get(`/api/orders/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return (await response.json()) as Order
}

test.describe('online payments', () => {
  test('a student pays a course by card on the hosted page and finds it in My Courses', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const title = await courseTitle(request, 5)
    await atCheckout(page, request, 5)
    await page.getByRole('radio', { name: 'Credit or Debit Card' }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()

    // The card is typed on the provider's page, never on ours.
    await page.waitForURL(`${STAND_INS.stripe}/pay/**`)
    await expect(page.getByText('Amount due')).toBeVisible()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()

    await page.waitForURL(/\/shop-order\?id=.+&payment=paid$/)
    await expect(page.getByText('Your order is placed and paid.')).toBeVisible({ timeout: 5000 })
    await page.goto('/student-my-courses')
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 5000 })
  })

  test('a declined card leaves the order waiting, says so, and pays on a second try', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await atCheckout(page, request, 6)
    await page.getByRole('radio', { name: 'Credit or Debit Card' }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.waitForURL(`${STAND_INS.stripe}/pay/**`)
    await page.getByRole('button', { name: 'Decline' }).click()
    await expect(page.getByText('Your card was declined.')).toBeVisible()
    await page.getByRole('link', { name: 'Back' }).click()

    await page.waitForURL(/\/shop-order\?id=.+&payment=cancelled$/)
    await expect(
      page.getByText(/Your payment was not completed and nothing was charged/),
    ).toBeVisible()
    await expect(page.getByText('not paid yet')).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    expect((await orderOf(page, request, orderIdOf(page))).status).toBe('pending_payment')

    await page.getByRole('button', { name: 'Pay by card' }).click()
    await page.waitForURL(`${STAND_INS.stripe}/pay/**`)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByText('Your order is placed and paid.')).toBeVisible({ timeout: 5000 })
  })

  test('a PayPal purchase is approved on PayPal and captured on the way back', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await atCheckout(page, request, 7)
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await expect(page.getByText(/Log in to PayPal and approve the payment/)).toBeVisible()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.waitForURL(`${STAND_INS.paypal}/checkoutnow**`)
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.waitForURL(/\/shop-order\?id=.+&payment=paid$/)
    await expect(page.getByText('Your order is placed and paid.')).toBeVisible()
    const order = await orderOf(page, request, orderIdOf(page))
    expect(order.history.map((h) => h.by)).toEqual(['Checkout', 'PayPal'])
  })

  test('a replayed webhook changes nothing and a forged one is refused', async ({
    page,
    request,
  }) => {
    await atCheckout(page, request, 8)
    await page.getByRole('radio', { name: 'Credit or Debit Card' }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.waitForURL(`${STAND_INS.stripe}/pay/**`)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByText('Your order is placed and paid.')).toBeVisible({ timeout: 5000 })
    const id = orderIdOf(page)
    const before = await orderOf(page, request, id)

    const events = (await (await request.get(`${STAND_INS.stripe}/__control/events`)).json()) as {
      events: { id: string; type: string; data: { object: { metadata?: { order_id?: string } } } }[]
    }
    const completed = events.events.find(
      (e) => e.type === 'checkout.session.completed' && e.data.object.metadata?.order_id === id,
    )!
    expect((await control(request, 'stripe', { resend: completed.id })).resent?.status).toBe(200)
    const forged = JSON.stringify({ ...completed, id: 'evt_forged_e2e' })
    const refused = await control(request, 'stripe', {
      sendRaw: { body: forged, signature: 't=1,v1=00' },
    })
    expect(refused.sent?.status).toBe(400)
    expect(await orderOf(page, request, id)).toEqual(before)
  })
})

test.describe('refunds', () => {
  test("a student refunds a course within the rules, loses it, and the mentor's pending earnings drop", async ({
    page,
    request,
  }) => {
    const mentorToken = await demoToken(request, 'mentor')
    const earnings = async () =>
      (await (
        await request.get('/api/instructor/earnings', {
          headers: { authorization: `Bearer ${mentorToken}` },
        })
      ).json()) as Earnings
    // Course 1 is the demo mentor's.
    const title = await courseTitle(request, 1)
    await atCheckout(page, request, 1)
    await page.getByRole('radio', { name: 'Credit or Debit Card' }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.waitForURL(`${STAND_INS.stripe}/pay/**`)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByText('Your order is placed and paid.')).toBeVisible({ timeout: 5000 })
    const before = await earnings()
    const sale = before.entries.find((e) => e.kind === 'sale' && e.courseTitle === title)!
    expect(sale.state).toBe('pending')

    await page.goto('/student-order')
    await page
      .getByRole('button', { name: `Request a refund of ${title}` })
      .first()
      .click()
    await page.getByLabel('Why do you ask for a refund?').fill('It is not the course I needed')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText(/^Refunded: .* goes back to your card/)).toBeVisible()

    await page.goto('/student-my-courses')
    await expect(page.getByText('No enrolled courses yet')).toBeVisible()
    await expect(page.getByText(title)).toHaveCount(0)
    const after = await earnings()
    expect(before.pendingCents - after.pendingCents).toBe(sale.netCents)
  })
})
