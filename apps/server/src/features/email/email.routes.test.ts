import { randomBytes } from 'node:crypto'
import { EMAIL_DEFAULTS, EMAIL_SERVICE_ERRORS } from '@app/domain/email'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, outbox, subscribers } from '../../db/schema/index'
import { buildTestApp, drivers, TEST_REDIS_URL, type TestApp } from '../../testing/test-app'

const envelope = {
  service_id: EMAIL_DEFAULTS.serviceId,
  user_id: EMAIL_DEFAULTS.publicKey,
  lib_version: '4.4.1',
}
const contactFields = {
  first_name: 'Nora',
  email: 'nora@example.test',
  title: 'Group discount',
  message: 'Do you offer a discount for a team of ten?',
}
const MAIL_TO = 'team@learnlane.test'

/** A unique address per test, so throttles and de-duplication never leak between tests. */
const uniqueEmail = (name = 'reader') => `${name}.${randomBytes(4).toString('hex')}@example.test`

function sendForm(
  app: FastifyInstance,
  fields: Record<string, string>,
  options: { file?: { field: string; name: string; content: string }; ip?: string } = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (options.file) {
    form.append(
      options.file.field,
      new Blob([options.file.content], { type: 'text/plain' }),
      options.file.name,
    )
  }
  return app.inject({
    method: 'POST',
    url: '/api/v1.0/email/send-form',
    payload: form,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  })
}

function sendJson(app: FastifyInstance, body: unknown, ip?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1.0/email/send',
    payload: body as Record<string, unknown>,
    ...(ip ? { remoteAddress: ip } : {}),
  })
}

async function counts(t: TestApp) {
  const count = async (table: typeof outbox | typeof subscribers | typeof contactMessages) => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table)
    return row?.n ?? 0
  }
  return {
    subscribers: await count(subscribers),
    contactMessages: await count(contactMessages),
    outbox: await count(outbox),
  }
}

async function clear(t: TestApp) {
  await t.database.db.delete(subscribers)
  await t.database.db.delete(contactMessages)
  await t.database.db.delete(outbox)
}

