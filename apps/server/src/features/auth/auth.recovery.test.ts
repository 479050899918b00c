import { createHash } from 'node:crypto'
import { PASSWORD_MESSAGES, RECOVERY_MESSAGES } from '@app/domain/auth'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app'
import { testConfig } from '../../config'
import { accountSecurity, accountTokens, outbox, users } from '../../db/schema/index'
import { captureLogs } from '../../testing/capture-logs'
import { buildTestApp, createTestDatabase, drivers, type TestApp } from '../../testing/test-app'
import { RESET_LIMITS, VERIFICATION_LIMITS } from './auth.routes'
import type { Db } from '../../db/client'

/** The stored reset requests for an address that the outbox worker has not resolved yet. */
const pendingRequests = (db: Db, email: string) =>
  db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.template, 'job:password-reset-request'),
        sql`${outbox.params}->>'email' = ${email}`,
      ),
    )
/**
 * A reset request is answered first and resolved by the outbox worker afterwards: waits until the
 * worker has resolved every request for the address.
 */
const requestsResolved = (db: Db, email: string) =>
  vi.waitFor(async () => expect(await pendingRequests(db, email)).toEqual([]), {
    timeout: 10_000,
    interval: 20,
  })

const PASSWORD = 'Secret#123 and more'
const NEW_PASSWORD = 'a brand new pass phrase'

let counter = 0
const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`
/** A fresh client address per call, so one test's requests never count against another's. */
let addresses = 0
const freshIp = () => `10.77.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const MINUTE = 60 * 1000

