import type { CourseDetail, InstructorDetail, InstructorListResponse } from '@app/domain/catalog'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { clickWhenSettled } from './page-ready'

/** The seed's course with the spec's figures, which /course-single-v5 shows without an id. */
const FEATURED_ID = 49

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

/** Browser 404 logs from pages that ask for something missing on purpose. */
function dropExpected404s(errors: string[]) {
  const kept = errors.filter((e) => !/status of 404/.test(e))
  errors.splice(0, errors.length, ...kept)
}

/** The figures a course page's title block shows. */
async function expectHeroFigures(page: Page, course: CourseDetail) {
  const facts = page.locator('.course-facts')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title)
  await expect(facts).toContainText('4.9')
  await expect(facts).toContainText('(315,475 ratings)')
  await expect(facts).toContainText('11 lessons')
  await expect(facts).toContainText('229 students')
  await expect(facts).toContainText('Last updated 12/2024')
}

async function expectPrice(box: Locator) {
  await expect(box.locator('.price-tag__now').first()).toHaveText('$249.00')
  await expect(box.locator('.price-tag__was').first()).toContainText('$449.00')
}

test.describe('the featured course', () => {
  test('shows the spec’s figures, the same on its grid card, its page and the variant page', async ({
    page,
    request,
  }) => {
    const course = await apiJson<CourseDetail>(request, `/api/courses/${FEATURED_ID}`)
    expect(course).toMatchObject({ priceCents: 24_900, compareAtCents: 44_900, lessons: 11 })

    // The dearest course comes first in the price sort.
    await page.goto('/course-grid-left-sidebar?sort=price-desc')
    const card = page.locator('.catalog__grid article').filter({ hasText: course.title })
    await expect(card).toHaveCount(1)
    await expectPrice(card)
    await expect(card).toContainText('11 Lessons')
    await expect(card).toContainText('4.9')
    await expect(card).toContainText('(315,475)')
    await card.getByRole('link', { name: course.title, exact: true }).click()

    await expect(page).toHaveURL(`/course-single-v1/${FEATURED_ID}`)
    await expectHeroFigures(page, course)
    await expectPrice(page.locator('.price-box'))
    await expect(page.locator('.price-box')).toContainText('54h 30m on-demand video')

    await page.goto('/course-single-v5')
    await expectHeroFigures(page, course)
    const box = page.locator('.price-box')
    await expectPrice(box)
    await expect(box.locator('.discount-badge')).toHaveText('39% OFF')
    for (const text of ['54.5 hours on-demand video', '3 articles', '249 downloadable resources'])
      await expect(box).toContainText(text)
    await expect(page.locator('.breadcrumb')).toContainText('Development')
    await expect(page.locator('.breadcrumb')).toContainText('Web Development')
  })

  test('the variant page shows any course by id, and a 404 page for an unknown one', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const other = await apiJson<CourseDetail>(request, '/api/courses/2')
    await page.goto('/course-single-v5/2')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title)
    await expect(page.locator('.price-box .price-tag__now')).toHaveText('$58.00')
    await expect(page.locator('.price-box .discount-badge')).toHaveText('27% OFF')

    const missing = await page.goto('/course-single-v5/99999')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course not found')
    dropExpected404s(consoleErrors)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the variant page carries its figures in the HTML as served', async ({
      page,
      request,
    }) => {
      const course = await apiJson<CourseDetail>(request, `/api/courses/${FEATURED_ID}`)
      await page.goto('/course-single-v5')
      await expectHeroFigures(page, course)
      await expectPrice(page.locator('.price-box'))
      await expect(page.locator('.price-box')).toContainText('39% OFF')
    })
  })
})

