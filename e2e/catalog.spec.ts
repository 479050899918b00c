import type { CourseListResponse } from '@app/domain/catalog'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { clickWhenSettled } from './page-ready'

const GRID = '/course-grid-left-sidebar'

async function apiCourses(request: APIRequestContext, query = ''): Promise<CourseListResponse> {
  const response = await request.get(`/api/courses${query ? `?${query}` : ''}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as CourseListResponse
}

const rangeLabel = (page: Page) => page.getByText(/^Showing \d+ - \d+ Of \d+ Courses$/)
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Course filters' })
const cardTitles = (page: Page) => page.locator('.catalog__grid article h2')

/** Browser 404 logs from pages that ask for something missing on purpose. */
function dropExpected404s(errors: string[]) {
  const kept = errors.filter((e) => !/status of 404/.test(e))
  errors.splice(0, errors.length, ...kept)
}

test.describe('course grid', () => {
  test('filters by a category and by an ALL group, with the API counts', async ({
    page,
    request,
  }) => {
    const all = await apiCourses(request)
    await page.goto(GRID)
    await expect(rangeLabel(page)).toHaveText(`Showing 1 - 12 Of ${all.total} Courses`)

    await sidebar(page)
      .getByRole('checkbox', { name: /^Game Development/ })
      .check()
    const game = await apiCourses(request, 'categories=Game+Development')
    await expect(page).toHaveURL(/categories=Game\+Development/)
    await expect(rangeLabel(page)).toHaveText(`Showing 1 - 12 Of ${game.total} Courses`)
    await expect(cardTitles(page)).toHaveCount(Math.min(12, game.total))
    await expect(cardTitles(page).first()).toHaveText(game.items[0]!.title)

    // Features need ALL selected values.
    await sidebar(page)
      .getByRole('checkbox', { name: /^Subtitle/ })
      .check()
    await sidebar(page)
      .getByRole('checkbox', { name: /^Quizzes/ })
      .check()
    const both = await apiCourses(request, 'categories=Game+Development&features=Subtitle,Quizzes')
    expect(both.total).toBeLessThan(game.total)
    await expect(rangeLabel(page)).toHaveText(`Showing 1 - 12 Of ${both.total} Courses`)
    await expect(cardTitles(page)).toHaveText(both.items.map((c) => c.title))

    // The view survives a reload: the filters live in the URL.
    await page.reload()
    await expect(sidebar(page).getByRole('checkbox', { name: /^Quizzes/ })).toBeChecked()
    await expect(rangeLabel(page)).toHaveText(`Showing 1 - 12 Of ${both.total} Courses`)

    await sidebar(page).getByRole('button', { name: 'Clear Filter' }).click()
    await expect(rangeLabel(page)).toHaveText(`Showing 1 - 12 Of ${all.total} Courses`)
    await expect(
      sidebar(page).getByRole('checkbox', { name: /^Game Development/ }),
    ).not.toBeChecked()
  })

  test('Show More reveals the rest of a long group and hides itself', async ({ page }) => {
    await page.goto(GRID)
    const categories = sidebar(page).getByRole('group', { name: 'Categories' })
    await expect(categories.getByRole('checkbox')).toHaveCount(5)
    await categories.getByRole('button', { name: 'Show More' }).click()
    await expect(categories.getByRole('checkbox')).toHaveCount(7)
    await expect(categories.getByRole('button', { name: 'Show More' })).toHaveCount(0)
  })

  test('sorts by price and goes back to page 1', async ({ page, request }) => {
    const cheapest = await apiCourses(request, 'sort=price-asc')
    await page.goto(`${GRID}?page=2`)
    await expect(rangeLabel(page)).toContainText('Showing 13 - 24')
    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect(page).toHaveURL(/sort=price-asc/)
    await expect(page).not.toHaveURL(/page=/)
    await expect(rangeLabel(page)).toContainText('Showing 1 - 12')
    await expect(cardTitles(page)).toHaveText(cheapest.items.map((c) => c.title))
    const prices = await page.locator('.catalog__grid .price-tag__now').allTextContents()
    const values = prices.map((p) => (p === 'Free' ? 0 : Number(p.replace(/[$,]/g, ''))))
    expect(values).toEqual([...values].sort((a, b) => a - b))
  })

  test('pages forward and back with the range label', async ({ page, request }) => {
    const { total, pageCount } = await apiCourses(request)
    await page.goto(GRID)
    const pages = page.getByRole('navigation', { name: 'Course pages' })
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await clickWhenSettled(pages.getByRole('link', { name: 'Page 2' }))
    await expect(rangeLabel(page)).toHaveText(`Showing 13 - 24 Of ${total} Courses`)
    await clickWhenSettled(pages.getByRole('link', { name: 'Next page' }))
    await expect(rangeLabel(page)).toHaveText(`Showing 25 - 36 Of ${total} Courses`)
    await page.goBack()
    await expect(rangeLabel(page)).toHaveText(`Showing 13 - 24 Of ${total} Courses`)
    await clickWhenSettled(pages.getByRole('link', { name: 'Previous page' }))
    await expect(rangeLabel(page)).toHaveText(`Showing 1 - 12 Of ${total} Courses`)

    // The last page: the label's last value is page*12, not capped at the total.
    await clickWhenSettled(pages.getByRole('link', { name: `Page ${pageCount}` }))
    await expect(rangeLabel(page)).toHaveText(
      `Showing ${(pageCount - 1) * 12 + 1} - ${pageCount * 12} Of ${total} Courses`,
    )
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  test('shows the empty message when nothing matches', async ({ page }) => {
    await page.goto(GRID)
    // Levels need ALL selected values, and a course has one level.
    await sidebar(page)
      .getByRole('checkbox', { name: /^Beginner/ })
      .check()
    await sidebar(page)
      .getByRole('checkbox', { name: /^Expert/ })
      .check()
    await expect(page.getByText('No products found. Please try another filter')).toBeVisible()
    await page.locator('main').getByRole('button', { name: 'Clear Filter' }).last().click()
    await expect(rangeLabel(page)).toContainText('Showing 1 - 12')
  })

  test('a wishlist heart stays on after a reload', async ({ page }) => {
    await page.goto(GRID)
    const heart = page.getByRole('button', { name: 'Wishlist: Complete Web Development Bootcamp' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[1]')
    await page.reload()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    // The course page's heart reads the same wishlist.
    await page.goto('/course-single-v1/1')
    const detailHearts = page.getByRole('button', {
      name: 'Wishlist: Complete Web Development Bootcamp',
    })
    await expect(detailHearts.first()).toHaveAttribute('aria-pressed', 'true')
    await detailHearts.first().click()
    await page.goto(GRID)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
  })

  test('opens the quick view dialog from a card', async ({ page }) => {
    await page.goto(GRID)
    await page
      .getByRole('button', { name: 'Quick view: Modern JavaScript From the Beginning' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Modern JavaScript From the Beginning' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Enroll Course' })).toHaveAttribute(
      'href',
      '/course-single-v1/2',
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('on a phone the filters open in the All Filter panel', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(GRID)
    await page.getByRole('button', { name: 'All Filter' }).click()
    const panel = page.getByRole('dialog', { name: 'All Filter' })
    await expect(panel).toBeVisible()
    await panel.getByRole('checkbox', { name: /^Free/ }).check()
    const free = await apiCourses(request, 'prices=Free')
    await expect(rangeLabel(page)).toHaveText(`Showing 1 - 12 Of ${free.total} Courses`)
  })
})

test('search shows results as you type and opens one with the keyboard', async ({ page }) => {
  await page.goto('/search')
  const field = page.getByRole('searchbox', { name: 'Search for anything' })
  await field.fill('pyth')
  await expect(page).toHaveURL(/\/search\?q=pyth$/)
  const courses = page.getByRole('region', { name: /Courses/ })
  await expect(courses.getByRole('link', { name: /Python for Data Analysis/ })).toBeVisible()
  await expect(page.getByRole('region', { name: /Mentors/ })).toBeVisible()
  await field.press('ArrowDown')
  await expect(courses.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/course-single-v1\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Python')

  await page.goto('/search?q=zzqqxx')
  await expect(page.getByText('No results for “zzqqxx”')).toBeVisible()
})

test('the course page shows every section and its curriculum links to lessons', async ({
  page,
}) => {
  await page.goto('/course-single-v1/1')
  // The review form loads as the visitor scrolls towards it.
  await page.getByText('4K ratings').scrollIntoViewIfNeeded()
  for (const heading of [
    "What you'll learn",
    'Requirements',
    'About This Course',
    'Course Content',
    'Instructor',
    'Reviews',
    'Leave A Reply',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: /^More Course By/ })).toBeVisible()
  await expect(page.getByText('4K ratings')).toBeVisible()
  // Each section is a <details> whose summary gives its title and length.
  const sections = page.locator('details', {
    has: page.locator('summary', { hasText: '3 lectures, 9 min' }),
  })
  await expect(sections).toHaveCount(4)
  await expect(sections.first()).toHaveAttribute('open')
  await expect(sections.nth(1)).not.toHaveAttribute('open')
  await page.getByRole('button', { name: 'Show More' }).click()
  await expect(page.getByRole('button', { name: 'Hide' })).toBeVisible()
  await page.getByRole('link', { name: /Building the page skeleton/ }).click()
  await expect(page).toHaveURL(/\/lesson\?course=1&lesson=111/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building the page skeleton')
})

test('the variant page opens the video pop-up and closes it on Escape and backdrop', async ({
  page,
  request,
}) => {
  await page.goto('/course-single-v5')
  await expect(page.getByText('$249.00')).toBeVisible()
  await expect(page.getByText('39% OFF')).toBeVisible()
  await page.getByRole('button', { name: /Watch the preview/ }).click()
  const dialog = page.getByRole('dialog', { name: /Preview:/ })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: /Watch the preview/ }).click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByRole('button', { name: 'Already Added' })).toBeDisabled()
  // The cart holds the featured course (49) at its catalog price, the one the server charges.
  const course = (await (await request.get('/api/courses/49')).json()) as { priceCents: number }
  expect(course.priceCents).toBe(24_900)
  // Stored as the spec's cart item: the course's own fields, `price` in dollars, plus quantity.
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cartList') ?? '[]'))
  expect(cart).toEqual([
    expect.objectContaining({ kind: 'course', id: 49, price: 249, quantity: 1 }),
  ])
})

test('instructor list filters by name and category in the URL', async ({ page, request }) => {
  await page.goto('/instructor-list')
  await page.getByRole('searchbox', { name: 'Search for Mentor' }).fill('maya')
  await expect(page).toHaveURL(/q=maya/)
  await expect(page.locator('.directory__grid article')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Maya Lindqvist' })).toHaveAttribute(
    'href',
    '/instructor-single/1',
  )

  await page.goto('/instructor-list')
  const expected = (await (
    await request.get('/api/instructors?categories=Data%20Science')
  ).json()) as { total: number }
  await page.getByRole('button', { name: /Category:/ }).click()
  await page.getByRole('checkbox', { name: /^Data Science/ }).check()
  await expect(page).toHaveURL(/categories=Data\+Science/)
  await expect(page.getByText(`${expected.total} mentors`)).toBeVisible()
  await page.getByLabel('Sort by').selectOption('name-desc')
  await expect(page).toHaveURL(/sort=name-desc/)
})

test('the home page shows every section as the visitor scrolls', async ({ page }) => {
  await page.goto('/')
  const main = page.locator('main')
  await expect(page.getByText('The Leader in Online Learning')).toBeVisible()
  await expect(page.getByText('happy students')).toContainText('35k+')
  await expect(main.getByRole('link', { name: 'Get Started' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Explore courses' })).toBeVisible()
  const tiles = page.getByRole('region', { name: 'Course categories' })
  await tiles.scrollIntoViewIfNeeded()
  await expect(tiles.locator('.category-tile')).toHaveCount(11)

  const sections: [string, string | null, string | null][] = [
    ['Latest From The Blog', 'View All News', '/blog-grid'],
    ["Learn From The World's Leading Experts", null, null],
    ['Browse Our Top Courses', 'Show More Courses', '/course-grid-basic'],
    ['Why Us', null, null],
    ['Learn From The Best Instructors', 'See All Instructors', '/instructor-list'],
    ['What Clients Are Saying', null, null],
  ]
  for (const [heading, link, href] of sections) {
    await page.mouse.wheel(0, 700)
    const title = main.getByRole('heading', { name: heading, exact: true })
    await title.scrollIntoViewIfNeeded()
    await expect(title).toBeVisible()
    if (link && href)
      await expect(main.getByRole('link', { name: link })).toHaveAttribute('href', href)
  }
  const top = page.getByRole('region', { name: 'Most Popular courses' })
  await top.scrollIntoViewIfNeeded()
  await expect(top.getByRole('button', { name: 'Next slide' })).toBeEnabled()
  await page.getByRole('tab', { name: 'Trending' }).click()
  await expect(page.getByRole('region', { name: 'Trending courses' })).toBeVisible()
})

const ROUTES = [
  { path: '/', heading: /Best Online Courses/ },
  { path: GRID, heading: 'Web Development Courses' },
  { path: '/course-grid-basic', heading: 'Courses' },
  { path: '/course-single-v1/1', heading: 'Complete Web Development Bootcamp' },
  { path: '/course-single-v1/99999', heading: 'Course not found', isMissing: true },
  { path: '/course-single-v5', heading: 'The Complete Web Developer Masterclass' },
  { path: '/instructor-list', heading: 'Instructor' },
  { path: '/instructor-single/2', heading: 'Daniel Okafor' },
  { path: '/instructor-single/99999', heading: 'Maya Lindqvist', isMissing: true },
  { path: '/categories', heading: 'Categories' },
  { path: '/blog-grid', heading: 'Blog' },
  { path: '/blog-single/1', heading: 'How to Build a Study Habit That Sticks' },
  { path: '/event-list', heading: 'Events' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/lesson', heading: 'Building the page skeleton' },
  { path: '/lesson?course=3&lesson=313', heading: 'Check your setup' },
  { path: '/search?q=web', heading: 'Search: web' },
] as const

for (const width of [1440, 390]) {
  test(`every catalog page loads cleanly at ${width} px`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 })
    for (const route of ROUTES) {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, `${route.path} scrolls sideways`).toBeLessThanOrEqual(0)
      if ('isMissing' in route) dropExpected404s(consoleErrors)
    }
  })
}