describe.each(drivers)('account recovery on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, {
      REGISTER_RATE_LIMIT_IP: 1000,
      AUTH_RATE_LIMIT_IP: 1000,
      // Links in e-mails start with the configured public address.
      PUBLIC_URL: 'https://learnlane.example',
    })
  })
  afterAll(() => t.close())

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress: freshIp(),
    })
  const register = (email: string, overrides: Record<string, unknown> = {}, kind = 'student') =>
    post(`/api/auth/${kind}/register`, {
      name: 'Grace Hopper',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...overrides,
    })
  const login = async (email: string, password: string) =>
    post('/api/auth/student/login', { email, password })
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })
  const mails = (recipient: string, template: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
      .orderBy(asc(outbox.createdAt))
  /** The token of the link in an e-mail body. */
  const tokenIn = (body: string, page: 'reset-password' | 'verify-email') => {
    const match = new RegExp(
      `^https://learnlane\\.example/${page}\\?token=([A-Za-z0-9_-]{43})$`,
      'm',
    ).exec(body)
    expect(match, `a ${page} link in:\n${body}`).not.toBeNull()
    return match![1]!
  }
  const tokensOf = (email: string, purpose: 'password-reset' | 'email-verification') =>
    t.database.db
      .select({ token: accountTokens })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(and(eq(users.email, email), eq(accountTokens.purpose, purpose)))
      .orderBy(asc(accountTokens.createdAt))
      .then((rows) => rows.map((r) => r.token))
  const expireTokens = (email: string, purpose: 'password-reset' | 'email-verification') =>
    t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(accountTokens.purpose, purpose),
          eq(
            accountTokens.userId,
            t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)),
          ),
        ),
      )

  describe('the password rule on registration', () => {
    it.each([
      ['fourteen characters', 'fourteen chars', { error: PASSWORD_MESSAGES.tooShort }],
      ['129 characters', 'p'.repeat(129), { error: PASSWORD_MESSAGES.tooLong }],
      [
        'a common password',
        'passwordpassword',
        { error: PASSWORD_MESSAGES.tooCommon, field: 'password' },
      ],
      [
        'one character repeated',
        'zzzzzzzzzzzzzzzz',
        { error: PASSWORD_MESSAGES.tooCommon, field: 'password' },
      ],
    ])('refuses %s and creates no account', async (_label, password, body) => {
      const email = uniqueEmail('rule')
      const res = await register(email, { password, confirmPassword: password })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(body)
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([])
      expect(await mails(email, 'email-verification')).toEqual([])
    })

    it('refuses the e-mail address, its local part and the name as the password', async () => {
      const email = uniqueEmail('grace.brewster.hopper')
      for (const password of [email, email.split('@')[0]!, 'Grace Brewster Hopper']) {
        const res = await register(email, {
          name: 'Grace Brewster Hopper',
          password,
          confirmPassword: password,
        })
        expect(res.statusCode).toBe(400)
        expect(res.json()).toEqual({ error: PASSWORD_MESSAGES.tooCommon, field: 'password' })
      }
    })

    it('counts characters, not UTF-16 units: fifteen emoji are enough', async () => {
      const password = '🦊🐢🦉🐙🦋🐝🦀🐳🦒🐧🦔🐌🦎🐠🦜'
      expect(password.length).toBe(30)
      const email = uniqueEmail('emoji')
      expect((await register(email, { password, confirmPassword: password })).statusCode).toBe(201)
      expect((await login(email, password)).statusCode).toBe(200)
    })
  })

  describe('the password rule on the settings change', () => {
    it('refuses a common password or the e-mail there too, and changes nothing', async () => {
      const email = uniqueEmail('settings')
      await register(email)
      const { token: session } = (await login(email, PASSWORD)).json<{ token: string }>()
      const change = (newPassword: string) =>
        post(
          '/api/me/password',
          { currentPassword: PASSWORD, newPassword, retypePassword: newPassword },
          { authorization: `Bearer ${session}` },
        )
      for (const weak of ['1234qwerasdfzxcv', email]) {
        const res = await change(weak)
        expect(res.statusCode).toBe(400)
        expect(res.json().error).toBe(PASSWORD_MESSAGES.tooCommon)
      }
      expect((await change('fourteen chars')).json()).toEqual({
        error: PASSWORD_MESSAGES.tooShort,
      })
      expect((await me(session)).statusCode).toBe(200)
      expect((await login(email, PASSWORD)).statusCode).toBe(200)
    })
  })

  describe('e-mail verification', () => {
    it('queues a verification link with a new account and stores only its hash', async () => {
      const email = uniqueEmail('verify')
      const res = await register(email)
      expect(res.statusCode).toBe(201)
      const [account] = await t.database.db.select().from(users).where(eq(users.email, email))
      expect(account!.emailVerifiedAt).toBeNull()

      const [mail, ...more] = await mails(email, 'email-verification')
      expect(more).toEqual([])
      expect(mail).toMatchObject({ status: 'pending', subject: expect.stringContaining('e-mail') })
      const token = tokenIn(mail!.body, 'verify-email')
      expect(JSON.stringify(mail!.params)).not.toContain(token)

      const [row, ...others] = await tokensOf(email, 'email-verification')
      expect(others).toEqual([])
      expect(row!.tokenHash).toBe(sha256(token))
      expect(row!.usedAt).toBeNull()
      const ttl = row!.expiresAt.getTime() - Date.now()
      expect(ttl).toBeGreaterThan(24 * 60 * MINUTE - 5 * MINUTE)
      expect(ttl).toBeLessThanOrEqual(24 * 60 * MINUTE)
    })

    it('verifies the address once, and a second click says it already is', async () => {
      const email = uniqueEmail('verify')
      await register(email)
      const { token: session } = (await login(email, PASSWORD)).json<{ token: string }>()
      expect((await me(session)).json().emailVerified).toBe(false)
      const token = tokenIn((await mails(email, 'email-verification'))[0]!.body, 'verify-email')

      const first = await post('/api/auth/verify-email', { token })
      expect(first.statusCode).toBe(200)
      expect(first.json()).toEqual({ message: RECOVERY_MESSAGES.verified })
      expect((await me(session)).json().emailVerified).toBe(true)
      expect((await tokensOf(email, 'email-verification'))[0]!.usedAt).not.toBeNull()

      const again = await post('/api/auth/verify-email', { token })
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual({ message: RECOVERY_MESSAGES.alreadyVerified })
    })

    it('refuses an unknown link and an expired one, leaving the address unverified', async () => {
      const unknown = await post('/api/auth/verify-email', { token: 'x'.repeat(43) })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json()).toEqual({ error: RECOVERY_MESSAGES.verifyInvalid })
      const missing = await post('/api/auth/verify-email', {})
      expect(missing.statusCode).toBe(400)
      expect(missing.json()).toEqual({ error: RECOVERY_MESSAGES.verifyInvalid })

      const email = uniqueEmail('late')
      await register(email)
      const token = tokenIn((await mails(email, 'email-verification'))[0]!.body, 'verify-email')
      await expireTokens(email, 'email-verification')
      const expired = await post('/api/auth/verify-email', { token })
      expect(expired.statusCode).toBe(400)
      expect(expired.json()).toEqual({ error: RECOVERY_MESSAGES.verifyExpired })
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
      expect(user!.emailVerifiedAt).toBeNull()
    })

    it('sends a fresh link to the signed-in owner, a few times at most', async () => {
      const email = uniqueEmail('resend')
      await register(email)
      const { token: session } = (await login(email, PASSWORD)).json<{ token: string }>()
      const auth = { authorization: `Bearer ${session}` }
      for (let i = 0; i < VERIFICATION_LIMITS.perAccount; i++) {
        const res = await post('/api/me/verification-email', undefined, auth)
        expect(res.statusCode).toBe(202)
        expect(res.json()).toEqual({ message: RECOVERY_MESSAGES.verificationSent })
      }
      const sent = await mails(email, 'email-verification')
      expect(sent).toHaveLength(1 + VERIFICATION_LIMITS.perAccount)
      const tokens = sent.map((m) => tokenIn(m.body, 'verify-email'))
      expect(new Set(tokens).size).toBe(tokens.length)

      const blocked = await post('/api/me/verification-email', undefined, auth)
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().error).toMatch(
        /^Too many attempts\. Please try again in \d+ seconds\.$/,
      )
      expect(await mails(email, 'email-verification')).toHaveLength(sent.length)

      // The newest link works, and the older ones are spent with it.
      expect((await post('/api/auth/verify-email', { token: tokens.at(-1) })).statusCode).toBe(200)
      const rows = await tokensOf(email, 'email-verification')
      expect(rows.every((row) => row.usedAt !== null)).toBe(true)
    })

    it('answers 409 to a verified account and 401 without a login', async () => {
      const email = uniqueEmail('done')
      await register(email)
      const token = tokenIn((await mails(email, 'email-verification'))[0]!.body, 'verify-email')
      await post('/api/auth/verify-email', { token })
      const { token: session } = (await login(email, PASSWORD)).json<{ token: string }>()
      const verified = await post('/api/me/verification-email', undefined, {
        authorization: `Bearer ${session}`,
      })
      expect(verified.statusCode).toBe(409)
      expect(verified.json()).toEqual({ error: RECOVERY_MESSAGES.alreadyVerified })
      expect((await post('/api/me/verification-email', undefined)).statusCode).toBe(401)
    })
  })

  describe('POST /api/auth/password-reset/request', () => {
    it('answers a known and an unknown address alike and mails only the known one', async () => {
      const known = uniqueEmail('known')
      await register(known)
      const unknown = uniqueEmail('nobody')
      const a = await post('/api/auth/password-reset/request', { email: known.toUpperCase() })
      const b = await post('/api/auth/password-reset/request', { email: unknown })
      expect(a.statusCode).toBe(202)
      expect(b.statusCode).toBe(202)
      expect(a.body).toBe(b.body)
      expect(a.json()).toEqual({ message: RECOVERY_MESSAGES.resetRequested })
      expect(a.headers['content-type']).toBe(b.headers['content-type'])

      await requestsResolved(t.database.db, known)
      await requestsResolved(t.database.db, unknown)
      expect(await mails(unknown, 'password-reset')).toEqual([])
      const [mail, ...more] = await mails(known, 'password-reset')
      expect(more).toEqual([])
      const token = tokenIn(mail!.body, 'reset-password')
      const [row] = await tokensOf(known, 'password-reset')
      expect(row!.tokenHash).toBe(sha256(token))
      expect(row!.tokenHash).not.toContain(token)
      const ttl = row!.expiresAt.getTime() - Date.now()
      expect(ttl).toBeGreaterThan(25 * MINUTE)
      expect(ttl).toBeLessThanOrEqual(30 * MINUTE)
    })

    it('mails a link for each account of the address, mentor and student', async () => {
      const email = uniqueEmail('both')
      await register(email, {}, 'teacher')
      await register(email, {}, 'student')
      await post('/api/auth/password-reset/request', { email })
      await requestsResolved(t.database.db, email)
      const sent = await mails(email, 'password-reset')
      expect(sent.map((m) => m.body.match(/Learnlane (\w+) account/)?.[1]).sort()).toEqual([
        'mentor',
        'student',
      ])
    })

    it('limits requests per e-mail, for a known and an unknown address alike', async () => {
      const known = uniqueEmail('many')
      await register(known)
      for (const email of [known, uniqueEmail('ghost')]) {
        for (let i = 0; i < RESET_LIMITS.perEmail; i++) {
          expect((await post('/api/auth/password-reset/request', { email })).statusCode).toBe(202)
        }
        const blocked = await post('/api/auth/password-reset/request', { email })
        expect(blocked.statusCode).toBe(429)
        expect(blocked.json().error).toMatch(/^Too many attempts/)
      }
      await requestsResolved(t.database.db, known)
      expect(await mails(known, 'password-reset')).toHaveLength(RESET_LIMITS.perEmail)
    })

    it('limits requests per client address', async () => {
      const remoteAddress = freshIp()
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          payload: { email: uniqueEmail('spray') },
          remoteAddress,
        })
      for (let i = 0; i < RESET_LIMITS.perIp; i++) expect((await ask()).statusCode).toBe(202)
      expect((await ask()).statusCode).toBe(429)
    })

    it('refuses a malformed address with the form message', async () => {
      const res = await post('/api/auth/password-reset/request', { email: 'not-an-email' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'Invalid email address' })
    })
  })

  describe('POST /api/auth/password-reset/confirm', () => {
    const requestLink = async (email: string) => {
      await post('/api/auth/password-reset/request', { email })
      await requestsResolved(t.database.db, email)
      const sent = await mails(email, 'password-reset')
      return tokenIn(sent.at(-1)!.body, 'reset-password')
    }
    const confirm = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
      post('/api/auth/password-reset/confirm', { token, password, confirmPassword })

    it('sets the password, spends every link of the account and signs out every session', async () => {
      const email = uniqueEmail('reset')
      await register(email)
      const { token: oldSession } = (await login(email, PASSWORD)).json<{ token: string }>()
      expect((await me(oldSession)).statusCode).toBe(200)
      const first = await requestLink(email)
      const second = await requestLink(email)

      const res = await confirm(second)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: RECOVERY_MESSAGES.passwordChanged })

      // Every login token signed before is refused; the old password no longer works.
      expect((await me(oldSession)).statusCode).toBe(401)
      expect((await login(email, PASSWORD)).statusCode).toBe(401)
      const fresh = await login(email, NEW_PASSWORD)
      expect(fresh.statusCode).toBe(200)
      const account = (await me(fresh.json<{ token: string }>().token)).json()
      // The link came by e-mail, so the address is verified too.
      expect(account.emailVerified).toBe(true)
      const [security] = await t.database.db
        .select()
        .from(accountSecurity)
        .where(eq(accountSecurity.userId, account.id))
      expect(security!.tokenVersion).toBe(1)

      // Single use: the link just used and the older one are both spent.
      for (const token of [second, first]) {
        const again = await confirm(token, 'yet another pass phrase')
        expect(again.statusCode).toBe(400)
        expect(again.json()).toEqual({ error: RECOVERY_MESSAGES.resetUsed })
      }
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
    })

    it('refuses an expired link and an unknown one', async () => {
      const email = uniqueEmail('expired')
      await register(email)
      const token = await requestLink(email)
      await expireTokens(email, 'password-reset')
      const expired = await confirm(token)
      expect(expired.statusCode).toBe(400)
      expect(expired.json()).toEqual({ error: RECOVERY_MESSAGES.resetExpired })
      expect((await login(email, PASSWORD)).statusCode).toBe(200)

      const unknown = await confirm('A'.repeat(43))
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json()).toEqual({ error: RECOVERY_MESSAGES.resetInvalid })
    })

    it('refuses a common or short password and keeps the link usable', async () => {
      const email = uniqueEmail('weak')
      await register(email)
      const token = await requestLink(email)

      const common = await confirm(token, 'qwerty123456789')
      expect(common.statusCode).toBe(400)
      expect(common.json()).toEqual({ error: PASSWORD_MESSAGES.tooCommon, field: 'password' })
      const own = await confirm(token, email)
      expect(own.json()).toEqual({ error: PASSWORD_MESSAGES.tooCommon, field: 'password' })
      const short = await confirm(token, 'short one')
      expect(short.statusCode).toBe(400)
      expect(short.json()).toEqual({ error: PASSWORD_MESSAGES.tooShort })
      const mismatch = await confirm(token, NEW_PASSWORD, 'another pass phrase')
      expect(mismatch.json()).toEqual({ error: 'Passwords do not match' })

      expect((await confirm(token)).statusCode).toBe(200)
    })
  })
})

