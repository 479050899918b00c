import type { Role } from '@app/domain/auth'
import {
  AdminMessagesResponseSchema,
  AdminOutboxListSchema,
  AdminOutboxMessageSchema,
  EMAIL_DEFAULTS,
} from '@app/domain/email'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, subscribers } from '../../db/schema/index'
import { addAccount } from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const envelope = { service_id: EMAIL_DEFAULTS.serviceId, user_id: EMAIL_DEFAULTS.publicKey }

/** A token of a fresh account of the role (a token of no account is refused). */
async function tokenFor(t: TestApp, role: Role) {
  return (await addAccount(t, role)).token
}

function send(app: FastifyInstance, templateId: string, params: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1.0/email/send',
    payload: { ...envelope, template_id: templateId, template_params: params },
  })
}

describe.each(drivers)('GET /api/admin/messages on %s', (driver) => {
  let t: TestApp
  let adminToken: string
  beforeAll(async () => {
    t = await buildTestApp(driver, { EMAIL_RATE_LIMIT_IP: 1000, EMAIL_RATE_LIMIT_ADDRESS: 1000 })
    adminToken = await tokenFor(t, 'admin')
    // Three subscribers and three contact messages, oldest first.
    for (let i = 1; i <= 3; i++) {
      expect(
        (await send(t.app, 'subscribe', { email: `reader${i}@example.test` })).statusCode,
      ).toBe(200)
      expect(
        (
          await send(t.app, 'contact', {
            first_name: `Person ${i}`,
            email: `person${i}@example.test`,
            title: `Question ${i}`,
            message: `Message number ${i}`,
          })
        ).statusCode,
      ).toBe(200)
    }
    // Give the rows distinct, ordered times whatever the clock's resolution.
    await t.database.db.execute(sql`
      update subscribers set first_seen_at = now() - (interval '1 minute' * (4 - substring(email from 'reader(\\d)')::int))`)
    await t.database.db.execute(sql`
      update contact_messages set created_at = now() - (interval '1 minute' * (4 - substring(title from 'Question (\\d)')::int))`)
    // One welcome was delivered, one failed for good.
    const [first] = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'reader1@example.test'))
    await t.database.db
      .update(outbox)
      .set({ status: 'sent', attempts: 1, sentAt: sql`now()`, nextAttemptAt: null })
      .where(eq(outbox.id, first!.outboxId!))
    const [second] = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'reader2@example.test'))
    await t.database.db
      .update(outbox)
      .set({ status: 'failed', attempts: 8, lastError: '550 No such mailbox', nextAttemptAt: null })
      .where(eq(outbox.id, second!.outboxId!))
  })
  afterAll(() => t.close())

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/messages' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Please log in to continue' })
  })

  it('answers 401 to a forged token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: { authorization: 'Bearer not.a.token' },
    })
    expect(res.statusCode).toBe(401)
  })

  it.each(['teacher', 'student'] as const)('answers 403 to a %s', async (role) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: { authorization: `Bearer ${await tokenFor(t, role)}` },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toHaveProperty('error')
  })

  it('lists subscribers and contact messages newest first with their delivery status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: { authorization: `Bearer ${adminToken}` },
    })
    expect(res.statusCode).toBe(200)
    const body = AdminMessagesResponseSchema.parse(res.json())

    expect(body.subscribers).toMatchObject({ total: 3, page: 1, pageSize: 20 })
    expect(body.subscribers.items.map((s) => s.email)).toEqual([
      'reader3@example.test',
      'reader2@example.test',
      'reader1@example.test',
    ])
    const [third, second, first] = body.subscribers.items
    expect(third?.delivery).toMatchObject({ status: 'pending', attempts: 0, lastError: null })
    expect(third?.delivery?.nextAttemptAt).toEqual(expect.any(String))
    expect(second?.delivery).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: '550 No such mailbox',
      nextAttemptAt: null,
    })
    expect(first?.delivery).toMatchObject({ status: 'sent', attempts: 1 })
    expect(first?.delivery?.sentAt).toEqual(expect.any(String))
    expect(first?.source).toBe('subscribe')

    expect(body.contactMessages.total).toBe(3)
    expect(body.contactMessages.items[0]).toMatchObject({
      firstName: 'Person 3',
      email: 'person3@example.test',
      title: 'Question 3',
      message: 'Message number 3',
      delivery: { status: 'pending', attempts: 0 },
    })
    expect(body.contactMessages.items.map((m) => m.title)).toEqual([
      'Question 3',
      'Question 2',
      'Question 1',
    ])
  })

  it('pages each list on its own', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages?pageSize=2&subscribersPage=2&contactPage=1',
      headers: { authorization: `Bearer ${adminToken}` },
    })
    expect(res.statusCode).toBe(200)
    const body = AdminMessagesResponseSchema.parse(res.json())
    expect(body.subscribers).toMatchObject({ total: 3, page: 2, pageSize: 2 })
    expect(body.subscribers.items.map((s) => s.email)).toEqual(['reader1@example.test'])
    expect(body.contactMessages).toMatchObject({ total: 3, page: 1, pageSize: 2 })
    expect(body.contactMessages.items.map((m) => m.title)).toEqual(['Question 3', 'Question 2'])
  })

  it.each([
    ['pageSize=0', 'Page size must be between 1 and 100'],
    ['pageSize=500', 'Page size must be between 1 and 100'],
    ['subscribersPage=0', 'Page must be 1 or more'],
    ['contactPage=abc', 'Page must be a whole number'],
  ])('answers 400 to %s', async (query, error) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/messages?${query}`,
      headers: { authorization: `Bearer ${adminToken}` },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
  })
})

describe.each(drivers)('GET /api/admin/outbox on %s', (driver) => {
  let t: TestApp
  let adminToken: string
  let verificationId: string
  const password = 'Secret#123 and more'
  const outboxGet = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    })

  beforeAll(async () => {
    t = await buildTestApp(driver, { EMAIL_RATE_LIMIT_IP: 1000, EMAIL_RATE_LIMIT_ADDRESS: 1000 })
    adminToken = await tokenFor(t, 'admin')
    // A verification e-mail (its link carries a token), then a contact notification.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/student/register',
      payload: {
        name: 'Vera Verify',
        email: 'vera@example.test',
        password,
        confirmPassword: password,
      },
    })
    expect(registered.statusCode).toBe(201)
    expect(
      (
        await send(t.app, 'contact', {
          first_name: 'Nora',
          email: 'nora@example.test',
          title: 'Group discount',
          message: 'Ten of us?',
        })
      ).statusCode,
    ).toBe(200)
    // A job (it stands for messages not written yet) is no message: it is never listed.
    await t.database.db.insert(outbox).values({
      template: 'job:not-resolved-here',
      recipient: '',
      subject: '',
      body: '',
      params: {},
    })
    const [verification] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'vera@example.test'))
    verificationId = verification!.id
    await t.database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(outbox.id, verificationId))
    await t.database.db
      .update(outbox)
      .set({ status: 'failed', attempts: 8, lastError: '550 No such mailbox', nextAttemptAt: null })
      .where(eq(outbox.template, 'contact'))
  })
  afterAll(() => t.close())

  it('answers 401 to a guest and 403 to a student or a mentor, for the list and a message', async () => {
    for (const url of ['/api/admin/outbox', `/api/admin/outbox/${verificationId}`]) {
      const guest = await outboxGet(url)
      expect(guest.statusCode).toBe(401)
      expect(guest.json()).toEqual({ error: 'Please log in to continue' })
      for (const role of ['student', 'teacher'] as const) {
        const res = await outboxGet(url, await tokenFor(t, role))
        expect(res.statusCode).toBe(403)
        expect(res.json()).toHaveProperty('error')
        expect(res.body).not.toContain('verify-email')
      }
    }
  })

  it('lists every message newest first with recipient, subject, status and attempts', async () => {
    const res = await outboxGet('/api/admin/outbox', adminToken)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const body = AdminOutboxListSchema.parse(res.json())
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20, pageCount: 1 })
    expect(body.deliveryEnabled).toBe(false)
    expect(body.items.map((m) => [m.template, m.recipient, m.status, m.attempts])).toEqual([
      ['contact', 'team@learnlane.test', 'failed', 8],
      ['email-verification', 'vera@example.test', 'pending', 0],
    ])
    expect(body.items[0]).toMatchObject({ lastError: '550 No such mailbox', nextAttemptAt: null })
    expect(body.items[1]!.subject).toBe('Confirm your e-mail address for Learnlane')
    // The list has no text: links are read one message at a time.
    expect(res.body).not.toContain('token=')
  })

  it('filters by status and pages', async () => {
    const pending = AdminOutboxListSchema.parse(
      (await outboxGet('/api/admin/outbox?status=pending', adminToken)).json(),
    )
    expect(pending.items.map((m) => m.recipient)).toEqual(['vera@example.test'])
    const sent = AdminOutboxListSchema.parse(
      (await outboxGet('/api/admin/outbox?status=sent', adminToken)).json(),
    )
    expect(sent).toMatchObject({ items: [], total: 0, pageCount: 1 })
    const second = AdminOutboxListSchema.parse(
      (await outboxGet('/api/admin/outbox?page=2', adminToken)).json(),
    )
    expect(second).toMatchObject({ items: [], total: 2, page: 2 })
  })

  it('shows one message with its text and the links in it', async () => {
    const res = await outboxGet(`/api/admin/outbox/${verificationId}`, adminToken)
    expect(res.statusCode).toBe(200)
    const message = AdminOutboxMessageSchema.parse(res.json())
    expect(message).toMatchObject({
      id: verificationId,
      recipient: 'vera@example.test',
      subject: 'Confirm your e-mail address for Learnlane',
      status: 'pending',
    })
    expect(message.body).toContain('Vera')
    expect(message.links).toHaveLength(1)
    expect(message.links[0]).toMatch(/^http:\/\/localhost:\d+\/verify-email\?token=[A-Za-z0-9_-]+$/)
    expect(message.body).toContain(message.links[0])
  })

  it.each([
    ['status=bogus', 'Status must be one of pending, sending, sent, failed'],
    ['page=0', 'Page must be 1 or more'],
    ['page=abc', 'Page must be a whole number'],
  ])('answers 400 to %s', async (query, error) => {
    const res = await outboxGet(`/api/admin/outbox?${query}`, adminToken)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
  })

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 to %s', async (_name, id) => {
    const res = await outboxGet(`/api/admin/outbox/${id}`, adminToken)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Message not found' })
  })

  it('answers 404 to the id of a job', async () => {
    const [job] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'job:not-resolved-here'))
    const res = await outboxGet(`/api/admin/outbox/${job!.id}`, adminToken)
    expect(res.statusCode).toBe(404)
  })
})
