import type { Page } from '@playwright/test'
import { demo, expect, loginAs, test, uniqueEmail } from './fixtures'

const PAGES = [
  { path: '/about', title: 'About Us', h1: 'About Us' },
  { path: '/contact', title: 'Contact Us', h1: 'Contact Us' },
  { path: '/help-center', title: 'Help Center', h1: 'Help Center' },
  { path: '/faq', title: 'Frequently Asked Questions', h1: 'Frequently Asked Questions' },
  { path: '/terms', title: 'Terms & Conditions', h1: 'Terms & Conditions' },
  { path: '/become-teacher', title: 'Become a Mentor', h1: 'Come Teach With Us' },
] as const

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const

/** Levels of the headings people can reach (not inside display:none), in document order. */
function headingLevels(page: Page) {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((els) =>
      els.filter((el) => el.getClientRects().length > 0).map((el) => Number(el.tagName.slice(1))),
    )
}

for (const viewport of WIDTHS) {
  for (const { path, title, h1 } of PAGES) {
    test(`${path} loads cleanly at ${viewport.width} px with its title, description and heading order`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await expect(page).toHaveTitle(`${title} — Learnlane`)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description).not.toContain('find mentors, browse courses and learn new skills')
      expect(description?.length).toBeGreaterThan(40)

      const levels = await headingLevels(page)
      expect(levels.filter((l) => l === 1)).toHaveLength(1)
      const fromH1 = levels.slice(levels.indexOf(1))
      fromH1.forEach((level, i) => {
        if (i > 0)
          expect(level, `heading ${i} after the h1 skips a level`).toBeLessThanOrEqual(
            fromH1[i - 1]! + 1,
          )
      })

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0)
    })
  }
}

test('the about page shows every section of the spec', async ({ page }) => {
  await page.goto('/about')
  for (const text of ['World Class Teachers', 'Global Community', 'Top Notch Courses']) {
    await expect(page.getByRole('heading', { name: text })).toBeVisible()
  }
  await expect(page.getByText('35,000+', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What Clients Are Saying' })).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Choose a testimonial' })).toBeVisible()
  const join = page.getByRole('region', { name: 'Join More Than 1 Million Learners Worldwide' })
  await join.scrollIntoViewIfNeeded()
  await expect(join.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
    'href',
    '/register',
  )
  // The counters count up once they are half visible and end on the spec's figures.
  const counters = page.getByRole('region', { name: 'Learnlane in numbers' })
  await counters.scrollIntoViewIfNeeded()
  await expect(counters.locator('[data-testid="counter-digits"]').first()).toHaveText('458,000+')
})