describe.each(drivers)('POST /api/v1.0/email/send-form on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, {
      MAIL_TO,
      EMAIL_BLOCKLIST: ['spam@example.test', 'blocked.test'],
      EMAIL_RATE_LIMIT_IP: 1000,
      EMAIL_RATE_LIMIT_ADDRESS: 1000,
    })
  })
  afterAll(() => t.close())
  afterEach(() => clear(t))

  it('stores a subscribe form once with one welcome message, answering 200 OK', async () => {
    const res = await sendForm(t.app, {
      ...envelope,
      template_id: 'subscribe',
      email: '  Reader@Example.TEST ',
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('OK')

    const rows = await t.database.db.select().from(subscribers)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'reader@example.test', source: 'subscribe' })
    const messages = await t.database.db.select().from(outbox)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      id: rows[0]?.outboxId,
      template: 'subscribe',
      recipient: 'reader@example.test',
      replyTo: MAIL_TO,
      subject: 'Welcome to Learnlane news',
      status: 'pending',
      attempts: 0,
      params: { email: 'reader@example.test' },
    })
    expect(messages[0]?.body).toContain('You subscribed with reader@example.test.')
  })

  it('answers 200 to a repeated subscribe but keeps one subscriber and one message', async () => {
    const first = await sendForm(t.app, {
      ...envelope,
      template_id: 'subscribe',
      email: 'again@example.test',
    })
    const [before] = await t.database.db.select().from(subscribers)
    const second = await sendForm(t.app, {
      ...envelope,
      template_id: 'subscribe',
      email: 'AGAIN@example.test',
    })
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])

    expect(await counts(t)).toEqual({ subscribers: 1, contactMessages: 0, outbox: 1 })
    const [after] = await t.database.db.select().from(subscribers)
    expect(after?.firstSeenAt).toEqual(before?.firstSeenAt)
    expect(after!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before!.lastSeenAt.getTime())
  })

  it('stores a contact form with its notification to the team, answering 200 OK', async () => {
    const res = await sendForm(t.app, { ...envelope, template_id: 'contact', ...contactFields })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('OK')

    const rows = await t.database.db.select().from(contactMessages)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      firstName: 'Nora',
      email: 'nora@example.test',
      title: 'Group discount',
      message: 'Do you offer a discount for a team of ten?',
    })
    const messages = await t.database.db.select().from(outbox)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      id: rows[0]?.outboxId,
      template: 'contact',
      recipient: MAIL_TO,
      replyTo: 'nora@example.test',
      subject: 'Contact form: Group discount',
      status: 'pending',
    })
    expect(messages[0]?.body).toContain('Do you offer a discount for a team of ten?')
    expect(messages[0]?.body).toContain('Name: Nora')
  })

  it('keeps line breaks of a contact title out of the mail subject', async () => {
    const res = await sendForm(t.app, {
      ...envelope,
      template_id: 'contact',
      ...contactFields,
      title: 'Hello\r\nBcc: someone@example.test',
    })
    expect(res.statusCode).toBe(200)
    const [message] = await t.database.db.select().from(outbox)
    expect(message?.subject).toBe('Contact form: Hello Bcc: someone@example.test')
  })

  it.each([
    [
      'the service id is missing',
      { user_id: envelope.user_id, template_id: 'subscribe', email: 'a@example.test' },
      EMAIL_SERVICE_ERRORS.serviceIdRequired,
    ],
    [
      'the public key is missing',
      { service_id: envelope.service_id, template_id: 'subscribe', email: 'a@example.test' },
      EMAIL_SERVICE_ERRORS.publicKeyRequired,
    ],
    [
      'the template id is missing',
      { ...envelope, email: 'a@example.test' },
      EMAIL_SERVICE_ERRORS.templateIdRequired,
    ],
    [
      'the public key is wrong',
      {
        ...envelope,
        user_id: 'someone-elses-key',
        template_id: 'subscribe',
        email: 'a@example.test',
      },
      'The Public Key is invalid',
    ],
    [
      'the service id is wrong',
      { ...envelope, service_id: 'service_x', template_id: 'subscribe', email: 'a@example.test' },
      'The service ID is invalid',
    ],
    [
      'the template is unknown',
      { ...envelope, template_id: 'template_x', email: 'a@example.test' },
      'The template ID is invalid',
    ],
    [
      'the e-mail is invalid',
      { ...envelope, template_id: 'subscribe', email: 'not-an-address' },
      'Email must be a valid e-mail address',
    ],
    ['the e-mail is missing', { ...envelope, template_id: 'subscribe' }, 'Email is required'],
    [
      'a contact field is missing',
      { ...envelope, template_id: 'contact', ...contactFields, title: '' },
      'Title is required',
    ],
    [
      'the contact message is missing',
      {
        ...envelope,
        template_id: 'contact',
        first_name: 'Nora',
        email: 'nora@example.test',
        title: 'Hi',
      },
      'Message is required',
    ],
  ])('answers 400 and stores nothing when %s', async (_case, fields, error) => {
    const res = await sendForm(t.app, fields)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
    expect(await counts(t)).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })

  it('refuses a form with a file attached and stores nothing', async () => {
    const res = await sendForm(
      t.app,
      { ...envelope, template_id: 'contact', ...contactFields },
      {
        file: { field: 'attachment', name: 'notes.txt', content: 'hello' },
      },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: EMAIL_SERVICE_ERRORS.fileNotAccepted })
    expect(await counts(t)).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })

  it('refuses a field sent twice and stores nothing', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ ...envelope, template_id: 'subscribe' }))
      form.append(name, value)
    form.append('email', 'one@example.test')
    form.append('email', 'two@example.test')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      payload: form,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: EMAIL_SERVICE_ERRORS.fieldRepeated })
    expect(await counts(t)).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })

  it('refuses a body that is not a multipart form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      payload: { ...envelope, template_id: 'subscribe', email: 'a@example.test' },
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ error: EMAIL_SERVICE_ERRORS.notMultipart })
    expect(await counts(t)).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })

  it.each([
    ['a blocklisted address', 'Spam@Example.test'],
    ['an address at a blocklisted domain', 'someone@blocked.test'],
    ['an address at a subdomain of a blocklisted domain', 'someone@mail.blocked.test'],
  ])('answers 403 Forbidden to %s and stores nothing', async (_case, email) => {
    const subscribe = await sendForm(t.app, { ...envelope, template_id: 'subscribe', email })
    const contact = await sendForm(t.app, {
      ...envelope,
      template_id: 'contact',
      ...contactFields,
      email,
    })
    for (const res of [subscribe, contact]) {
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'Forbidden' })
    }
    expect(await counts(t)).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })

  it('answers a preflight with the allowed methods and no cross-origin grant', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1.0/email/send-form',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'POST' },
    })
    expect(res.statusCode).toBe(204)
    expect(res.headers.allow).toBe('POST, OPTIONS')
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe.each(drivers)('POST /api/v1.0/email/send on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, {
      MAIL_TO,
      EMAIL_BLOCKLIST: ['@blocked.test'],
      EMAIL_RATE_LIMIT_IP: 1000,
      EMAIL_RATE_LIMIT_ADDRESS: 1000,
    })
  })
  afterAll(() => t.close())
  afterEach(() => clear(t))

  it('stores a subscribe call once and ignores the access token', async () => {
    const body = {
      ...envelope,
      template_id: 'subscribe',
      template_params: { email: 'json@example.test' },
      accessToken: 'private-key-of-the-hosted-service',
    }
    const first = await sendJson(t.app, body)
    const second = await sendJson(t.app, body)
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    expect(first.body).toBe('OK')
    expect(await counts(t)).toEqual({ subscribers: 1, contactMessages: 0, outbox: 1 })
  })

  it('stores a contact call with its notification', async () => {
    const res = await sendJson(t.app, {
      ...envelope,
      template_id: 'contact',
      template_params: contactFields,
    })
    expect(res.statusCode).toBe(200)
    expect(await counts(t)).toEqual({ subscribers: 0, contactMessages: 1, outbox: 1 })
    const [message] = await t.database.db.select().from(outbox)
    expect(message).toMatchObject({ recipient: MAIL_TO, replyTo: 'nora@example.test' })
  })

  it.each([
    [
      'the public key is missing',
      {
        service_id: envelope.service_id,
        template_id: 'subscribe',
        template_params: { email: 'a@example.test' },
      },
      'The Public Key is required',
    ],
    [
      'the service id is missing',
      {
        user_id: envelope.user_id,
        template_id: 'subscribe',
        template_params: { email: 'a@example.test' },
      },
      'The service ID is required',
    ],
    [
      'the public key is wrong',
      {
        ...envelope,
        user_id: 'nope',
        template_id: 'subscribe',
        template_params: { email: 'a@example.test' },
      },
      'The Public Key is invalid',
    ],
    [
      'the template is unknown',
      { ...envelope, template_id: 'welcome', template_params: { email: 'a@example.test' } },
      'The template ID is invalid',
    ],
    [
      'the template parameters are not an object',
      { ...envelope, template_id: 'subscribe', template_params: 'a@example.test' },
      EMAIL_SERVICE_ERRORS.templateParamsInvalid,
    ],
    [
      'the template parameters are missing',
      { ...envelope, template_id: 'subscribe' },
      'Email is required',
    ],
    [
      'the e-mail is invalid',
      { ...envelope, template_id: 'subscribe', template_params: { email: 'a@b' } },
      'Email must be a valid e-mail address',
    ],
    [
      'the e-mail is not text',
      { ...envelope, template_id: 'subscribe', template_params: { email: 42 } },
      'Email is required',
    ],
    [
      'a contact field is missing',
      {
        ...envelope,
        template_id: 'contact',
        template_params: { ...contactFields, first_name: ' ' },
      },
      'First name is required',
    ],
    ['the body is not an object', [envelope], EMAIL_SERVICE_ERRORS.bodyInvalid],
  ])('answers 400 and stores nothing when %s', async (_case, body, error) => {
    const res = await sendJson(t.app, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
    expect(await counts(t)).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })

  it('answers 400 to malformed JSON and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      headers: { 'content-type': 'application/json' },
      payload: '{"service_id": "learnlane_mail", "template_params": {',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON' })
    expect(await counts(t)).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })

  it('answers 403 Forbidden to a blocklisted domain and stores nothing', async () => {
    const res = await sendJson(t.app, {
      ...envelope,
      template_id: 'contact',
      template_params: { ...contactFields, email: 'x@blocked.test' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'Forbidden' })
    expect(await counts(t)).toEqual({ subscribers: 0, contactMessages: 0, outbox: 0 })
  })
})

