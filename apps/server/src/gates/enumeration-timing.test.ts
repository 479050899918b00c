import { and, eq, like } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { outbox, users } from '../db/schema/index'
import { hashPassword } from '../lib/passwords'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'
import { bestThresholdAccuracy, interleaved, median } from './timing'

/** Requests of each kind for registration and login (each hashes a password, ~0.1 to 1 s). */
const PER_KIND = 50
/** Reset requests are quick: more of them make the figure steadier on a busy machine. */
const RESET_PER_KIND = 150
/** Above this share of requests told right by latency alone, the answer gives accounts away. */
const MAX_ACCURACY = 0.7
const PASSWORD = 'Secret#123 and more'

let addresses = 0
/** A fresh client address per request: no per-address limit takes part in the measure. */
const freshIp = () => `10.88.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`

type Kind = 'account' | 'none'
interface Answer {
  kind: Kind
  status: number
  body: string
  contentType: string | undefined
  ms: number
}

/**
 * Account enumeration gate: a stranger must not learn whether an e-mail has an account from the
 * registration, password reset or login answers, neither from their status and body nor from how
 * long they take. Each endpoint gets at least 50 requests about addresses with an account and as
 * many about addresses without, in pairs; their statuses and bodies must be identical, and the
 * best single latency threshold must classify them hardly better than a coin.
 */
describe.each(drivers)('account enumeration gate on %s', (driver) => {
  let t: TestApp
  const run = `${driver}.${Date.now().toString(36)}.${process.pid}`
  const address = (label: string, i: number) => `enum.${label}.${run}.${i}@example.com`

  beforeAll(async () => {
    t = await buildTestApp(driver, {
      REGISTER_RATE_LIMIT_IP: 100_000,
      AUTH_RATE_LIMIT_IP: 100_000,
      AUTH_RATE_LIMIT_EMAIL: 100_000,
    })
    // Accounts that exist, stored directly (one hash for all) so the setup stays short.
    const passwordHash = await hashPassword(PASSWORD)
    await t.database.db.insert(users).values(
      Array.from({ length: RESET_PER_KIND + 3 }, (_, i) => ({
        role: 'student' as const,
        name: `Existing Student ${i}`,
        email: address('existing', i),
        passwordHash,
      })),
    )
  })
  afterAll(() => t.close())

  /**
   * Sends a few unmeasured requests of each kind first (code paths warm), then `PER_KIND` of each
   * in a fixed random order, timing each answer.
   */
  async function measure(
    perKind: number,
    seed: number,
    send: (kind: Kind, i: number) => Promise<LightMyRequestResponse>,
  ): Promise<Answer[]> {
    const counters = { account: 0, none: 0 }
    const next = async (kind: Kind): Promise<Answer> => {
      const started = process.hrtime.bigint()
      const res = await send(kind, counters[kind]++)
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      return {
        kind,
        status: res.statusCode,
        body: res.body,
        contentType: res.headers['content-type'],
        ms,
      }
    }
    for (const kind of interleaved(3, 'account' as const, 'none' as const, seed + 1)) {
      await next(kind)
    }
    const answers: Answer[] = []
    for (const kind of interleaved(perKind, 'account' as const, 'none' as const, seed)) {
      answers.push(await next(kind))
    }
    return answers
  }

  /** Same statuses and bodies for both kinds, and latency that tells them apart no better than chance. */
  function expectAlike(label: string, answers: Answer[], status: number, perKind = PER_KIND) {
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([status]))
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
    expect(new Set(answers.map((a) => a.contentType)).size).toBe(1)
    const times = (kind: Kind) => answers.filter((a) => a.kind === kind).map((a) => a.ms)
    const [withAccount, without] = [times('account'), times('none')]
    expect(withAccount).toHaveLength(perKind)
    expect(without).toHaveLength(perKind)
    const accuracy = bestThresholdAccuracy(withAccount, without)
    console.log(
      `enumeration(${driver}) ${label}: median ${median(withAccount).toFixed(2)} ms with an ` +
        `account, ${median(without).toFixed(2)} ms without; best threshold tells ` +
        `${(accuracy * 100).toFixed(0)}% of ${answers.length} requests right`,
    )
    expect(accuracy).toBeLessThan(MAX_ACCURACY)
  }

  it('registration answers a taken address as a new one, in about the same time', async () => {
    const answers = await measure(PER_KIND, 20, (kind, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/student/register',
        remoteAddress: freshIp(),
        payload: {
          name: 'Curious Stranger',
          email: kind === 'account' ? address('existing', i) : address('new', i),
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      }),
    )
    expectAlike('registration', answers, 201)

    // Both paths ran: the new addresses got accounts, the taken ones an e-mail to their owner.
    const created = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `enum.new.${run}.%`))
    expect(created).toHaveLength(PER_KIND + 3)
    const notices = await t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.template, 'account-exists'),
          like(outbox.recipient, `enum.existing.${run}.%`),
        ),
      )
    expect(notices).toHaveLength(PER_KIND + 3)
  }, 300_000)

  it('a password reset request is answered alike and as fast with or without an account', async () => {
    const answers = await measure(RESET_PER_KIND, 21, (kind, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        remoteAddress: freshIp(),
        payload: { email: kind === 'account' ? address('existing', i) : address('nobody', i) },
      }),
    )
    expectAlike('password reset request', answers, 202, RESET_PER_KIND)

    // The links still go out, after the answers: one for each address with an account.
    await vi.waitFor(
      async () => {
        const jobs = await t.database.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(like(outbox.template, 'job:%'))
        expect(jobs).toEqual([])
      },
      { timeout: 30_000, interval: 50 },
    )
    const links = await t.database.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.template, 'password-reset'))
    expect(links).toHaveLength(RESET_PER_KIND + 3)
    expect(links.every((l) => l.recipient.startsWith('enum.existing.'))).toBe(true)
  }, 300_000)

  it('login answers a wrong password and an unknown e-mail alike, in about the same time', async () => {
    const answers = await measure(PER_KIND, 22, (kind, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/student/login',
        remoteAddress: freshIp(),
        payload: {
          email: kind === 'account' ? address('existing', i) : address('stranger', i),
          password: 'not the password at all',
        },
      }),
    )
    expectAlike('login', answers, 401)
  }, 300_000)
})

