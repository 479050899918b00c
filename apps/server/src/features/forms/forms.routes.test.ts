import { FORM_POSTS } from '@app/domain/forms'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, outbox, subscribers } from '../../db/schema/index'
import { buildApp } from '../../app'
import { testConfig } from '../../config'
import { captureLogs, type CapturedLogs } from '../../testing/capture-logs'
import { createTestDatabase, drivers } from '../../testing/test-app'

/** A form as a browser sends it without JavaScript. */
function post(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  ip = '203.0.113.9',
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  })
}

describe.each(drivers)('forms sent without JavaScript on %s', (driver) => {
  let t: { app: FastifyInstance; database: Awaited<ReturnType<typeof createTestDatabase>> }
  let logs: CapturedLogs
  beforeAll(async () => {
    logs = captureLogs()
    const database = await createTestDatabase(driver)
    const app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), {
      database,
      logStream: logs.stream,
    })
    await app.ready()
    t = { app, database }
  })
  afterAll(async () => {
    await t.app.close()
    await t.database.drop()
  })

  it('log in and register do nothing and send the visitor to a notice, never to an address with the fields', async () => {
    for (const [url, notice] of [
      [FORM_POSTS.login, '/notice/login'],
      [FORM_POSTS.register, '/notice/register'],
      [FORM_POSTS.resetPassword, '/notice/reset-password'],
      [FORM_POSTS.checkout, '/notice/cart'],
      [FORM_POSTS.coupon, '/notice/cart'],
      [FORM_POSTS.review, '/notice/review'],
    ] as const) {
      const res = await post(t.app, url, {
        email: 'a@example.test',
        password: 'correct horse battery staple',
      })
      expect(res.statusCode, url).toBe(303)
      expect(res.headers.location, url).toBe(notice)
    }
  })

  it('a contact message sent without JavaScript is stored for delivery like one sent by the app', async () => {
    const res = await post(t.app, FORM_POSTS.contact, {
      first_name: 'Nora',
      email: 'nora.noscript@example.test',
      title: 'Group discount',
      message: 'Do you offer a discount for a team of ten?',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/notice/contact-sent')
    const rows = await t.database.db.select().from(contactMessages)
    expect(rows.map((r) => r.email)).toContain('nora.noscript@example.test')

    const missing = await post(t.app, FORM_POSTS.contact, { first_name: 'Nora', email: 'x' })
    expect(missing.headers.location).toBe('/notice/contact-failed')
  })

  it('subscribes without JavaScript, and says so when the address is not valid', async () => {
    const res = await post(t.app, FORM_POSTS.subscribe, { email: 'Reader.NoScript@example.test' })
    expect(res.headers.location).toBe('/notice/subscribed')
    const rows = await t.database.db.select().from(subscribers)
    expect(rows.map((r) => r.email)).toContain('reader.noscript@example.test')
    expect(await t.database.db.select().from(outbox)).not.toHaveLength(0)

    const bad = await post(t.app, FORM_POSTS.subscribe, { email: 'not an address' })
    expect(bad.statusCode).toBe(303)
    expect(bad.headers.location).toBe('/notice/subscribe-failed')
  })

  it('asks for a reset link without JavaScript with the same neutral answer', async () => {
    const known = await post(t.app, FORM_POSTS.forgotPassword, { email: 'nobody@example.test' })
    expect(known.headers.location).toBe('/notice/reset-link-sent')
    const bad = await post(t.app, FORM_POSTS.forgotPassword, { email: '' })
    expect(bad.headers.location).toBe('/notice/reset-link-refused')
  })

  it('refuses what is not a form with a 4xx and { error }, and keeps no typed value in its log', async () => {
    {
      const json = await t.app.inject({
        method: 'POST',
        url: FORM_POSTS.login,
        payload: { password: { nested: true } },
      })
      expect(json.statusCode).toBe(400)
      expect(json.json()).toHaveProperty('error')
      const text = await t.app.inject({
        method: 'POST',
        url: FORM_POSTS.contact,
        payload: 'hello',
        headers: { 'content-type': 'text/plain' },
      })
      expect([400, 415]).toContain(text.statusCode)
      expect(text.json()).toHaveProperty('error')
      const big = await post(t.app, FORM_POSTS.subscribe, { email: 'x'.repeat(40_000) })
      expect(big.statusCode).toBe(413)
      await post(t.app, FORM_POSTS.login, { password: 'hunter2-secret-phrase' })
    }
    expect(logs.text()).toContain(FORM_POSTS.login)
    expect(logs.text()).not.toContain('hunter2-secret-phrase')
  })
})
