/**
 * Sessions benchmark on PostgreSQL: a fresh database (created and dropped on the local server),
 * the real server on a loopback port, one mentor with 500 confirmed bookings over the next 60
 * days, then:
 *
 *  1. free slots of that mentor over a 60-day window, asked again and again: p50/p95/p99;
 *  2. rounds where every student asks for the same slot at the same instant: exactly one wins;
 *  3. students booking, all at once, from the slots the page showed them: bookings per second,
 *     p50/p95/p99, and how many found their slot taken (409);
 *
 * and then it checks the books: no two bookings of the mentor overlap (buffers counted).
 *
 *   npm run bench:sessions -- [--students 50] [--seconds 20] [--slot-requests 200]
 *                             [--existing 500] [--rounds 5] [--pg-url postgres://...]
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import type { Availability } from '@app/domain/sessions'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app'
import { testConfig } from '../src/config'
import { queryRows } from '../src/db/raw-sql'
import { bookings, users } from '../src/db/schema/index'
import { figures, log, percentile, withScratchPostgres } from './support'

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    'slot-requests': { type: 'string', default: '200' },
    existing: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '5' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
})
const STUDENTS = Number(values.students)
const SECONDS = Number(values.seconds)
const SLOT_REQUESTS = Number(values['slot-requests'])
const EXISTING = Number(values.existing)
const ROUNDS = Number(values.rounds)
const MINUTE = 60_000

/** 07:00-21:00 every day in Berlin, 10-minute buffers, bookable 60 days ahead. */
const HOURS: Availability = {
  timeZone: 'Europe/Berlin',
  weekly: Array.from({ length: 7 }, () => [{ start: '07:00', end: '21:00' }]),
  overrides: [],
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  minNoticeMinutes: 60,
  maxDaysAhead: 60,
  maxPerDay: null,
}
const LENGTH = 30

