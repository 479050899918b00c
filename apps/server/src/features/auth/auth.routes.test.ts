import { REGISTER_RESPONSE, WRONG_CREDENTIALS } from '@app/domain/auth'
import argon2 from 'argon2'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeJwt } from 'jose'
import { outbox, users } from '../../db/schema/index'
import { buildTestApp, drivers, TEST_REDIS_URL, type TestApp } from '../../testing/test-app'
import { REGISTER_LIMITS } from './auth.routes'

let counter = 0
const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email,
  password: 'Secret#123 and more',
  confirmPassword: 'Secret#123 and more',
  ...overrides,
})

describe.each(drivers)('auth API on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { REGISTER_RATE_LIMIT_IP: 1000, AUTH_RATE_LIMIT_IP: 1000 })
  })
  afterAll(() => t.close())

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> })
  const accountsOf = (email: string) =>
    t.database.db.select().from(users).where(eq(users.email, email)).orderBy(users.role)
  const mails = (recipient: string, template: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))

  describe('POST /api/auth/:kind/register', () => {
    it.each(['teacher', 'student'] as const)(
      'creates a %s account and answers 201',
      async (kind) => {
        const email = uniqueEmail(kind)
        const res = await post(`/api/auth/${kind}/register`, registration(email))
        expect(res.statusCode).toBe(201)
        expect(res.json()).toEqual(REGISTER_RESPONSE)
        const [account, ...more] = await accountsOf(email)
        expect(more).toEqual([])
        expect(account).toMatchObject({ email, role: kind, name: 'Grace Hopper' })
        expect(res.body).not.toContain('Secret#123 and more')
        expect(res.body).not.toContain('argon2')
      },
    )

    it.each([
      [{ name: '' }, 'Full Name is required'],
      [{ name: undefined }, 'Full Name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ email: 'a@b.toolong' }, 'Invalid email address'],
      [{ password: '' }, 'Password is required'],
      [{ confirmPassword: '' }, 'Confirm Password is required'],
      [{ confirmPassword: 'Other#123' }, 'Passwords do not match'],
      // Issue 10, defects 2 and 8: invisible, control and malformed text is refused, never a 500.
      [{ name: '\u200b\u200b' }, 'Full Name must contain visible characters'],
      [{ name: '\u0007' }, 'Full Name must contain visible characters'],
      [{ name: '\u3164 \u2800' }, 'Full Name must contain visible characters'],
      [{ name: 'Gr\u0000ce' }, 'Full Name contains characters that are not allowed'],
      [{ name: 'Ada\u001b[2J' }, 'Full Name contains characters that are not allowed'],
      [{ name: 'Ada \udfff' }, 'Full Name contains characters that are not allowed'],
    ])('rejects %o with "%s"', async (change, message) => {
      const res = await post('/api/auth/student/register', registration(uniqueEmail('bad'), change))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
    })

    it('stores the name NFC-normalised and trimmed', async () => {
      const email = uniqueEmail('nfc')
      const res = await post(
        '/api/auth/student/register',
        registration(email, { name: '  Zoe\u0308 Saldan\u0303a ' }),
      )
      expect(res.statusCode).toBe(201)
      expect((await accountsOf(email))[0]!.name).toBe('Zo\u00eb Salda\u00f1a')
    })

    it('ignores unknown fields', async () => {
      const email = uniqueEmail('extra')
      const res = await post('/api/auth/teacher/register', {
        ...registration(email),
        role: 'admin',
        isAdmin: true,
      })
      expect(res.statusCode).toBe(201)
      expect((await accountsOf(email)).map((a) => a.role)).toEqual(['teacher'])
    })

    it('answers a taken address as a new one, creates nothing and e-mails the owner instead', async () => {
      const email = uniqueEmail('dup')
      const first = await post('/api/auth/student/register', registration(email))
      expect(first.statusCode).toBe(201)
      const again = await post(
        '/api/auth/student/register',
        registration(email.toUpperCase(), { name: 'Someone Else' }),
      )
      expect(again.statusCode).toBe(201)
      expect(again.body).toBe(first.body)
      expect(again.headers['content-type']).toBe(first.headers['content-type'])

      const [account, ...more] = await accountsOf(email)
      expect(more).toEqual([])
      expect(account!.name).toBe('Grace Hopper')
      // The owner keeps the password: the second registration's was not stored.
      const login = await post('/api/auth/student/login', {
        email,
        password: 'Secret#123 and more',
      })
      expect(login.statusCode).toBe(200)

      const [notice, ...others] = await mails(email, 'account-exists')
      expect(others).toEqual([])
      expect(notice!.subject).toBe('Someone tried to create a Learnlane account with your address')
      expect(notice!.body).toContain('Hello Grace Hopper,')
      expect(notice!.body).toContain('Learnlane student account')
      expect(notice!.body).not.toContain('Someone Else')
      expect(notice!.body).toMatch(/^http:\/\/localhost:\d+\/login$/m)
      expect(notice!.body).toMatch(/^http:\/\/localhost:\d+\/forgot-password$/m)
      // Only a new account gets a verification link.
      expect(await mails(email, 'email-verification')).toHaveLength(1)

      // The same person may also be a mentor: that is a new account.
      expect((await post('/api/auth/teacher/register', registration(email))).statusCode).toBe(201)
      expect((await accountsOf(email)).map((a) => a.role)).toEqual(['student', 'teacher'])
    })

    it('e-mails the owner a few times at most, and answers alike after that', async () => {
      const email = uniqueEmail('flood')
      const answers = []
      for (let i = 0; i < REGISTER_LIMITS.ownerNoticesPerEmail + 3; i++) {
        answers.push(await post('/api/auth/student/register', registration(email)))
      }
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201))
      expect(new Set(answers.map((a) => a.body)).size).toBe(1)
      // The first one created the account; later ones e-mailed its owner, up to the limit.
      expect(await mails(email, 'account-exists')).toHaveLength(
        REGISTER_LIMITS.ownerNoticesPerEmail - 1,
      )
    })

    it('creates exactly one account from 30 concurrent registrations of the same e-mail', async () => {
      const email = uniqueEmail('race')
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/teacher/register',
            payload: registration(email),
            // Spread over addresses so the per-address registration limit is not what stops them.
            remoteAddress: `10.0.${Math.floor(i / 200)}.${i % 200}`,
          }),
        ),
      )
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201))
      expect(new Set(results.map((r) => r.body))).toEqual(
        new Set([JSON.stringify(REGISTER_RESPONSE)]),
      )
      expect(await accountsOf(email)).toHaveLength(1)
    })

    it('answers 400 with a clear message for malformed JSON and never a 5xx', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/student/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "x",',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'The request body is not valid JSON' })
    })

    it.each([
      ['a JSON array', '[]'],
      ['a JSON string', '"hello"'],
      ['null', 'null'],
      [
        'numbers for text fields',
        JSON.stringify({ name: 1, email: 2, password: 3, confirmPassword: 3 }),
      ],
    ])('answers 400 for %s', async (_label, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/student/register',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(typeof res.json().error).toBe('string')
    })

    it('answers 400 with an error for an unknown account type', async () => {
      const res = await post('/api/auth/wizard/register', registration(uniqueEmail('w')))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'Unknown account type: use teacher or student' })
    })
  })

  describe('POST /api/auth/:kind/login', () => {
    const email = uniqueEmail('login')
    beforeAll(async () => {
      await post('/api/auth/student/register', registration(email))
    })

    it('returns a signed token carrying sub, role, name, email and exp', async () => {
      const res = await post('/api/auth/student/login', { email, password: 'Secret#123 and more' })
      expect(res.statusCode).toBe(200)
      const { token } = res.json()
      const claims = decodeJwt(token)
      expect(claims).toMatchObject({ role: 'student', name: 'Grace Hopper', email })
      expect(typeof claims.sub).toBe('string')
      expect(claims.exp! * 1000).toBeGreaterThan(Date.now())
      expect(await t.app.tokens.verify(token)).not.toBeNull()
    })

    it('accepts the e-mail in any case', async () => {
      const res = await post('/api/auth/student/login', {
        email: email.toUpperCase(),
        password: 'Secret#123 and more',
      })
      expect(res.statusCode).toBe(200)
    })

    it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
      const wrong = await post('/api/auth/student/login', { email, password: 'nope' })
      const unknown = await post('/api/auth/student/login', {
        email: uniqueEmail('ghost'),
        password: 'nope',
      })
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.json()).toEqual({ error: WRONG_CREDENTIALS })
      expect(unknown.json()).toEqual({ error: WRONG_CREDENTIALS })
    })

    it('does not let a student account log in as a mentor, and says it is a student account', async () => {
      const res = await post('/api/auth/teacher/login', { email, password: 'Secret#123 and more' })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        error: 'This is a student account: log in as a Student',
        role: 'student',
      })
    })

    it('says a mentor account is one when its password is sent to the student login', async () => {
      const mentor = uniqueEmail('mentor')
      await post('/api/auth/teacher/register', registration(mentor))
      const res = await post('/api/auth/student/login', {
        email: mentor,
        password: 'Secret#123 and more',
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        error: 'This is a mentor account: log in as a Mentor',
        role: 'teacher',
      })
    })

    it('answers the other role with a wrong password exactly as an unknown e-mail', async () => {
      const otherRoleWrong = await post('/api/auth/teacher/login', { email, password: 'nope' })
      const unknown = await post('/api/auth/teacher/login', {
        email: uniqueEmail('ghost'),
        password: 'nope',
      })
      expect(otherRoleWrong.statusCode).toBe(401)
      expect(otherRoleWrong.json()).toEqual({ error: WRONG_CREDENTIALS })
      expect(otherRoleWrong.body).toBe(unknown.body)
    })

    it('logs each account of an address with both roles in through its own role', async () => {
      const both = uniqueEmail('both')
      await post('/api/auth/teacher/register', registration(both))
      await post(
        '/api/auth/student/register',
        registration(both, {
          password: 'Other#456 and more',
          confirmPassword: 'Other#456 and more',
        }),
      )
      const asMentor = await post('/api/auth/teacher/login', {
        email: both,
        password: 'Secret#123 and more',
      })
      const asStudent = await post('/api/auth/student/login', {
        email: both,
        password: 'Other#456 and more',
      })
      expect(decodeJwt(asMentor.json().token)).toMatchObject({ role: 'teacher', email: both })
      expect(decodeJwt(asStudent.json().token)).toMatchObject({ role: 'student', email: both })
    })

    it('checks the password exactly twice whatever accounts the address has', async () => {
      const verify = vi.spyOn(argon2, 'verify')
      const checksFor = async (kind: string, loginEmail: string, password: string) => {
        verify.mockClear()
        await post(`/api/auth/${kind}/login`, { email: loginEmail, password })
        return verify.mock.calls.length
      }
      try {
        expect(await checksFor('student', email, 'Secret#123 and more')).toBe(2) // right role
        expect(await checksFor('teacher', email, 'Secret#123 and more')).toBe(2) // other role
        expect(await checksFor('teacher', email, 'nope')).toBe(2) // other role, wrong password
        expect(await checksFor('student', email, 'nope')).toBe(2) // wrong password
        expect(await checksFor('teacher', uniqueEmail('ghost'), 'nope')).toBe(2) // unknown
      } finally {
        verify.mockRestore()
      }
    })

    it.each([
      [{ email: '', password: 'x' }, 'Email is required'],
      [{ email: 'bad', password: 'x' }, 'Invalid email address'],
      [{ email: 'a@b.co', password: '' }, 'Password is required'],
      [{}, 'Email is required'],
    ])('rejects %o with "%s"', async (payload, message) => {
      const res = await post('/api/auth/teacher/login', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: message })
    })
  })

  describe('GET /api/me', () => {
    it('returns the signed-in account', async () => {
      const email = uniqueEmail('me')
      await post('/api/auth/teacher/register', registration(email))
      const { token } = (
        await post('/api/auth/teacher/login', { email, password: 'Secret#123 and more' })
      ).json()
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ email, role: 'teacher', name: 'Grace Hopper' })
      expect(res.json()).not.toHaveProperty('passwordHash')
    })

    it.each([
      ['no token', undefined],
      ['a malformed token', 'Bearer abc.def'],
      [
        'a token signed with another secret',
        'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIiwibmFtZSI6IngiLCJlbWFpbCI6IngiLCJleHAiOjk5OTk5OTk5OTl9.2VnCk2Yyq5cXuYp0Rz3cOQqQdVn1PzJr0Q2uDgq0Pdk',
      ],
      ['another scheme', 'Basic dXNlcjpwYXNz'],
    ])('answers 401 with %s', async (_label, authorization) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: authorization ? { authorization } : {},
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'Please log in to continue' })
    })

    it('answers 401 for an expired token', async () => {
      const { createTokenService } = await import('../../lib/tokens')
      const expired = createTokenService('test-secret-test-secret-test-secret-0123', -10)
      const token = await expired.sign({ id: 'x', role: 'teacher', name: 'x', email: 'x@x.io' })
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(401)
    })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Not found: GET /api/does-not-exist' })
  })
})

