import { randomUUID } from 'node:crypto'
import { EMAIL_DEFAULTS } from '@app/domain/email'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'

/** Issue 10, defect 2: ordinary hostile input is a 4xx with `{ error }`, never a 5xx. */
const envelope = {
  service_id: EMAIL_DEFAULTS.serviceId,
  user_id: EMAIL_DEFAULTS.publicKey,
  template_id: EMAIL_DEFAULTS.templates.contact,
}
const contact = {
  first_name: 'Nora',
  email: 'nora@example.test',
  title: 'Group discount',
  message: 'Do you offer a discount?',
}
let counter = 0
const uniqueEmail = () => `hostile.${Date.now().toString(36)}.${counter++}@example.com`

function expectClientError(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400)
  expect(res.statusCode).toBeLessThan(500)
  expect(res.json()).toEqual({ error: expect.any(String) })
}

describe.each(drivers)('hostile input on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, {
      REGISTER_RATE_LIMIT_IP: 1000,
      EMAIL_RATE_LIMIT_IP: 1000,
      EMAIL_RATE_LIMIT_ADDRESS: 1000,
    })
  })
  afterAll(() => t.close())

  it.each(['Gr\u0000ce', '\u0000'])(
    'refuses a NUL byte in a registration name (%j)',
    async (name) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/student/register',
        payload: {
          name,
          email: uniqueEmail(),
          password: 'Secret#123 and more',
          confirmPassword: 'Secret#123 and more',
        },
      })
      expectClientError(res)
    },
  )

  it.each([
    ['first_name', 'No\u0000ra'],
    ['title', 'Hi\u0000'],
    ['message', 'Hello\u0000there'],
    ['message', 'lone \udfff surrogate'],
    ['first_name', '\ud800'],
  ])('refuses %s = %j on the JSON contact form', async (field, value) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      payload: { ...envelope, template_params: { ...contact, [field]: value } },
    })
    expectClientError(res)
  })

  it('refuses a NUL byte in a multipart contact field', async () => {
    const form = new FormData()
    for (const [k, v] of Object.entries({ ...envelope, ...contact, message: 'a\u0000b' })) {
      form.append(k, v)
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      payload: form,
    })
    expectClientError(res)
  })

  it.each([
    ['truncated', '--XyZ\r\nContent-Disposition: form-data; name="user_id"\r\n\r\nlearn'],
    ['garbage', 'this is not multipart at all'],
    ['bad header', '--XyZ\r\nContent-Disposition\r\n\r\nvalue\r\n--XyZ--\r\n'],
    ['no closing boundary', '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n'],
  ])('refuses a %s multipart body', async (_label, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload,
    })
    expectClientError(res)
  })

  it('refuses a multipart body with no boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'abc',
    })
    expectClientError(res)
  })

  it.each(['/%ff', '/api/courses/%ff', '/api/%E0%A4%A', '/api/me/%'])(
    'answers 400 to a bad percent-encoding in %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: expect.any(String) })
    },
  )

  it.each(['not-a-uuid', '1', "' or 1=1 --", ''])(
    'answers 401 to a signed token whose sub is %j on GET /api/me',
    async (sub) => {
      const token = await t.app.tokens.sign({
        id: sub,
        role: 'student',
        name: 'Mallory',
        email: 'mallory@example.com',
      })
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: expect.any(String) })
    },
  )

  it('still answers a valid but unknown UUID sub with a 4xx', async () => {
    const token = await t.app.tokens.sign({
      id: randomUUID(),
      role: 'student',
      name: 'Ghost',
      email: 'ghost@example.com',
    })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    })
    expectClientError(res)
  })
})
