import type { Locator, Page } from '@playwright/test'
import { demo, expect, loginAs, test } from './fixtures'

/**
 * Every dashboard route at a 390 px wide phone screen: the page loads with its content (not its
 * loading state) and nothing makes it wider than the screen, on every tab it has.
 */

const WIDTH = 390

test.use({ viewport: { width: WIDTH, height: 844 } })

interface Route {
  path: string
  /** The page's h1. */
  heading: string
  /** What shows once the page's data is in. */
  ready: (page: Page) => Locator
}

/** Fails when the page scrolls sideways, naming the route (and tab) and the widest elements. */
async function expectFits(page: Page, where: string) {
  const { width, culprits } = await page.evaluate((max) => {
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > max + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`)
    return { width: document.documentElement.scrollWidth, culprits: wide }
  }, WIDTH)
  expect(
    width,
    `${where} is ${width}px wide at ${WIDTH}px (${culprits.join(', ')})`,
  ).toBeLessThanOrEqual(WIDTH)
}

/** Loads a route, waits for its heading and content, and measures it. */
async function visit(page: Page, route: Route) {
  await page.goto(route.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
  await expect(route.ready(page).first()).toBeVisible()
  await expectFits(page, route.path)
}

/** Clicks each tab of the page's tab list in turn, waits for its panel, and measures. */
async function visitTabs(
  page: Page,
  path: string,
  tablist: string,
  tabs: { name: string; ready: (page: Page) => Locator }[],
) {
  const list = page.getByRole('tablist', { name: tablist })
  for (const tab of tabs) {
    // A tab's name may end with its count ('Published 4').
    const control = list.getByRole('tab', { name: new RegExp(`^${tab.name}( \\d+)?$`) })
    await control.click()
    await expect(control).toHaveAttribute('aria-selected', 'true')
    await expect(tab.ready(page).first()).toBeVisible()
    await expectFits(page, `${path}, tab ${tab.name}`)
  }
}

/** The dashboard's side menu on a phone: folded behind its toggle; open, it fits too. */
async function menuPaths(page: Page, where: string, title: string): Promise<string[]> {
  const toggle = page.getByRole('button', { name: 'Dashboard Navigation' })
  const menu = page.getByRole('navigation', { name: title })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expectFits(page, `${where} with the menu open`)
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  await toggle.click()
  return hrefs
}

const content = (page: Page) => page.locator('.dash__content')
const wishlist = (page: Page) =>
  content(page).getByRole('link', { name: /^(Explore courses|Open the catalog)$/ })
/** The conversations, or with none yet how one starts (on a phone, in place of the empty list). */
const conversations = (page: Page) =>
  content(page)
    .getByRole('navigation', { name: 'Conversations' })
    .or(
      content(page).getByRole('heading', {
        name: /^(Write to a mentor|Your students’ messages show here)$/,
      }),
    )
const settingsTabs = [
  { name: 'Profile', ready: (p: Page) => p.getByRole('button', { name: 'Update Profile' }) },
  { name: 'Password', ready: (p: Page) => p.getByRole('button', { name: 'Update Password' }) },
  { name: 'Social', ready: (p: Page) => p.getByRole('button', { name: 'Update Social' }) },
]

const STUDENT: Route[] = [
  {
    path: '/student-dashboard',
    heading: 'Dashboard',
    ready: (p) => p.getByRole('table', { name: /Your courses with their progress/ }),
  },
  {
    path: '/student-my-courses',
    heading: 'My Courses',
    ready: (p) => p.getByRole('tabpanel').getByRole('progressbar'),
  },
  {
    path: '/student-sessions',
    heading: 'My Sessions',
    ready: (p) => content(p).getByRole('region', { name: 'Upcoming' }),
  },
  {
    path: '/student-reviews',
    heading: 'Reviews',
    ready: (p) => p.getByText(/^You wrote \d+ reviews?\. Newest first\.$/),
  },
  { path: '/student-wishlist', heading: 'Wishlist', ready: wishlist },
  {
    path: '/student-quizzes',
    heading: 'Quizzes',
    ready: (p) => p.getByRole('list', { name: 'Your quizzes' }),
  },
  {
    path: '/student-order',
    heading: 'Order History',
    ready: (p) =>
      content(p)
        .getByRole('table')
        .getByText(/^LL-\d+$/),
  },
  {
    path: '/student-messages',
    heading: 'Messages',
    ready: conversations,
  },
  {
    path: '/student-setting',
    heading: 'Settings',
    ready: (p) => p.getByRole('button', { name: 'Update Profile' }),
  },
]

const INSTRUCTOR: Route[] = [
  {
    path: '/instructor-dashboard',
    heading: 'Dashboard',
    ready: (p) => p.getByRole('table', { name: 'Your courses, best selling first' }),
  },
  {
    path: '/instructor-my-courses',
    heading: 'My Courses',
    ready: (p) => p.getByRole('list', { name: 'All Courses' }).getByRole('listitem'),
  },
  {
    path: '/instructor-sessions',
    heading: 'Sessions',
    ready: (p) => p.getByRole('region', { name: /^Upcoming sessions/ }),
  },
  {
    path: '/instructor-reviews',
    heading: 'Reviews',
    ready: (p) => p.getByText(/^\d+ reviews? of your courses, newest first\./),
  },
  { path: '/instructor-wishlist', heading: 'Wishlist', ready: wishlist },
  {
    path: '/instructor-quizzes',
    heading: 'Quizzes',
    ready: (p) => p.getByRole('list', { name: 'Your quizzes' }),
  },
  {
    path: '/instructor-order',
    heading: 'Order History',
    ready: (p) => p.getByRole('region', { name: 'Course Sales' }).getByRole('table'),
  },
  {
    path: '/instructor-earnings',
    heading: 'Earnings',
    ready: (p) => p.getByRole('region', { name: 'Sales and refunds' }).getByRole('table'),
  },
  {
    path: '/instructor-messages',
    heading: 'Messages',
    ready: conversations,
  },
  {
    path: '/instructor-setting',
    heading: 'Settings',
    ready: (p) => p.getByRole('button', { name: 'Update Profile' }),
  },
  {
    path: '/instructor-add-course',
    heading: 'Create a New Course',
    ready: (p) => p.getByRole('form', { name: 'Create a new course' }),
  },
]

const ADMIN: Route[] = [
  {
    path: '/admin/orders',
    heading: 'Orders',
    ready: (p) => p.getByText(/^Showing \d+–\d+ of \d+ orders$/),
  },
  {
    path: '/admin/refunds',
    heading: 'Refund requests',
    ready: (p) =>
      p
        .getByRole('list', { name: 'Refund requests' })
        .or(p.getByText('No refund requests waiting.')),
  },
  {
    path: '/admin/earnings',
    heading: 'Earnings',
    ready: (p) => p.getByRole('heading', { name: 'Mentors' }),
  },
  {
    path: '/admin/messages',
    heading: 'Messages',
    ready: (p) => p.getByRole('heading', { name: 'Contact Messages' }),
  },
  {
    path: '/admin/course-reviews',
    heading: 'Course reviews',
    ready: (p) =>
      p
        .getByRole('list', { name: 'Courses waiting for review' })
        .or(p.getByText('Nothing to review')),
  },
  {
    path: '/admin/session-disputes',
    heading: 'Session disputes',
    ready: (p) =>
      p.getByRole('list', { name: 'Disputed sessions' }).or(p.getByText('No disputes waiting.')),
  },
]

test.describe(`dashboards at ${WIDTH} px`, () => {
  test('every student dashboard page, its tabs and the learning pages fit the screen', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await loginAs(page, 'Student', demo.student.email, demo.student.password)
    await expect(page).toHaveURL(/\/student-dashboard$/)
    for (const route of STUDENT) await visit(page, route)

    // The side menu lists exactly the pages checked here.
    await visit(page, STUDENT[0]!)
    const menu = await menuPaths(page, '/student-dashboard', 'STUDENT DASHBOARD')
    expect(menu.sort()).toEqual(STUDENT.map((r) => r.path).sort())

    await visit(
      page,
      STUDENT.find((r) => r.path === '/student-my-courses')!,
    )
    await visitTabs(page, '/student-my-courses', 'Course status', [
      {
        name: 'Active Courses',
        ready: (p) =>
          p.getByRole('tabpanel').getByRole('link', { name: /^(Start|Continue) learning: / }),
      },
      {
        name: 'Completed Courses',
        ready: (p) => p.getByRole('tabpanel').getByRole('link', { name: /^View certificate: / }),
      },
      {
        name: 'Enrolled Courses',
        ready: (p) => p.getByRole('tabpanel').getByRole('progressbar'),
      },
    ])

    await visit(
      page,
      STUDENT.find((r) => r.path === '/student-setting')!,
    )
    await visitTabs(page, '/student-setting', 'Settings', settingsTabs)

    // The pages a student reaches from the dashboard: a quiz, its result, the lesson player and
    // the certificate.
    await visit(
      page,
      STUDENT.find((r) => r.path === '/student-quizzes')!,
    )
    await page
      .getByRole('link', { name: /^Result of / })
      .first()
      .click()
    await expect(page.getByText(/^Score: \d+\/100$/)).toBeVisible()
    await expectFits(page, 'a quiz result')
    await page.goto('/student-quizzes')
    await page
      .getByRole('link', { name: /^(Start|Retake) Quiz: / })
      .first()
      .click()
    await expect(page.getByRole('button', { name: /^(Start|Resume) Quiz$/ })).toBeVisible()
    await expectFits(page, 'a quiz before it starts')

    await page.goto('/student-my-courses?status=completed')
    await page
      .getByRole('link', { name: /^View certificate: / })
      .first()
      .click()
    await expect(page.getByRole('article', { name: 'Certificate of Completion' })).toBeVisible()
    await expectFits(page, 'the certificate')

    await page.goto('/student-my-courses?status=active')
    await page
      .getByRole('link', { name: /^Continue learning: / })
      .first()
      .click()
    await expect(page.getByRole('complementary', { name: 'Course content' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible()
    await expectFits(page, 'the lesson player')
  })

  test('every instructor dashboard page and its tabs fit the screen', async ({ page }) => {
    test.setTimeout(90_000)
    await loginAs(page, 'Mentor', demo.mentor.email, demo.mentor.password)
    await expect(page).toHaveURL(/\/instructor-dashboard$/)
    for (const route of INSTRUCTOR) await visit(page, route)

    await visit(page, INSTRUCTOR[0]!)
    const menu = await menuPaths(page, '/instructor-dashboard', 'INSTRUCTOR DASHBOARD')
    expect(menu.sort()).toEqual(
      INSTRUCTOR.map((r) => r.path)
        .filter((p) => p !== '/instructor-add-course')
        .sort(),
    )

    await visit(
      page,
      INSTRUCTOR.find((r) => r.path === '/instructor-my-courses')!,
    )
    const panel = (p: Page) => p.getByRole('tabpanel')
    await visitTabs(page, '/instructor-my-courses', 'Course state', [
      {
        name: 'Draft',
        ready: (p) =>
          panel(p).getByRole('list', { name: 'Draft' }).or(panel(p).getByText('No draft course')),
      },
      {
        name: 'In review',
        ready: (p) =>
          panel(p)
            .getByRole('list', { name: 'In review' })
            .or(panel(p).getByText('No course is waiting for review')),
      },
      {
        name: 'Rejected',
        ready: (p) =>
          panel(p)
            .getByRole('list', { name: 'Rejected' })
            .or(panel(p).getByText('No course needs changes')),
      },
      {
        name: 'Published',
        ready: (p) =>
          panel(p)
            .getByRole('list', { name: 'Published' })
            .or(panel(p).getByText('No published course yet')),
      },
      {
        name: 'Unpublished',
        ready: (p) =>
          panel(p)
            .getByRole('list', { name: 'Unpublished' })
            .or(panel(p).getByText('No unpublished course')),
      },
      {
        name: 'All Courses',
        ready: (p) => panel(p).getByRole('list', { name: 'All Courses' }),
      },
    ])

    await visit(
      page,
      INSTRUCTOR.find((r) => r.path === '/instructor-sessions')!,
    )
    await visitTabs(page, '/instructor-sessions', 'Sessions', [
      {
        name: 'Session types',
        ready: (p) => p.getByRole('list', { name: 'Your session types' }),
      },
      { name: 'Hours', ready: (p) => p.getByRole('group', { name: 'Monday' }) },
      { name: 'Policy', ready: (p) => p.getByRole('button', { name: 'Save policy' }) },
      {
        name: 'Calendar feed',
        ready: (p) => p.getByRole('button', { name: /^(Get calendar address|New address)$/ }),
      },
      {
        name: 'Bookings',
        ready: (p) => p.getByRole('region', { name: /^Upcoming sessions/ }),
      },
    ])

    await visit(
      page,
      INSTRUCTOR.find((r) => r.path === '/instructor-setting')!,
    )
    await visitTabs(page, '/instructor-setting', 'Settings', settingsTabs)

    await visit(
      page,
      INSTRUCTOR.find((r) => r.path === '/instructor-add-course')!,
    )
    const form = page.getByRole('form', { name: 'Create a new course' })
    await visitTabs(page, '/instructor-add-course', 'Course details', [
      { name: 'Media', ready: () => form.getByLabel(/^Add Your Video URL/) },
      { name: 'Curriculum', ready: () => form.getByRole('button', { name: 'Add Section' }) },
      {
        name: 'Additional information',
        ready: () => form.getByRole('button', { name: 'Create Course' }),
      },
      // Back to the first tab, where the draft (kept as the tabs change) reopens.
      { name: 'Basic Info', ready: () => form.getByLabel(/^Course Title/) },
    ])
    // The open lesson editor of the Curriculum tab, with a second section, fits as well.
    await form.getByRole('tab', { name: 'Curriculum', exact: true }).click()
    await form.getByRole('button', { name: 'Add Section' }).click()
    await expect(form.getByRole('list', { name: 'Lessons of Section 2' })).toBeVisible()
    await expectFits(page, '/instructor-add-course, Curriculum with two sections')
    await form.getByRole('button', { name: 'Remove section Section 2' }).click()
    await form.getByRole('tab', { name: 'Basic Info', exact: true }).click()
    await expect(form.getByText(/Draft saved at|Saving draft/)).toBeVisible()

    // The quiz editor and a quiz's results.
    await visit(
      page,
      INSTRUCTOR.find((r) => r.path === '/instructor-quizzes')!,
    )
    await page.getByRole('link', { name: 'Add New Quiz' }).first().click()
    await expect(page.getByRole('heading', { name: 'Add New Quiz', level: 2 })).toBeVisible()
    await expectFits(page, 'the quiz editor')
    await page.goto('/instructor-quizzes')
    await page
      .getByRole('link', { name: /^Results of / })
      .first()
      .click()
    await expect(page.getByRole('heading', { name: /^Results: / })).toBeVisible()
    await expectFits(page, "a quiz's results")
  })

  test('the admin pages fit the screen', async ({ page }) => {
    await loginAs(page, 'Student', demo.admin.email, demo.admin.password)
    await expect(page).toHaveURL(/\/student-dashboard$/)
    for (const route of ADMIN) await visit(page, route)

    await page.goto('/admin/orders')
    const first = page.getByRole('table', { name: 'Orders, newest first' }).getByRole('link')
    const number = (await first.first().innerText()).trim()
    await first.first().click()
    await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
    await expectFits(page, '/admin/orders/:id')
  })
})
