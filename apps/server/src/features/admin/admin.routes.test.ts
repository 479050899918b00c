import type { Role } from '@app/domain/auth'
import { AdminMessagesResponseSchema, EMAIL_DEFAULTS } from '@app/domain/email'
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
