import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { users } from '../db/schema/index'
import { captureLogs, type CapturedLogs } from '../testing/capture-logs'
import { createTestDatabase, drivers } from '../testing/test-app'
import { loggerOptions, safeError, safeUrl } from './logging'
import { hashPassword } from './passwords'
import { contactFormRequest } from '../testing/requests'

const PASSWORD = 'Pw-5ecret-marker-7f3a!'
const CONTACT_TEXT = 'contact-text-marker-91c2e'
const BEARER = 'bearer-token-marker-0d8e5b'
const COOKIE = 'cookie-marker-44aa'
const RESET_TOKEN = 'reset-token-marker-c0ffee'

describe.each(drivers)('logs on %s', (driver) => {
  let app: FastifyInstance
  let logs: CapturedLogs
  let hash: string
  let drop: () => Promise<void>

  beforeAll(async () => {
    logs = captureLogs()
    const database = await createTestDatabase(driver)
    drop = database.drop
    app = await buildApp(
      testConfig({ LOG_LEVEL: 'trace', REGISTER_RATE_LIMIT_IP: 1000, AUTH_RATE_LIMIT_IP: 1000 }),
      { database, logStream: logs.stream },
    )
    hash = await hashPassword(PASSWORD)
    // A statement that fails in the database with a password hash among its parameters.
    app.post('/fail-insert', async () => {
      const row = { role: 'student' as const, name: 'Dup', email: 'dup@example.test' }
      await app.db.insert(users).values({ ...row, passwordHash: hash })
      await app.db.insert(users).values({ ...row, passwordHash: hash })
      return { ok: true }
    })
    await app.ready()

    await app.inject({ method: 'POST', url: '/fail-insert' })
    const registration = {
      name: 'Grace Hopper',
      email: 'grace.logs@example.test',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }
    await app.inject({ method: 'POST', url: '/api/auth/student/register', payload: registration })
    await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'POST', url: '/api/auth/student/register', payload: registration }),
      ),
    )
    await app.inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { email: registration.email, password: `${PASSWORD}-wrong` },
    })
    await app.inject(
      contactFormRequest({
        first_name: 'Nora',
        email: 'nora.logs@example.test',
        title: 'Hello',
        message: CONTACT_TEXT,
      }),
    )
    await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${BEARER}`, cookie: `session=${COOKIE}` },
    })
    await app.inject({ method: 'GET', url: `/api/courses?page=1&token=${RESET_TOKEN}` })
  })
  afterAll(async () => {
    await app.close()
    await drop()
  })

  it('holds no password, hash, token, cookie or message text', () => {
    const text = logs.text()
    expect(logs.lines().length).toBeGreaterThan(10)
    for (const secret of [PASSWORD, hash, hash.split('$').at(-1)!, CONTACT_TEXT, BEARER, COOKIE]) {
      expect(text).not.toContain(secret)
    }
    expect(text).not.toContain(RESET_TOKEN)
    expect(text).not.toContain('params:')
    expect(text).not.toContain('"params"')
  })

  it('still tells what failed: class, SQLSTATE code, constraint and statement', () => {
    const failure = logs
      .lines()
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === 'unhandled error')
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringContaining('insert into "users"'),
      cause: { code: '23505', constraint: 'users_role_email_key' },
    })
  })
})

describe('safeError', () => {
  it('keeps the class, code and constraint and cuts the parameters off message and stack', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_role_email_key',
      detail: 'Key (email)=(secret@example.test) already exists.',
    })
    class DrizzleQueryError extends Error {
      query = 'insert into "users" ("email") values ($1)'
      params = ['secret@example.test']
    }
    const err = new DrizzleQueryError(
      'Failed query: insert into "users" ("email") values ($1)\nparams: secret@example.test',
      { cause },
    )
    const safe = safeError(err)
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email") values ($1)',
      query: 'insert into "users" ("email") values ($1)',
      cause: { code: '23505', constraint: 'users_role_email_key' },
    })
    expect(JSON.stringify(safe)).not.toContain('secret@example.test')
    expect(safe.stack).toMatch(/^DrizzleQueryError: Failed query[^\n]*\n\s+at /)
  })

  it('masks secret query parameters in logged addresses', () => {
    expect(safeUrl('/api/reset?token=abc&next=%2Fhome')).toBe(
      '/api/reset?token=[redacted]&next=%2Fhome',
    )
    expect(safeUrl('/api/courses?page=2')).toBe('/api/courses?page=2')
  })
})

describe('loggerOptions', () => {
  it('writes readable lines in a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    const tty = loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: undefined }, undefined, true)
    const pipe = loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: undefined }, undefined, false)
    const forced = loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, undefined, true)
    expect(tty).toMatchObject({ stream: expect.anything() })
    expect(pipe).not.toHaveProperty('stream')
    expect(forced).not.toHaveProperty('stream')
    expect(loggerOptions({ LOG_LEVEL: 'silent', LOG_FORMAT: undefined })).toBe(false)
  })
})
