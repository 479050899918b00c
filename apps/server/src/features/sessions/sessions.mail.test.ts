import type { Availability, Booking, SessionType } from '@app/domain/sessions'
import { and, asc, eq, like } from 'drizzle-orm'
import ical, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema/index'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

/** Every day 08:00-20:00 in Berlin, booked up to 30 days ahead with an hour's notice. */
const HOURS: Availability = {
  timeZone: 'Europe/Berlin',
  weekly: Array.from({ length: 7 }, () => [{ start: '08:00', end: '20:00' }]),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 60,
  maxDaysAhead: 30,
  maxPerDay: null,
}

describe.each(drivers)('session e-mails, invites, reminders and feeds on %s', (driver) => {
  let t: TestApp
  // Saturday 24 October 2026, 12:00 UTC: Berlin moves its clocks back the next night.
  let clock = new Date('2026-10-24T12:00:00Z')
  let mentor: TestAccount
  let type: SessionType

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
    return {
      status: res.statusCode,
      body: (res.body && res.headers['content-type']?.includes('json')
        ? res.json()
        : res.body) as T,
    }
  }
  /** The stored e-mails of a booking, in the order they were stored. */
  const mailsOf = async (bookingId: number) =>
    (await t.app.db.select().from(outbox).orderBy(asc(outbox.createdAt))).filter(
      (row) => row.params.bookingId === String(bookingId),
    )
  const eventOf = (ics: string) => {
    const parsed = ical.sync.parseICS(ics)
    const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT')
    expect(events).toHaveLength(1)
    return events[0]!
  }
  const book = (who: TestAccount, startsAt: string, timeZone = 'America/New_York') =>
    call<Booking>('POST', '/api/sessions/bookings', who, {
      sessionTypeId: type.id,
      startsAt,
      timeZone,
    })

  beforeAll(async () => {
    t = await buildTestApp(driver, { now: () => clock, PUBLIC_URL: 'https://learnlane.example' })
    mentor = await addAccount(t, 'teacher', 'Mona Mentor')
    await call('PUT', '/api/instructor/sessions/availability', mentor, HOURS)
    type = (
      await call<SessionType>('POST', '/api/instructor/sessions/types', mentor, {
        title: 'Design review',
        durationMinutes: 45,
        priceCents: 0,
      })
    ).body
  })
  afterAll(() => t.close())

  it('sends both parties an invite whose times, read back, are the booked instants across a clock change', async () => {
    const student = await addAccount(t, 'student', 'Sol Student')
    // Monday 26 October 09:00 in Berlin, the first morning on winter time: 08:00 UTC.
    const booked = await book(student, '2026-10-26T08:00:00.000Z')
    expect(booked.status).toBe(201)
    const mails = await mailsOf(booked.body.id)
    expect(mails.map((m) => [m.template, m.recipient])).toEqual([
      ['session-confirmed', student.email],
      ['session-confirmed', mentor.email],
    ])
    const [toStudent, toMentor] = mails
    // Each reads the time in their own zone, and the other's.
    expect(toStudent!.body).toContain('Mon 26 Oct 2026, 04:00 America/New_York (UTC-4)')
    expect(toStudent!.body).toContain(
      'For Mona Mentor: Mon 26 Oct 2026, 09:00 Europe/Berlin (UTC+1)',
    )
    expect(toMentor!.body).toContain('When: Mon 26 Oct 2026, 09:00 Europe/Berlin (UTC+1)')
    expect(toStudent!.params.icsMethod).toBe('REQUEST')
    const event = eventOf(toStudent!.params.ics!)
    expect(new Date(event.start).toISOString()).toBe('2026-10-26T08:00:00.000Z')
    expect(new Date(event.end!).toISOString()).toBe('2026-10-26T08:45:00.000Z')
    expect(event.uid).toBe(`booking-${booked.body.id}@learnlane.example`)
    expect(event.location).toBe(booked.body.meetingUrl)
    expect(event.description).toContain(booked.body.meetingUrl!)
    expect(toStudent!.body).toContain(booked.body.meetingUrl!)

    // Moved: the same UID with a higher SEQUENCE; cancelled: METHOD:CANCEL.
    const moved = await call<Booking>(
      'POST',
      `/api/me/sessions/${booked.body.id}/reschedule`,
      student,
      {
        startsAt: '2026-10-27T10:00:00.000Z',
      },
    )
    expect(moved.status).toBe(200)
    const cancelled = await call('POST', `/api/me/sessions/${booked.body.id}/cancel`, student)
    expect(cancelled.status).toBe(200)
    const all = await mailsOf(booked.body.id)
    const studentMails = all.filter((m) => m.recipient === student.email)
    expect(studentMails.map((m) => m.template)).toEqual([
      'session-confirmed',
      'session-moved',
      'session-cancelled',
    ])
    const [first, second, third] = studentMails.map((m) => m.params.ics!)
    const sequences = [first, second, third].map((ics) => Number(eventOf(ics!).sequence))
    expect(sequences[0]).toBeLessThan(sequences[1]!)
    expect(sequences[1]).toBeLessThan(sequences[2]!)
    expect(new Set([first, second, third].map((ics) => eventOf(ics!).uid)).size).toBe(1)
    expect(new Date(eventOf(second!).start).toISOString()).toBe('2026-10-27T10:00:00.000Z')
    expect(third).toContain('METHOD:CANCEL')
    expect(third).toContain('STATUS:CANCELLED')
    expect(studentMails[2]!.params.icsMethod).toBe('CANCEL')
  })

  it('reminds both parties 24 hours and 1 hour before, within a minute, never for a cancelled session', async () => {
    const student = await addAccount(t, 'student')
    const start = new Date('2026-10-28T14:00:00.000Z')
    const booked = await book(student, start.toISOString())
    const dropped = await book(student, '2026-10-28T16:00:00.000Z')
    await call('POST', `/api/me/sessions/${dropped.body.id}/cancel`, student)
    const reminders = async (id: number) =>
      (await mailsOf(id))
        .filter((m) => m.template.startsWith('session-reminder'))
        .map((m) => m.template)
    const from = clock
    try {
      clock = new Date(start.getTime() - 24 * HOUR - MINUTE)
      await t.app.sessions.sweep()
      expect(await reminders(booked.body.id)).toEqual([])
      // The sweeper runs every 30 seconds: one sweep after the due time.
      clock = new Date(start.getTime() - 24 * HOUR + 30_000)
      await t.app.sessions.sweep()
      expect(await reminders(booked.body.id)).toEqual([
        'session-reminder-24h',
        'session-reminder-24h',
      ])
      clock = new Date(start.getTime() - HOUR + 30_000)
      await t.app.sessions.sweep()
      await t.app.sessions.sweep()
      expect(await reminders(booked.body.id)).toEqual([
        'session-reminder-24h',
        'session-reminder-24h',
        'session-reminder-1h',
        'session-reminder-1h',
      ])
      const [reminder] = (await mailsOf(booked.body.id)).filter(
        (m) => m.template === 'session-reminder-1h',
      )
      expect(reminder!.body).toContain(booked.body.meetingUrl!)
      expect(await reminders(dropped.body.id)).toEqual([])
    } finally {
      clock = from
    }
  })

  it('sends a reminder at once for a session booked inside its window, and moves reminders with the session', async () => {
    const student = await addAccount(t, 'student')
    const reminders = async (id: number) =>
      (await mailsOf(id)).filter((m) => m.template === 'session-reminder-24h').length
    // 20 hours ahead: inside the 24-hour window, reminded at once (both parties).
    const soon = await book(student, new Date(clock.getTime() + 20 * HOUR).toISOString())
    expect(await reminders(soon.body.id)).toBe(2)
    // 30 hours ahead: not yet; moved to 22 hours ahead, its reminder goes at once.
    const later = await book(student, new Date(clock.getTime() + 30 * HOUR).toISOString())
    expect(await reminders(later.body.id)).toBe(0)
    const moved = await call('POST', `/api/me/sessions/${later.body.id}/reschedule`, student, {
      startsAt: new Date(clock.getTime() + 22 * HOUR).toISOString(),
    })
    expect(moved.status).toBe(200)
    expect(await reminders(later.body.id)).toBe(2)
    // And nothing more when its old time's reminder would have been due.
    const from = clock
    try {
      clock = new Date(from.getTime() + 6 * HOUR + 30_000)
      await t.app.sessions.sweep()
      expect(await reminders(later.body.id)).toBe(2)
    } finally {
      clock = from
    }
  })

  it('serves a secret, revocable calendar feed of the person’s sessions', async () => {
    const student = await addAccount(t, 'student')
    const booked = await book(student, '2026-10-29T09:00:00.000Z')
    const none = await call<{ url: null }>('GET', '/api/me/calendar-feed', student)
    expect(none.body, JSON.stringify(none)).toEqual({ url: null })
    const made = await call<{ url: string }>('POST', '/api/me/calendar-feed', student)
    expect(made.body.url).toMatch(
      /^webcal:\/\/learnlane\.example\/api\/calendar\/[A-Za-z0-9_-]{27}\.ics$/,
    )
    const path = made.body.url.replace('webcal://learnlane.example', '')
    const feed = await t.app.inject({ method: 'GET', url: path })
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/)
    expect(feed.headers['cache-control']).toBe('private, no-store')
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    )
    expect(events.map((e) => new Date(e.start).toISOString())).toEqual(['2026-10-29T09:00:00.000Z'])
    expect(events[0]!.uid).toBe(`booking-${booked.body.id}@learnlane.example`)
    // The mentor's feed holds the same session.
    const mentorFeed = await call<{ url: string }>('POST', '/api/me/calendar-feed', mentor)
    const theirs = await t.app.inject({
      method: 'GET',
      url: mentorFeed.body.url.replace('webcal://learnlane.example', ''),
    })
    expect(theirs.body).toContain(`booking-${booked.body.id}@learnlane.example`)
    // A new address revokes the old one; deleting stops it.
    const renewed = await call<{ url: string }>('POST', '/api/me/calendar-feed', student)
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404)
    await call('DELETE', '/api/me/calendar-feed', student)
    const gone = renewed.body.url.replace('webcal://learnlane.example', '')
    expect((await t.app.inject({ method: 'GET', url: gone })).statusCode).toBe(404)
  })

  it('stores nothing twice when two sweeps run at once', async () => {
    const student = await addAccount(t, 'student')
    const booked = await book(student, '2026-10-30T09:00:00.000Z')
    const from = clock
    try {
      clock = new Date('2026-10-30T08:00:30.000Z')
      await Promise.all([t.app.sessions.sweep(), t.app.sessions.sweep()])
      const rows = await t.app.db
        .select()
        .from(outbox)
        .where(and(like(outbox.template, 'session-reminder%'), eq(outbox.recipient, student.email)))
      expect(rows.filter((r) => r.params.bookingId === String(booked.body.id))).toHaveLength(1)
    } finally {
      clock = from
    }
  })
})