describe.each(drivers)('e-mail throttling on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { EMAIL_RATE_LIMIT_IP: 4, EMAIL_RATE_LIMIT_ADDRESS: 2 })
  })
  afterAll(() => t.close())

  it('answers 429 when one address sends too often, and stores nothing for it', async () => {
    const email = uniqueEmail()
    const contact = { ...envelope, template_id: 'contact', ...contactFields, email }
    const answers = [
      (await sendForm(t.app, contact, { ip: '10.1.0.1' })).statusCode,
      (await sendForm(t.app, contact, { ip: '10.1.0.2' })).statusCode,
    ]
    const third = await sendForm(t.app, contact, { ip: '10.1.0.3' })
    expect(answers).toEqual([200, 200])
    expect(third.statusCode).toBe(429)
    expect(third.json()).toEqual({ error: 'Too Many Requests' })
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    expect((await counts(t)).contactMessages).toBe(2)

    const other = await sendForm(t.app, { ...contact, email: uniqueEmail() }, { ip: '10.1.0.4' })
    expect(other.statusCode).toBe(200)
  })

  it('answers 429 when one client address sends too often', async () => {
    const ip = '10.2.0.1'
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await sendJson(
        t.app,
        { ...envelope, template_id: 'subscribe', template_params: { email: uniqueEmail() } },
        ip,
      )
      statuses.push(res.statusCode)
      if (res.statusCode === 429) expect(res.json()).toEqual({ error: 'Too Many Requests' })
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429])

    const elsewhere = await sendJson(
      t.app,
      { ...envelope, template_id: 'subscribe', template_params: { email: uniqueEmail() } },
      '10.2.0.2',
    )
    expect(elsewhere.statusCode).toBe(200)
  })
})

