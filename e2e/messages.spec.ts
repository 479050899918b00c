import type { Page } from '@playwright/test'
import { demo, expect, loginAs, test } from './fixtures'

/** The demo mentor's public profile (the seed's catalog mentor their account teaches as). */
const DEMO_MENTOR_PROFILE = 1

/** Fails when the page scrolls sideways at its width. */
async function expectFits(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scroll, `the page is ${scroll}px wide at ${width}px`).toBeLessThanOrEqual(width)
}

for (const width of [1440, 390] as const) {
  test.describe(`messages at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    test('a student writes to a mentor, who sees it unread and answers', async ({
      browser,
      page,
    }) => {
      test.setTimeout(60_000)
      const run = Date.now().toString(36)
      const words = `Hello from the ${width} px test (${run})`
      const notes = `https://example.com/notes/${run}`
      const reply = `Happy to help! (${run})`
      await loginAs(page, 'Student', demo.student.email, demo.student.password)
      await expect(page).toHaveURL(/\/student-dashboard$/)
      await page.goto(`/student-messages?mentor=${DEMO_MENTOR_PROFILE}`)
      await expect(page).toHaveURL(/\/student-messages\?thread=\d+$/)
      const box = page.getByRole('textbox', { name: /^Message to / })
      await box.fill(`${words}\nNotes: ${notes}`)
      await box.press('Control+Enter')
      const log = page.getByRole('log', { name: /^Messages with / })
      // The demo pair's earlier conversation (from the seed) is there, above the new message.
      await expect(log.getByText(/should I bring my portfolio as a PDF or a link\?/)).toBeVisible()
      await expect(log.getByText(words)).toBeVisible()
      await expect(log.getByRole('link', { name: notes })).toHaveAttribute('href', notes)
      await expect(box).toHaveValue('')
      await expectFits(page)

      // The mentor, in a browser of their own.
      const context = await browser.newContext({ viewport: page.viewportSize()! })
      const mentor = await context.newPage()
      await loginAs(mentor, 'Mentor', demo.mentor.email, demo.mentor.password)
      await expect(mentor).toHaveURL(/\/instructor-dashboard$/)
      const badge =
        width === 390
          ? mentor.getByRole('button', { name: /^Open menu, \d+ unread messages?$/ })
          : mentor.getByRole('link', { name: /^Messages, \d+ unread messages?$/ })
      await expect(badge).toBeVisible()
      await mentor.goto('/instructor-messages')
      const conversation = mentor
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('link', { name: new RegExp(words.slice(0, 20)) })
      await expect(conversation).toContainText('unread')
      await expectFits(mentor)
      await conversation.click()
      const mentorLog = mentor.getByRole('log', { name: /^Messages with / })
      await expect(mentorLog.getByText(words)).toBeVisible()
      await expectFits(mentor)
      await mentor.getByRole('textbox', { name: /^Message to / }).fill(reply)
      await mentor.getByRole('button', { name: 'Send' }).click()
      await expect(mentorLog.getByText(reply)).toBeVisible()
      await context.close()

      // The student's thread picks the answer up (it is looked for every 15 seconds).
      await expect(log.getByText(reply)).toBeVisible({ timeout: 20_000 })
    })
  })
}
