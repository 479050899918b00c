import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { availableParallelism } from 'node:os'
import { demo, uniqueEmail } from './fixtures'

/**
 * First interactions: a person acts as soon as a control is on screen, not once the page's code
 * has arrived. Every action below starts at `DOMContentLoaded` (no wait for hydration), with the
 * CPU slowed four times: 10 times at 390 px with touch, 3 times at 1440 px with a mouse, each on a
 * fresh page, and each must take effect exactly once. Every request of every run is recorded, and
 * none may carry a password, a token or an e-mail address in its address.
 */

const PHONE_RUNS = 10
const WIDE_RUNS = 3
/**
 * Pages driven at once: one per core beyond the first (the server and the browser's own
 * processes need one). On two cores a second page only slows both: each run's time is CPU.
 */
const PARALLEL = Math.max(1, availableParallelism() - 1)

type Width = 'phone' | 'wide'

interface Run {
  page: Page
  width: Width
  /** Taps on a phone, clicks on a wide screen. */
  press: (target: Locator) => Promise<void>
  /** How many requests the page has sent so far to one API route (one submit is one request). */
  sent: (method: string, path: string) => number
}

interface Scenario {
  name: string
  path: string
  widths?: readonly Width[]
  /** Something the visitor already holds before the page opens (a cart), as stored values. */
  storage?: Record<string, unknown>
  act: (run: Run) => Promise<void>
  /** After the page is live: the action took effect, once. */
  verify: (run: Run) => Promise<void>
}

const test = base.extend<{ runScenario: (scenario: Scenario) => Promise<void> }>({
  runScenario: async ({ browser, baseURL }, use) => {
    await use((scenario) => runScenario(browser, baseURL!, scenario))
  },
})

const SECRET_IN_QUERY = /[?&][^=&#]*(password|token|email|e-mail)[^=&#]*=|[?&][^#]*%40|[?&][^#]*@/i

async function openContext(browser: Browser, width: Width, storage: Scenario['storage']) {
  const context: BrowserContext = await browser.newContext(
    width === 'phone'
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1440, height: 900 } },
  )
  if (storage)
    await context.addInitScript((values) => {
      // Only before the first page: what the page itself stores afterwards is kept.
      if (sessionStorage.getItem('e2e-seeded')) return
      sessionStorage.setItem('e2e-seeded', '1')
      for (const [key, value] of Object.entries(values))
        localStorage.setItem(key, JSON.stringify(value))
    }, storage)
  return context
}

async function runOnce(browser: Browser, baseURL: string, scenario: Scenario, width: Width) {
  const context = await openContext(browser, width, scenario.storage)
  const page = await context.newPage()
  const requests: { method: string; url: string }[] = []
  const problems: string[] = []
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }))
  page.on('pageerror', (err) => problems.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 40[134]/.test(msg.text())) problems.push(msg.text())
  })
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const run: Run = {
      page,
      width,
      press: (target) => (width === 'phone' ? target.tap() : target.click()),
      sent: (method, path) =>
        requests.filter((r) => r.method === method && new URL(r.url).pathname === path).length,
    }
    await page.goto(new URL(scenario.path, baseURL).href, { waitUntil: 'domcontentloaded' })
    await scenario.act(run)
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 })
    await scenario.verify(run)
    expect(problems, 'errors on the page').toEqual([])
  } finally {
    await context.close()
  }
  const leaks = requests.map((r) => r.url).filter((url) => SECRET_IN_QUERY.test(url.split('#')[0]!))
  expect(leaks, 'requests with a secret or an e-mail address in their address').toEqual([])
}

