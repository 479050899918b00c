import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { CourseEditor } from '@app/domain/authoring'
import type { APIRequestContext } from '@playwright/test'
import { demoToken, useToken } from './accounts'
import { expect, test, uniqueEmail } from './fixtures'

const VIDEO = readFileSync(
  fileURLToPath(new URL('../apps/server/media/lesson-intro.webm', import.meta.url)),
)

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A published course by the demo mentor with one paid video lesson holding an uploaded video. */
async function courseWithUploadedVideo(request: APIRequestContext) {
  const mentor = await demoToken(request, 'mentor')
  const created = await request.post('/api/me/courses', {
    headers: bearer(mentor),
    data: {
      title: `Signed Video Lessons ${Date.now().toString(36)}`,
      category: 'Data Science',
      level: 'Beginner',
      description: 'A course whose lesson video plays only for those who bought it.',
      videoSource: 'YouTube',
      videoUrl: 'https://www.youtube.com/watch?v=learnlane-e2e',
      sections: [
        {
          title: 'Start',
          lessons: [
            {
              title: 'Deep dive',
              type: 'video',
              durationMinutes: 20,
              isPreview: false,
              description: '',
            },
          ],
        },
      ],
      tags: ['video'],
      languages: ['English'],
      courseTags: [],
      priceCents: 1900,
      durationBucket: '0-1 Hour',
      features: [],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const courseId = ((await created.json()) as { id: number }).id
  const editor = (await (
    await request.get(`/api/me/courses/${courseId}`, { headers: bearer(mentor) })
  ).json()) as CourseEditor
  const lessonId = editor.sections[0]!.lessons[0]!.id!
  const uploaded = await request.post(`/api/me/courses/${courseId}/lessons/${lessonId}/video`, {
    headers: bearer(mentor),
    multipart: { file: { name: 'lesson.webm', mimeType: 'video/webm', buffer: VIDEO } },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(200)
  const published = await request.post(`/api/me/courses/${courseId}/publish`, {
    headers: bearer(mentor),
  })
  expect(published.status()).toBe(200)
  // Live once the demo admin approves it.
  const approved = await request.post(`/api/admin/course-reviews/${courseId}/approve`, {
    headers: bearer(await demoToken(request, 'admin')),
  })
  expect(approved.status(), await approved.text()).toBe(200)
  return { courseId, lessonId }
}

/** A new student who bought the course, the payment recorded by the demo admin. */
async function enrolledStudent(request: APIRequestContext, courseId: number) {
  const email = uniqueEmail('watcher')
  const password = 'Watcher#2026-long'
  const registered = await request.post('/api/auth/student/register', {
    data: { name: 'Wes Watcher', email, password, confirmPassword: password },
  })
  expect(registered.status()).toBe(201)
  const login = await request.post('/api/auth/student/login', { data: { email, password } })
  const token = ((await login.json()) as { token: string }).token
  const order = await request.post('/api/orders', {
    headers: { ...bearer(token), 'idempotency-key': `watch-${Date.now()}` },
    data: {
      lines: [{ kind: 'course', id: courseId, quantity: 1 }],
      paymentMethod: 'bank_transfer',
      billing: {
        firstName: 'Wes',
        lastName: 'Watcher',
        company: 'Watchers Inc',
        country: 'United States',
        street: '1 Main Street',
        apartment: 'Unit 2',
        city: 'New York',
        state: 'NY',
        zip: '10001',
        phone: '2125550100',
        email,
      },
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  const orderId = ((await order.json()) as { id: string }).id
  const admin = await demoToken(request, 'admin')
  const paid = await request.post(`/api/admin/orders/${orderId}/status`, {
    headers: bearer(admin),
    data: { status: 'paid' },
  })
  expect(paid.status()).toBe(200)
  return token
}

test("an uploaded lesson video plays and seeks for its student under a signed address, and nobody else's", async ({
  page,
  request,
}) => {
  const { courseId, lessonId } = await courseWithUploadedVideo(request)
  const token = await enrolledStudent(request, courseId)

  const media: { status: number; cacheControl: string | undefined }[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/files/')) {
      media.push({ status: response.status(), cacheControl: response.headers()['cache-control'] })
    }
  })
  await useToken(page, token)
  await page.goto(`/lesson?course=${courseId}&lesson=${lessonId}`)
  const video = page.getByLabel('Video: Deep dive')
  await expect(video).toBeVisible()
  const src = await video.evaluate((v: HTMLVideoElement) => v.currentSrc || v.src)
  expect(src).toMatch(/\/api\/files\/[0-9a-f-]{36}\?exp=\d+&v=[0-9a-f-]{36}&sig=/)

  // The browser's player reads the video's metadata, then seeks into it (byte ranges).
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1)
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration)
  expect(duration).toBeGreaterThan(1)
  await video.evaluate((v: HTMLVideoElement, at) => {
    v.currentTime = at
  }, duration / 2)
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 2 && !v.error),
    )
    .toBe(true)
  expect(media.length).toBeGreaterThan(0)
  expect(media.every((m) => m.status === 200 || m.status === 206)).toBe(true)
  expect(media.every((m) => /^private, max-age=\d+$/.test(m.cacheControl ?? ''))).toBe(true)

  // The same file without the signature, or with another viewer's name on it, is refused.
  const url = new URL(src)
  expect((await request.get(url.pathname)).status()).toBe(403)
  url.searchParams.set('v', '00000000-0000-4000-8000-000000000000')
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(403)
})
