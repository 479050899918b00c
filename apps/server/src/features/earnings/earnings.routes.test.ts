import type { Earnings, PlatformEarnings } from '@app/domain/earnings'
import type { Refund } from '@app/domain/orders'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { earnings, instructorAccounts, users } from '../../db/schema/index'
import { addAccount, type TestAccount } from '../../testing/commerce'
import {
  paidByCard as payByCard,
  startCardApp,
  type CardApp,
} from '../../testing/payments/card-app'
import type { FakeStripe } from '../../testing/payments/fake-stripe'
import { drivers, type TestApp } from '../../testing/test-app'
/** Seeded course 1 ($89.29) is taught by instructor 1, the demo mentor account's. */
const COURSE = 1
const PAID = 8929
const FEE = 1786
const NET = PAID - FEE

describe.each(drivers)("mentors' earnings on %s", (driver) => {
  let cards: CardApp
  let t: TestApp
  let stripe: FakeStripe
  let admin: TestAccount
  let mentor: { auth: { authorization: string } }

  beforeAll(async () => {
    cards = await startCardApp(driver)
    ;({ t, stripe } = cards)
    admin = await addAccount(t, 'admin', 'Ada Admin')
    const [account] = await t.database.db
      .select()
      .from(users)
      .innerJoin(instructorAccounts, eq(instructorAccounts.userId, users.id))
      .where(eq(instructorAccounts.instructorId, 1))
    mentor = { auth: { authorization: `Bearer ${await t.app.tokens.sign(account!.users)}` } }
  })
  afterAll(() => cards.close())
  beforeEach(() => stripe.reset())

  const get = <T>(url: string, who: { auth: { authorization: string } }) =>
    t.app.inject({ method: 'GET', url, headers: who.auth }).then((r) => r.json<T>())
  const mine = () => get<Earnings>('/api/instructor/earnings', mentor)
  const paidByCard = () => payByCard(cards, [COURSE])

  it('holds a sale as pending net of the fee, and a refund takes the line net back', async () => {
    const before = await mine()
    const { student, order } = await paidByCard()
    const after = await mine()
    expect(after.pendingCents - before.pendingCents).toBe(NET)
    expect(after.netThisMonthCents - before.netThisMonthCents).toBe(NET)
    expect(after.entries[0]).toMatchObject({
      kind: 'sale',
      orderNumber: order.number,
      grossCents: PAID,
      feeCents: FEE,
      netCents: NET,
      state: 'pending',
    })
    // A replayed payment event writes nothing more.
    const completed = stripe.events.filter((e) => e.type === 'checkout.session.completed').at(-1)!
    await stripe.resend(completed.id)
    expect((await mine()).pendingCents).toBe(after.pendingCents)

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/me/orders/${order.id}/refunds`,
      headers: student.auth,
      payload: { courseId: COURSE, reason: 'Not what I needed' },
    })
    expect(refund.json<Refund>().state).toBe('granted')
    const refunded = await mine()
    expect(refunded.pendingCents).toBe(before.pendingCents)
    expect(refunded.entries[0]).toMatchObject({ kind: 'refund', netCents: -NET, feeCents: -FEE })
  })

  it('gives a month statement as CSV, the sales and refunds with their total', async () => {
    await paidByCard()
    const month = new Date().toISOString().slice(0, 7)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/instructor/earnings/statement.csv?month=${month}`,
      headers: mentor.auth,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['cache-control']).toBe('private, no-store')
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toBe('Date,Type,Order,Course,Paid,Platform fee,Net,Available on')
    expect(lines.filter((l) => l.includes(',Sale,')).length).toBeGreaterThan(0)
    expect(lines.at(-1)).toMatch(/^Total,,,,,,\d+\.\d{2},$/)
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/instructor/earnings/statement.csv?month=2026-13',
      headers: mentor.auth,
    })
    expect(bad.statusCode).toBe(400)
  })

  it('pays a mentor out of what is available only, and shows it to the admin per month', async () => {
    await paidByCard()
    const payout = (amountCents: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/earnings/payouts',
        headers: admin.auth,
        payload: { instructorId: 1, amountCents, paidOn: '2026-11-27', reference: 'TR-1' },
      })
    // The refund window moves everything to available for this check.
    const start = await mine()
    await t.database.db.update(earnings).set({ availableAt: sql`now() - interval '1 day'` })
    const available = (await mine()).availableCents
    expect(available).toBe(start.availableCents + start.pendingCents)
    const tooMuch = await payout(available + 1)
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json()).toEqual({ error: expect.stringContaining('is available to pay') })
    const paid = await payout(available)
    expect(paid.statusCode, paid.body).toBe(201)
    const platform = paid.json<PlatformEarnings>()
    expect(platform.mentors.find((m) => m.instructorId === 1)).toMatchObject({
      availableCents: 0,
      paidOutCents: available,
    })
    expect(platform.months.find((m) => m.month === '2026-11')?.payoutsCents).toBe(available)
    expect((await mine()).paidOutCents).toBe(available)
    expect((await payout(1)).statusCode).toBe(409)
  })

  it('keeps earnings to mentors and payouts to admins', async () => {
    const student = await addAccount(t, 'student')
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/instructor/earnings',
      headers: student.auth,
    })
    expect(res.statusCode).toBe(403)
    const teacher = await addAccount(t, 'teacher')
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/instructor/earnings',
      headers: teacher.auth,
    })
    // A mentor-side account without a mentor profile has earned nothing yet.
    expect(none.statusCode).toBe(200)
    expect(none.json<Earnings>()).toMatchObject({
      netAllTimeCents: 0,
      pendingCents: 0,
      availableCents: 0,
      entries: [],
    })
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/earnings/payouts',
      headers: teacher.auth,
      payload: { instructorId: 1, amountCents: 1, paidOn: '2026-11-27', reference: 'x' },
    })
    expect(payout.statusCode).toBe(403)
  })
})
