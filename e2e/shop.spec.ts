import type { Order, OrderList } from '@app/domain/orders'
import type { Product } from '@app/domain/shop'
import type { APIRequestContext, Page } from '@playwright/test'
import { fillBilling, newStudent } from './checkout'
import { appReady, demo, expect, loginAs, test, uniqueEmail } from './fixtures'

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ })
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

async function product(request: APIRequestContext, id: number): Promise<Product> {
  const response = await request.get(`/api/products/${id}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Product
}

test.describe('shop', () => {
  test('a guest buys products with a coupon and the confirmation survives a reload', async ({
    page,
    request,
  }) => {
    const book = await product(request, 2)
    const keyboard = await product(request, 6)

    await page.goto('/shop-single/2')
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2')
    // Typing below 1 is ignored.
    await page.getByLabel('Quantity', { exact: true }).fill('0')
    await page.getByLabel('Quantity', { exact: true }).blur()
    await expect(page.getByLabel('Quantity', { exact: true })).not.toHaveValue('0')
    await page.getByLabel('Quantity', { exact: true }).fill('2')
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Already Added', exact: true })).toBeVisible()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items')

    await page.goto('/shop-single/6')
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items')

    await page.goto('/shop-cart')
    const table = page.getByRole('table', { name: 'Items in your cart' })
    await expect(table.getByRole('link', { name: book.title })).toBeVisible()
    await expect(table.getByRole('link', { name: keyboard.title })).toBeVisible()
    await page.getByRole('button', { name: `Increase quantity of ${keyboard.title}` }).click()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items')

    const subtotal = book.priceCents * 2 + keyboard.priceCents * 2
    const totals = page.getByRole('complementary', { name: 'Cart Total' })
    await expect(totals.getByText(money(subtotal), { exact: true })).toBeVisible()

    await page.getByLabel('Coupon code').fill('welcome10')
    await page.getByRole('button', { name: 'Apply Coupon' }).click()
    const discount = Math.round(subtotal / 10)
    await expect(totals.getByText(`-${money(discount)}`)).toBeVisible()
    await expect(totals.getByText(money(subtotal - discount + 2000), { exact: true })).toBeVisible()

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
    await expect(page).toHaveURL(/\/shop-checkout$/)
    // The coupon came along with the cart and shows in the order summary.
    const summary = page.getByRole('region', { name: 'Your Order' })
    await expect(summary.getByText('Coupon WELCOME10 applied')).toBeVisible()
    await expect(summary.getByText(`-${money(discount)}`)).toBeVisible()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByText('First name is required')).toBeVisible()
    await expect(page.getByText('Email address is required')).toBeVisible()

    await fillBilling(page, uniqueEmail('guest'), { ships: true })
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page).toHaveURL(/\/shop-order\?id=[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Your Order Is Completed!' })).toBeVisible()
    const id = new URL(page.url()).searchParams.get('id')!
    const order = (await (await request.get(`/api/orders/${id}`)).json()) as Order
    expect(order.totalCents).toBe(subtotal - discount + 2000)
    expect(order.couponCode).toBe('WELCOME10')
    expect(order.status).toBe('pending_payment')
    expect(order.billing).toMatchObject({
      country: 'US',
      city: 'Arlington',
      street: '1 Harbour Lane',
    })
    expect(order.billing).not.toHaveProperty('apartment')
    await expect(page.getByText(order.number).first()).toBeVisible()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items')

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Your Order Is Completed!' })).toBeVisible()
    await expect(page.getByText(order.number).first()).toBeVisible()
    await expect(page.getByText(money(order.totalCents)).first()).toBeVisible()
  })

  test('a guest with a course in the cart logs in and comes back to the same cart', async ({
    page,
    request,
  }) => {
    const student = await newStudent(request)
    await page.goto('/course-single-v1/2')
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
    await page.goto('/shop-single/3')
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()

    await page.goto('/shop-checkout')
    await expect(page.getByText('Log in as a student to buy courses')).toBeVisible()
    await page.getByRole('link', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/login$/)
    await loginAs(page, 'Student', student.email, student.password)
    await expect(page).toHaveURL(/\/shop-checkout$/)
    await expect(page.getByText('Log in as a student to buy courses')).toHaveCount(0)
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items')
    const course = await (await request.get('/api/courses/2')).json()
    const summary = page.getByRole('region', { name: 'Your Order' })
    await expect(summary.getByText(course.title as string)).toBeVisible()
  })

  test('a student buys a course, an admin marks it paid, and the course is enrolled', async ({
    page,
    browser,
    request,
  }) => {
    const student = await newStudent(request)
    await loginAs(page, 'Student', student.email, student.password)
    await expect(page).toHaveURL(/\/student-dashboard$/)
    const course = (await (await request.get('/api/courses/3')).json()) as { title: string }

    await page.goto('/course-single-v1/3')
    await page.getByRole('button', { name: 'Buy Now' }).click()
    await expect(page).toHaveURL(/\/shop-checkout$/)
    await fillBilling(page, student.email, { ships: false })
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await expect(page.getByRole('heading', { name: 'Your Order Is Completed!' })).toBeVisible()
    const id = new URL(page.url()).searchParams.get('id')!
    // Reloaded or opened again by its buyer, the receipt still shows the order.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Your Order Is Completed!' })).toBeVisible()
    await expect(page.getByText(/belongs to another account/)).toHaveCount(0)

    // The order is the student's, awaiting payment, with instructions.
    await page.goto('/student-order')
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const mine = (await (
      await request.get('/api/me/orders', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as OrderList
    const placed = mine.items.find((o) => o.id === id)!
    expect(placed.status).toBe('pending_payment')
    await expect(page.getByText(placed.number)).toBeVisible()

    // An admin marks it paid.
    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await loginAs(admin, 'Student', demo.admin.email, demo.admin.password)
    await expect(admin).toHaveURL(/\/student-dashboard$/)
    await admin.goto(`/admin/orders?q=${placed.number}`)
    await admin.getByRole('link', { name: placed.number }).click()
    await admin.getByRole('button', { name: 'Mark paid' }).click()
    await expect(admin.getByText(/marked paid/i).first()).toBeVisible()
    await adminContext.close()

    await page.goto('/student-my-courses')
    await expect(page.getByText(course.title).first()).toBeVisible()
    await page.goto('/course-single-v1/3')
    await expect(page.getByText('You are enrolled in this course.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0)
  })

  test('the cart survives a reload and stays in step across two tabs', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto('/shop-list')
    await second.goto('/shop-cart')
    await Promise.all([appReady(first), appReady(second)])
    await expect(second.getByText('You Cart is Empty')).toBeVisible()
    await expect(second.getByRole('link', { name: 'Explore Products!' })).toHaveAttribute(
      'href',
      '/shop-list',
    )

    await first
      .getByRole('button', { name: /^Add To Cart: / })
      .first()
      .click()
    await expect(cartLink(second)).toHaveAccessibleName('Cart, 1 item')
    await expect(second.getByText('You Cart is Empty')).toHaveCount(0)
    await expect(second.getByRole('table', { name: 'Items in your cart' })).toBeVisible()

    await second.getByRole('button', { name: /^Increase quantity of / }).click()
    await expect(cartLink(first)).toHaveAccessibleName('Cart, 2 items')

    await first.reload()
    await appReady(first)
    await expect(cartLink(first)).toHaveAccessibleName('Cart, 2 items')
    await second.getByRole('button', { name: /^Remove .* from the cart$/ }).click()
    await expect(second.getByText('You Cart is Empty')).toBeVisible()
    await expect(cartLink(first)).toHaveAccessibleName('Cart, 0 items')
  })
})
