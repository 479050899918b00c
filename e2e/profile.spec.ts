import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { useToken } from './accounts'
import { demo, expect, test, uniqueEmail } from './fixtures'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A new mentor with one course, published and approved: their token and their instructor id. */
async function newMentorTeaching(request: APIRequestContext, name: string) {
  const email = uniqueEmail('mentor')
  const password = 'Mentor#2026-long-enough'
  const registered = await request.post('/api/auth/teacher/register', {
    data: { name, email, password, confirmPassword: password },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const login = await request.post('/api/auth/teacher/login', { data: { email, password } })
  const token = ((await login.json()) as { token: string }).token
  const created = await request.post('/api/me/courses', {
    headers: bearer(token),
    data: {
      title: `Newsroom Data Pipelines ${Date.now().toString(36)}`,
      category: 'Data Science',
      level: 'Beginner',
      description: 'Pipelines that keep a newsroom’s figures fresh.',
      videoSource: 'YouTube',
      videoUrl: 'https://www.youtube.com/watch?v=learnlane-e2e',
      sections: [
        {
          title: 'Start',
          lessons: [
            {
              title: 'Sources',
              type: 'video',
              durationMinutes: 20,
              isPreview: true,
              description: '',
            },
          ],
        },
      ],
      tags: ['data'],
      languages: ['English'],
      courseTags: [],
      priceCents: 1900,
      durationBucket: '0-1 Hour',
      features: [],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const courseId = ((await created.json()) as { id: number }).id
  const published = await request.post(`/api/me/courses/${courseId}/publish`, {
    headers: bearer(token),
  })
  expect(published.status()).toBe(200)
  // An admin approves it, so it goes live (every course is reviewed first).
  const admin = await request.post('/api/auth/teacher/login', {
    data: demo.admin,
  })
  const adminToken = ((await admin.json()) as { token: string }).token
  const approved = await request.post(`/api/admin/course-reviews/${courseId}/approve`, {
    headers: bearer(adminToken),
  })
  expect(approved.status(), await approved.text()).toBe(200)
  const course = (await (await request.get(`/api/courses/${courseId}`)).json()) as {
    instructorId: number
  }
  return { token, instructorId: course.instructorId }
}

test("a mentor's Settings, avatar included, reach their server-rendered page", async ({
  page,
  request,
}) => {
  const { token, instructorId } = await newMentorTeaching(request, 'Nora Castell')
  const address = `/instructor-single/${instructorId}`

  // The page as first rendered (and kept by the server's page cache).
  const before = await (await request.get(address)).text()
  expect(before).toContain('Nora Castell teaches on Learnlane.')

  const photo = await sharp({
    create: { width: 2000, height: 1500, channels: 3, background: '#2f7a5b' },
  })
    .jpeg()
    .toBuffer()
  await useToken(page, token)
  await page.goto('/instructor-setting')
  await page.getByLabel('Skill/Occupation').fill('Data Engineer')
  await page.getByLabel('Bio').fill('I build data pipelines for newsrooms.')
  await page
    .getByLabel('Choose an avatar image')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(page.getByText('Preview of your new avatar')).toBeVisible()
  await page.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  await expect(page.getByText('Your avatar')).toBeVisible()

  // Served again by the server, without the browser: the saved profile, not the kept page.
  const after = await (await request.get(address)).text()
  expect(after).toContain('I build data pipelines for newsrooms.')
  expect(after).toContain('Data Engineer')
  const avatar =
    /<img[^>]*class="avatar avatar--image[^"]*"[^>]*src="(\/api\/files\/[0-9a-f-]{36})"/.exec(
      after,
    )?.[1]
  expect(avatar, 'the mentor’s picture is in the page').toBeTruthy()
  const stored = await sharp(await (await request.get(avatar!)).body()).metadata()
  expect([stored.width, stored.height]).toEqual([800, 600])

  await page.goto(address)
  await expect(page.getByRole('heading', { name: 'Nora Castell', level: 1 })).toBeVisible()
  await expect(page.locator('.profile__about')).toHaveText('I build data pipelines for newsrooms.')
})
