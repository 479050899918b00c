import { expect, loginAs, test, uniqueEmail } from './fixtures'

const PASSWORD = 'Lane#2026-pass-long'
const COURSE = 'Complete Web Development Bootcamp'

test('a heart saved as a visitor joins the account at login, shows on the wishlist page and can be removed', async ({
  page,
  request,
}) => {
  // A visitor saves a course from the catalog: the heart says what it did.
  await page.goto('/course-grid-left-sidebar')
  const heart = page.getByRole('button', { name: `Wishlist: ${COURSE}` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Added to your wishlist')).toBeVisible()

  // A new student logs in on this browser: the browser's wishlist is merged into the account.
  const email = uniqueEmail('wishlist')
  const registered = await request.post('/api/auth/student/register', {
    data: { name: 'Wish Lister', email, password: PASSWORD, confirmPassword: PASSWORD },
  })
  expect(registered.status()).toBe(201)
  await loginAs(page, 'Student', email, PASSWORD)
  await expect(page).toHaveURL(/\/student-dashboard$/)

  const accountList = async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const res = await request.get('/api/me/wishlist', {
      headers: { authorization: `Bearer ${token}` },
    })
    return (await res.json()) as { courseIds: number[] }
  }
  await expect.poll(accountList).toEqual({ courseIds: [1] })

  // The wishlist page lists it as a course card, with its heart pressed.
  await page.goto('/student-wishlist')
  const saved = page.getByRole('list', { name: 'Saved courses' })
  await expect(saved.getByRole('heading', { name: COURSE })).toBeVisible()
  await expect(saved.getByRole('button', { name: `Wishlist: ${COURSE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('heading', { name: '1 course saved' })).toBeVisible()

  // Remove takes it off the page and off the account.
  await saved.getByRole('button', { name: `Remove ${COURSE} from your wishlist` }).click()
  await expect(page.getByText('Removed from your wishlist')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
  await expect.poll(accountList).toEqual({ courseIds: [] })
})
