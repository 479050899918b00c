import type { Page } from '@playwright/test'
import { expect, loginAs, test, uniqueEmail } from './fixtures'

const PASSWORD = 'Lane#2026-pass-long'

/**
 * The browser logs a refused request (a 401) as a console error. Where a refusal is the point
 * of the test, take exactly that entry off the list the fixture checks; anything else still fails.
 */
function expectOnlyRefusal(consoleErrors: string[], status: number) {
  const refusal = `Failed to load resource: the server responded with a status of ${status}`
  expect(consoleErrors.filter((e) => e.startsWith(refusal))).toHaveLength(1)
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !e.startsWith(refusal)),
  )
}

async function register(page: Page, role: 'Mentor' | 'Student', name: string, email: string) {
  await page.goto('/register')
  const form = page.locator('main form')
  if (role === 'Student') await form.getByRole('radio', { name: 'Student' }).check()
  await form.getByLabel('Full Name', { exact: true }).fill(name)
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign Up' }).click()
}

for (const { role, dashboard, menuTitle, otherArea } of [
  {
    role: 'Mentor' as const,
    dashboard: '/instructor-dashboard',
    menuTitle: 'INSTRUCTOR DASHBOARD',
    otherArea: '/student-dashboard',
  },
  {
    role: 'Student' as const,
    dashboard: '/student-dashboard',
    menuTitle: 'STUDENT DASHBOARD',
    otherArea: '/instructor-dashboard',
  },
]) {
  test(`a ${role} registers, logs in, sees the dashboard and logs out`, async ({ page }) => {
    const email = uniqueEmail(role.toLowerCase())
    const name = `${role} Tester`

    await register(page, role, name, email)
    await expect(
      page.getByText('Registration successful! Redirecting to login page...'),
    ).toBeVisible()
    await expect(
      page.locator('main').getByRole('button', { name: 'Signing Up ...' }),
    ).toBeDisabled()
    await expect(page).toHaveURL(/\/login$/)
    // The login page starts with what was just typed: the e-mail and the role.
    const login = page.locator('main form')
    await expect(login.getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(login.getByRole('radio', { name: role })).toBeChecked()

    await loginAs(page, role, email, PASSWORD)
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`))
    await expect(page.getByRole('heading', { name: menuTitle })).toBeVisible()
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // Each counter is labelled for what it counts for the role; a student's table shows progress.
    const counters =
      role === 'Mentor'
        ? [
            'Total Course',
            'Published Course',
            'Pending Course',
            'Total Student',
            'Student Completed',
            'Student In-progress',
          ]
        : [
            'Enrolled Courses',
            'Active Courses',
            'Completed Courses',
            'Certificates',
            'Lessons Completed',
            'Quizzes Passed',
          ]
    for (const label of counters) {
      await expect(page.getByText(label, { exact: true })).toBeVisible()
    }
    const table =
      role === 'Mentor'
        ? { title: 'Best Selling Courses', columns: ['Course Name', 'Sales', 'Amount', 'Action'] }
        : { title: 'My Course Progress', columns: ['Course Name', 'Progress', 'Lessons', 'Action'] }
    await expect(page.getByRole('heading', { name: table.title })).toBeVisible()
    for (const column of table.columns) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible()
    }
    if (role === 'Mentor') {
      await expect(page.getByRole('link', { name: 'Create a New Course' }).first()).toHaveAttribute(
        'href',
        '/instructor-add-course',
      )
    } else {
      await expect(page.getByRole('link', { name: 'Become an Instructor' })).toHaveAttribute(
        'href',
        '/become-teacher',
      )
    }

    // The other role's area is closed to this account.
    await page.goto(otherArea)
    await expect(page).toHaveURL(/\/unauthorized$/)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`))

    await page.locator('main').getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('Logout Success')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible()

    await page.goto(dashboard)
    await expect(page).toHaveURL(/\/unauthorized$/)
  })
}