describe.each(drivers)('login rate limits on %s', (driver) => {
  it('answers 429 after too many attempts from one address', async () => {
    const t = await buildTestApp(driver, { AUTH_RATE_LIMIT_IP: 3 })
    try {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/student/login',
          payload: { email: uniqueEmail('ip'), password: 'x' },
          remoteAddress: '203.0.113.7',
        })
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401)
      const blocked = await attempt()
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().error).toMatch(/^Too many attempts/)
      // Another address is not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/student/login',
        payload: { email: uniqueEmail('ip'), password: 'x' },
        remoteAddress: '203.0.113.8',
      })
      expect(other.statusCode).toBe(401)
    } finally {
      await t.close()
    }
  })

  it('answers 429 after too many attempts on one e-mail from many addresses', async () => {
    const t = await buildTestApp(driver, { AUTH_RATE_LIMIT_EMAIL: 2 })
    try {
      const email = uniqueEmail('target')
      const attempt = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/teacher/login',
          payload: { email, password: 'guess' + i },
          remoteAddress: `198.51.100.${i}`,
        })
      expect((await attempt(1)).statusCode).toBe(401)
      expect((await attempt(2)).statusCode).toBe(401)
      const blocked = await attempt(3)
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json()).toHaveProperty('error')
    } finally {
      await t.close()
    }
  })
})

