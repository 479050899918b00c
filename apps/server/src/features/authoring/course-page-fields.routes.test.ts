import type { CourseEditor, CourseMutationResult, FormUploadResult } from '@app/domain/authoring'
import type { CartQuote } from '@app/domain/cart'
import type { CourseDetail, SearchResponse } from '@app/domain/catalog'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { publishAndApprove } from '../../testing/course-review'
import { courseInput } from '../../testing/fixtures'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

/** A file field as multipart. */
function multipart(bytes: Buffer, type: string, name: string) {
  const boundary = '----learnlane'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** The first bytes of an MP4: its `ftyp` box. */
const mp4 = () => {
  const b = Buffer.alloc(256)
  b.writeUInt32BE(24, 0)
  Buffer.from('ftypisom', 'latin1').copy(b, 4)
  return b
}

describe.each(drivers)('course page fields and uploads on %s', (driver) => {
  let t: TestApp
  let mentor: TestAccount
  let other: TestAccount
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    mentor = await addAccount(t, 'teacher', 'Paula Pagefields')
    other = await addAccount(t, 'teacher', 'Otis Otherfields')
  })
  afterAll(() => t.close())

  const upload = async (who: TestAccount, what: 'cover' | 'promo-video', bytes: Buffer) => {
    const body =
      what === 'cover'
        ? multipart(bytes, 'image/png', 'cover.png')
        : multipart(bytes, 'video/mp4', 'promo.mp4')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/me/course-draft/${what}`,
      headers: { ...who.auth, 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<FormUploadResult>()
  }
  const png = () =>
    sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()

  it('creates a course with its page fields, cover and promo video, and the course page shows them', async () => {
    const cover = await upload(mentor, 'cover', await png())
    const promo = await upload(mentor, 'promo-video', mp4())
    const input = {
      ...courseInput('Pagefields'),
      subtitle: 'From a blank file to a deployed app',
      learnPoints: ['Set up a project', 'Write typed components', 'Deploy it'],
      requirements: ['A laptop'],
      audience: ['Beginners who know some HTML'],
      videoUrl: '',
      coverFileId: cover.fileId,
      promoFileId: promo.fileId,
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/me/courses',
      headers: mentor.auth,
      payload: input,
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<CourseMutationResult>()
    const editor = (
      await t.app.inject({ method: 'GET', url: `/api/me/courses/${id}`, headers: mentor.auth })
    ).json<CourseEditor>()
    expect(editor).toMatchObject({
      subtitle: input.subtitle,
      learnPoints: input.learnPoints,
      requirements: input.requirements,
      audience: input.audience,
      coverFileId: cover.fileId,
      coverUrl: cover.url,
      promoFileId: promo.fileId,
      promoVideoUrl: promo.url,
    })
    await publishAndApprove(t, id, mentor)
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/courses/${id}` })
    ).json<CourseDetail>()
    expect(detail).toMatchObject({
      subtitle: input.subtitle,
      learnPoints: input.learnPoints,
      requirements: input.requirements,
      audience: input.audience,
      coverUrl: cover.url,
      promoVideo: { kind: 'file', url: promo.url },
    })
    // The uploaded cover is the course's image in the cart, at checkout and in search results.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { lines: [{ kind: 'course', id, quantity: 1 }] },
    })
    expect(quote.statusCode, quote.body).toBe(200)
    expect(quote.json<CartQuote>().lines[0]).toMatchObject({ id, imgSrc: cover.url })
    const search = (
      await t.app.inject({ method: 'GET', url: '/api/search?q=Pagefields' })
    ).json<SearchResponse>()
    expect(search.hits.find((h) => h.kind === 'course' && h.id === id)?.imageUrl).toBe(cover.url)
    // The promo video is public, like the cover: anyone may watch the preview.
    const video = await t.app.inject({ method: 'GET', url: promo.url })
    expect(video.statusCode).toBe(200)
    expect(video.headers['content-type']).toBe('video/mp4')
  })

  it('opens a promo video URL in the pop-up and shows no tags as the subtitle', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/me/courses',
      headers: mentor.auth,
      payload: courseInput('Urlpromo'),
    })
    const { id } = created.json<CourseMutationResult>()
    await publishAndApprove(t, id, mentor)
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/courses/${id}` })
    ).json<CourseDetail>()
    expect(detail.promoVideo).toEqual({
      kind: 'external',
      url: courseInput('Urlpromo').videoUrl,
      source: courseInput('Urlpromo').videoSource,
    })
    expect(detail.subtitle).toBe('')
    expect(detail.learnPoints).toEqual([])
    expect(detail.requirements).toEqual([])
  })

  it('needs a promo video, and refuses uploads that are not the sender’s', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/me/courses',
      headers: mentor.auth,
      payload: { ...courseInput('Nopromo'), videoUrl: '' },
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatch(/Upload a promo video or add its URL/)
    const theirs = await upload(other, 'cover', await png())
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/me/courses',
      headers: mentor.auth,
      payload: { ...courseInput('Stolen'), coverFileId: theirs.fileId },
    })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json()).toEqual({ error: 'This upload is not valid: upload the file again' })
    const notVideo = await t.app.inject({
      method: 'POST',
      url: '/api/me/courses',
      headers: mentor.auth,
      payload: { ...courseInput('Wrongkind'), promoFileId: theirs.fileId },
    })
    expect(notVideo.statusCode).toBe(400)
  })
})