async function runScenario(browser: Browser, baseURL: string, scenario: Scenario) {
  const widths = scenario.widths ?? ['phone', 'wide']
  const runs = widths.flatMap((width) =>
    Array.from({ length: width === 'phone' ? PHONE_RUNS : WIDE_RUNS }, () => width),
  )
  const failures: string[] = []
  let next = 0
  const worker = async () => {
    while (next < runs.length) {
      const index = next++
      const width = runs[index]!
      try {
        await runOnce(browser, baseURL, scenario, width)
      } catch (err) {
        failures.push(`run ${index + 1} (${width}): ${(err as Error).message.split('\n')[0]}`)
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  expect(failures, `${scenario.name}: runs that did not take effect exactly once`).toEqual([])
}

/** The cart as stored in this browser. */
const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cartList') ?? '[]') as { id: number; quantity: number }[],
  )

const PRODUCT_IN_CART = {
  cartList: [
    {
      kind: 'product',
      id: 1,
      title: 'Modern Web Development with TypeScript',
      price: 39,
      imgSrc: '/api/products/1/cover.svg',
      quantity: 1,
    },
  ],
}

test.describe('first interactions, before the page is hydrated', () => {
  // Fourteen scenarios of 13 throttled page loads each.
  test.describe.configure({ timeout: 240_000 })

  test('Add To Cart on a product adds one line', async ({ runScenario }) => {
    await runScenario({
      name: 'product Add To Cart',
      path: '/shop-single/1',
      act: ({ page, press }) => press(page.getByRole('button', { name: 'Add To Cart' }).first()),
      verify: async ({ page }) => {
        await expect(page.getByRole('button', { name: 'Already Added' }).first()).toBeVisible()
        expect(await storedCart(page)).toEqual([expect.objectContaining({ id: 1, quantity: 1 })])
      },
    })
  })

  test('Add To Cart on a course adds one line', async ({ runScenario }) => {
    await runScenario({
      name: 'course Add To Cart',
      path: '/course-single-v1/3',
      act: ({ page, press }) =>
        press(page.locator('main').getByRole('button', { name: 'Add To Cart' }).first()),
      verify: async ({ page }) => {
        await expect(
          page.locator('main').getByRole('button', { name: 'Already Added' }).first(),
        ).toBeVisible()
        expect(await storedCart(page)).toEqual([expect.objectContaining({ id: 3, quantity: 1 })])
      },
    })
  })

  test('Buy Now adds the course once and opens the checkout', async ({ runScenario }) => {
    await runScenario({
      name: 'Buy Now',
      path: '/course-single-v1/3',
      act: ({ page, press }) =>
        press(page.locator('main').getByRole('button', { name: 'Buy Now' }).first()),
      verify: async ({ page }) => {
        await page.waitForURL('**/shop-checkout')
        expect(await storedCart(page)).toEqual([expect.objectContaining({ id: 3, quantity: 1 })])
      },
    })
  })

  test('the wishlist heart on a course card saves the course once', async ({ runScenario }) => {
    await runScenario({
      name: 'wishlist heart',
      path: '/course-grid-left-sidebar',
      act: ({ page, press }) =>
        press(page.getByRole('button', { name: 'Wishlist: Python for Data Analysis' })),
      verify: async ({ page }) => {
        await expect(
          page.getByRole('button', { name: 'Wishlist: Python for Data Analysis' }),
        ).toHaveAttribute('aria-pressed', 'true')
        const saved = await page.evaluate(() => localStorage.getItem('wishlist'))
        expect(JSON.parse(saved ?? '[]')).toHaveLength(1)
      },
    })
  })

  test('quantity plus on the cart adds one', async ({ runScenario }) => {
    await runScenario({
      name: 'cart quantity plus',
      path: '/shop-cart',
      storage: PRODUCT_IN_CART,
      act: ({ page, press }) => press(page.getByRole('button', { name: /increase/i }).first()),
      verify: async ({ page }) => {
        await expect
          .poll(() => storedCart(page))
          .toEqual([expect.objectContaining({ id: 1, quantity: 2 })])
      },
    })
  })

  test('remove on the cart empties it', async ({ runScenario }) => {
    await runScenario({
      name: 'cart remove',
      path: '/shop-cart',
      storage: PRODUCT_IN_CART,
      act: ({ page, press }) => press(page.getByRole('button', { name: /remove/i }).first()),
      verify: async ({ page }) => {
        await expect.poll(() => storedCart(page)).toEqual([])
      },
    })
  })

  test('a course tab on the home page shows its panel', async ({ runScenario }) => {
    await runScenario({
      name: 'home tabs',
      path: '/',
      act: ({ page, press }) => press(page.getByRole('tab', { name: 'Trending' })),
      verify: async ({ page }) => {
        await expect(page.getByRole('tab', { name: 'Trending' })).toHaveAttribute(
          'aria-selected',
          'true',
        )
        await expect(page.getByRole('tabpanel', { name: 'Trending' })).toBeVisible()
      },
    })
  })

  test('an FAQ question opens once', async ({ runScenario }) => {
    const question = (page: Page) =>
      page.locator('summary', { hasText: 'Can I get a refund if a course' })
    await runScenario({
      name: 'FAQ accordion',
      path: '/faq',
      act: ({ page, press }) => press(question(page)),
      verify: async ({ page }) => {
        await expect(page.locator('details', { has: question(page) })).toHaveAttribute('open')
      },
    })
  })

  test('the course grid sorts', async ({ runScenario }) => {
    await runScenario({
      name: 'grid sort',
      path: '/course-grid-left-sidebar',
      act: async ({ page }) => {
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title (Z-A)' })
      },
      verify: async ({ page }) => {
        await page.waitForURL(/[?&]sort=/)
        await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue(/./)
        expect(new URL(page.url()).searchParams.getAll('sort')).toHaveLength(1)
      },
    })
  })

  test('a course grid filter applies once', async ({ runScenario }) => {
    await runScenario({
      name: 'grid filter',
      path: '/course-grid-left-sidebar',
      act: async ({ page, press, width }) => {
        // On a phone the filters are in a panel the button opens; wider, beside the grid.
        if (width === 'phone') await press(page.getByRole('button', { name: 'All Filter' }))
        const filters =
          width === 'phone' ? page.getByRole('dialog') : page.locator('#course-filters')
        await press(filters.getByText('Mobile Development', { exact: true }))
      },
      verify: async ({ page }) => {
        await page.waitForURL(/categories=Mobile/)
        expect(new URL(page.url()).searchParams.getAll('categories')).toEqual([
          'Mobile Development',
        ])
        await expect(
          page.getByRole('checkbox', { name: /Mobile Development/ }).first(),
        ).toBeChecked()
      },
    })
  })

  test('the header search opens the results', async ({ runScenario }) => {
    await runScenario({
      name: 'header search',
      path: '/about',
      act: async ({ page, press, width }) => {
        if (width === 'phone') await press(page.getByRole('button', { name: 'Search' }))
        const field = page.getByRole('searchbox').filter({ visible: true }).first()
        await field.fill('python')
        await field.press('Enter')
      },
      verify: async ({ page }) => {
        await page.waitForURL(/\/search\?q=python/)
        await expect(page.locator('main h1')).toBeVisible()
      },
    })
  })

  test('the mobile menu opens', async ({ runScenario }) => {
    await runScenario({
      name: 'mobile menu',
      path: '/about',
      widths: ['phone'],
      act: ({ page, press }) => press(page.getByRole('button', { name: 'Open menu' })),
      verify: async ({ page }) => {
        await expect(page.getByRole('dialog')).toBeVisible()
      },
    })
  })

  test('the Categories menu opens', async ({ runScenario }) => {
    await runScenario({
      name: 'Categories menu',
      path: '/about',
      widths: ['wide'],
      act: ({ page, press }) => press(page.getByRole('button', { name: 'Categories' })),
      verify: async ({ page }) => {
        await expect(page.getByRole('button', { name: 'Categories' })).toHaveAttribute(
          'aria-expanded',
          'true',
        )
      },
    })
  })

  test('log in submitted with Enter signs in once', async ({ runScenario }) => {
    await runScenario({
      name: 'log in',
      path: '/login',
      act: async ({ page }) => {
        await page.getByLabel('Email', { exact: true }).fill(demo.mentor.email)
        await page.getByLabel('Password', { exact: true }).fill(demo.mentor.password)
        await page.getByLabel('Password', { exact: true }).press('Enter')
      },
      verify: async ({ page, sent }) => {
        await page.waitForURL('**/instructor-dashboard')
        expect(sent('POST', '/api/auth/teacher/login')).toBe(1)
      },
    })
  })

  test('register submitted with Enter creates one account', async ({ runScenario }) => {
    await runScenario({
      name: 'register',
      path: '/register',
      act: async ({ page }) => {
        await page.getByLabel('Full Name', { exact: true }).fill('Early Bird')
        await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('early'))
        await page.getByLabel('Password', { exact: true }).fill('a quiet river at dawn')
        await page.getByLabel('Confirm Password', { exact: true }).fill('a quiet river at dawn')
        await page.getByLabel('Confirm Password', { exact: true }).press('Enter')
      },
      verify: async ({ page, sent }) => {
        await expect(page.getByText('Registration successful!', { exact: false })).toBeVisible()
        expect(sent('POST', '/api/auth/teacher/register')).toBe(1)
      },
    })
  })
})
