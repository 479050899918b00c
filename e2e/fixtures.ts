import { test as base, expect, type Page } from '@playwright/test'

/** Every page load fails the test on a console error or warning, or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
        if (msg.type() === 'warning') errors.push(`warning: ${msg.text()}`)
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors and warnings on the page').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/** A unique e-mail for one test run. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

export async function loginAs(
  page: Page,
  role: 'Mentor' | 'Student',
  email: string,
  password: string,
) {
  await page.goto('/login')
  if (role === 'Student') await page.locator('main').getByRole('radio', { name: 'Student' }).check()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.locator('main').getByRole('button', { name: 'Sign Up' }).click()
}

export const demo = {
  mentor: { email: 'mentor@learnlane.test', password: 'Mentor#2026' },
  student: { email: 'student@learnlane.test', password: 'Student#2026' },
  admin: { email: 'admin@learnlane.test', password: 'Admin#2026' },
} as const
