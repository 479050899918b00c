import {
  AVATAR_HINT,
  AVATAR_MAX_BYTES,
  emptySocialLinks,
  WRONG_CURRENT_PASSWORD,
  type Profile,
  type ProfileInput,
} from '@app/domain/profile'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountSecurity, files, profiles, users } from '../../db/schema/index'
import { hashPassword } from '../../lib/passwords'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { makeGif, makeJpeg, makePng, multipartBody } from '../../testing/images'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'
import { AVATAR_UNREADABLE } from './avatar-image'

const input = (overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: '',
  phone: '+44 20 7946 0958',
  occupation: 'Mathematician',
  bio: 'Wrote the first program.',
  social: { ...emptySocialLinks, github: 'https://github.com/ada' },
  ...overrides,
})

describe.each(drivers)('settings API on %s', (driver) => {
  let t: TestApp
  let student: TestAccount
  let teacher: TestAccount
  let other: TestAccount

  const put = (account: TestAccount | null, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: account?.auth ?? {},
      payload: payload as object,
    })
  const get = (account: TestAccount | null, url = '/api/me/profile') =>
    t.app.inject({ method: 'GET', url, headers: account?.auth ?? {} })
  const upload = (
    account: TestAccount | null,
    bytes: Buffer,
    filename = 'me.png',
    type = 'image/png',
  ) => {
    const body = multipartBody({ field: 'avatar', filename, contentType: type, bytes })
    return t.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { ...(account?.auth ?? {}), ...body.headers },
      payload: body.payload,
    })
  }
  const fileCount = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n
  const profileOf = async (id: string) =>
    (await t.database.db.select().from(profiles).where(eq(profiles.userId, id)))[0] ?? null

  beforeAll(async () => {
    t = await buildTestApp(driver)
    student = await addAccount(t, 'student', 'Sam Student')
    teacher = await addAccount(t, 'teacher', 'Tia Teacher')
    other = await addAccount(t, 'student', 'Olga Other')
  })
  afterAll(() => t.close())

  describe('without a token', () => {
    it.each([
      ['GET', '/api/me/profile'],
      ['PUT', '/api/me/profile'],
      ['POST', '/api/me/avatar'],
      ['DELETE', '/api/me/avatar'],
      ['POST', '/api/me/password'],
      ['POST', '/api/me/sessions/revoke'],
    ] as const)('%s %s answers 401', async (method, url) => {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'Please log in to continue' })
    })
  })

  describe('GET/PUT /api/me/profile', () => {
    it('starts from the account name before anything is saved', async () => {
      const res = await get(student)
      expect(res.statusCode).toBe(200)
      expect(res.json<Profile>()).toMatchObject({
        firstName: 'Sam',
        lastName: 'Student',
        username: '',
        displayName: 'Sam Student',
        email: student.email,
        avatarUrl: null,
        social: emptySocialLinks,
      })
    })

    it('saves the profile, shows it again and renames the account', async () => {
      const res = await put(teacher, input({ username: 'Ada.L' }))
      expect(res.statusCode).toBe(200)
      expect(res.json<Profile>()).toMatchObject({
        firstName: 'Ada',
        username: 'ada.l',
        displayName: 'Ada Lovelace',
        social: { github: 'https://github.com/ada' },
      })
      const again = await get(teacher)
      expect(again.json<Profile>()).toMatchObject({
        occupation: 'Mathematician',
        username: 'ada.l',
      })
      const me = await get(teacher, '/api/me')
      expect(me.json()).toMatchObject({ name: 'Ada Lovelace', avatarUrl: null })
    })

    it('leaves other accounts untouched', async () => {
      await put(student, input({ firstName: 'Samuel', occupation: 'Pilot' }))
      expect((await get(other)).json<Profile>()).toMatchObject({
        firstName: 'Olga',
        occupation: '',
      })
      expect(await profileOf(other.id)).toBeNull()
    })

    it('refuses a user name another account has, in any case', async () => {
      const res = await put(other, input({ username: 'ADA.L' }))
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ error: 'This user name is already taken' })
      expect(await profileOf(other.id)).toBeNull()
    })

    it.each([
      [{ firstName: '' }, 'First name is required'],
      [
        { username: 'a b' },
        'User name must be 3 to 30 letters, digits, dots, underscores or hyphens',
      ],
      [{ phone: 'phone me' }, 'Enter a valid phone number'],
      [{ bio: 'x'.repeat(1001) }, 'Bio must be at most 1000 characters'],
      [{ lastName: 'Null\u0000Byte' }, 'Last name contains characters that are not allowed'],
      [
        { social: { ...emptySocialLinks, twitter: 'not a url' } },
        'Enter a valid Twitter URL starting with http:// or https://',
      ],
      [
        { social: { ...emptySocialLinks, website: 'ftp://example.com' } },
        'Enter a valid Website URL starting with http:// or https://',
      ],
    ])('refuses %o with 400 and stores nothing', async (change, message) => {
      const res = await put(other, input(change))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
      expect(await profileOf(other.id)).toBeNull()
    })

    it('refuses a body without the social links', async () => {
      const { social: _social, ...rest } = input()
      const res = await put(other, rest)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toHaveProperty('error')
    })
  })

  describe('POST/DELETE /api/me/avatar', () => {
    it('stores a PNG, shows it on the profile and GET /api/me, and serves it', async () => {
      const png = makePng(800, 800)
      const res = await upload(student, png)
      expect(res.statusCode).toBe(200)
      const { avatarUrl } = res.json<{ avatarUrl: string }>()
      expect(avatarUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/)
      expect((await get(student)).json<Profile>().avatarUrl).toBe(avatarUrl)
      expect((await get(student, '/api/me')).json()).toMatchObject({ avatarUrl })
      const file = await t.app.inject({ method: 'GET', url: avatarUrl })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/png')
      expect(file.rawPayload).toEqual(png)
    })

    it('keeps the account name as the profile name when the avatar comes first', async () => {
      const fresh = await addAccount(t, 'student', 'Nia Newcomer')
      expect((await upload(fresh, makePng(40, 40))).statusCode).toBe(200)
      expect((await get(fresh)).json<Profile>()).toMatchObject({
        firstName: 'Nia',
        lastName: 'Newcomer',
        displayName: 'Nia Newcomer',
      })
    })

    it('accepts a JPEG whatever its name says and replaces the previous avatar', async () => {
      const before = await fileCount()
      const res = await upload(student, makeJpeg(640, 480), 'photo.txt', 'text/plain')
      expect(res.statusCode).toBe(200)
      const served = await t.app.inject({
        method: 'GET',
        url: res.json<{ avatarUrl: string }>().avatarUrl,
      })
      expect(served.headers['content-type']).toBe('image/jpeg')
      expect(await fileCount()).toBe(before)
    })

    it('scales a 2000 x 1500 phone photo down to 800 px on its longer side', async () => {
      const photo = await sharp({
        create: { width: 2000, height: 1500, channels: 3, background: '#c0563a' },
      })
        .jpeg()
        .toBuffer()
      const res = await upload(other, photo, 'IMG_2041.jpg', 'image/jpeg')
      expect(res.statusCode).toBe(200)
      const served = await t.app.inject({
        method: 'GET',
        url: res.json<{ avatarUrl: string }>().avatarUrl,
      })
      expect(served.headers['content-type']).toBe('image/jpeg')
      const stored = await sharp(served.rawPayload).metadata()
      expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 800, 600])
      const [row] = await t.database.db
        .select({ width: files.width, height: files.height })
        .from(files)
        .where(eq(files.id, (await profileOf(other.id))!.avatarFileId!))
      expect(row).toEqual({ width: 800, height: 600 })
    })

    it('scales a tall PNG down to 800 px high, still a PNG', async () => {
      const res = await upload(other, makePng(300, 1200))
      expect(res.statusCode).toBe(200)
      const served = await t.app.inject({
        method: 'GET',
        url: res.json<{ avatarUrl: string }>().avatarUrl,
      })
      const stored = await sharp(served.rawPayload).metadata()
      expect([stored.format, stored.width, stored.height]).toEqual(['png', 200, 800])
    })

    it.each([
      ['wider than 10000 px', makePng(10_001, 10), 'The image is wider or taller than 10000px'],
      ['taller than 10000 px', makeJpeg(10, 10_001), 'The image is wider or taller than 10000px'],
      ['a GIF named .png', makeGif(10, 10), 'Only PNG or JPG images are accepted'],
      [
        'text named .png',
        Buffer.from('just some text, no image here'),
        'Only PNG or JPG images are accepted',
      ],
    ])('refuses an image %s with the hint and stores nothing', async (_name, bytes, start) => {
      const before = await fileCount()
      const avatarBefore = (await profileOf(student.id))?.avatarFileId
      const res = await upload(student, bytes, 'avatar.png', 'image/png')
      expect(res.statusCode).toBe(400)
      const { error } = res.json<{ error: string }>()
      expect(error.startsWith(start)).toBe(true)
      expect(error).toContain(AVATAR_HINT)
      expect(await fileCount()).toBe(before)
      expect((await profileOf(student.id))?.avatarFileId).toBe(avatarBefore)
    })

    it('answers 400 for a big JPEG whose pixels cannot be read, and stores nothing', async () => {
      const before = await fileCount()
      const res = await upload(student, makeJpeg(1600, 1200), 'photo.jpg', 'image/jpeg')
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: AVATAR_UNREADABLE })
      expect(await fileCount()).toBe(before)
    })

    it('refuses a file over the size limit with 413 and stores nothing', async () => {
      const before = await fileCount()
      const big = Buffer.concat([makePng(10, 10), Buffer.alloc(AVATAR_MAX_BYTES)])
      const res = await upload(other, big)
      expect(res.statusCode).toBe(413)
      expect(res.json()).toEqual({ error: 'The avatar must be smaller than 5 MB' })
      expect(await fileCount()).toBe(before)
    })

    type Body = ReturnType<typeof multipartBody>
    const sameType = (b: Body) => b.headers['content-type']!
    it.each([
      [
        'a truncated multipart body',
        (b: Body) => b.payload.subarray(0, b.payload.length - 40),
        sameType,
      ],
      [
        'a body with a boundary that never appears',
        (b: Body) => b.payload,
        () => 'multipart/form-data; boundary=nothing-like-this',
      ],
      ['garbage', () => Buffer.from('\u0000\u0001garbage'), sameType],
      [
        'no file part at all',
        (b: Body) => Buffer.from(`--${sameType(b).split('boundary=')[1]}--\r\n`),
        sameType,
      ],
    ])('answers %s with 400, never 500', async (_name, payload, type) => {
      const before = await fileCount()
      const body = multipartBody({
        field: 'avatar',
        filename: 'a.png',
        contentType: 'image/png',
        bytes: makePng(20, 20),
      })
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { ...other.auth, 'content-type': type(body) },
        payload: payload(body),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toHaveProperty('error')
      expect(await fileCount()).toBe(before)
    })

    it('answers a JSON body with 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: other.auth,
        payload: { avatar: 'data:image/png;base64,AAAA' },
      })
      expect(res.statusCode).toBe(415)
      expect(res.json()).toHaveProperty('error')
    })

    it('removes the avatar and its file, leaving others untouched', async () => {
      const mine = await upload(teacher, makePng(50, 50))
      const url = mine.json<{ avatarUrl: string }>().avatarUrl
      const studentAvatar = (await profileOf(student.id))!.avatarFileId
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/me/avatar',
        headers: teacher.auth,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ avatarUrl: null })
      expect((await get(teacher)).json<Profile>().avatarUrl).toBeNull()
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
      expect((await profileOf(student.id))!.avatarFileId).toBe(studentAvatar)
    })
  })

  describe('POST /api/me/password', () => {
    let account: TestAccount
    beforeAll(async () => {
      account = await addAccount(t, 'student', 'Pat Password')
      await t.database.db
        .update(users)
        .set({ passwordHash: await hashPassword('Old#Password1') })
        .where(eq(users.id, account.id))
    })
    const change = (token: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: { authorization: `Bearer ${token}` },
        payload: body as object,
      })
    const hashOf = async () =>
      (await t.database.db.select().from(users).where(eq(users.id, account.id)))[0]!.passwordHash

    it('refuses a wrong current password with 400 and changes nothing', async () => {
      const hash = await hashOf()
      const res = await change(account.token, {
        currentPassword: 'not-it',
        newPassword: 'New#Password2 is long',
        retypePassword: 'New#Password2 is long',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: WRONG_CURRENT_PASSWORD })
      expect(await hashOf()).toBe(hash)
      expect(
        await t.database.db
          .select()
          .from(accountSecurity)
          .where(eq(accountSecurity.userId, account.id)),
      ).toEqual([])
      expect((await get({ ...account })).statusCode).toBe(200)
    })

    it.each([
      [{ retypePassword: 'Something#Else' }, 'Passwords do not match'],
      [{ newPassword: 'short', retypePassword: 'short' }, 'Use at least 15 characters'],
      [{ currentPassword: '' }, 'Current password is required'],
    ])('refuses %o with 400', async (override, message) => {
      const hash = await hashOf()
      const res = await change(account.token, {
        currentPassword: 'Old#Password1',
        newPassword: 'New#Password2 is long',
        retypePassword: 'New#Password2 is long',
        ...override,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
      expect(await hashOf()).toBe(hash)
    })

    it('changes the password, refuses tokens issued before and answers with a fresh one', async () => {
      const res = await change(account.token, {
        currentPassword: 'Old#Password1',
        newPassword: 'New#Password2 is long',
        retypePassword: 'New#Password2 is long',
      })
      expect(res.statusCode).toBe(200)
      const { token, message } = res.json<{ token: string; message: string }>()
      expect(message).toBe('Your password has been changed')

      const old = await get(account)
      expect(old.statusCode).toBe(401)
      const fresh = await t.app.inject({
        method: 'GET',
        url: '/api/me/profile',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(fresh.statusCode).toBe(200)

      // The new password logs in, and its token works; the old password does not.
      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/student/login',
          payload: { email: account.email, password },
        })
      expect((await login('Old#Password1')).statusCode).toBe(401)
      const ok = await login('New#Password2 is long')
      expect(ok.statusCode).toBe(200)
      const loggedIn = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${ok.json<{ token: string }>().token}` },
      })
      expect(loggedIn.statusCode).toBe(200)
    })

    it('leaves other accounts signed in', async () => {
      expect((await get(other)).statusCode).toBe(200)
    })

    it('refuses a stale token on role-guarded routes too', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/orders',
        headers: account.auth,
      })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('POST /api/me/sessions/revoke', () => {
    const revoke = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/sessions/revoke',
        headers: { authorization },
      })
    const me = (authorization: string, url = '/api/me') =>
      t.app.inject({ method: 'GET', url, headers: { authorization } })

    it('signs the account out everywhere: every token issued before is refused', async () => {
      const account = await addAccount(t, 'student', 'Rae Revoke')
      // A second device, signed in with its own token.
      const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id))
      const otherDevice = `Bearer ${await t.app.tokens.sign(row!)}`
      expect((await me(otherDevice)).statusCode).toBe(200)

      const res = await revoke(account.auth.authorization)
      expect(res.statusCode).toBe(204)
      expect(res.body).toBe('')

      for (const authorization of [account.auth.authorization, otherDevice]) {
        for (const url of ['/api/me', '/api/me/profile', '/api/me/orders']) {
          const refused = await me(authorization, url)
          expect(refused.statusCode).toBe(401)
          expect(refused.json()).toEqual({ error: 'Please log in to continue' })
        }
      }
      expect((await revoke(otherDevice)).statusCode).toBe(401)

      // Signing in again works, and other accounts were never touched.
      const fresh = `Bearer ${await t.app.tokens.sign(row!)}`
      expect((await me(fresh)).statusCode).toBe(200)
      expect((await get(other)).statusCode).toBe(200)
    })
  })
})