// The seeded figures (11 lessons, 200 students) are checked on a fresh database by
// apps/server/src/db/seed/spec-figures.test.ts; here other journeys have published and sold
// courses already, so the page is checked against the live figures of the API.
test('the first mentor’s profile and card show the live figures of the API', async ({
  page,
  request,
}) => {
  const list = await apiJson<InstructorListResponse>(request, '/api/instructors')
  const first = list.items[0]!
  const profile = await apiJson<InstructorDetail>(request, `/api/instructors/${first.id}`)
  expect(profile).toMatchObject({ title: 'Developer and Teacher' })
  expect(first.students).toBe(profile.students)

  await page.goto(`/instructor-single/${first.id}`)
  const main = page.locator('main')
  await expect(main.getByRole('heading', { level: 1 })).toContainText(profile.name)
  await expect(main).toContainText('Developer and Teacher')
  const students = profile.students.toLocaleString('en-US')
  for (const figure of [
    new RegExp(`${profile.rating.toFixed(1).replace('.', '\\.')}\\s*Rating`),
    new RegExp(`${profile.lessons.toLocaleString('en-US')}\\s*Lessons`),
    new RegExp(`${students}\\s*Students`),
  ])
    await expect(main).toContainText(figure)

  await page.goto('/instructor-list')
  const card = page.locator('.directory__grid article').filter({ hasText: profile.name })
  await expect(card).toContainText(students)
  await expect(card).toContainText(profile.rating.toFixed(1))
})

test.describe('contact page', () => {
  test('frames the map page of our own origin, 646 px tall, at zoom 15', async ({ page }) => {
    await page.goto('/contact')
    const frame = page.locator('iframe.contact-map__frame')
    await expect(frame).toHaveAttribute('src', '/embed/map?zoom=15')
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('title', /^Map showing 120 Harbour Lane/)
    await frame.scrollIntoViewIfNeeded()
    expect((await frame.boundingBox())?.height).toBe(646)

    const map = page.frameLocator('iframe.contact-map__frame')
    await expect(
      map.getByRole('img', { name: /^Street map around 120 Harbour Lane.*zoom 15/ }),
    ).toBeVisible()
    await expect(map.locator('.map__place')).toContainText(
      'Learnlane Office120 Harbour Lane, Suite 4, Portland, OR 97204',
    )
    const inner = await (await frame.elementHandle()).contentFrame()
    expect(new URL(inner!.url()).origin).toBe(new URL(page.url()).origin)

    await map.getByRole('link', { name: 'Zoom in' }).click()
    await expect(map.getByRole('img', { name: /zoom 16/ })).toBeVisible()
  })

  test('marks the contact form’s fields required and still shows the spec’s messages', async ({
    page,
  }) => {
    await page.goto('/contact')
    const form = page.locator('form.contact-form')
    for (const name of ['First name', 'Email', 'Title', 'Message'])
      await expect(form.getByLabel(name, { exact: true })).toHaveAttribute('required', '')
    await form.getByRole('button', { name: 'Send Message' }).click()
    for (const message of [
      'First name is required',
      'Email is required',
      'Title is required',
      'Message is required',
    ])
      await expect(form.getByText(message)).toBeVisible()
  })
})

test.describe('sitemaps', () => {
  test('robots.txt names the sitemap, which lists the catalog at absolute addresses', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8')
    const sitemapLine = (await robots.text()).split('\n').find((l) => l.startsWith('Sitemap: '))
    expect(sitemapLine).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/)

    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8')
    const xml = await sitemap.text()
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/course-single-v1/${FEATURED_ID}</loc>`))
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/instructor-single\/1<\/loc>/)
  })

  test('the footer’s Sitemap link opens a page listing every part of the site', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await clickWhenSettled(page.locator('footer').getByRole('link', { name: 'Sitemap' }))
    await expect(page).toHaveURL('/sitemap')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap')
    for (const name of ['Pages', 'Course Subjects', 'Courses', 'Mentors', 'Blog', 'Shop'])
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()

    const courses = page.locator('#courses')
    const listed = await apiJson<{ items: { id: number; title: string }[] }>(
      request,
      '/api/courses?sort=title-asc&pageSize=48',
    )
    for (const course of listed.items)
      await expect(courses.getByRole('link', { name: course.title, exact: true })).toHaveAttribute(
        'href',
        `/course-single-v1/${course.id}`,
      )
    await page.locator('#mentors').getByRole('link', { name: 'Maya Lindqvist' }).click()
    await expect(page).toHaveURL('/instructor-single/1')
  })
})
