import type * as Authoring from '@app/domain/authoring'
import type { CourseEditor, CourseFormValues, LessonVideo } from '@app/domain/authoring'
import type { LessonPlayer } from '@app/domain/learning'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { enrolments, files, lessonContent } from '../../db/schema/index'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { makePng, multipartBody } from '../../testing/images'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'
import { sniffVideo } from './lesson-video'

// A small limit so the 413 is cheap to reach (the real one is 200 MB).
vi.mock('@app/domain/authoring', async (importOriginal) => ({
  ...(await importOriginal<typeof Authoring>()),
  LESSON_VIDEO_MAX_BYTES: 64 * 1024,
}))

/** The start of a WebM file: the EBML magic and a header, then padding. */
const makeWebm = (size = 4096) => {
  const b = Buffer.alloc(size, 0x42)
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]).copy(b)
  Buffer.from('webm', 'latin1').copy(b, 16)
  return b
}
/** An MP4 that starts with its `ftyp` box (size, type, brand), then padding. */
const makeMp4 = (size = 4096) => {
  const b = Buffer.alloc(size, 0x11)
  b.writeUInt32BE(24, 0)
  b.write('ftypisom', 4, 'latin1')
  return b
}

const courseInput = (title: string): CourseFormValues => ({
  title,
  category: 'Data Science',
  level: 'Beginner',
  description: 'A short course to check that lesson videos can be uploaded and played.',
  videoSource: 'YouTube',
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  sections: [
    {
      title: 'Start',
      lessons: [
        { title: 'Welcome', type: 'video', durationMinutes: 5, isPreview: false, description: '' },
        { title: 'Notes', type: 'document', durationMinutes: 5, isPreview: false, description: '' },
      ],
    },
  ],
  tags: ['video'],
  languages: ['English'],
  courseTags: [],
  priceCents: 1900,
  durationBucket: '0-1 Hour',
  features: [],
})

describe('sniffVideo', () => {
  it('knows WebM and MP4 by their bytes, nothing else', () => {
    expect(sniffVideo(makeWebm(16))).toBe('video/webm')
    expect(sniffVideo(makeMp4(16))).toBe('video/mp4')
    expect(sniffVideo(makePng(10, 10))).toBeNull()
    expect(sniffVideo(Buffer.from('ftyp'))).toBeNull()
  })
})