describe('demo accounts', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('pglite', { seed: true })
  })
  afterAll(() => t.close())

  it.each([
    ['teacher', 'mentor@learnlane.test', 'Mentor#2026'],
    ['student', 'student@learnlane.test', 'Student#2026'],
  ])('a %s logs in with the short demo password and is verified', async (kind, email, password) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/${kind}/login`,
      payload: { email, password },
    })
    expect(res.statusCode).toBe(200)
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${res.json<{ token: string }>().token}` },
    })
    expect(account.json()).toMatchObject({ email, emailVerified: true })
  })
})

describe('recovery logs', () => {
  it('never write a link token or the new password, even at trace level', async () => {
    const logs = captureLogs()
    const database = await createTestDatabase('pglite')
    const app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), {
      database,
      logStream: logs.stream,
    })
    try {
      const email = uniqueEmail('logs')
      const post = (url: string, payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() })
      await post('/api/auth/student/register', {
        name: 'Log Reader',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      })
      await post('/api/auth/password-reset/request', { email })
      await requestsResolved(database.db, email)
      const bodies = await database.db
        .select({ template: outbox.template, body: outbox.body })
        .from(outbox)
        .where(eq(outbox.recipient, email))
      const token = (template: string) =>
        /token=([A-Za-z0-9_-]+)/.exec(bodies.find((b) => b.template === template)!.body)![1]!
      const verify = token('email-verification')
      const reset = token('password-reset')
      expect((await post('/api/auth/verify-email', { token: verify })).statusCode).toBe(200)
      const confirmed = await post('/api/auth/password-reset/confirm', {
        token: reset,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      expect(confirmed.statusCode).toBe(200)

      const text = logs.text()
      expect(text).toContain('password reset')
      for (const secret of [verify, reset, NEW_PASSWORD, PASSWORD])
        expect(text).not.toContain(secret)
    } finally {
      await app.close()
      await database.drop()
    }
  })
})
