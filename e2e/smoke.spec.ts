import { expect, test } from './fixtures'

test('the server serves the app and answers health', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  await page.goto('/')
  await expect(page).toHaveTitle(/Learnlane/)
})
