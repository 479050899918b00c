import type { AdminOutboxList, AdminOutboxMessage } from '@app/domain/email'
import type { Booking, MentorSessions } from '@app/domain/sessions'
import type { APIRequestContext, Page } from '@playwright/test'
import { demoToken } from './accounts'
import { fillBilling, newStudent } from './checkout'
import { demo, expect, loginAs, test, uniqueEmail } from './fixtures'
import { STAND_INS } from './stand-ins'

/** Fails when the page scrolls sideways at its width. */
async function expectFits(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scroll, `${page.url()} is ${scroll}px wide at ${width}px`).toBeLessThanOrEqual(width)
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '')

async function getJson<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } })
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true)
  return (await response.json()) as T
}

/** A new mentor account, registered as anyone would. */
async function newMentor(request: APIRequestContext) {
  const email = uniqueEmail('mentor')
  const password = 'Mentor#2026-long'
  const response = await request.post('/api/auth/teacher/register', {
    data: { name: 'Noor Haddad', email, password, confirmPassword: password },
  })
  expect(response.status()).toBe(201)
  return { email, password }
}

for (const width of [1440, 390] as const) {
  test.describe(`mentoring sessions at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    test('a new mentor offers a session; a student in another zone books, pays by card, gets the invite, reschedules and writes; a second student cannot take the slot', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000)
      // The mentor sets hours in Berlin and a paid session type.
      const mentor = await newMentor(request)
      await loginAs(page, 'Mentor', mentor.email, mentor.password)
      await expect(page).toHaveURL(/\/instructor-dashboard$/)
      await page.goto('/instructor-sessions?tab=hours')
      await page.getByLabel('Time zone').selectOption('Europe/Berlin')
      for (const day of [
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]) {
        const fieldset = page.getByRole('group', { name: day, exact: true })
        await fieldset.getByRole('button', { name: 'Add hours' }).click()
      }
      await page.getByRole('button', { name: 'Save hours' }).click()
      await expect(page.getByText(/^Hours saved/)).toBeVisible()
      await expectFits(page)
      await page.getByRole('tab', { name: 'Session types' }).click()
      await page.getByRole('button', { name: 'Add a session type' }).click()
      await page.getByLabel('Title').fill('Portfolio review')
      await page.getByLabel('Length').selectOption('60')
      await page.getByLabel('Price (USD)').fill('35')
      await page.getByRole('button', { name: 'Add session type' }).click()
      await expect(
        page.getByRole('list', { name: 'Your session types' }).getByText('Portfolio review'),
      ).toBeVisible()
      const mentorToken = await tokenOf(page)
      const { instructorId } = await getJson<MentorSessions>(
        request,
        '/api/instructor/sessions',
        mentorToken,
      )

      // A student in New York finds the mentor and books.
      const context = await browser.newContext({
        viewport: page.viewportSize()!,
        timezoneId: 'America/New_York',
      })
      const student = await context.newPage()
      const buyer = await newStudent(request)
      await loginAs(student, 'Student', buyer.email, buyer.password)
      await expect(student).toHaveURL(/\/student-dashboard$/)
      await student.goto(`/instructor-single/${instructorId}`)
      await expect(student.getByText('Portfolio review')).toBeVisible()
      await student
        .getByRole('button', { name: /Book a session/ })
        .first()
        .click()
      const dialog = student.getByRole('dialog')
      await expect(dialog.getByLabel('Your time zone')).toHaveValue('America/New_York')
      await expect(
        dialog.getByText(
          'Times are shown in America/New_York. Noor Haddad works in Europe/Berlin.',
        ),
      ).toBeVisible()
      // Not today: the mentor's notice; the second day shown, its first time.
      await dialog.locator('.slot-chip--day').nth(1).click()
      await dialog.locator('.slot-picker__times .slot-chip').first().click()
      await dialog.getByRole('button', { name: 'Hold this time' }).click()
      await expect(dialog.getByText(/Held for you for \d+:\d\d/)).toBeVisible()
      await expectFits(student)
      await dialog.getByRole('button', { name: /Continue to checkout/ }).click()
      await expect(student).toHaveURL(/\/shop-checkout$/)
      await expect(student.getByRole('radio', { name: 'Cash on Delivery' })).toHaveCount(0)
      await fillBilling(student, buyer.email, { ships: false })
      await student.getByRole('radio', { name: 'Credit or Debit Card' }).check()
      await student.getByRole('button', { name: 'Place Order' }).click()
      await student.waitForURL(`${STAND_INS.stripe}/pay/**`)
      await student.getByRole('button', { name: 'Pay', exact: true }).click()
      await expect(student.getByText('Your order is placed and paid.')).toBeVisible({
        timeout: 10_000,
      })

      // Booked: in My Sessions, with the room still closed.
      const studentToken = await tokenOf(student)
      const [booked] = (
        await getJson<{ items: Booking[] }>(request, '/api/me/sessions', studentToken)
      ).items
      expect(booked).toMatchObject({ status: 'confirmed', mentor: { timeZone: 'Europe/Berlin' } })
      expect(booked!.student.timeZone).toBe('America/New_York')
      await student.goto('/student-sessions')
      await expect(student.getByText('Portfolio review').first()).toBeVisible()
      await expect(student.getByText('Opens 10 minutes before the start').first()).toBeVisible()
      await expectFits(student)

      // The invite: both instants in UTC, one UID for the booking.
      const adminToken = await demoToken(request, 'admin')
      const outbox = await getJson<AdminOutboxList>(request, '/api/admin/outbox', adminToken)
      const mail = outbox.items.find(
        (m) => m.recipient === buyer.email && m.subject === 'Session booked: Portfolio review',
      )
      expect(mail, 'the confirmation with its invite').toBeDefined()
      const message = await getJson<AdminOutboxMessage>(
        request,
        `/api/admin/outbox/${mail!.id}`,
        adminToken,
      )
      expect(message.invite).toContain('METHOD:REQUEST')
      expect(message.invite).toContain(`UID:booking-${booked!.id}@`)
      const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
      expect(message.invite).toContain(`DTSTART:${utc(booked!.startsAt)}`)

      // Rescheduled once, to another time.
      await student.getByRole('button', { name: 'Reschedule' }).first().click()
      const move = student.getByRole('dialog', { name: /^Reschedule / })
      await move.locator('.slot-chip--day').nth(2).click()
      await move.locator('.slot-picker__times .slot-chip').first().click()
      await move.getByRole('button', { name: 'Move to this time' }).click()
      await expect(move).toBeHidden()
      const [moved] = (
        await getJson<{ items: Booking[] }>(request, '/api/me/sessions', studentToken)
      ).items
      expect(moved!.startsAt).not.toBe(booked!.startsAt)
      expect(moved!.rescheduleCount).toBe(1)

      // A second student cannot take the same slot.
      const other = await newStudent(request)
      const login = await request.post('/api/auth/student/login', { data: other })
      const otherToken = ((await login.json()) as { token: string }).token
      const taken = await request.post('/api/sessions/bookings', {
        headers: { authorization: `Bearer ${otherToken}` },
        data: {
          sessionTypeId: moved!.sessionType.id,
          startsAt: moved!.startsAt,
          timeZone: 'Asia/Kathmandu',
        },
      })
      expect(taken.status()).toBe(409)
      expect(((await taken.json()) as { error: string }).error).toMatch(/just been taken/)

      // Ten minutes before the start, the room opens (the browser's clock moved).
      const later = await context.newPage()
      await later.clock.install({ time: new Date(Date.parse(moved!.startsAt) - 5 * 60_000) })
      await later.goto('/student-sessions')
      await expect(later.getByRole('link', { name: 'Join' }).first()).toHaveAttribute(
        'href',
        moved!.meetingUrl!,
      )
      await later.close()

      // The student writes; the mentor answers.
      await student.goto(`/student-messages?mentor=${instructorId}`)
      const box = student.getByRole('textbox', { name: /^Message to / })
      await box.fill('Should I bring my sketches?')
      await box.press('Control+Enter')
      await expect(
        student
          .getByRole('log', { name: /^Messages with / })
          .getByText('Should I bring my sketches?'),
      ).toBeVisible()
      await page.goto('/instructor-messages')
      await page
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('link', { name: /Should I bring/ })
        .click()
      const answer = page.getByRole('textbox', { name: /^Message to / })
      await answer.fill('Yes please, the latest ones.')
      await answer.press('Control+Enter')
      await expect(
        page
          .getByRole('log', { name: /^Messages with / })
          .getByText('Yes please, the latest ones.'),
      ).toBeVisible()
      await expectFits(page)

      // The mentor sees the booking and the sale.
      await page.goto('/instructor-sessions')
      await expect(page.getByText('Bea Buyer').first()).toBeVisible()
      await expectFits(page)
      await page.goto('/instructor-earnings')
      await expect(page.getByText(/Portfolio review/).first()).toBeVisible()
      await context.close()
    })
  })
}

test('after a session the mentor marks it held (1440 px) and the student reviews the mentor (390 px)', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  // The seed's demo student had a Quick Intro Call with the demo mentor a day ago.
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginAs(page, 'Mentor', demo.mentor.email, demo.mentor.password)
  await expect(page).toHaveURL(/\/instructor-dashboard$/)
  await page.goto('/instructor-sessions')
  const past = page.locator('li', { hasText: 'Quick Intro Call with' }).filter({
    has: page.getByRole('button', { name: 'Mark held' }),
  })
  await past.first().getByRole('button', { name: 'Mark held' }).click()
  const confirm = page.getByRole('dialog', { name: 'Mark the session held?' })
  await confirm.getByRole('button', { name: 'Mark held' }).click()
  await expect(confirm).toBeHidden()
  await expectFits(page)

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const student = await context.newPage()
  await loginAs(student, 'Student', demo.student.email, demo.student.password)
  await expect(student).toHaveURL(/\/student-dashboard$/)
  await student.goto('/student-sessions')
  await student
    .getByRole('button', { name: /^Review / })
    .first()
    .click()
  const dialog = student.getByRole('dialog', { name: /^Review / })
  // The stars are the radios' labels (the radios themselves are hidden).
  await dialog.locator('label.star-input__star').nth(4).click()
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked()
  const words = `Clear, kind and practical (${Date.now().toString(36)})`
  await dialog.getByLabel('Comment').fill(words)
  await dialog.getByRole('button', { name: 'Post review' }).click()
  await expect(dialog).toBeHidden()
  await expectFits(student)
  await student.goto('/instructor-single/1')
  await expect(student.getByText(words)).toBeVisible()
  await expectFits(student)
  await context.close()
})
