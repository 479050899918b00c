import type { Page } from '@playwright/test'
import { demo, expect, loginAs, test, uniqueEmail } from './fixtures'

/**
 * Account recovery as a visitor sees it. The links themselves travel only by e-mail (the outbox
 * is never exposed over HTTP), so following a real link is covered by the server tests; here:
 * the way in from the login page, the neutral answer, what a bad link says, and the dashboard
 * notice of an unverified account.
 */

const PASSWORD = 'Recovery#2026-phrase'

/** The browser logs a refused request as a console error; take exactly that one off the list. */
function expectOnlyRefusal(consoleErrors: string[], status: number) {
  const refusal = `Failed to load resource: the server responded with a status of ${status}`
  expect(consoleErrors.filter((e) => e.startsWith(refusal))).toHaveLength(1)
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !e.startsWith(refusal)),
  )
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('the login page leads to "Forgot password?" from the keyboard', async ({ page }) => {
  await page.goto('/login')
  const form = page.locator('main form')
  await form.getByLabel('Password', { exact: true }).focus()
  await page.keyboard.press('Tab') // the show/hide toggle
  await page.keyboard.press('Tab')
  const link = form.getByRole('link', { name: 'Forgot password?' })
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
})

for (const width of [390, 1440]) {
  test(`asking for a reset link answers the same for any address (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const answers: string[] = []
    for (const email of [demo.student.email, uniqueEmail('nobody')]) {
      await page.goto('/forgot-password')
      const form = page.locator('main form')
      await form.getByRole('button', { name: 'Send reset link' }).click()
      await expect(form.getByText('Email is required')).toBeVisible()
      await form.getByLabel('Email', { exact: true }).fill(email)
      await form.getByRole('button', { name: 'Send reset link' }).click()
      const status = page.getByRole('status').filter({ hasText: 'Check your inbox' })
      await expect(status).toBeVisible()
      await expectNoSideScroll(page)
      answers.push((await status.textContent()) ?? '')
    }
    expect(answers[0]).toContain('If an account uses this e-mail address')
    expect(answers[1]).toBe(answers[0])
    await page.getByRole('link', { name: 'Back to log in' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
}

test('a reset link that does not work says so and offers a new one', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/reset-password?token=not-a-real-token')
  const form = page.locator('main form')
  const password = form.getByLabel('New Password', { exact: true })
  await password.fill('too short')
  await form.getByLabel('Confirm New Password', { exact: true }).fill('too short')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByText('Use at least 15 characters')).toBeVisible()
  await expect(password).toHaveAttribute('aria-invalid', 'true')

  await password.fill(PASSWORD)
  await form.getByLabel('Confirm New Password', { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'This link does not work' })
  await expect(alert).toContainText('This reset link is not valid. Ask for a new one.')
  expectOnlyRefusal(consoleErrors, 400)
  await expectNoSideScroll(page)
  await alert.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)

  await page.goto('/reset-password')
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible()
})

test('a verification link that does not work says so', async ({ page, consoleErrors }) => {
  await page.goto('/verify-email?token=not-a-real-token')
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link does not work' }),
  ).toContainText('This verification link is not valid.')
  expectOnlyRefusal(consoleErrors, 400)
})

test('a new account sees the unverified notice and can ask for the link again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('verify')
  const created = await request.post('/api/auth/student/register', {
    data: { name: 'Vera Verify', email, password: PASSWORD, confirmPassword: PASSWORD },
  })
  expect(created.status()).toBe(201)

  await loginAs(page, 'Student', email, PASSWORD)
  await expect(page).toHaveURL(/\/student-dashboard$/)
  const notice = page.getByRole('region', { name: 'E-mail verification' })
  await expect(notice).toContainText('Your e-mail address is not verified yet.')
  await notice.getByRole('button', { name: 'Send the link again' }).click()
  await expect(notice.getByRole('status')).toHaveText(
    'We sent a new link to your e-mail address. It works for 24 hours.',
  )
  await expect(notice.getByRole('button', { name: 'Send the link again' })).toHaveCount(0)
})

test('a verified account sees no notice', async ({ page }) => {
  await loginAs(page, 'Mentor', demo.mentor.email, demo.mentor.password)
  await expect(page).toHaveURL(/\/instructor-dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('Your e-mail address is not verified yet.')).toHaveCount(0)
})