test('the become-teacher page has its reasons, How To Begin tabs and the closing banner', async ({
  page,
}) => {
  await page.goto('/become-teacher')
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register')
  for (const reason of ['Teach your way', 'Inspire learners', 'Get rewarded']) {
    await expect(page.getByRole('heading', { name: reason })).toBeVisible()
  }
  const steps = page.getByRole('region', { name: 'How To Begin' })
  await steps.getByRole('tab', { name: 'Record your video' }).click()
  await expect(steps.getByRole('tabpanel')).toContainText(
    'Use basic tools like a phone or a webcam',
  )
  await steps.getByRole('tab', { name: 'Record your video' }).press('ArrowRight')
  await expect(steps.getByRole('tab', { name: 'Launch your course' })).toBeFocused()
  await expect(steps.getByRole('tabpanel')).toContainText('Gather your first ratings and reviews')
  await expect(page.getByRole('heading', { name: 'Become An Instructor Today' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start Teaching Today' })).toHaveAttribute(
    'href',
    '/register',
  )
})

test('the help center search filters the topics and questions, with a no-results state', async ({
  page,
}) => {
  await page.goto('/help-center')
  const topics = page.getByRole('region', { name: 'Browse by Topic' })
  await expect(topics.getByRole('listitem')).toHaveCount(6)
  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('refund')
  await expect(topics.getByRole('listitem')).toHaveCount(1)
  await expect(topics.getByRole('button', { name: 'Purchase / Refunds' })).toBeVisible()
  const question = page.locator('summary', { hasText: /Can I get a refund/ })
  await question.click()
  await expect(page.locator('details', { has: question })).toHaveAttribute('open')
  await expect(page.getByText('within 30 days of buying a course').first()).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('zebra crossing')
  await expect(page.getByRole('heading', { name: 'No results for “zebra crossing”' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(topics.getByRole('listitem')).toHaveCount(6)
})

test('the FAQ toggles answers in both groups', async ({ page }) => {
  await page.goto('/faq')
  for (const group of ['Purchases & Refunds', 'Making Courses']) {
    const region = page.getByRole('region', { name: group, exact: true })
    await expect(region.getByRole('heading', { level: 3 })).toHaveCount(5)
  }
  const question = page.locator('summary', { hasText: 'How do I create my first course?' })
  await question.click()
  await expect(page.locator('details', { has: question })).toHaveAttribute('open')
  await expect(page.getByText('Create a New Course. The form has four steps')).toBeVisible()
  await question.click()
  await expect(page.getByText('Create a New Course. The form has four steps')).toBeHidden()
})

test('a visitor subscribes from the footer and sends a contact message that the admin then reads', async ({
  page,
}) => {
  const subscriber = uniqueEmail('reader')
  const contactEmail = uniqueEmail('visitor')
  const title = `Team licence ${Date.now().toString(36)}`

  // Subscribe from the footer.
  await page.goto('/about')
  const footer = page.locator('footer')
  await footer.getByLabel('Email address').fill(subscriber)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  const subscribed = footer.getByText('You have successfully subscribed.')
  await expect(subscribed).toBeVisible()
  await expect(footer.getByLabel('Email address')).toHaveValue('')
  await expect(subscribed).toBeHidden()

  // Contact form: the field messages first, then a successful send.
  await page.goto('/contact')
  await expect(page.getByText('Monday-Friday')).toBeVisible()
  await expect(page.getByText('09:00-20:00')).toBeVisible()
  await expect(page.getByText('Saturday and Sunday')).toBeVisible()
  await expect(page.getByText('10:30-22:00')).toBeVisible()
  await expect(page.getByRole('link', { name: /Open in maps/ })).toBeVisible()
  const form = page.locator('form.contact-form')
  await form.getByRole('button', { name: 'Send Message' }).click()
  for (const message of [
    'First name is required',
    'Email is required',
    'Title is required',
    'Message is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible()
  }
  await form.getByLabel('First name').fill('Maya')
  await form.getByLabel('Email').fill('maya@')
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Message').fill('Do you offer licences for a team of ten people?')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Email must be a valid e-mail address')).toBeVisible()
  await form.getByLabel('Email').fill(contactEmail)
  await form.getByRole('button', { name: 'Send Message' }).click()
  const sent = form.getByText('Message sent successfully')
  await expect(sent).toBeVisible()
  await expect(sent).toHaveCSS('color', 'rgb(21, 128, 61)')
  await expect(form.getByLabel('Title')).toHaveValue('')
  await expect(sent).toBeHidden()

  // The admin reads both.
  await loginAs(page, 'Mentor', demo.admin.email, demo.admin.password)
  await expect(page).toHaveURL(/\/instructor-dashboard$/)
  await page.goto('/admin/messages')
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  const message = page.getByRole('article', { name: title })
  await expect(message).toContainText('From Maya')
  await expect(message).toContainText(contactEmail)
  await expect(message).toContainText('Do you offer licences for a team of ten people?')
  await expect(page.getByRole('table', { name: 'Subscribers, newest first' })).toContainText(
    subscriber,
  )
})

test('a visitor who is not an admin cannot open the messages', async ({ page }) => {
  await page.goto('/admin/messages')
  await expect(page).toHaveURL(/\/unauthorized$/)
})