describe.each(drivers)('lesson video upload on %s', (driver) => {
  let t: TestApp
  let mentor: TestAccount
  let other: TestAccount
  let student: TestAccount
  let courseId: number
  let videoLesson: number
  let documentLesson: number
  beforeAll(async () => {
    t = await buildTestApp(driver)
    mentor = await addAccount(t, 'teacher', 'Vera Video')
    other = await addAccount(t, 'teacher', 'Otto Other')
    student = await addAccount(t, 'student')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/me/courses',
      headers: mentor.auth,
      payload: courseInput('Filmed lessons'),
    })
    expect(created.statusCode, created.body).toBe(201)
    courseId = created.json<{ id: number }>().id
    const editor = await t.app.inject({
      method: 'GET',
      url: `/api/me/courses/${courseId}`,
      headers: mentor.auth,
    })
    const lessons = editor.json<CourseEditor>().sections[0]!.lessons
    videoLesson = lessons[0]!.id!
    documentLesson = lessons[1]!.id!
    await t.database.db.insert(enrolments).values({ userId: student.id, courseId })
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const fileCount = async () => (await db().select({ n: count() }).from(files))[0]!.n
  const url = (lessonId = videoLesson, course = courseId) =>
    `/api/me/courses/${course}/lessons/${lessonId}/video`
  const upload = (
    who: TestAccount | null,
    bytes: Buffer,
    { lessonId = videoLesson, filename = 'lesson.webm', contentType = 'video/webm' } = {},
  ) => {
    const body = multipartBody({ filename, contentType, bytes })
    return t.app.inject({
      method: 'POST',
      url: url(lessonId),
      headers: { ...(who ? who.auth : {}), ...body.headers },
      payload: body.payload,
    })
  }
  /** The file an address points at, without its signature. */
  const fileOf = (address: string) => address.split('?')[0]
  const lessonApi = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/learn/lessons/${videoLesson}`,
      headers: student.auth,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<LessonPlayer>()
  }

  it('stores the owner’s upload; the student’s lesson plays it with range requests', async () => {
    const editor = await t.app.inject({
      method: 'GET',
      url: `/api/me/courses/${courseId}`,
      headers: mentor.auth,
    })
    expect(editor.json<CourseEditor>().lessonVideos).toEqual([
      { lessonId: videoLesson, source: 'none', url: null },
    ])
    const webm = makeWebm()
    const res = await upload(mentor, webm)
    expect(res.statusCode, res.body).toBe(200)
    const video = res.json<LessonVideo>()
    // The mentor's own short-lived address; the student's lesson signs one for the student.
    expect(video).toEqual({
      lessonId: videoLesson,
      source: 'upload',
      url: expect.stringMatching(
        new RegExp(`^/api/files/[0-9a-f-]{36}\\?exp=\\d+&v=${mentor.id}&sig=[\\w-]+$`),
      ),
    })
    const played = (await lessonApi()).video!
    expect(fileOf(played.url)).toBe(fileOf(video.url!))
    expect(played.url).toContain(`v=${student.id}`)
    const part = await t.app.inject({
      method: 'GET',
      url: played.url,
      headers: { range: 'bytes=0-3' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-type']).toMatch(/^video\/webm/)
    expect(part.headers['content-range']).toBe(`bytes 0-3/${webm.byteLength}`)
    expect([...part.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/me/courses/${courseId}`,
      headers: mentor.auth,
    })
    const listed = after.json<CourseEditor>().lessonVideos
    expect(listed.map((v) => ({ ...v, url: fileOf(v.url!) }))).toEqual([
      { ...video, url: fileOf(video.url!) },
    ])

    // An MP4 replaces it, and the first file goes.
    const before = await fileCount()
    const again = await upload(mentor, makeMp4(), {
      filename: 'take2.mp4',
      contentType: 'video/mp4',
    })
    expect(again.statusCode, again.body).toBe(200)
    const second = again.json<LessonVideo>()
    expect(fileOf(second.url!)).not.toBe(fileOf(video.url!))
    expect((await t.app.inject({ method: 'GET', url: video.url! })).statusCode).toBe(404)
    const replaced = await t.app.inject({ method: 'GET', url: second.url! })
    expect(replaced.headers['content-type']).toMatch(/^video\/mp4/)
    expect(await fileCount()).toBe(before)
    expect(fileOf((await lessonApi()).video!.url)).toBe(fileOf(second.url!))
  })

  it('lets only the course’s instructor upload, checked before the body is read', async () => {
    const before = await fileCount()
    expect((await upload(other, makeWebm())).statusCode).toBe(403)
    expect((await upload(student, makeWebm())).statusCode).toBe(403)
    expect((await upload(null, makeWebm())).statusCode).toBe(401)
    // Even a malformed body gets the 403, not a parse error.
    const bad = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...other.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'garbage',
    })
    expect(bad.statusCode).toBe(403)
    // A lesson of another course, a course that does not exist.
    const missing = await t.app.inject({
      method: 'POST',
      url: url(videoLesson, 999_999),
      headers: {
        ...mentor.auth,
        ...multipartBody({ filename: 'a.webm', contentType: 'video/webm', bytes: makeWebm() })
          .headers,
      },
      payload: 'x',
    })
    expect(missing.statusCode).toBe(404)
    const deleteByOther = await t.app.inject({ method: 'DELETE', url: url(), headers: other.auth })
    expect(deleteByOther.statusCode).toBe(403)
    expect(await fileCount()).toBe(before)
  })

  it('refuses what is not a WebM or MP4, a document lesson, a malformed or empty body', async () => {
    const before = await fileCount()
    const png = await upload(mentor, makePng(40, 40), {
      filename: 'clip.mp4',
      contentType: 'video/mp4',
    })
    expect(png.statusCode).toBe(415)
    expect(png.json()).toEqual({ error: 'The video must be a WebM or MP4 file' })

    const doc = await upload(mentor, makeWebm(), { lessonId: documentLesson })
    expect(doc.statusCode).toBe(400)
    expect(doc.json().error).toMatch(/video lesson/)

    const body = multipartBody({ filename: 'a.webm', contentType: 'video/webm', bytes: makeWebm() })
    const truncated = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...mentor.auth, ...body.headers },
      payload: body.payload.subarray(0, body.payload.byteLength - 40),
    })
    expect(truncated.statusCode).toBe(400)
    expect(truncated.json()).toHaveProperty('error')
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...mentor.auth, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    })
    expect(noBoundary.statusCode).toBe(400)
    const noFile = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...mentor.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    })
    expect(noFile.statusCode).toBe(400)
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: mentor.auth,
      payload: { file: 'x' },
    })
    expect(notMultipart.statusCode).toBe(415)
    const empty = await upload(mentor, Buffer.alloc(0))
    expect(empty.statusCode).toBe(400)

    const tooBig = await upload(mentor, makeWebm(64 * 1024 + 1))
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().error).toMatch(/larger than 64 KB/)
    expect(await fileCount()).toBe(before)
  })

  it('removes the upload: back to the sample video, then to none', async () => {
    await db()
      .update(lessonContent)
      .set({ videoPath: 'lesson-intro.webm' })
      .where(eq(lessonContent.lessonId, videoLesson))
    const uploaded = await upload(mentor, makeWebm())
    const { url: fileUrl } = uploaded.json<LessonVideo>()
    const removed = await t.app.inject({ method: 'DELETE', url: url(), headers: mentor.auth })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({
      lessonId: videoLesson,
      source: 'sample',
      url: '/api/media/lesson-intro.webm',
    })
    expect((await t.app.inject({ method: 'GET', url: fileUrl! })).statusCode).toBe(404)
    expect((await lessonApi()).video?.url).toBe('/api/media/lesson-intro.webm')
    await db()
      .update(lessonContent)
      .set({ videoPath: null })
      .where(eq(lessonContent.lessonId, videoLesson))
    const none = await t.app.inject({ method: 'DELETE', url: url(), headers: mentor.auth })
    expect(none.json()).toEqual({ lessonId: videoLesson, source: 'none', url: null })
    expect((await lessonApi()).video).toBeNull()
  })
})
