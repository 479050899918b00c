import { test as base, expect, type Page } from '@playwright/test'

/** Set on `<html>` by the app once its first screen is interactive (apps/web/src/app/hydration-done.tsx). */
const APP_READY = 'html[data-app-ready]'

/**
 * Waits until the app has taken over the page the server rendered (hydrated, with every part
 * wired), for pages opened outside the `page` fixture (another browser context, a second tab).
 */
export async function appReady(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return
  await page.waitForSelector(APP_READY, { state: 'attached', timeout: 15_000 })
}

/**
 * Every page load fails the test on a console error or warning, or an uncaught exception. With
 * JavaScript on, `page.goto` and `page.reload` also wait until the app has taken over the page the
 * server rendered, so a test's first click reaches a live button, not server HTML.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      // Only the app's pages (not a sitemap, an image or an API answer opened directly).
      const ready = () => appReady(page)
      page.goto = async (...args: Parameters<typeof goto>) => {
        const response = await goto(...args)
        await ready()
        return response
      }
      page.reload = async (...args: Parameters<typeof reload>) => {
        const response = await reload(...args)
        await ready()
        return response
      }
    }
    await use(page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        // A not-found page is answered with its real 404 status, which Chromium reports.
        const isOwnStatus = /status of 404/.test(msg.text()) && msg.location().url === page.url()
        if (isOwnStatus) return
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
  // The page may come from another context than the `page` fixture: its form must be live.
  await appReady(page)
  // The page starts on the role last used in this browser: pick the one wanted either way.
  await page.locator('main').getByRole('radio', { name: role }).check()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.locator('main').getByRole('button', { name: 'Sign Up' }).click()
}

export const demo = {
  mentor: { email: 'mentor@learnlane.test', password: 'Mentor#2026' },
  student: { email: 'student@learnlane.test', password: 'Student#2026' },
  admin: { email: 'admin@learnlane.test', password: 'Admin#2026' },
} as const
