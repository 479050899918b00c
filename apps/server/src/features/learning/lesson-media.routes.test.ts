import type { CourseEditor, CourseFormValues, LessonVideo } from '@app/domain/authoring'
import type { LessonPlayer } from '@app/domain/learning'
import type { Order } from '@app/domain/orders'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { addAccount, billing, placeOrder, type TestAccount } from '../../testing/commerce'
import { publishAndApprove } from '../../testing/course-review'
import { makePng, multipartBody } from '../../testing/images'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const TTL = 15 * 60
const PUBLIC_CACHE = 'public, max-age=31536000, immutable'

/** A WebM's first bytes (the EBML magic), then padding: enough for the upload to accept it. */
const makeWebm = (size = 4096) => {
  const b = Buffer.alloc(size, 0x42)
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]).copy(b)
  return b
}

const courseInput = (): CourseFormValues => ({
  title: 'Filmed Lessons Behind The Paywall',
  category: 'Data Science',
  level: 'Beginner',
  description: 'A course whose videos only its students, its instructor and admins may watch.',
  videoSource: 'YouTube',
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  sections: [
    {
      title: 'Start',
      lessons: [
        { title: 'Welcome', type: 'video', durationMinutes: 5, isPreview: true, description: '' },
        {
          title: 'Deep dive',
          type: 'video',
          durationMinutes: 95,
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
  durationBucket: '1-3 Hours',
  features: [],
})

/**
 * Who may watch an uploaded lesson video: the file route serves lesson media only under the
 * short-lived address the lesson endpoint signs for those allowed to open the lesson.
 */
describe.each(drivers)('lesson media access on %s', (driver) => {
  let t: TestApp
  let mentor: TestAccount
  let student: TestAccount
  let stranger: TestAccount
  let admin: TestAccount
  let courseId: number
  let previewLesson: number
  let paidLesson: number
  const video = makeWebm(5000)

  const get = (url: string, who: TestAccount | null = null, headers = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(who ? who.auth : {}), ...headers } })
  const lessonAs = (who: TestAccount | null, lessonId = paidLesson) =>
    get(`/api/learn/lessons/${lessonId}`, who)
  /** The address the lesson endpoint hands this caller (asserting it is allowed in). */
  const addressFor = async (who: TestAccount | null, lessonId = paidLesson) => {
    const res = await lessonAs(who, lessonId)
    expect(res.statusCode, res.body).toBe(200)
    const lesson = res.json<LessonPlayer>()
    expect(lesson.video).not.toBeNull()
    return lesson.video!
  }
  const moveOrder = (id: string, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: admin.auth,
      payload: { status },
    })
  const upload = async (lessonId: number) => {
    const body = multipartBody({ filename: 'lesson.webm', contentType: 'video/webm', bytes: video })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/me/courses/${courseId}/lessons/${lessonId}/video`,
      headers: { ...mentor.auth, ...body.headers },
      payload: body.payload,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<LessonVideo>()
  }

  beforeAll(async () => {
    t = await buildTestApp(driver)
    mentor = await addAccount(t, 'teacher', 'Mona Mentor')
    student = await addAccount(t, 'student', 'Sid Student')
    stranger = await addAccount(t, 'student', 'Stan Stranger')
    admin = await addAccount(t, 'admin', 'Ada Admin')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/me/courses',
      headers: mentor.auth,
      payload: courseInput(),
    })
    expect(created.statusCode, created.body).toBe(201)
    courseId = created.json<{ id: number }>().id
    await publishAndApprove(t, courseId, mentor)
    const editor = await get(`/api/me/courses/${courseId}`, mentor)
    const lessons = editor.json<CourseEditor>().sections[0]!.lessons
    previewLesson = lessons[0]!.id!
    paidLesson = lessons[1]!.id!
    await upload(previewLesson)
    await upload(paidLesson)
  })
  afterAll(() => t.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The upload's bare file address, as anyone who once saw it would hold it. */
  const bare = (url: string) => url.split('?')[0]!

  it('refuses the bare file address of a lesson video to everyone, with an error body', async () => {
    const mentorsView = await addressFor(mentor)
    const fileUrl = bare(mentorsView.url)
    expect(fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/)
    for (const who of [null, student, mentor, admin]) {
      const res = await get(fileUrl, who)
      expect(res.statusCode).toBe(403)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.json()).toEqual({
        error: 'This video belongs to a lesson: open the lesson to watch it',
      })
      expect(res.rawPayload.includes(video.subarray(0, 64))).toBe(false)
    }
    // A conditional request is no way around it.
    const conditional = await get(fileUrl, null, { 'if-none-match': `"${fileUrl.slice(11)}"` })
    expect(conditional.statusCode).toBe(403)
    // Nor the preview lesson's file without its address.
    const preview = await addressFor(null, previewLesson)
    expect((await get(bare(preview.url))).statusCode).toBe(403)
  })

  it('gives an enrolled student a signed address that plays whole and by ranges, cached privately', async () => {
    const order = await placeOrder(
      t,
      { lines: [{ kind: 'course', id: courseId, quantity: 1 }], billing: billing() },
      { headers: student.auth },
    )
    expect(order.statusCode, order.body).toBe(201)
    const orderId = order.json<Order>().id
    expect((await moveOrder(orderId, 'paid')).statusCode).toBe(200)

    const now = Date.now()
    const address = await addressFor(student)
    expect(address.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&v=[0-9a-f-]{36}&sig=/)
    expect(new URL(address.url, 'http://x').searchParams.get('v')).toBe(student.id)
    const expiresAt = Date.parse(address.expiresAt!)
    expect(expiresAt - now).toBeGreaterThanOrEqual(TTL * 1000 - 1000)
    expect(expiresAt - now).toBeLessThanOrEqual((TTL + 60) * 1000)

    const whole = await get(address.url)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toMatch(/^video\/webm/)
    expect(whole.rawPayload).toEqual(video)
    const cache = whole.headers['cache-control'] as string
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(cache)?.[1])
    expect(maxAge).toBeGreaterThan(0)
    // Never kept past the address's own expiry.
    expect(maxAge).toBeLessThanOrEqual(Math.ceil((expiresAt - now) / 1000))

    const part = await get(address.url, null, { range: 'bytes=100-199' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.byteLength}`)
    expect(part.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    expect(part.rawPayload).toEqual(video.subarray(100, 200))

    // The lesson answer itself carries the signed address: no shared cache may keep it.
    expect((await lessonAs(student)).headers['cache-control']).toBe('private, no-store')

    // A refund: no new address, and the one handed out dies at its expiry.
    expect((await moveOrder(orderId, 'refunded')).statusCode).toBe(200)
    const refused = await lessonAs(student)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toHaveProperty('error')
    expect(refused.body).not.toContain('/api/files/')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(expiresAt - 1000)
    expect((await get(address.url, null, { range: 'bytes=0-9' })).statusCode).toBe(206)
    vi.setSystemTime(expiresAt)
    const expired = await get(address.url, null, { range: 'bytes=0-9' })
    expect(expired.statusCode).toBe(403)
    expect(expired.json()).toEqual({
      error: 'This video address has expired: open the lesson again for a fresh one',
    })
  })

  it('refuses a tampered address: another file, expiry, viewer or signature', async () => {
    const address = await addressFor(mentor)
    const other = await addressFor(mentor, previewLesson)
    const url = new URL(address.url, 'http://x')
    const q = url.searchParams
    const variant = (path: string, change: Record<string, string | null>) => {
      const params = new URLSearchParams(q)
      for (const [k, v] of Object.entries(change)) {
        if (v === null) params.delete(k)
        else params.set(k, v)
      }
      return `${path}?${params.toString()}`
    }
    const sig = q.get('sig')!
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1)
    const tampered = [
      variant(bare(other.url), {}),
      variant(url.pathname, { exp: String(Number(q.get('exp')) + 3600) }),
      variant(url.pathname, { v: stranger.id }),
      variant(url.pathname, { v: 'guest' }),
      variant(url.pathname, { sig: flipped }),
      variant(url.pathname, { sig: `${sig}A` }),
      variant(url.pathname, { sig: null }),
      variant(url.pathname, { exp: 'soon' }),
      variant(url.pathname, { v: '../../etc' }),
      variant(url.pathname, { sig: 'x'.repeat(100) }),
    ]
    for (const address of tampered) {
      const res = await get(address, null, { range: 'bytes=0-9' })
      expect(res.statusCode, address).toBe(403)
      expect(res.json()).toEqual({
        error: 'This video address is not valid: open the lesson again for a fresh one',
      })
    }
    // Hostile lengths are a 400 with an error body, never a 5xx.
    const long = await get(variant(url.pathname, { sig: 'x'.repeat(5000) }))
    expect(long.statusCode).toBe(400)
    expect(long.json()).toHaveProperty('error')
    // The untouched address still plays.
    expect((await get(address.url, null, { range: 'bytes=0-9' })).statusCode).toBe(206)
  })

  it('gives a student who has not bought the course no address for a paid lesson', async () => {
    const res = await lessonAs(stranger)
    expect(res.statusCode).toBe(403)
    expect(res.body).not.toContain('/api/files/')
    const anonymous = await lessonAs(null)
    expect(anonymous.statusCode).toBe(403)
    expect(anonymous.body).not.toContain('/api/files/')
  })

  it('lets everyone watch a Preview lesson, signed as a guest for visitors', async () => {
    for (const who of [null, stranger]) {
      const address = await addressFor(who, previewLesson)
      expect(new URL(address.url, 'http://x').searchParams.get('v')).toBe(who ? who.id : 'guest')
      const res = await get(address.url, null, { range: 'bytes=0-3' })
      expect(res.statusCode).toBe(206)
      expect([...res.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    }
  })

  it("lets the course's mentor and an admin watch, in the player and in the editor", async () => {
    for (const who of [mentor, admin]) {
      const address = await addressFor(who)
      const res = await get(address.url)
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload).toEqual(video)
    }
    const editor = (await get(`/api/me/courses/${courseId}`, mentor)).json<CourseEditor>()
    const inEditor = editor.lessonVideos.find((v) => v.lessonId === paidLesson)!
    expect(inEditor.source).toBe('upload')
    expect(inEditor.url).toMatch(/\?exp=\d+&v=[0-9a-f-]{36}&sig=/)
    expect((await get(inEditor.url!, null, { range: 'bytes=0-9' })).statusCode).toBe(206)
  })

  it('keeps covers and avatars public and cached for a year', async () => {
    const cover = multipartBody({
      filename: 'cover.png',
      contentType: 'image/png',
      bytes: makePng(320, 200),
    })
    const coverRes = await t.app.inject({
      method: 'POST',
      url: `/api/me/courses/${courseId}/cover`,
      headers: { ...mentor.auth, ...cover.headers },
      payload: cover.payload,
    })
    expect(coverRes.statusCode, coverRes.body).toBe(200)
    const avatar = multipartBody({
      field: 'avatar',
      filename: 'me.png',
      contentType: 'image/png',
      bytes: makePng(64, 64),
    })
    const avatarRes = await t.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { ...student.auth, ...avatar.headers },
      payload: avatar.payload,
    })
    expect(avatarRes.statusCode, avatarRes.body).toBe(200)
    for (const url of [
      coverRes.json<{ coverUrl: string }>().coverUrl,
      avatarRes.json<{ avatarUrl: string }>().avatarUrl,
    ]) {
      expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/)
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\//)
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE)
    }
  })
})