describe('bestThresholdAccuracy', () => {
  it('is 1 when every request of one kind is slower', () => {
    expect(bestThresholdAccuracy([7.1, 7.6, 8.0], [3.0, 3.3, 3.9])).toBe(1)
    expect(bestThresholdAccuracy([3.0, 3.3], [7.1, 7.6])).toBe(1)
  })

  it('is 0.5 when the times are the same', () => {
    expect(bestThresholdAccuracy([1, 2, 3, 4], [1, 2, 3, 4])).toBe(0.5)
    expect(bestThresholdAccuracy([5, 5, 5], [5, 5, 5])).toBe(0.5)
  })

  it('counts what the best threshold gets right when the times overlap', () => {
    // "Slower than 3.5 means a": a's 4, 5, 6 and b's 2, 3, 3 are right, 6 of 8.
    expect(bestThresholdAccuracy([1, 4, 5, 6], [2, 3, 3, 7])).toBe(0.75)
  })
})

describe('interleaved', () => {
  it('sends one of each kind in every pair, in an order fixed by the seed', () => {
    const order = interleaved(50, 'a', 'b', 7)
    expect(order).toHaveLength(100)
    for (let i = 0; i < 100; i += 2)
      expect(new Set(order.slice(i, i + 2))).toEqual(new Set(['a', 'b']))
    const aFirst = order.filter((k, i) => i % 2 === 0 && k === 'a').length
    expect(aFirst).toBeGreaterThan(10)
    expect(aFirst).toBeLessThan(40)
    expect(interleaved(50, 'a', 'b', 7)).toEqual(order)
  })
})