describe('e-mail throttling shared through Redis', () => {
  let apps: TestApp[] = []
  beforeAll(async () => {
    const config = {
      REDIS_URL: TEST_REDIS_URL,
      EMAIL_RATE_LIMIT_IP: 1000,
      EMAIL_RATE_LIMIT_ADDRESS: 2,
    }
    apps = await Promise.all([buildTestApp('pglite', config), buildTestApp('pglite', config)])
  })
  afterAll(async () => {
    for (const t of apps) await t.close()
  })

  it('counts one address across two instances that share Redis', async () => {
    const [a, b] = apps as [TestApp, TestApp]
    const email = uniqueEmail('redis')
    const body = {
      ...envelope,
      template_id: 'contact',
      template_params: { ...contactFields, email },
    }
    const ip = `10.3.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

    expect((await sendJson(a.app, body, ip)).statusCode).toBe(200)
    expect((await sendJson(b.app, body, ip)).statusCode).toBe(200)
    const third = await sendJson(a.app, body, ip)
    expect(third.statusCode).toBe(429)
    expect(third.json()).toEqual({ error: 'Too Many Requests' })
    const fourth = await sendJson(b.app, body, ip)
    expect(fourth.statusCode).toBe(429)
    expect((await counts(a)).contactMessages + (await counts(b)).contactMessages).toBe(2)
  })
})
