import emailjs, { EmailJSResponseStatus } from '@emailjs/browser'
import { EMAIL_DEFAULTS } from '@app/domain/email'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactMessages, subscribers } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../testing/test-app'

/**
 * The hosted service's own browser library, pointed at the product's origin, must work unchanged:
 * this is the contract the web app relies on.
 */
describe('the e-mail browser library against the product server', () => {
  let t: TestApp
  let origin: string
  beforeAll(async () => {
    // The library reads the page path for its optional client-side throttle.
    vi.stubGlobal('location', { pathname: '/contact' })
    t = await buildTestApp('pglite')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    // The origin is set once for the library (per-call options do not carry it).
    emailjs.init({ publicKey: EMAIL_DEFAULTS.publicKey, origin })
  })
  afterAll(async () => {
    await t.close()
    vi.unstubAllGlobals()
  })

  it('sends a contact message with `send` and reads status 200', async () => {
    const result = await emailjs.send(EMAIL_DEFAULTS.serviceId, EMAIL_DEFAULTS.templates.contact, {
      first_name: 'Nora',
      email: 'nora@example.test',
      title: 'Hello',
      message: 'Sent by the browser library.',
    })
    expect(result.status).toBe(200)
    expect(result.text).toBe('OK')
    const rows = await t.database.db.select().from(contactMessages)
    expect(rows.map((r) => r.message)).toEqual(['Sent by the browser library.'])
  })

  it('rejects with the status and the error body when the public key is wrong', async () => {
    const failure: unknown = await emailjs
      .send(
        EMAIL_DEFAULTS.serviceId,
        EMAIL_DEFAULTS.templates.subscribe,
        { email: 'reader@example.test' },
        { publicKey: 'someone-elses-key' },
      )
      .catch((err: unknown) => err)
    expect(failure).toBeInstanceOf(EmailJSResponseStatus)
    expect((failure as EmailJSResponseStatus).status).toBe(400)
    expect(JSON.parse((failure as EmailJSResponseStatus).text)).toEqual({
      error: 'The Public Key is invalid',
    })
    expect(await t.database.db.select().from(subscribers)).toEqual([])
  })

  it('accepts the multipart body `sendForm` builds: form fields, then the envelope', async () => {
    // What sendForm posts: new FormData(form) followed by the four appended envelope fields.
    const form = new FormData()
    form.append('email', 'form-reader@example.test')
    form.append('lib_version', '4.4.1')
    form.append('service_id', EMAIL_DEFAULTS.serviceId)
    form.append('template_id', EMAIL_DEFAULTS.templates.subscribe)
    form.append('user_id', EMAIL_DEFAULTS.publicKey)
    const res = await fetch(`${origin}/api/v1.0/email/send-form`, { method: 'POST', body: form })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('OK')
    const rows = await t.database.db.select().from(subscribers)
    expect(rows.map((r) => r.email)).toEqual(['form-reader@example.test'])
  })
})
