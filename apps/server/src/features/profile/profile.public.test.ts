import type { CourseDetail, InstructorDetail } from '@app/domain/catalog'
import { emptySocialLinks, type Profile, type ProfileInput } from '@app/domain/profile'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courseInput } from '../../testing/fixtures'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { publishAndApprove } from '../../testing/course-review'
import { multipartBody } from '../../testing/images'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const PHONE = '+44 20 7946 0958'

const profileInput = (overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  firstName: 'Nora',
  lastName: 'Castell',
  username: '',
  phone: PHONE,
  occupation: 'Data Engineer',
  bio: 'I build data pipelines for newsrooms.\n\nTen years of Python and SQL.',
  social: {
    ...emptySocialLinks,
    twitter: 'https://twitter.com/nora',
    website: 'https://nora.example.com',
  },
  ...overrides,
})

/** A phone photo: a real 2000 x 1500 JPEG, made by sharp. */
const phonePhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2f7a5b' } })
    .jpeg()
    .toBuffer()

describe.each(drivers)("a mentor's public profile on %s", (driver) => {
  let t: TestApp

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: TestAccount, body?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, payload: body })
  const uploadAvatar = async (who: TestAccount, bytes: Buffer) => {
    const body = multipartBody({
      field: 'avatar',
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      bytes,
    })
    return t.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    })
  }
  /** A course by the mentor, published and approved; its instructor id (the mentor's instructor record). */
  const teach = async (who: TestAccount, word: string) => {
    const created = await call('POST', '/api/me/courses', who, courseInput(word))
    expect(created.statusCode).toBe(201)
    const { id } = created.json<{ id: number }>()
    await publishAndApprove(t, id, who)
    return {
      courseId: id,
      instructorId: (await call('GET', `/api/courses/${id}`)).json<CourseDetail>().instructorId,
    }
  }

  beforeAll(async () => {
    t = await buildTestApp(driver)
  })
  afterAll(() => t.close())

  it('shows the bio, occupation, avatar and social links saved in Settings, never the phone', async () => {
    const mentor = await addAccount(t, 'teacher', 'Nora Castell')
    const bystander = await addAccount(t, 'teacher', 'Ben Bystander')
    const { courseId, instructorId } = await teach(mentor, 'Pipelines')
    const other = await teach(bystander, 'Elsewhere')

    // Before: the standard line, and the public answer is kept by the cache.
    const before = await call('GET', `/api/instructors/${instructorId}`)
    expect(before.json<InstructorDetail>()).toMatchObject({
      title: 'Instructor',
      description: 'Nora Castell teaches on Learnlane.',
      about: '',
      avatarUrl: null,
    })
    const otherBefore = (await call('GET', `/api/instructors/${other.instructorId}`)).json()

    const saved = await call('PUT', '/api/me/profile', mentor, profileInput())
    expect(saved.statusCode).toBe(200)
    const uploaded = await uploadAvatar(mentor, await phonePhoto())
    expect(uploaded.statusCode).toBe(200)
    const { avatarUrl } = (await call('GET', '/api/me/profile', mentor)).json<Profile>()
    expect(avatarUrl).toMatch(/^\/api\/files\//)

    const res = await call('GET', `/api/instructors/${instructorId}`)
    expect(res.statusCode).toBe(200)
    const published = res.json<InstructorDetail>()
    expect(published).toMatchObject({
      name: 'Nora Castell',
      title: 'Data Engineer',
      about: 'I build data pipelines for newsrooms.\n\nTen years of Python and SQL.',
      description: 'I build data pipelines for newsrooms.',
      website: 'https://nora.example.com',
      social: { twitter: 'https://twitter.com/nora', facebook: null },
      avatarUrl,
      email: '',
      phone: '',
    })
    expect(res.body).not.toContain(mentor.email)
    expect(res.body).not.toContain(PHONE)

    // The course page's instructor block reads the same record.
    const course = (await call('GET', `/api/courses/${courseId}`)).json<CourseDetail>()
    expect(course.instructor).toMatchObject({ title: 'Data Engineer', avatarUrl })
    // The list too.
    const list = (await call('GET', '/api/instructors?q=Castell')).json<{ items: unknown[] }>()
    expect(list.items).toContainEqual(expect.objectContaining({ id: instructorId, avatarUrl }))

    // Nobody else's record changes.
    expect((await call('GET', `/api/instructors/${other.instructorId}`)).json()).toEqual(
      otherBefore,
    )
  })

  it('clears what the mentor removes: no bio brings the standard line back', async () => {
    const mentor = await addAccount(t, 'teacher', 'Iris Ives')
    const { instructorId } = await teach(mentor, 'Clearing')
    await call(
      'PUT',
      '/api/me/profile',
      mentor,
      profileInput({ firstName: 'Iris', lastName: 'Ives' }),
    )
    const cleared = profileInput({
      firstName: 'Iris',
      lastName: 'Ives',
      occupation: '',
      bio: '',
      social: emptySocialLinks,
    })
    expect((await call('PUT', '/api/me/profile', mentor, cleared)).statusCode).toBe(200)
    expect((await call('GET', `/api/instructors/${instructorId}`)).json()).toMatchObject({
      title: 'Instructor',
      about: '',
      description: 'Iris Ives teaches on Learnlane.',
      website: '',
      social: { twitter: null },
    })
  })

  it('starts a new instructor record from the profile the mentor saved before teaching', async () => {
    const mentor = await addAccount(t, 'teacher', 'Omar Okafor')
    await call(
      'PUT',
      '/api/me/profile',
      mentor,
      profileInput({ firstName: 'Omar', lastName: 'Okafor', occupation: 'Statistician' }),
    )
    const { instructorId } = await teach(mentor, 'Statistics')
    expect((await call('GET', `/api/instructors/${instructorId}`)).json()).toMatchObject({
      title: 'Statistician',
      about: 'I build data pipelines for newsrooms.\n\nTen years of Python and SQL.',
      website: 'https://nora.example.com',
      phone: '',
      email: '',
    })
  })
})
