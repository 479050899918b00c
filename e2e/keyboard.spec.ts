import type { Locator, Page } from '@playwright/test'
import { demoToken, placeGuestOrder, useToken } from './accounts'
import { demo, expect, test } from './fixtures'
import { expectModal, expectVisibleFocus, skipToContent, tab, tabTo } from './focus'

/**
 * Keyboard-only journeys (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): everything below is done with Tab,
 * Shift+Tab, Enter, Space, Escape and the arrow keys; every stop Tab makes has a visible focus
 * indicator. Pages are opened by URL; nothing is clicked.
 */

const rangeOf = (page: Page) => page.locator('.catalog__range')

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('filters the course grid with a facet checkbox', async ({ page }) => {
    await page.goto('/course-grid-left-sidebar')
    await expect(rangeOf(page)).toHaveText(/^Showing 1 - 12 Of \d+ Courses$/)
    const before = await rangeOf(page).textContent()

    await skipToContent(page)
    const facet = page
      .getByRole('group', { name: 'Categories' })
      .getByRole('checkbox', { name: /^Mobile Development/ })
    await tabTo(page, facet)
    await page.keyboard.press('Space')
    await expect(facet).toBeChecked()
    await expect(page).toHaveURL(/categories=Mobile(\+|%20)Development/)
    await expect(rangeOf(page)).not.toHaveText(before!)
    await expect(rangeOf(page)).toHaveText(/^Showing 1 - 12 Of \d+ Courses$/)
    await expectVisibleFocus(page)

    await page.keyboard.press('Space')
    await expect(facet).not.toBeChecked()
    await expect(rangeOf(page)).toHaveText(before!)
  })

  test('adds a course to the cart and reaches the checkout', async ({ page }) => {
    await page.goto('/course-single-v1/1')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await skipToContent(page)
    const add = page.getByRole('button', { name: 'Add To Cart', exact: true })
    await tabTo(page, add)
    await page.keyboard.press('Enter')
    const cart = page.getByRole('link', { name: 'Cart, 1 item' })
    await expect(cart).toBeVisible()

    await tabTo(page, cart, { back: true, max: 120 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/shop-cart$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Following a link starts the new page at its content, as a page load does with the skip link.
    await expect(page.locator('main')).toBeFocused()
    await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/shop-checkout$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('logs in as a student', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await skipToContent(page)
    // The role switch is one radio group: Tab reaches the chosen role, the arrows change it.
    const mentor = page.locator('main').getByRole('radio', { name: 'Mentor' })
    await tabTo(page, mentor)
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('main').getByRole('radio', { name: 'Student' })).toBeChecked()
    await expectVisibleFocus(page)

    await tabTo(page, page.getByLabel('Email', { exact: true }))
    await page.keyboard.type(demo.student.email)
    await tab(page)
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
    await page.keyboard.type(demo.student.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/student-dashboard$/)
  })

  test('the quick view and the course preview open, trap focus and close with Escape', async ({
    page,
  }) => {
    await page.goto('/course-grid-left-sidebar')
    await expect(rangeOf(page)).toHaveText(/^Showing/)
    await skipToContent(page)
    const quickView = page.getByRole('button', { name: /^Quick view: / }).first()
    await tabTo(page, quickView)
    const title = (await quickView.getAttribute('aria-label'))!.replace('Quick view: ', '')
    await page.keyboard.press('Enter')
    await expectModal(page, page.getByRole('dialog', { name: title }), quickView)

    await page.goto('/course-single-v5')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await skipToContent(page)
    const preview = page.getByRole('button', { name: /^Watch the preview/ })
    await tabTo(page, preview)
    await page.keyboard.press('Enter')
    await expectModal(page, page.getByRole('dialog', { name: /^Preview: / }), preview)
  })

  test("the mentor's confirmations: remove a course, remove a quiz", async ({ page, request }) => {
    await useToken(page, await demoToken(request, 'mentor'))

    await page.goto('/instructor-my-courses')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await skipToContent(page)
    const removeCourse = page.getByRole('button', { name: /^Remove / }).first()
    await tabTo(page, removeCourse)
    await page.keyboard.press('Enter')
    await expectModal(page, page.getByRole('dialog', { name: /^Remove “/ }), removeCourse)

    await page.goto('/instructor-quizzes')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await skipToContent(page)
    const removeQuiz = page.getByRole('button', { name: /^Remove / }).first()
    await tabTo(page, removeQuiz)
    await page.keyboard.press('Enter')
    await expectModal(page, page.getByRole('dialog', { name: 'Remove this quiz?' }), removeQuiz)
  })

  test("the student's confirmation: delete a review", async ({ page, request }) => {
    await useToken(page, await demoToken(request, 'student'))
    await page.goto('/student-reviews')
    await expect(page.getByText(/^You wrote \d+ reviews?\. Newest first\.$/)).toBeVisible()
    await skipToContent(page)
    const remove = page.getByRole('button', { name: 'Delete' }).first()
    await tabTo(page, remove)
    await page.keyboard.press('Enter')
    await expectModal(page, page.getByRole('dialog'), remove)
  })

  test("the admin's confirmation: cancel an order", async ({ page, request }) => {
    const products = (await (await request.get('/api/products')).json()) as {
      items: { id: number }[]
    }
    const orderId = await placeGuestOrder(request, products.items[0]!.id)
    await useToken(page, await demoToken(request, 'admin'))
    await page.goto(`/admin/orders/${orderId}`)
    const cancel = page.getByRole('button', { name: 'Cancel order' })
    await expect(cancel).toBeVisible()
    await skipToContent(page)
    await tabTo(page, cancel)
    await page.keyboard.press('Enter')
    await expectModal(page, page.getByRole('dialog', { name: /^Cancel order / }), cancel)
  })
})

/** A disclosure menu: Enter opens it, Tab goes into it, Escape closes it and focus goes back. */
async function expectMenu(page: Page, toggle: Locator) {
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await tab(page)
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
  await expectVisibleFocus(page)
}

test.describe('menus at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the categories, account and category filter menus close with Escape', async ({
    page,
    request,
  }) => {
    await useToken(page, await demoToken(request, 'student'))
    await page.goto('/instructor-list')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const header = page.locator('header')
    await expectMenu(page, header.getByRole('button', { name: 'Categories' }))
    await expectMenu(page, header.getByRole('button', { name: /^Account menu for / }))
    await expectMenu(page, page.locator('main').getByRole('button', { name: /^Category:/ }))
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the mobile menu, the mobile search and the filter panel trap focus and close with Escape', async ({
    page,
  }) => {
    await page.goto('/course-grid-left-sidebar')
    await expect(rangeOf(page)).toHaveText(/^Showing/)

    const menu = page.getByRole('button', { name: 'Open menu' })
    await tabTo(page, menu)
    await page.keyboard.press('Enter')
    await expectModal(page, page.getByRole('dialog', { name: 'Menu' }), menu)

    const search = page.locator('header').getByRole('button', { name: 'Search' })
    await tabTo(page, search)
    await page.keyboard.press('Enter')
    await expectModal(page, page.getByRole('dialog', { name: 'Search' }), search)

    const filters = page.getByRole('button', { name: 'All Filter' })
    await tabTo(page, filters)
    await page.keyboard.press('Enter')
    await expectModal(page, page.getByRole('dialog', { name: 'All Filter' }), filters)
  })
})
