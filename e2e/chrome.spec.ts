import { expect, test } from './fixtures'

test.describe('desktop chrome', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('promo bar, header links, footer and skip link', async ({ page }) => {
    await page.goto('/')
    const promo = page.getByRole('complementary', { name: 'Promotion' })
    await expect(promo).toContainText('Intro price')
    await expect(promo).toContainText('Big Sale')
    await expect(promo).toContainText('-95%')

    const header = page.locator('header')
    await expect(header.getByRole('link', { name: 'Learnlane home' })).toHaveAttribute('href', '/')
    for (const [name, href] of [
      ['Find Mentor', '/instructor-list'],
      ['Courses', '/course-grid-left-sidebar'],
      ['Become a Mentor', '/become-teacher'],
      ['Log In', '/login'],
      ['Sign Up', '/register'],
    ] as const) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(header.getByRole('link', { name: /^Cart, 0 items$/ })).toHaveAttribute(
      'href',
      '/shop-cart',
    )

    const footer = page.locator('footer')
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Events', '/event-list'],
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
      ['Help Center', '/help-center'],
      ['Terms & Conditions', '/terms'],
      ['Sitemap', '/sitemap'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(footer).toContainText('2000+')
    await expect(footer).toContainText(/© \d{4} Learnlane/)
    for (const name of ['Testimonials', 'Privacy']) {
      await expect(footer.getByText(name, { exact: true })).toBeVisible()
    }
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeVisible()

    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toHaveAttribute('href', '#main')
  })

  test('the cart badge follows the stored cart', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      localStorage.setItem(
        'cartList',
        JSON.stringify([
          { kind: 'product', id: 1, title: 'Book', price: 39, quantity: 2 },
          // A course counts once, whatever quantity was stored.
          { kind: 'course', id: 3, title: 'Course', price: 89.29, quantity: 2 },
        ]),
      )
      window.dispatchEvent(new Event('cartlist:change'))
    })
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
  })

  test("categories dropdown lists the catalog's categories, each opening the grid filtered on it", async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Categories' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator('.categories-menu__panel')
    const links = panel.getByRole('list', { name: 'Course categories' }).getByRole('link')
    // The seven categories the sample courses are filed under, none of the mock-up entries.
    await expect(links).toHaveCount(7)
    await expect(links.first()).toHaveText(/^Web Development\d+ courses$/)
    await expect(panel.getByText('Human Resources')).toHaveCount(0)

    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await page.locator('footer').click({ position: { x: 5, y: 5 } })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    const dataScience = panel.getByRole('link', { name: /^Data Science/ })
    const count = Number((await dataScience.textContent())?.match(/(\d+) courses?$/)?.[1])
    await dataScience.click()
    await expect(page).toHaveURL(/\/course-grid-left-sidebar\?categories=Data\+Science$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('main h1')).toHaveText('Data Science Courses')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs).toContainText('Data Science')
    await expect(crumbs.getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/course-grid-left-sidebar',
    )
    // The grid holds as many courses as the menu said.
    await expect(page.getByText(new RegExp(`Of ${count} Courses$`))).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /^Data Science/ })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: /^Data Science/ })).toBeVisible()

    // From the grid itself, another category replaces the filter and shows its checkbox.
    await toggle.click()
    await panel.getByRole('link', { name: /^Cybersecurity/ }).click()
    await expect(page).toHaveURL(/\?categories=Cybersecurity$/)
    await expect(page.locator('main h1')).toHaveText('Cybersecurity Courses')
    await expect(page.getByRole('checkbox', { name: /^Cybersecurity/ })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: /^Cybersecurity/ })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /^Data Science/ })).not.toBeChecked()
  })

  test('the search box opens the results for the words typed', async ({ page }) => {
    await page.goto('/')
    const search = page.locator('header').getByPlaceholder('Search for Mentor')
    await expect(search).toHaveAttribute('required', '')
    await search.fill('react hooks')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=react(%20|\+)hooks$/)
  })

  test('header hides on scrolling down past 250 px and returns on scrolling up; back-to-top', async ({
    page,
  }) => {
    await page.goto('/terms')
    await expect(page.locator('main h1')).toBeVisible()
    await page.evaluate(() => {
      const filler = document.createElement('div')
      filler.style.height = '4000px'
      document.querySelector('main')!.append(filler)
    })
    const header = page.locator('header.site-header')
    const toTop = page.getByRole('button', { name: 'Scroll to top' })
    await expect(toTop).toBeHidden()

    await page.mouse.wheel(0, 100)
    await expect(header).not.toHaveAttribute('data-hidden')
    await page.mouse.wheel(0, 800)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await expect(toTop).toBeVisible()
    await page.mouse.wheel(0, -200)
    await expect(header).not.toHaveAttribute('data-hidden')

    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(toTop).toBeHidden()
  })

  test('a route change scrolls back to the top', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.locator('main h1')).toBeVisible()
    await page.evaluate(() => {
      const filler = document.createElement('div')
      filler.style.height = '4000px'
      document.querySelector('main')!.prepend(filler)
      window.scrollTo(0, 3000)
    })
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('unknown paths show the not-found page', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(
      page.getByRole('heading', { name: "Oops! It looks like you're lost." }),
    ).toBeVisible()
    await expect(
      page.getByText(
        "The page you're looking for isn't available. Try to search again or use the go to.",
      ),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Go Back To Homepage' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('/unauthorized shows its texts and links', async ({ page }) => {
    await page.goto('/unauthorized')
    await expect(
      page.getByRole('heading', { name: 'Oops! You are not authorized to view this page.' }),
    ).toBeVisible()
    await expect(
      page.getByText(
        'It seems like you need to be logged in to access this content. Please log in to continue.',
      ),
    ).toBeVisible()
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: 'Go To Login Page' })).toHaveAttribute(
      'href',
      '/login',
    )
    await expect(main.getByRole('link', { name: 'Go Back To Homepage' })).toHaveAttribute(
      'href',
      '/',
    )
  })
})

test.describe('phone chrome', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/login', '/register', '/unauthorized', '/no-such-page']) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })

  test('the side menu holds every link, the categories, Log In and Sign Up', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('header').getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      '/login',
    )
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    for (const name of ['Home', 'Find Mentor', 'Courses', 'Become a Mentor']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
    await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register')
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible()
    await expect(menu.getByRole('link', { name: /^Cybersecurity \d+ courses?$/ })).toHaveAttribute(
      'href',
      '/course-grid-left-sidebar?categories=Cybersecurity',
    )

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Find Mentor' })
      .click()
    await expect(page).toHaveURL(/\/instructor-list$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })

  test('the search overlay opens the results', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const overlay = page.getByRole('dialog', { name: 'Search' })
    const input = overlay.getByPlaceholder('Search for anything')
    await expect(input).toBeFocused()
    await input.fill('design')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=design$/)
    await expect(overlay).toBeHidden()
  })
})