async function main() {
  await withScratchPostgres(values['pg-url'], 'sessions', async (database, url) => {
    const app = await buildApp(
      testConfig({
        DATABASE_URL: url,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL === 'error' ? 'error' : 'silent',
      }),
      {
        database,
      },
    )
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const account = async (role: 'teacher' | 'student', n: number) => {
      const [row] = await database.db
        .insert(users)
        .values({
          role,
          name: `Bench ${role} ${n}`,
          email: `${role}${n}@bench.test`,
          passwordHash: 'x',
        })
        .returning()
      return `Bearer ${await app.tokens.sign(row!)}`
    }
    const call = async (method: string, path: string, token: string | null, body?: unknown) => {
      const started = performance.now()
      const response = await fetch(`${address}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const data = (await response.json()) as Record<string, unknown>
      return { status: response.status, data, ms: performance.now() - started }
    }

    const mentor = await account('teacher', 0)
    await call('PUT', '/api/instructor/sessions/availability', mentor, HOURS)
    const type = (
      await call('POST', '/api/instructor/sessions/types', mentor, {
        title: 'Bench session',
        durationMinutes: LENGTH,
        priceCents: 0,
      })
    ).data as { id: number }
    const [{ instructorId } = { instructorId: 0 }] = await queryRows<{ instructorId: number }>(
      database.db,
      sql`select instructor_id as "instructorId" from instructor_accounts limit 1`,
    )
    const students = await Promise.all(
      Array.from({ length: STUDENTS }, (_, n) => account('student', n + 1)),
    )

    // The existing bookings: free slots of the next 60 days, spread evenly over them.
    const window = `/api/instructors/${instructorId}/sessions/${type.id}/slots?days=60`
    const all = ((await call('GET', window, null)).data.slots as string[]).map(Date.parse)
    const step = Math.max(1, Math.floor(all.length / EXISTING))
    const chosen: number[] = []
    for (let i = 0; i < all.length && chosen.length < EXISTING; i += step) {
      const start = all[i]!
      const last = chosen[chosen.length - 1]
      if (last === undefined || start >= last + (LENGTH + 20) * MINUTE) chosen.push(start)
    }
    const owner = (
      await database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`role = 'student'`)
        .limit(1)
    )[0]!
    await database.db.insert(bookings).values(
      chosen.map((start, n) => ({
        instructorId,
        sessionTypeId: type.id,
        studentId: owner.id,
        status: 'confirmed' as const,
        title: 'Bench session',
        durationMinutes: LENGTH,
        priceCents: 0,
        startsAt: new Date(start),
        endsAt: new Date(start + LENGTH * MINUTE),
        bufferBeforeMinutes: 10,
        bufferAfterMinutes: 10,
        blockedFrom: new Date(start - 10 * MINUTE),
        blockedUntil: new Date(start + (LENGTH + 10) * MINUTE),
        mentorTimeZone: HOURS.timeZone,
        studentTimeZone: 'UTC',
        policy: {
          cutoffHours: 24,
          refundBeforePercent: 100,
          refundAfterPercent: 0,
          maxReschedules: 2,
        },
        meetingToken: `bench-${n}-${randomBytes(8).toString('hex')}`,
        sequence: 1,
        notifiedSequence: 1,
        notifiedStatus: 'confirmed' as const,
      })),
    )
    log(
      `sessions benchmark on PostgreSQL: ${chosen.length} existing bookings over 60 days, ${address}`,
    )

    // 1. Free slots over 60 days.
    const slotLatencies: number[] = []
    for (let i = 0; i < SLOT_REQUESTS; i += 1) {
      const answer = await call('GET', window, null)
      if (answer.status !== 200) throw new Error(`slots answered ${answer.status}`)
      slotLatencies.push(answer.ms)
    }
    const free = ((await call('GET', window, null)).data.slots as string[]).length
    log(
      `free slots (60 days) ${SLOT_REQUESTS} requests, ${free} slots each: ${figures(slotLatencies)}`,
    )

    // 2. Every student asks for one slot at the same instant.
    let roundsWithOneWinner = 0
    for (let round = 0; round < ROUNDS; round += 1) {
      const list = (await call('GET', window, null)).data.slots as string[]
      const slot = list[list.length - 1 - round * 3]
      if (!slot) break
      const answers = await Promise.all(
        students.map((token) =>
          call('POST', '/api/sessions/bookings', token, {
            sessionTypeId: type.id,
            startsAt: slot,
            timeZone: 'UTC',
          }),
        ),
      )
      const won = answers.filter((a) => a.status === 201).length
      const lost = answers.filter((a) => a.status === 409).length
      if (won === 1 && lost === STUDENTS - 1) roundsWithOneWinner += 1
      else {
        const others = answers.filter((a) => a.status !== 201 && a.status !== 409)
        log(
          `round ${round + 1}: ${won} booked, ${lost} × 409, others ${JSON.stringify(others.map((a) => [a.status, a.data]).slice(0, 3))}`,
        )
      }
    }
    log(
      `same-slot rounds    ${roundsWithOneWinner} of ${ROUNDS} had exactly one booking and ${STUDENTS - 1} × 409`,
    )

    // 3. Students booking at once from the slots the page showed them.
    const bookLatencies: number[] = []
    const statuses = new Map<number, number>()
    const deadline = performance.now() + SECONDS * 1000
    const shown = (await call('GET', window, null)).data.slots as string[]
    const student = async (token: string, n: number) => {
      for (let i = 0; i < shown.length && performance.now() < deadline; i += 1) {
        // Students often pick the same slots (the race being measured); a taken one is skipped.
        const pick = shown[(n * 7 + i * 13) % shown.length]!
        const answer = await call('POST', '/api/sessions/bookings', token, {
          sessionTypeId: type.id,
          startsAt: pick,
          timeZone: 'America/New_York',
        })
        bookLatencies.push(answer.ms)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      }
    }
    const started = performance.now()
    await Promise.all(students.map((token, n) => student(token, n)))
    const elapsed = (performance.now() - started) / 1000
    const booked = statuses.get(201) ?? 0
    log(
      `bookings            ${bookLatencies.length} requests by ${STUDENTS} students in ${elapsed.toFixed(1)} s: ${booked} booked (${(booked / elapsed).toFixed(1)}/s), ${statuses.get(409) ?? 0} found taken (409)`,
    )
    log(`booking latency     ${figures(bookLatencies)}`)
    const unexpected = [...statuses].filter(([s]) => s !== 201 && s !== 409)

    const [overlaps] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from bookings a join bookings b
          on a.instructor_id = b.instructor_id and a.id < b.id
          and a.status in ('held', 'awaiting_payment', 'requested', 'confirmed')
          and b.status in ('held', 'awaiting_payment', 'requested', 'confirmed')
          and tstzrange(a.blocked_from, a.blocked_until) && tstzrange(b.blocked_from, b.blocked_until)`,
    )
    log(`double bookings     ${overlaps?.n ?? 'unknown'}`)
    log(`unexpected answers  ${JSON.stringify(unexpected)}`)
    await app.close()
    const slotP95 = percentile(
      [...slotLatencies].sort((a, b) => a - b),
      95,
    )
    const bookP95 = percentile(
      [...bookLatencies].sort((a, b) => a - b),
      95,
    )
    log('')
    log(
      `targets             free slots p95 ${slotP95.toFixed(1)} ms (≤ 150), booking p95 ${bookP95.toFixed(1)} ms (≤ 250), double bookings 0`,
    )
    if ((overlaps?.n ?? 1) !== 0 || unexpected.length > 0 || roundsWithOneWinner !== ROUNDS) {
      process.exitCode = 1
    }
  })
}

await main()
