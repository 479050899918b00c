import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { outbox } from '../db/schema/index'
import { captureLogs, type CapturedLogs } from '../testing/capture-logs'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'
import { enqueueMessage } from './outbox.repository'

const password = 'Secret#123 and more'

interface Printed {
  msg: string
  to?: string
  subject?: string
  links?: string[]
}

/** The log lines that print an unsent e-mail. */
function printed(logs: CapturedLogs): Printed[] {
  return logs
    .lines()
    .map((line) => JSON.parse(line) as Printed)
    .filter((line) => line.msg.startsWith('e-mail not sent'))
}

function register(t: TestApp, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/student/register',
    payload: { name: 'Pia Print', email, password, confirmPassword: password },
  })
}

describe.each(drivers)('unsent e-mails printed to the log without SMTP on %s', (driver) => {
  let t: TestApp
  const logs = captureLogs()
  beforeAll(async () => {
    t = await buildTestApp(driver, {
      EMAIL_PRINT: true,
      EMAIL_OUTBOX_POLL_MS: 50,
      LOG_LEVEL: 'info',
      logStream: logs.stream,
    })
  })
  afterAll(() => t.close())

  it('prints a verification e-mail with its recipient, subject and link, and keeps it stored', async () => {
    expect((await register(t, 'pia@example.test')).statusCode).toBe(201)
    await vi.waitFor(() => expect(printed(logs)).toHaveLength(1))
    const [line] = printed(logs)
    expect(line).toMatchObject({
      to: 'pia@example.test',
      subject: 'Confirm your e-mail address for Learnlane',
    })
    expect(line!.links).toHaveLength(1)
    expect(line!.links![0]).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]+$/)
    // The line itself reads well in a terminal: subject, recipient, then each link.
    expect(line!.msg).toBe(
      `e-mail not sent (SMTP_URL is not set) to pia@example.test: Confirm your e-mail address for Learnlane\n  ${line!.links![0]}`,
    )
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'pia@example.test'))
    expect(row).toMatchObject({ status: 'pending', attempts: 0 })
    expect(row!.body).toContain(line!.links![0])
  })

  it('prints the reset link a reset request turns into, once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'pia@example.test' },
    })
    expect(res.statusCode).toBe(202)
    await vi.waitFor(() =>
      expect(printed(logs).map((line) => line.subject)).toContain(
        'Choose a new Learnlane password',
      ),
    )
    const reset = printed(logs).filter((line) => line.subject === 'Choose a new Learnlane password')
    expect(reset).toHaveLength(1)
    expect(reset[0]!.links![0]).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+$/)
  })

  it('prints a message committed after a newer one was printed', async () => {
    // Stored with an earlier time than what was printed last, as a slow transaction would be.
    await enqueueMessage(t.database.db, {
      template: 'contact',
      recipient: 'team@learnlane.test',
      subject: 'Late message',
      body: 'See https://learnlane.example/late.',
      params: {},
    })
    await t.database.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 5_000) })
      .where(eq(outbox.subject, 'Late message'))
    await vi.waitFor(() =>
      expect(printed(logs).find((line) => line.subject === 'Late message')?.links).toEqual([
        'https://learnlane.example/late',
      ]),
    )
    expect(printed(logs).filter((line) => line.subject === 'Late message')).toHaveLength(1)
  })
})

describe.each(drivers)('unsent e-mails in tests on %s', (driver) => {
  it('are not printed unless asked', async () => {
    const logs = captureLogs()
    const t = await buildTestApp(driver, {
      EMAIL_OUTBOX_POLL_MS: 50,
      LOG_LEVEL: 'info',
      logStream: logs.stream,
    })
    try {
      expect((await register(t, 'quiet@example.test')).statusCode).toBe(201)
      await vi.waitFor(async () =>
        expect(await t.database.db.select().from(outbox)).toHaveLength(1),
      )
      // The delivery-off notice is there; no message, no link, no token.
      await vi.waitFor(() => expect(logs.text()).toContain('e-mail delivery is off'))
      expect(logs.text()).not.toContain('verify-email')
      expect(logs.text()).not.toContain('printed here')
      expect(printed(logs)).toEqual([])
    } finally {
      await t.close()
    }
  })
})