describe.each(drivers)(
  'login limits do not lock out the owner on %s (issue 10, defect 1)',
  (driver) => {
    let t: TestApp
    beforeAll(async () => {
      t = await buildTestApp(driver, { AUTH_RATE_LIMIT_IP: 1000, AUTH_RATE_LIMIT_EMAIL: 10 })
    })
    afterAll(() => t.close())

    const registered = async () => {
      const email = uniqueEmail('owner')
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/student/register',
        payload: registration(email),
      })
      expect(res.statusCode).toBe(201)
      return email
    }
    const login = (email: string, password: string, remoteAddress = '192.0.2.10') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/student/login',
        payload: { email, password },
        remoteAddress,
      })

    it('lets eleven correct logins in a row all succeed', async () => {
      const email = await registered()
      for (let i = 0; i < 11; i++)
        expect((await login(email, 'Secret#123 and more')).statusCode).toBe(200)
    })

    it('lets the owner in after ten wrong passwords from another address', async () => {
      const email = await registered()
      for (let i = 0; i < 10; i++) {
        expect((await login(email, `wrong${i}`, '203.0.113.66')).statusCode).toBe(401)
      }
      // The attacking address is held back, even with the right password.
      const attacker = await login(email, 'Secret#123 and more', '203.0.113.66')
      expect(attacker.statusCode).toBe(429)
      expect(attacker.json().error).toMatch(
        /^Too many attempts\. Please try again in \d+ seconds\.$/,
      )
      // The owner, from their own address, still logs in.
      expect((await login(email, 'Secret#123 and more', '198.51.100.20')).statusCode).toBe(200)
    })

    it('counts only failures and clears them on success', async () => {
      const email = await registered()
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 9; i++) expect((await login(email, 'nope')).statusCode).toBe(401)
        expect((await login(email, 'Secret#123 and more')).statusCode).toBe(200)
      }
      for (let i = 0; i < 10; i++) expect((await login(email, 'nope')).statusCode).toBe(401)
      expect((await login(email, 'nope')).statusCode).toBe(429)
      // 41 logins, each an argon2id verification (about a second apiece on a busy 2-core machine).
    }, 120_000)
  },
)

