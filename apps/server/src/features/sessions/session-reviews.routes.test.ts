import type { Availability, Booking, SessionReviews, SessionType } from '@app/domain/sessions'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { instructorAccounts, sessionReviews } from '../../db/schema/index'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const MINUTE = 60 * 1000

/** Mondays to Fridays 09:00-17:00 in New York, no cap a day. */
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
  bufferAfterMinutes: 0,
  minNoticeMinutes: 60,
  maxDaysAhead: 30,
  maxPerDay: null,
}

/** Tuesday 1 December 2026, 08:00 UTC (03:00 in New York): every booking is made then. */
const BOOKING_TIME = new Date('2026-12-01T08:00:00Z')

type Answer<T> = { status: number; body: T & { error?: string }; headers: Record<string, unknown> }

describe.each(drivers)('session reviews on %s', (driver) => {
  let t: TestApp
  let clock = BOOKING_TIME
  let mentor: TestAccount
  let instructorId: number
  let intro: SessionType

  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: TestAccount | null,
    payload?: object,
  ): Promise<Answer<T>> => {
    const res = await t.app.inject({
      method,
      url,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload }),
    })
    return { status: res.statusCode, body: res.json(), headers: res.headers }
  }
  const review = (who: TestAccount, bookingId: number, body: object) =>
    call<Booking>('PUT', `/api/me/sessions/${bookingId}/review`, who, body)
  const reviewsOf = (id: number) =>
    call<SessionReviews>('GET', `/api/instructors/${id}/session-reviews`, null)

  async function instructorOf(who: TestAccount): Promise<number> {
    const [row] = await t.app.db
      .select()
      .from(instructorAccounts)
      .where(eq(instructorAccounts.userId, who.id))
    return row!.instructorId
  }

  /** A mentor with hours and a free 30-minute session type, booked at once. */
  async function offering(name: string) {
    const account = await addAccount(t, 'teacher', name)
    expect(
      (await call('PUT', '/api/instructor/sessions/availability', account, HOURS)).status,
    ).toBe(200)
    const type = await call<SessionType>('POST', '/api/instructor/sessions/types', account, {
      title: 'Intro call',
      durationMinutes: 30,
      priceCents: 0,
    })
    expect(type.status).toBe(201)
    return { account, type: type.body, instructorId: await instructorOf(account) }
  }

  /** A confirmed (free) booking of the slot by a new student, made at BOOKING_TIME. */
  async function booked(slot: string, type = intro, name?: string) {
    clock = BOOKING_TIME
    const student = await addAccount(t, 'student', name)
    const res = await call<Booking>('POST', '/api/sessions/bookings', student, {
      sessionTypeId: type.id,
      startsAt: slot,
      timeZone: 'Europe/Berlin',
    })
    expect(res.status, res.body.error).toBe(201)
    expect(res.body.status).toBe('confirmed')
    return { student, booking: res.body }
  }

  /** Moves the clock to `minutes` after the booking's start. */
  const after = (booking: Booking, minutes: number) => {
    clock = new Date(Date.parse(booking.startsAt) + minutes * MINUTE)
  }

  beforeAll(async () => {
    t = await buildTestApp(driver, { now: () => clock })
    ;({ account: mentor, type: intro, instructorId } = await offering('Maya Mentor'))
  })
  afterAll(() => t.close())

  it('lets the student review the mentor after a held session, and edit that one review', async () => {
    const { student, booking } = await booked('2026-12-02T14:00:00.000Z')
    after(booking, 35)
    const held = await call<Booking>('POST', `/api/me/sessions/${booking.id}/outcome`, student, {
      outcome: 'held',
    })
    expect(held.status).toBe(200)

    const first = await review(student, booking.id, { rating: 4, comment: '  Clear and kind.  ' })
    expect(first.status, first.body.error).toBe(200)
    expect(first.body).toMatchObject({
      id: booking.id,
      outcome: 'held',
      review: {
        rating: 4,
        comment: 'Clear and kind.',
        createdAt: clock.toISOString(),
        updatedAt: clock.toISOString(),
      },
    })
    const createdAt = clock.toISOString()

    // A day later the student edits it: still one review, its first date kept.
    after(booking, 24 * 60)
    const edited = await review(student, booking.id, { rating: 5 })
    expect(edited.status, edited.body.error).toBe(200)
    expect(edited.body.review).toEqual({
      rating: 5,
      comment: '',
      createdAt,
      updatedAt: clock.toISOString(),
    })
    const rows = await t.app.db
      .select()
      .from(sessionReviews)
      .where(eq(sessionReviews.bookingId, booking.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ instructorId, studentId: student.id, rating: 5 })

    // The student and the mentor both see it on the booking.
    const mine = await call<{ items: Booking[] }>('GET', '/api/me/sessions', student)
    expect(mine.body.items[0]!.review).toMatchObject({ rating: 5 })
    const theirs = await call<{ bookings: Booking[] }>('GET', '/api/instructor/sessions', mentor)
    expect(theirs.body.bookings.find((b) => b.id === booking.id)!.review).toMatchObject({
      rating: 5,
    })
  })

  it('lets the student review once the session has ended, with no outcome given yet', async () => {
    const { student, booking } = await booked('2026-12-02T15:00:00.000Z')
    after(booking, 30)
    const res = await review(student, booking.id, { rating: 3, comment: 'Fine.' })
    expect(res.status, res.body.error).toBe(200)
    expect(res.body.outcome).toBeNull()
  })

  it('refuses a review before the session has ended, with the reason', async () => {
    const { student, booking } = await booked('2026-12-03T14:00:00.000Z')
    for (const minutes of [-60, 0, 29]) {
      after(booking, minutes)
      const res = await review(student, booking.id, { rating: 5, comment: 'Great' })
      expect(res.status, `${minutes} minutes after the start`).toBe(409)
      expect(res.body.error).toBe('You can review this session once it has ended')
    }
    const rows = await t.app.db
      .select()
      .from(sessionReviews)
      .where(eq(sessionReviews.bookingId, booking.id))
    expect(rows).toEqual([])
  })

  it('refuses a review after a no-show, whoever reported it', async () => {
    const mentorMissed = await booked('2026-12-03T15:00:00.000Z')
    after(mentorMissed.booking, 15)
    expect(
      (
        await call(
          'POST',
          `/api/me/sessions/${mentorMissed.booking.id}/outcome`,
          mentorMissed.student,
          {
            outcome: 'no_show',
            note: 'Nobody came',
          },
        )
      ).status,
    ).toBe(200)
    after(mentorMissed.booking, 60)
    const refused = await review(mentorMissed.student, mentorMissed.booking.id, { rating: 1 })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('A session marked as a no-show cannot be reviewed')

    const studentMissed = await booked('2026-12-03T16:00:00.000Z')
    after(studentMissed.booking, 15)
    expect(
      (
        await call(
          'POST',
          `/api/instructor/sessions/bookings/${studentMissed.booking.id}/outcome`,
          mentor,
          { outcome: 'no_show' },
        )
      ).status,
    ).toBe(200)
    after(studentMissed.booking, 60)
    const alsoRefused = await review(studentMissed.student, studentMissed.booking.id, {
      rating: 5,
    })
    expect(alsoRefused.status).toBe(409)
    expect(alsoRefused.body.error).toBe('A session marked as a no-show cannot be reviewed')
  })

  it('refuses a review of a cancelled session', async () => {
    const { student, booking } = await booked('2026-12-04T14:00:00.000Z')
    expect((await call('POST', `/api/me/sessions/${booking.id}/cancel`, student)).status).toBe(200)
    after(booking, 60)
    const res = await review(student, booking.id, { rating: 5 })
    expect(res.status).toBe(409)
    expect(res.body.error).toBe('Only a session that took place can be reviewed')
  })

  it('answers another student 404, a mentor 403 and a guest 401', async () => {
    const { booking } = await booked('2026-12-04T15:00:00.000Z')
    after(booking, 60)
    const other = await addAccount(t, 'student')
    const stranger = await review(other, booking.id, { rating: 1, comment: 'Not mine' })
    expect(stranger.status).toBe(404)
    expect(stranger.body.error).toBe('Session booking not found')
    expect((await review(other, 2_000_000, { rating: 1 })).status).toBe(404)
    expect((await review(mentor, booking.id, { rating: 5 })).status).toBe(403)
    expect(
      (await call('PUT', `/api/me/sessions/${booking.id}/review`, null, { rating: 5 })).status,
    ).toBe(401)
    const rows = await t.app.db
      .select()
      .from(sessionReviews)
      .where(eq(sessionReviews.bookingId, booking.id))
    expect(rows).toEqual([])
  })

  it.each([
    [{}, 'Choose a rating from 1 to 5 stars'],
    [{ rating: 0 }, 'Choose a rating from 1 to 5 stars'],
    [{ rating: 6 }, 'Choose a rating from 1 to 5 stars'],
    [{ rating: 4.5 }, 'Choose a rating from 1 to 5 stars'],
    [{ rating: 5, comment: 'x'.repeat(2001) }, 'Comment is at most 2000 characters'],
    [{ rating: 5, comment: 'a\u0000b' }, 'Comment contains characters that are not allowed'],
    [{ rating: 5, comment: '\u200b' }, 'Comment must contain visible characters'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const student = await addAccount(t, 'student')
    const res = await review(student, 1, body)
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(message)
  })

  it('lists a mentor’s reviews publicly: average, count and the latest 20 by first name', async () => {
    const other = await offering('Noor Mentor')
    const unknown = await reviewsOf(2_000_000)
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('Mentor not found')
    const empty = await reviewsOf(other.instructorId)
    expect(empty.body).toEqual({ average: null, count: 0, latest: [] })

    // 21 students, each with a 30-minute session on Monday 7 or Tuesday 8 December.
    const sessions = []
    for (let i = 0; i < 21; i++) {
      const day = i < 16 ? '2026-12-07T14:00:00.000Z' : '2026-12-08T14:00:00.000Z'
      const start = new Date(Date.parse(day) + (i % 16) * 30 * MINUTE)
      const name = i === 20 ? 'Grace Hopper' : `Student${i} Surname`
      sessions.push(await booked(start.toISOString(), other.type, name))
    }
    // Reviewed in turn, a minute apart, after the last session.
    for (const [i, { student, booking }] of sessions.entries()) {
      clock = new Date(Date.parse('2026-12-08T17:00:00.000Z') + i * MINUTE)
      const rating = i === 20 ? 5 : i % 2 === 0 ? 4 : 3
      const saved = await review(student, booking.id, {
        rating,
        comment: i === 20 ? 'Patient and precise.\nRecommended.' : '',
      })
      expect(saved.status, saved.body.error).toBe(200)
    }

    const list = await reviewsOf(other.instructorId)
    expect(list.status).toBe(200)
    // Ten fours, ten threes and a five: 75 / 21 = 3.57.
    expect(list.body.count).toBe(21)
    expect(list.body.average).toBe(3.6)
    expect(list.body.latest).toHaveLength(20)
    expect(list.body.latest[0]).toEqual({
      studentName: 'Grace',
      rating: 5,
      comment: 'Patient and precise.\nRecommended.',
      createdAt: '2026-12-08T17:20:00.000Z',
    })
    expect(list.body.latest.map((r) => r.studentName).slice(1, 3)).toEqual([
      'Student19',
      'Student18',
    ])
    expect(JSON.stringify(list.body)).not.toMatch(/Hopper|Surname/)
    // The first mentor's reviews are their own.
    expect((await reviewsOf(instructorId)).body.count).toBe(2)

    // Cached as the mentor's profile answer is: by everyone alike, revalidated with its ETag.
    const profile = await call('GET', `/api/instructors/${other.instructorId}`, null)
    expect(list.headers['cache-control']).toBe(profile.headers['cache-control'])
    expect(list.headers.etag).toBeTruthy()
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/instructors/${other.instructorId}/session-reviews`,
      headers: { 'if-none-match': String(list.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})