test("a student's token opening an instructor route lands on /unauthorized", async ({ page }) => {
  await loginAs(page, 'Student', 'student@learnlane.test', 'Student#2026')
  await expect(page).toHaveURL(/\/student-dashboard$/)
  await page.goto('/instructor-my-courses')
  await expect(page).toHaveURL(/\/unauthorized$/)
  await expect(
    page.getByRole('heading', { name: 'Oops! You are not authorized to view this page.' }),
  ).toBeVisible()
})

test('the header account menu shows the name, the dashboard and logs out', async ({ page }) => {
  await loginAs(page, 'Mentor', 'mentor@learnlane.test', 'Mentor#2026')
  await expect(page).toHaveURL(/\/instructor-dashboard$/)
  await page.goto('/')
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/instructor-dashboard$/)
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.locator('header').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Logout Success')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('login and register show the field messages', async ({ page }) => {
  await page.goto('/login')
  const login = page.locator('main form')
  await login.getByRole('button', { name: 'Sign Up' }).click()
  await expect(login.getByText('Email is required')).toBeVisible()
  await expect(login.getByText('Password is required')).toBeVisible()
  await login.getByLabel('Email', { exact: true }).fill('not-an-email')
  await expect(login.getByText('Invalid email address')).toBeVisible()

  await page.goto('/register')
  const form = page.locator('main form')
  await form.getByRole('button', { name: 'Sign Up' }).click()
  for (const message of [
    'Full Name is required',
    'Email is required',
    'Password is required',
    'Confirm Password is required',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  }
  await form.getByLabel('Password', { exact: true }).fill('one-password')
  await form.getByLabel('Confirm Password', { exact: true }).fill('another-password')
  await expect(form.getByText('Passwords do not match')).toBeVisible()
})

test('wrong credentials show the server message as a toast', async ({ page, consoleErrors }) => {
  await loginAs(page, 'Mentor', 'mentor@learnlane.test', 'not-the-password')
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  expectOnlyRefusal(consoleErrors, 401)
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('main').getByRole('button', { name: 'Sign Up' })).toBeEnabled()
})

test('a student who logs in as a Mentor is told so and switched to Student', async ({
  page,
  consoleErrors,
}) => {
  await loginAs(page, 'Mentor', 'student@learnlane.test', 'Student#2026')
  await expect(page.getByText('This is a student account: log in as a Student')).toBeVisible()
  expectOnlyRefusal(consoleErrors, 401)
  const form = page.locator('main form')
  await expect(form.getByRole('radio', { name: 'Student' })).toBeChecked()
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/student-dashboard$/)

  // The next visit to the login page starts on Student.
  await page.locator('main').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('main').getByRole('radio', { name: 'Student' })).toBeChecked()
})

test('a registration with an address that has an account looks like any other', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('dupe')
  const body = { name: 'First Person', email, password: PASSWORD, confirmPassword: PASSWORD }
  const first = await request.post('/api/auth/teacher/register', { data: body })
  expect(first.status()).toBe(201)
  const again = await request.post('/api/auth/teacher/register', { data: body })
  expect(again.status()).toBe(201)
  expect(await again.text()).toBe(await first.text())

  // The form says what it says for a new account; the owner is told by e-mail instead.
  await register(page, 'Mentor', 'Second Person', email)
  await expect(
    page.getByText('Registration successful! Redirecting to login page...'),
  ).toBeVisible()
  await expect(page.getByText('Check your inbox: we sent an e-mail to this address.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('a role picked on the served page before its script runs is kept, and the login uses it', async ({
  context,
}) => {
  // The app's code starts after the first paint; a visitor may pick a tab before it arrives.
  const page = await context.newPage()
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/index-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/login')
  const student = page.locator('main').getByRole('radio', { name: 'Student' })
  // Held while the page is not live (drawn as busy), then ticked once it is.
  await student.click()
  await page.getByLabel('Email', { exact: true }).fill('student@learnlane.test')
  await page.getByLabel('Password', { exact: true }).fill('Student#2026')
  release()
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await expect(student).toBeChecked()
  await page.locator('main').getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/student-dashboard$/)
})