describe('registration rate limit', () => {
  it('answers 429 after too many registrations from one address', async () => {
    const t = await buildTestApp('pglite', { REGISTER_RATE_LIMIT_IP: 2 })
    try {
      const register = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/student/register',
          payload: registration(uniqueEmail('many')),
          remoteAddress: '192.0.2.44',
        })
      expect((await register()).statusCode).toBe(201)
      expect((await register()).statusCode).toBe(201)
      const blocked = await register()
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().error).toMatch(
        /^Too many attempts\. Please try again in \d+ seconds\.$/,
      )
    } finally {
      await t.close()
    }
  })
})

describe('login rate limits shared through Redis', () => {
  it('counts attempts across two server instances', async () => {
    const limits = { AUTH_RATE_LIMIT_EMAIL: 2, REDIS_URL: TEST_REDIS_URL }
    const a = await buildTestApp('pglite', limits)
    const b = await buildTestApp('pglite', limits)
    try {
      const email = uniqueEmail('shared')
      const attempt = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/student/login',
          payload: { email, password: 'x' },
        })
      expect((await attempt(a)).statusCode).toBe(401)
      expect((await attempt(b)).statusCode).toBe(401)
      // The third attempt, on the first instance, sees the second instance's count.
      expect((await attempt(a)).statusCode).toBe(429)
    } finally {
      await a.close()
      await b.close()
    }
  })
})
