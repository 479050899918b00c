import type * as Authoring from '@app/domain/authoring'
import type { CourseEditor, CourseFormValues } from '@app/domain/authoring'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DRAIN_MAX_BYTES } from '../../plugins/unread-body'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { makePng, multipartBody } from '../../testing/images'
import { keepAliveClient, type ConnectionAnswer } from '../../testing/keep-alive'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

// A small limit so the 413 is cheap to reach (the real one is 200 MB).
vi.mock('@app/domain/authoring', async (importOriginal) => ({
  ...(await importOriginal<typeof Authoring>()),
  LESSON_VIDEO_MAX_BYTES: 64 * 1024,
}))

/** A WebM file of `size` bytes: the EBML magic, then padding. */
const makeWebm = (size: number) => {
  const b = Buffer.alloc(size, 0x42)
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]).copy(b)
  return b
}

/** A PNG's first bytes followed by padding up to `size`: an image, never a video. */
const pngOf = (size: number) => {
  const b = Buffer.alloc(size, 0x41)
  makePng(4, 4).copy(b)
  return b
}

const courseInput: CourseFormValues = {
  title: 'Connections',
  category: 'Data Science',
  level: 'Beginner',
  description: 'A short course to check that refused uploads leave the connection usable.',
  videoSource: 'YouTube',
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  sections: [
    {
      title: 'Start',
      lessons: [
        { title: 'Welcome', type: 'video', durationMinutes: 5, isPreview: false, description: '' },
      ],
    },
  ],
  tags: ['video'],
  languages: ['English'],
  courseTags: [],
  priceCents: 1900,
  durationBucket: '0-1 Hour',
  features: [],
}

describe.each(drivers)(
  'a refused lesson video upload on a keep-alive connection on %s',
  (driver) => {
    let t: TestApp
    let mentor: TestAccount
    let origin: string
    let videoUrl: string
    let client: ReturnType<typeof keepAliveClient>

    beforeAll(async () => {
      t = await buildTestApp(driver)
      mentor = await addAccount(t, 'teacher', 'Vera Video')
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/me/courses',
        headers: mentor.auth,
        payload: courseInput,
      })
      expect(created.statusCode, created.body).toBe(201)
      const courseId = created.json<{ id: number }>().id
      const editor = await t.app.inject({
        method: 'GET',
        url: `/api/me/courses/${courseId}`,
        headers: mentor.auth,
      })
      const lessonId = editor.json<CourseEditor>().sections[0]!.lessons[0]!.id!
      videoUrl = `/api/me/courses/${courseId}/lessons/${lessonId}/video`
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    })
    afterAll(() => t.close())
    beforeEach(() => {
      client = keepAliveClient(origin)
    })
    afterEach(() => client.close())

    const upload = (bytes: Buffer, filename: string, contentType: string) => {
      const body = multipartBody({ filename, contentType, bytes })
      return client.send({
        method: 'POST',
        path: videoUrl,
        headers: { authorization: mentor.auth.authorization, ...body.headers },
        body: body.payload,
      })
    }
    /**
     * The next request on the connection is answered at once: on the same connection when the
     * refusal kept it open, on a new one when the refusal closed it.
     */
    const expectNextAnswered = async (refused: ConnectionAnswer) => {
      const next = await client.send({ method: 'GET', path: '/api/health/live' })
      expect(next.statusCode).toBe(200)
      expect(next.reusedConnection).toBe(refused.headers.connection !== 'close')
    }

    it('answers the next request on the same connection after a 415', async () => {
      const refused = await upload(pngOf(DRAIN_MAX_BYTES / 2), 'cover.png', 'image/png')
      expect(refused.statusCode, refused.body).toBe(415)
      expect(refused.headers.connection).toBe('keep-alive')
      await expectNextAnswered(refused)
    })

    it('answers the next request on the same connection after a 413 whose rest is small', async () => {
      const refused = await upload(makeWebm(DRAIN_MAX_BYTES / 2), 'lesson.webm', 'video/webm')
      expect(refused.statusCode, refused.body).toBe(413)
      expect(refused.headers.connection).toBe('keep-alive')
      await expectNextAnswered(refused)
    })

    it('closes the connection when refusing the first bytes of a large upload', async () => {
      const refused = await upload(pngOf(3 * DRAIN_MAX_BYTES), 'cover.png', 'image/png')
      expect(refused.statusCode, refused.body).toBe(415)
      expect(refused.headers.connection).toBe('close')
      await expectNextAnswered(refused)
    })

    it('answers the next request after a 413 for a large upload', async () => {
      // Whether the rest of the body had arrived by the time of the answer depends on timing: the
      // connection is kept when it had, closed when it had not.
      for (let i = 0; i < 3; i++) {
        const refused = await upload(makeWebm(3 * DRAIN_MAX_BYTES), 'lesson.webm', 'video/webm')
        expect(refused.statusCode, refused.body).toBe(413)
        await expectNextAnswered(refused)
      }
    })
  },
)
