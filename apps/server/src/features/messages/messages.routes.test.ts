import type { ThreadList, ThreadRef, ThreadView } from '@app/domain/messages'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { instructorAccounts, instructors, messages, outbox } from '../../db/schema/index'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { ALWAYS_OPEN } from '../../testing/fixtures'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'
import {
  MENTOR_NOT_FOUND,
  MESSAGE_NOT_FOUND,
  MENTOR_WITHOUT_ACCOUNT,
  STUDENT_NOT_FOUND,
  THREAD_NOT_FOUND,
} from './messages.service'

const MINUTE = 60 * 1000
const PUBLIC_URL = 'https://learnlane.test'

describe.each(drivers)('messages between a mentor and a student on %s', (driver) => {
  let t: TestApp
  let clock = new Date('2026-12-01T08:00:00Z')
  let mentor: TestAccount
  let instructorId: number
  let otherMentor: TestAccount

  const tick = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE)
  }
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
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
    expect(res.headers['cache-control'], `${method} ${url}`).toBe('private, no-store')
    return {
      status: res.statusCode,
      body: (res.body ? res.json() : null) as T & { error?: string },
    }
  }
  const open = (student: TestAccount, id = instructorId) =>
    call<ThreadRef>('POST', '/api/me/messages/threads', student, { instructorId: id })
  const write = (who: TestAccount, threadId: number, body: string) =>
    call<{ id: number; body: string; side: string; mine: boolean }>(
      'POST',
      `/api/messages/threads/${threadId}/messages`,
      who,
      { body },
    )
  const threads = async (who: TestAccount) =>
    (await call<ThreadList>('GET', '/api/messages/threads', who)).body.items
  const read = (who: TestAccount, threadId: number) =>
    call<ThreadView>('GET', `/api/messages/threads/${threadId}`, who)
  const unread = async (who: TestAccount) =>
    (await call<{ count: number }>('GET', '/api/messages/unread', who)).body.count
  const outboxTo = (email: string) =>
    t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.template, 'message-digest')))
      .orderBy(outbox.createdAt)

  /** A mentor with a public profile (their hours make it). */
  async function addMentor(name: string) {
    const account = await addAccount(t, 'teacher', name)
    const saved = await call('PUT', '/api/instructor/sessions/availability', account, ALWAYS_OPEN)
    expect(saved.status).toBe(200)
    const [row] = await t.app.db
      .select()
      .from(instructorAccounts)
      .where(eq(instructorAccounts.userId, account.id))
    return { account, instructorId: row!.instructorId }
  }

  beforeAll(async () => {
    t = await buildTestApp(driver, { now: () => clock, PUBLIC_URL })
    ;({ account: mentor, instructorId } = await addMentor('Maya Mentor'))
    ;({ account: otherMentor } = await addMentor('Otto Other'))
  })
  afterAll(() => t.close())

  it('lets a student open the thread from the profile and write; the mentor sees it unread, reads and answers', async () => {
    const student = await addAccount(t, 'student', 'Sam Student')
    const opened = await open(student)
    expect(opened.status).toBe(201)
    expect(opened.body).toEqual({
      id: expect.any(Number),
      mySide: 'student',
      other: { side: 'mentor', instructorId, name: 'Maya Mentor' },
    })
    // Opening again finds the same thread.
    const again = await open(student)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(opened.body.id)
    const id = opened.body.id
    // A conversation is listed from its first message.
    expect(await threads(student)).toEqual([])

    const sent = await write(student, id, '  Hello Maya,\r\ncan you help with React? <b>hi</b>  ')
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      side: 'student',
      body: 'Hello Maya,\ncan you help with React? <b>hi</b>',
      mine: true,
    })

    expect(await unread(mentor)).toBe(1)
    expect(await unread(student)).toBe(0)
    expect(await threads(mentor)).toEqual([
      {
        id,
        mySide: 'mentor',
        other: { side: 'student', userId: student.id, name: 'Sam Student' },
        lastMessage: {
          preview: 'Hello Maya, can you help with React? <b>hi</b>',
          mine: false,
          createdAt: clock.toISOString(),
        },
        lastMessageAt: clock.toISOString(),
        unreadCount: 1,
      },
    ])

    tick(1)
    const seen = await read(mentor, id)
    expect(seen.status).toBe(200)
    expect(seen.body).toMatchObject({ id, mySide: 'mentor', hasEarlier: false })
    expect(seen.body.messages).toEqual([
      {
        id: sent.body.id,
        side: 'student',
        body: 'Hello Maya,\ncan you help with React? <b>hi</b>',
        createdAt: new Date(clock.getTime() - MINUTE).toISOString(),
        mine: false,
      },
    ])
    expect(await unread(mentor)).toBe(0)
    expect((await threads(mentor))[0]!.unreadCount).toBe(0)

    tick(1)
    const answer = await write(mentor, id, 'Of course: see https://react.dev/learn first.')
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ side: 'mentor', mine: true })
    expect(await unread(student)).toBe(1)
    const [line] = await threads(student)
    expect(line).toMatchObject({
      id,
      mySide: 'student',
      unreadCount: 1,
      lastMessage: { preview: 'Of course: see https://react.dev/learn first.', mine: false },
      lastMessageAt: clock.toISOString(),
    })

    tick(1)
    const view = await read(student, id)
    expect(view.body.messages.map((m) => [m.side, m.mine])).toEqual([
      ['student', true],
      ['mentor', false],
    ])
    expect(await unread(student)).toBe(0)
  })

  it('lists the newest conversation first, each with its own unread count', async () => {
    const student = await addAccount(t, 'student')
    const first = (await open(student)).body.id
    const second = (await open(student, (await addMentor('Nia Newer')).instructorId)).body.id
    tick(1)
    await write(student, first, 'One')
    tick(1)
    await write(student, second, 'Two')
    tick(1)
    expect((await threads(student)).map((line) => line.id)).toEqual([second, first])
    await write(mentor, first, 'Answer')
    await write(mentor, first, 'And more')
    expect((await threads(student)).map((line) => [line.id, line.unreadCount])).toEqual([
      [first, 2],
      [second, 0],
    ])
    expect(await unread(student)).toBe(2)
  })

  it('shows each party only their own threads: 404 for anyone else', async () => {
    const student = await addAccount(t, 'student')
    const stranger = await addAccount(t, 'student')
    const id = (await open(student)).body.id
    await write(student, id, 'Private words')

    for (const who of [stranger, otherMentor]) {
      const view = await read(who, id)
      expect(view.status).toBe(404)
      expect(view.body).toEqual({ error: THREAD_NOT_FOUND })
      const written = await write(who, id, 'Let me in')
      expect(written.status).toBe(404)
      expect(written.body).toEqual({ error: THREAD_NOT_FOUND })
      expect(await threads(who)).toEqual([])
      expect(await unread(who)).toBe(0)
    }
    expect((await read(student, 999_999)).status).toBe(404)
    // Nothing the others tried was stored.
    const stored = await t.app.db.select().from(messages).where(eq(messages.threadId, id))
    expect(stored.map((m) => m.body)).toEqual(['Private words'])

    // A mentor does not open threads as a student, nor a student as a mentor; no token is 401.
    const asMentor = await call('POST', '/api/me/messages/threads', mentor, { instructorId })
    expect(asMentor.status).toBe(403)
    const asStudent = await call('POST', '/api/instructor/messages/threads', student, {
      studentId: student.id,
    })
    expect(asStudent.status).toBe(403)
    expect((await call('GET', '/api/messages/threads', null)).status).toBe(401)
    expect((await call('GET', '/api/messages/unread', null)).status).toBe(401)
  })

  it('opens a thread only with a known mentor who has an account', async () => {
    const student = await addAccount(t, 'student')
    const unknown = await open(student, 999_999)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: MENTOR_NOT_FOUND })
    await t.app.db.insert(instructors).values({
      id: 4242,
      name: 'Catalog Only',
      title: 'Teacher',
      description: 'A catalog mentor without an account',
      about: 'About',
      rating: 4.5,
      address: 'Somewhere',
      email: 'catalog-only@example.test',
      phone: '000',
      website: 'https://example.test',
    })
    const accountless = await open(student, 4242)
    expect(accountless.status).toBe(404)
    expect(accountless.body).toEqual({ error: MENTOR_WITHOUT_ACCOUNT })
  })

  it('lets a mentor open a thread with a student who booked them, and with no one else', async () => {
    const booked = await addAccount(t, 'student', 'Bo Booked')
    const never = await addAccount(t, 'student')
    const type = await call<{ id: number }>('POST', '/api/instructor/sessions/types', mentor, {
      title: 'Intro call',
      durationMinutes: 15,
      priceCents: 0,
    })
    const slots = await call<{ slots: string[] }>(
      'GET',
      `/api/instructors/${instructorId}/sessions/${type.body.id}/slots?days=7`,
      null,
    )
    const booking = await call('POST', '/api/sessions/bookings', booked, {
      sessionTypeId: type.body.id,
      startsAt: slots.body.slots[4],
      timeZone: 'Europe/Berlin',
    })
    expect(booking.status).toBe(201)

    const opened = await call<ThreadRef>('POST', '/api/instructor/messages/threads', mentor, {
      studentId: booked.id,
    })
    expect(opened.status).toBe(201)
    expect(opened.body).toEqual({
      id: expect.any(Number),
      mySide: 'mentor',
      other: { side: 'student', userId: booked.id, name: 'Bo Booked' },
    })
    await write(mentor, opened.body.id, 'Looking forward to our call!')
    // The student finds the same thread from the profile.
    expect((await open(booked)).body.id).toBe(opened.body.id)
    expect(await unread(booked)).toBe(1)

    for (const studentId of [never.id, '00000000-0000-4000-8000-000000000000', mentor.id]) {
      const refused = await call('POST', '/api/instructor/messages/threads', mentor, { studentId })
      expect(refused.status).toBe(404)
      expect(refused.body).toEqual({ error: STUDENT_NOT_FOUND })
    }
    // Another mentor has no booking with the student.
    const other = await call('POST', '/api/instructor/messages/threads', otherMentor, {
      studentId: booked.id,
    })
    expect(other.status).toBe(404)
  })

  // Each with a mentor of its own, so no other test's unread messages join the e-mails.
  describe('the e-mail digest', () => {
    it('e-mails a message unread after 15 minutes, not before, and only once', async () => {
      const { account: reader, instructorId: readerId } = await addMentor('Rita Reader')
      const student = await addAccount(t, 'student', 'Dana Digest')
      const id = (await open(student, readerId)).body.id
      await write(student, id, 'Are you free on Friday?')
      tick(10)
      await write(student, id, 'Or Saturday?')

      tick(4)
      await t.app.messages.digest()
      expect(await outboxTo(reader.email)).toEqual([])

      // 15 minutes after the first: one e-mail for both, the newer one included.
      tick(1)
      await t.app.messages.digest()
      const [mail, ...more] = await outboxTo(reader.email)
      expect(more).toEqual([])
      expect(mail).toMatchObject({
        template: 'message-digest',
        subject: '2 unread messages from Dana Digest on Learnlane',
      })
      expect(mail!.body).toContain('Hello Rita Reader,')
      expect(mail!.body).toContain('You have 2 unread messages from Dana Digest on Learnlane.')
      expect(mail!.body).toContain(`${PUBLIC_URL}/instructor-messages?thread=${id}`)
      // The e-mail says who wrote, never what.
      expect(mail!.body).not.toContain('Friday')

      tick(30)
      await t.app.messages.digest()
      expect(await outboxTo(reader.email)).toHaveLength(1)
      // Still unread: the count stays until the mentor reads them.
      expect(await unread(reader)).toBe(2)
    })

    it('e-mails the student about the mentor’s answer, and never a message read in time', async () => {
      const { account: quick, instructorId: quickId } = await addMentor('Quinn Quick')
      const student = await addAccount(t, 'student', 'Rae Reader')
      const id = (await open(student, quickId)).body.id
      await write(student, id, 'Quick question')
      tick(5)
      await read(quick, id)
      await write(quick, id, 'Quick answer')
      tick(5)
      await read(student, id)
      tick(20)
      await t.app.messages.digest()
      expect(await outboxTo(student.email)).toEqual([])
      expect(await outboxTo(quick.email)).toEqual([])

      await write(quick, id, 'One more thing')
      tick(16)
      await t.app.messages.digest()
      const [mail, ...more] = await outboxTo(student.email)
      expect(more).toEqual([])
      expect(mail?.subject).toBe('1 unread message from Quinn Quick on Learnlane')
      expect(mail?.body).toContain(`${PUBLIC_URL}/student-messages?thread=${id}`)
      expect(mail?.body).toContain('Read and answer it:')
    })

    it('gathers the messages of several students into one e-mail to their mentor', async () => {
      const { account: busy, instructorId: busyId } = await addMentor('Bea Busy')
      const writers = await Promise.all(
        ['Ann', 'Ben', 'Cy'].map((name) => addAccount(t, 'student', name)),
      )
      for (const writer of writers) {
        const id = (await open(writer, busyId)).body.id
        await write(writer, id, `Hi from ${writer.name}`)
        tick(1)
      }
      tick(15)
      const result = await t.app.messages.digest()
      expect(result.emails).toBeGreaterThanOrEqual(1)
      const [mail, ...more] = await outboxTo(busy.email)
      expect(more).toEqual([])
      expect(mail!.subject).toBe('3 unread messages from Ann, Ben and Cy on Learnlane')
      expect(mail!.body).toContain('- Ann: 1\n- Ben: 1\n- Cy: 1')
      expect(mail!.body).toContain(`${PUBLIC_URL}/instructor-messages\n`)
    })
  })

  it('shows the latest 200 messages, oldest first, and says older ones exist', async () => {
    const student = await addAccount(t, 'student')
    const id = (await open(student)).body.id
    const start = clock.getTime()
    await t.app.db.insert(messages).values(
      Array.from({ length: 205 }, (_, i) => ({
        threadId: id,
        senderId: student.id,
        side: 'student' as const,
        body: `Message ${i + 1}`,
        createdAt: new Date(start + i * 1000),
      })),
    )
    tick(10)
    const view = await read(mentor, id)
    expect(view.body.hasEarlier).toBe(true)
    expect(view.body.messages).toHaveLength(200)
    expect(view.body.messages[0]!.body).toBe('Message 6')
    expect(view.body.messages.at(-1)!.body).toBe('Message 205')
    // Read up to the newest shown: nothing of it stays unread.
    expect((await threads(mentor)).find((line) => line.id === id)!.unreadCount).toBe(0)

    // The page before the first one shown holds the five older messages, and nothing more.
    const first = view.body.messages[0]!.id
    const earlier = await call<ThreadView>(
      'GET',
      `/api/messages/threads/${id}?before=${first}`,
      mentor,
    )
    expect(earlier.status).toBe(200)
    expect(earlier.body.messages.map((m) => m.body)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Message ${i + 1}`),
    )
    expect(earlier.body.hasEarlier).toBe(false)
    // A message of another conversation is no place to start from.
    const other = await addAccount(t, 'student')
    const otherThread = (await open(other)).body.id
    const foreign = await write(other, otherThread, 'Elsewhere')
    const refused = await call(
      'GET',
      `/api/messages/threads/${id}?before=${foreign.body.id}`,
      mentor,
    )
    expect(refused.status).toBe(404)
    expect(refused.body.error).toBe(MESSAGE_NOT_FOUND)
    const hostile = await call('GET', `/api/messages/threads/${id}?before=1e99`, mentor)
    expect(hostile.status).toBe(400)
    expect(hostile.body.error).toMatch(/before/)
  })

  it('refuses hostile bodies with 400 and a reason, storing nothing', async () => {
    const student = await addAccount(t, 'student')
    const id = (await open(student)).body.id
    const url = `/api/messages/threads/${id}/messages`
    const cases: unknown[] = [
      {},
      { body: '' },
      { body: ' \n\t ' },
      { body: '\u200b\u200b' },
      { body: 'a\u0000b' },
      { body: 'bell\u0007' },
      { body: 'lone \ud83d surrogate' },
      { body: 'x'.repeat(4001) },
      { body: 42 },
      { body: ['hi'] },
      { body: { text: 'hi' } },
      { body: null },
    ]
    for (const payload of cases) {
      const res = await call('POST', url, student, payload as object)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(typeof res.body.error).toBe('string')
    }
    const raw = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...student.auth, 'content-type': 'application/json' },
      payload: '{"body": "unterminated',
    })
    expect(raw.statusCode).toBe(400)
    expect(raw.json()).toEqual({ error: expect.any(String) })
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call('GET', `/api/messages/threads/${bad}`, student)
      expect(res.status, bad).toBe(400)
      expect(res.body.error).toBe('Not a conversation')
    }
    expect(await t.app.db.select().from(messages).where(eq(messages.threadId, id))).toEqual([])
    // 4000 characters is the most.
    expect((await write(student, id, 'y'.repeat(4000))).status).toBe(201)
  })

  it('answers 429 past 20 messages a minute', async () => {
    const student = await addAccount(t, 'student')
    const id = (await open(student)).body.id
    for (let i = 1; i <= 20; i++)
      expect((await write(student, id, `Message ${i}`)).status).toBe(201)
    const refused = await write(student, id, 'One too many')
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatch(
      /^You have sent too many messages in a minute\. Please try again in \d+ seconds\.$/,
    )
    // The mentor may still answer: the limit is each account's own.
    expect((await write(mentor, id, 'Slow down!')).status).toBe(201)
    const stored = await t.app.db.select().from(messages).where(eq(messages.threadId, id))
    expect(stored).toHaveLength(21)
  })

  it('answers 429 past the day’s limit', async () => {
    const small = await buildTestApp(driver, { MESSAGES_PER_DAY: 3 })
    try {
      const student = await addAccount(small, 'student')
      const teacher = await addAccount(small, 'teacher')
      const saved = await small.app.inject({
        method: 'PUT',
        url: '/api/instructor/sessions/availability',
        headers: teacher.auth,
        payload: ALWAYS_OPEN,
      })
      expect(saved.statusCode).toBe(200)
      const [row] = await small.app.db
        .select()
        .from(instructorAccounts)
        .where(eq(instructorAccounts.userId, teacher.id))
      const opened = await small.app.inject({
        method: 'POST',
        url: '/api/me/messages/threads',
        headers: student.auth,
        payload: { instructorId: row!.instructorId },
      })
      const send = (body: string) =>
        small.app.inject({
          method: 'POST',
          url: `/api/messages/threads/${opened.json<{ id: number }>().id}/messages`,
          headers: student.auth,
          payload: { body },
        })
      for (const body of ['One', 'Two', 'Three']) expect((await send(body)).statusCode).toBe(201)
      const refused = await send('Four')
      expect(refused.statusCode).toBe(429)
      expect(refused.json<{ error: string }>().error).toMatch(/too many messages today/)
    } finally {
      await small.close()
    }
  })
})
