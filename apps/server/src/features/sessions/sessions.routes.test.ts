import type { Order } from '@app/domain/orders'
import type { Availability, Booking, SessionType, SlotList } from '@app/domain/sessions'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, outbox, refunds } from '../../db/schema/index'
import { addAccount, billing, placeOrder, type TestAccount } from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const HOUR = 60 * 60 * 1000
const MINUTE = 60 * 1000

/** Mondays to Fridays 09:00-17:00 in New York; the mentor's defaults otherwise. */
const HOURS: Availability = {
  timeZone: 'America/New_York',
  weekly: [
    [{ start: '09:00', end: '17:00' }],
    [{ start: '09:00', end: '17:00' }],
    [{ start: '09:00', end: '17:00' }],
    [{ start: '09:00', end: '17:00' }],
    [{ start: '09:00', end: '17:00' }],
    [],
    [],
  ],
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 60,
  maxDaysAhead: 30,
  maxPerDay: 6,
}

describe.each(drivers)('mentoring sessions on %s', (driver) => {
  let t: TestApp
  // Tuesday 1 December 2026, 08:00 UTC (03:00 in New York).
  let clock = new Date('2026-12-01T08:00:00Z')
  let mentor: TestAccount
  let admin: TestAccount
  let instructorId: number
  let paidType: SessionType
  let freeType: SessionType

  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: TestAccount | null,
    payload?: unknown,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T }
  }
  const slotsOf = async (type: SessionType) =>
    (
      await call<SlotList>(
        'GET',
        `/api/instructors/${instructorId}/sessions/${type.id}/slots?days=14`,
        null,
      )
    ).body.slots
  const book = (who: TestAccount, type: SessionType, startsAt: string) =>
    call<Booking & { error?: string }>('POST', '/api/sessions/bookings', who, {
      sessionTypeId: type.id,
      startsAt,
      timeZone: 'Europe/Berlin',
    })
  const checkout = async (who: TestAccount, bookingId: number, paymentMethod = 'bank_transfer') => {
    const res = await placeOrder(
      t,
      {
        lines: [{ kind: 'session', id: bookingId, quantity: 1 }],
        billing: billing({ email: who.email }),
        paymentMethod,
      },
      { headers: who.auth },
    )
    return { status: res.statusCode, body: res.json<Order & { error?: string }>() }
  }
  const markPaid = (orderId: string) =>
    call('POST', `/api/admin/orders/${orderId}/status`, admin, { status: 'paid' })
  const mine = async (who: TestAccount) =>
    (await call<{ items: Booking[] }>('GET', '/api/me/sessions', who)).body.items

  /** A student who has booked and paid (by bank transfer, marked paid) the slot. */
  async function paidBooking(slot: string) {
    const student = await addAccount(t, 'student')
    const held = await book(student, paidType, slot)
    expect(held.status).toBe(201)
    const order = await checkout(student, held.body.id)
    expect(order.status).toBe(201)
    expect((await markPaid(order.body.id)).status).toBe(200)
    return { student, booking: held.body, order: order.body }
  }

  beforeAll(async () => {
    t = await buildTestApp(driver, { now: () => clock })
    mentor = await addAccount(t, 'teacher', 'Maya Mentor')
    admin = await addAccount(t, 'admin')
    expect((await call('PUT', '/api/instructor/sessions/availability', mentor, HOURS)).status).toBe(
      200,
    )
    paidType = (
      await call<SessionType>('POST', '/api/instructor/sessions/types', mentor, {
        title: 'Career chat',
        description: 'An hour on your next step',
        durationMinutes: 60,
        priceCents: 5000,
      })
    ).body
    freeType = (
      await call<SessionType>('POST', '/api/instructor/sessions/types', mentor, {
        title: 'Intro call',
        durationMinutes: 15,
        priceCents: 0,
      })
    ).body
    const mentorView = await call<{ bookings: Booking[] }>(
      'GET',
      '/api/instructor/sessions',
      mentor,
    )
    expect(mentorView.status).toBe(200)
    const [row] = await t.app.db.select().from(bookings).limit(1)
    expect(row).toBeUndefined()
    const { body } = await call<{ types: SessionType[] }>(
      'GET',
      `/api/instructors/${await instructorOf(mentor)}/sessions`,
      null,
    )
    instructorId = await instructorOf(mentor)
    expect(body.types.map((type) => type.title)).toEqual(['Career chat', 'Intro call'])
  })
  afterAll(() => t.close())

  async function instructorOf(who: TestAccount): Promise<number> {
    const { instructorAccounts } = await import('../../db/schema/index')
    const [row] = await t.app.db
      .select()
      .from(instructorAccounts)
      .where(eq(instructorAccounts.userId, who.id))
    return row!.instructorId
  }

  it('offers slots inside the mentor’s hours in their zone, after the notice, within the window', async () => {
    const slots = await slotsOf(paidType)
    expect(slots.length).toBeGreaterThan(20)
    // The first: Tuesday 09:00 in New York (14:00 UTC), every 15 minutes, the last at 16:00.
    expect(slots[0]).toBe('2026-12-01T14:00:00.000Z')
    expect(slots).toContain('2026-12-01T21:00:00.000Z')
    expect(slots).not.toContain('2026-12-01T21:15:00.000Z')
    // No weekend.
    expect(slots.some((s) => s.startsWith('2026-12-05') || s.startsWith('2026-12-06'))).toBe(false)
    // A later page of the window says where the window ends, and offers nothing past it.
    const later = await call<SlotList>(
      'GET',
      `/api/instructors/${instructorId}/sessions/${paidType.id}/slots?from=2026-12-22T08:00:00.000Z&days=28`,
      null,
    )
    expect(later.body.bookableUntil).toBe('2026-12-31T08:00:00.000Z')
    expect(later.body.slots.length).toBeGreaterThan(0)
    expect(later.body.slots.every((s) => s <= '2026-12-31T08:00:00.000Z')).toBe(true)
  })

  // Two connections of one database: only PostgreSQL has them (PGlite runs one statement at a time).
  if (driver === 'postgres') {
    it('lets a write to a booking and an overlapping insert take turns instead of deadlocking', async () => {
      const slots = await slotsOf(paidType)
      const { booking } = await paidBooking(slots.at(-1)!)
      const { connectionString } = (t.database.db as unknown as { $client: pg.Pool }).$client
        .options
      const telling = new pg.Client({ connectionString })
      const booking2 = new pg.Client({ connectionString })
      await telling.connect()
      await booking2.connect()
      try {
        // A news round marks the confirmed booking told, and has not committed yet...
        await telling.query('begin')
        await telling.query('update bookings set notified_sequence = sequence where id = $1', [
          booking.id,
        ])
        // ...while another student's overlapping booking is being written: it waits its turn.
        await booking2.query('begin')
        const insertingPid = (
          await booking2.query<{ pid: number }>('select pg_backend_pid() as pid')
        ).rows[0]!.pid
        const inserting = booking2
          .query(
            `insert into bookings (instructor_id, session_type_id, student_id, status, title,
               duration_minutes, price_cents, starts_at, ends_at, buffer_before_minutes,
               buffer_after_minutes, blocked_from, blocked_until, mentor_time_zone,
               student_time_zone, policy, meeting_token)
             select instructor_id, session_type_id, student_id, 'held', title, duration_minutes,
               price_cents, starts_at, ends_at, buffer_before_minutes, buffer_after_minutes,
               blocked_from, blocked_until, mentor_time_zone, student_time_zone, policy,
               meeting_token || '-2'
             from bookings where id = $1`,
            [booking.id],
          )
          .then(
            () => 'inserted',
            (error: { code?: string }) => error.code,
          )
        // Once the insert waits (for its turn, or else inside the exclusion constraint)...
        await expect
          .poll(async () => {
            const { rows } = await telling.query<{ waiting: string | null }>(
              'select wait_event_type as waiting from pg_stat_activity where pid = $1',
              [insertingPid],
            )
            return rows[0]?.waiting
          })
          .toBe('Lock')
        // ...the news round writes the row again (a second statement of its transaction), then
        // commits: with the two writers waiting on each other this would be a deadlock (40P01).
        await telling.query(
          'update bookings set sequence = sequence + 1, notified_sequence = sequence + 1 where id = $1',
          [booking.id],
        )
        await telling.query('commit')
        // The overlapping insert then meets the committed booking: refused as overlapping.
        expect(await inserting).toBe('23P01')
        await booking2.query('rollback')
      } finally {
        await telling.end()
        await booking2.end()
      }
    })
  }

  it('refuses a slot made up by hand with 4xx and the reason, writing nothing', async () => {
    const student = await addAccount(t, 'student')
    const cases: Array<[string, number, RegExp]> = [
      ['2026-12-01T13:00:00.000Z', 422, /outside the mentor/],
      ['2026-12-01T14:05:00.000Z', 422, /outside the mentor/],
      ['2026-12-05T15:00:00.000Z', 422, /outside the mentor/],
      ['2027-02-01T15:00:00.000Z', 422, /too far/],
    ]
    for (const [slot, status, message] of cases) {
      const res = await book(student, paidType, slot)
      expect(res.status, slot).toBe(status)
      expect(res.body.error).toMatch(message)
    }
    clock = new Date('2026-12-01T13:30:00Z')
    const soon = await book(student, paidType, '2026-12-01T14:00:00.000Z')
    expect(soon.status).toBe(422)
    expect(soon.body.error).toMatch(/too soon/)
    clock = new Date('2026-12-01T08:00:00Z')
    expect(await mine(student)).toEqual([])
  })

  it('gives one slot to exactly one of 50 students racing for it; the rest get 409', async () => {
    const slot = '2026-12-02T15:00:00.000Z'
    const students = await Promise.all(Array.from({ length: 50 }, () => addAccount(t, 'student')))
    const answers = await Promise.all(students.map((s) => book(s, paidType, slot)))
    const won = answers.filter((a) => a.status === 201)
    const lost = answers.filter((a) => a.status === 409)
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(49)
    for (const answer of lost) expect(answer.body.error).toMatch(/just been taken/)
    expect(won[0]!.body).toMatchObject({ status: 'held', priceCents: 5000 })
    // The slot and the 15-minute buffer after it are gone from the list.
    const slots = await slotsOf(paidType)
    expect(slots).not.toContain(slot)
    expect(slots).not.toContain('2026-12-02T16:00:00.000Z')
    expect(slots).toContain('2026-12-02T16:15:00.000Z')
  })

  it('frees a hold that runs out, and refuses checking it out then', async () => {
    const slot = '2026-12-03T15:00:00.000Z'
    const first = await addAccount(t, 'student')
    const held = await book(first, paidType, slot)
    expect(held.body.holdExpiresAt).toBe(new Date(clock.getTime() + 10 * MINUTE).toISOString())
    const second = await addAccount(t, 'student')
    expect((await book(second, paidType, slot)).status).toBe(409)
    const start = clock
    clock = new Date(start.getTime() + 10 * MINUTE + 1000)
    try {
      const late = await checkout(first, held.body.id)
      expect(late.status).toBe(409)
      expect(late.body.error).toMatch(/hold on this time slot has run out/)
      const again = await book(second, paidType, slot)
      expect(again.status).toBe(201)
    } finally {
      clock = start
    }
  })

  it('gives a held slot back at once when the student goes back', async () => {
    const slot = '2026-12-03T17:00:00.000Z'
    const student = await addAccount(t, 'student')
    const held = await book(student, paidType, slot)
    expect(
      (await call('DELETE', `/api/sessions/bookings/${held.body.id}/hold`, student)).status,
    ).toBe(204)
    expect(await slotsOf(paidType)).toContain(slot)
    const other = await addAccount(t, 'student')
    expect(
      (await call('DELETE', `/api/sessions/bookings/${held.body.id}/hold`, other)).status,
    ).toBe(404)
  })

  it('confirms a paid booking with its own meeting room, and only its parties see it', async () => {
    const { student, booking, order } = await paidBooking('2026-12-04T15:00:00.000Z')
    expect(order.status).toBe('pending_payment')
    // Marked paid: both parties are told at once, each with the invite.
    const told = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'session-confirmed'))
    expect(
      told
        .filter((m) => m.params.bookingId === String(booking.id))
        .map((m) => m.recipient)
        .sort(),
    ).toEqual([mentor.email, student.email].sort())
    const [mineNow] = await mine(student)
    expect(mineNow).toMatchObject({ id: booking.id, status: 'confirmed' })
    expect(mineNow!.meetingUrl).toMatch(/^https:\/\/localhost:8443\/learnlane-[A-Za-z0-9_-]{27}$/)
    const other = await addAccount(t, 'student')
    expect(await mine(other)).toEqual([])
    const forMentor = await call<{ bookings: Booking[] }>('GET', '/api/instructor/sessions', mentor)
    expect(forMentor.body.bookings.map((b) => b.id)).toContain(booking.id)
    // An admin without a mentor profile sees an empty page, not a refusal.
    const asAdmin = await call<{ instructorId: null; bookings: Booking[] }>(
      'GET',
      '/api/instructor/sessions',
      admin,
    )
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body).toMatchObject({ instructorId: null, bookings: [] })
    const otherMentor = await addAccount(t, 'teacher')
    const theirs = await call<{ bookings: Booking[] }>(
      'GET',
      '/api/instructor/sessions',
      otherMentor,
    )
    expect(theirs.body.bookings).toEqual([])
    expect(
      (await call('POST', `/api/instructor/sessions/bookings/${booking.id}/cancel`, otherMentor))
        .status,
    ).toBe(404)
  })

  it('refunds all of a cancellation before the cutoff and none after, through the refund path', async () => {
    const before = await paidBooking('2026-12-07T15:00:00.000Z')
    const cancelled = await call<{ refundCents: number; booking: Booking }>(
      'POST',
      `/api/me/sessions/${before.booking.id}/cancel`,
      before.student,
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ refundCents: 5000, booking: { status: 'cancelled' } })
    const [refund] = await t.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, before.order.id))
    expect(refund).toMatchObject({ state: 'granted', amountCents: 5000 })
    const order = await call<Order>('GET', `/api/orders/${before.order.id}`, before.student)
    expect(order.body.status).toBe('refunded')
    expect(await slotsOf(paidType)).toContain('2026-12-07T15:00:00.000Z')

    const after = await paidBooking('2026-12-02T19:00:00.000Z')
    clock = new Date('2026-12-02T00:00:00Z') // 19 hours before: past the 24-hour cutoff
    try {
      const late = await call<{ refundCents: number }>(
        'POST',
        `/api/me/sessions/${after.booking.id}/cancel`,
        after.student,
      )
      expect(late.body.refundCents).toBe(0)
      const none = await t.app.db.select().from(refunds).where(eq(refunds.orderId, after.order.id))
      expect(none).toEqual([])
    } finally {
      clock = new Date('2026-12-01T08:00:00Z')
    }
  })

  it('keeps the policy a booking was made under when the mentor edits it later', async () => {
    const { student, booking } = await paidBooking('2026-12-08T15:00:00.000Z')
    const stricter = {
      cutoffHours: 72,
      refundBeforePercent: 50,
      refundAfterPercent: 0,
      maxReschedules: 0,
    }
    expect((await call('PUT', '/api/instructor/sessions/policy', mentor, stricter)).status).toBe(
      200,
    )
    try {
      const [kept] = (await mine(student)).filter((b) => b.id === booking.id)
      expect(kept!.policy).toEqual({
        cutoffHours: 24,
        refundBeforePercent: 100,
        refundAfterPercent: 0,
        maxReschedules: 2,
      })
      // Two reschedules are allowed by its own policy, the third is refused.
      const moves = [
        '2026-12-08T16:00:00.000Z',
        '2026-12-08T17:00:00.000Z',
        '2026-12-08T18:00:00.000Z',
      ]
      const answers = []
      for (const slot of moves) {
        answers.push(
          await call<Booking & { error?: string }>(
            'POST',
            `/api/me/sessions/${booking.id}/reschedule`,
            student,
            { startsAt: slot },
          ),
        )
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 409])
      expect(answers[2]!.body.error).toMatch(/rescheduled 2 times/)
      expect(answers[1]!.body).toMatchObject({ startsAt: moves[1], rescheduleCount: 2 })
      // Cancelling still refunds all of it: 100% before its cutoff, as booked.
      const cancelled = await call<{ refundCents: number }>(
        'POST',
        `/api/me/sessions/${booking.id}/cancel`,
        student,
      )
      expect(cancelled.body.refundCents).toBe(5000)
    } finally {
      await call('PUT', '/api/instructor/sessions/policy', mentor, {
        cutoffHours: 24,
        refundBeforePercent: 100,
        refundAfterPercent: 0,
        maxReschedules: 2,
      })
    }
  })

  it('books a free session at once, and refuses guests and mentors', async () => {
    const student = await addAccount(t, 'student')
    const free = await book(student, freeType, '2026-12-09T14:00:00.000Z')
    expect(free.status).toBe(201)
    expect(free.body.status).toBe('confirmed')
    expect(free.body.meetingUrl).toMatch(/learnlane-/)
    expect((await book(mentor, freeType, '2026-12-09T15:00:00.000Z')).status).toBe(403)
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/bookings',
      payload: {
        sessionTypeId: freeType.id,
        startsAt: '2026-12-09T15:00:00.000Z',
        timeZone: 'UTC',
      },
    })
    expect(guest.statusCode).toBe(401)
  })

  it('refuses Cash on Delivery, and an offline payment too close to the start', async () => {
    const student = await addAccount(t, 'student')
    const held = await book(student, paidType, '2026-12-01T20:00:00.000Z')
    const cod = await checkout(student, held.body.id, 'cod')
    expect(cod.status).toBe(400)
    expect(cod.body.error).toMatch(/not offered for mentoring sessions/)
    const bank = await checkout(student, held.body.id, 'bank_transfer')
    expect(bank.status).toBe(409)
    expect(bank.body.error).toMatch(/pay by card or PayPal/)
  })

  it('gives PayPal paid by hand (no PayPal keys here) the offline deadline, not a 10-minute one', async () => {
    const student = await addAccount(t, 'student')
    const held = await book(student, paidType, '2026-12-11T15:00:00.000Z')
    const order = await checkout(student, held.body.id, 'paypal')
    expect(order.status).toBe(201)
    const [awaiting] = (await mine(student)).filter((b) => b.id === held.body.id)
    expect(awaiting!.paymentDueAt).toBe(new Date(clock.getTime() + 24 * HOUR).toISOString())
  })

  it('cancels an order not paid by its deadline and frees the slot', async () => {
    const student = await addAccount(t, 'student')
    const slot = '2026-12-10T15:00:00.000Z'
    const held = await book(student, paidType, slot)
    const order = await checkout(student, held.body.id)
    const [awaiting] = await mine(student)
    expect(awaiting).toMatchObject({ status: 'awaiting_payment' })
    expect(awaiting!.paymentDueAt).toBe(new Date(clock.getTime() + 24 * HOUR).toISOString())
    expect(await slotsOf(paidType)).not.toContain(slot)
    const start = clock
    clock = new Date(start.getTime() + 24 * HOUR + MINUTE)
    try {
      await t.app.sessions.sweep()
      const placed = await call<Order>('GET', `/api/orders/${order.body.id}`, student)
      expect(placed.body.status).toBe('cancelled')
      expect(await slotsOf(paidType)).toContain(slot)
    } finally {
      clock = start
    }
  })

  it('sends a request to the mentor, who accepts or declines it; an unanswered one runs out', async () => {
    const asked = (
      await call<SessionType>('POST', '/api/instructor/sessions/types', mentor, {
        title: 'Mock interview',
        durationMinutes: 30,
        priceCents: 0,
        requiresApproval: true,
      })
    ).body
    const student = await addAccount(t, 'student')
    const first = await book(student, asked, '2026-12-14T15:00:00.000Z')
    expect(first.body.status).toBe('requested')
    expect(first.body.meetingUrl).toBeNull()
    clock = new Date(clock.getTime() + 90 * MINUTE)
    const accepted = await call<Booking>(
      'POST',
      `/api/instructor/sessions/bookings/${first.body.id}/answer`,
      mentor,
      { decision: 'accept', message: 'See you then!' },
    )
    expect(accepted.body).toMatchObject({ status: 'confirmed', answerMessage: 'See you then!' })
    expect(accepted.body.meetingUrl).toMatch(/learnlane-/)
    const second = await book(student, asked, '2026-12-14T17:00:00.000Z')
    clock = new Date(clock.getTime() + 30 * MINUTE)
    const declined = await call<Booking>(
      'POST',
      `/api/instructor/sessions/bookings/${second.body.id}/answer`,
      mentor,
      { decision: 'decline', message: 'I am away that week' },
    )
    expect(declined.body.status).toBe('declined')
    expect(await slotsOf(asked)).toContain('2026-12-14T17:00:00.000Z')
    const third = await book(student, asked, '2026-12-15T15:00:00.000Z')
    clock = new Date(clock.getTime() + 48 * HOUR + MINUTE)
    await t.app.sessions.sweep()
    const [expired] = await t.app.db.select().from(bookings).where(eq(bookings.id, third.body.id))
    expect(expired!.status).toBe('expired')
    // Answered in 90 and 30 minutes: the profile shows a median of 60.
    const profile = await call<{ stats: { medianResponseMinutes: number } }>(
      'GET',
      `/api/instructors/${instructorId}/sessions`,
      null,
    )
    expect(profile.body.stats.medianResponseMinutes).toBe(60)
    clock = new Date('2026-12-01T08:00:00Z')
  })

  it('lets each party say what happened once, the other dispute once, and the admin resolve it', async () => {
    const { student, booking, order } = await paidBooking('2026-12-16T15:00:00.000Z')
    const outcome = (who: TestAccount, base: string, body: object) =>
      call<Booking & { error?: string }>('POST', `${base}/${booking.id}/outcome`, who, body)
    const early = await outcome(student, '/api/me/sessions', { outcome: 'no_show' })
    expect(early.status).toBe(409)
    expect(early.body.error).toMatch(/10 minutes after the start/)
    clock = new Date('2026-12-16T15:20:00Z')
    const marked = await outcome(student, '/api/me/sessions', {
      outcome: 'no_show',
      note: 'Waited 20 minutes',
    })
    expect(marked.body).toMatchObject({ outcome: 'mentor_no_show', outcomeBy: 'student' })
    expect(
      (await outcome(mentor, '/api/instructor/sessions/bookings', { outcome: 'held' })).status,
    ).toBe(409)
    const disputed = await call<Booking>(
      'POST',
      `/api/instructor/sessions/bookings/${booking.id}/dispute`,
      mentor,
      { note: 'I was there; the student joined another room' },
    )
    expect(disputed.body.disputeNote).toMatch(/another room/)
    const again = await call(
      'POST',
      `/api/instructor/sessions/bookings/${booking.id}/dispute`,
      mentor,
      {
        note: 'Twice',
      },
    )
    expect(again.status).toBe(409)
    const list = await call<{ items: Booking[] }>('GET', '/api/admin/session-disputes', admin)
    expect(list.body.items.map((b) => b.id)).toContain(booking.id)
    expect((await call('GET', '/api/admin/session-disputes', student)).status).toBe(403)
    const resolved = await call<Booking>(
      'POST',
      `/api/admin/session-disputes/${booking.id}`,
      admin,
      {
        resolution: 'upheld',
        note: 'The meeting log shows no mentor',
      },
    )
    expect(resolved.body.resolution).toBe('upheld')
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, order.id))
    expect(refund).toMatchObject({ state: 'granted', amountCents: 5000 })
    clock = new Date('2026-12-01T08:00:00Z')
  })
})
