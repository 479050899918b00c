import { randomBytes } from 'node:crypto'
import { availableFrom, DEFAULT_PLATFORM_FEE_PERCENT, saleAmounts } from '@app/domain/earnings'
import { DEFAULT_POLICY, type Availability } from '@app/domain/sessions'
import { and, eq } from 'drizzle-orm'
import { DateTime } from 'luxon'
import type { Db } from '../client'
import {
  bookings,
  earnings,
  instructorAccounts,
  instructors,
  messages,
  messageThreads,
  mentorSchedules,
  orderEvents,
  orderLines,
  orders,
  sessionReviews,
  sessionTypes,
  users,
} from '../schema/index'
import { DEMO_INSTRUCTOR_ID } from './authoring'
import { DEMO_STUDENT_EMAIL } from './users'

/** The demo mentor's hours: weekdays in New York, with a lunch break, and Saturday mornings. */
const DEMO_HOURS: Availability = {
  timeZone: 'America/New_York',
  weekly: [
    ...Array.from({ length: 5 }, () => [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]),
    [{ start: '10:00', end: '13:00' }],
    [],
  ],
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 12 * 60,
  maxDaysAhead: 60,
  maxPerDay: 6,
}

const DEMO_TYPES = [
  {
    title: '1:1 Career Chat',
    description:
      'An hour on your next step in design or development: your portfolio, a job offer, what to learn next.',
    durationMinutes: 60,
    priceCents: 4900,
  },
  {
    title: 'Quick Intro Call',
    description: 'Fifteen minutes to meet, tell me your goals and see whether we are a good fit.',
    durationMinutes: 15,
    priceCents: 0,
  },
] as const

/**
 * The demo student's sessions with the demo mentor: two past (one nine days ago, held and
 * reviewed; one a day ago, whose outcome the mentor can still give), two to come, in days from today and the
 * mentor's local hour. Paid ones were bought by card.
 */
const DEMO_BOOKINGS = [
  { type: 0, days: -9, hour: 10 },
  { type: 1, days: -1, hour: null },
  { type: 1, days: 3, hour: 9 },
  { type: 0, days: 6, hour: 14 },
] as const

/** The demo student's review of the held session, written the day after it. */
const DEMO_REVIEW = {
  rating: 5,
  comment:
    'We went through my portfolio page by page and I left with three concrete changes to make. Worth every minute.',
}

/** The weekday on or after `date` (Saturday and Sunday move to Monday). */
function weekday(date: DateTime): DateTime {
  return date.weekday >= 6 ? date.plus({ days: 8 - date.weekday }) : date
}

/** When a demo session starts: on a weekday at its hour, or (no hour) 26 hours ago on the hour. */
function startOf(demo: (typeof DEMO_BOOKINGS)[number], today: DateTime, now: Date): DateTime {
  if (demo.hour === null) {
    return DateTime.fromJSDate(now, { zone: today.zone }).minus({ hours: 26 }).startOf('hour')
  }
  return weekday(today.plus({ days: demo.days })).set({ hour: demo.hour })
}

/**
 * The demo mentor offers two session types on their hours, and the demo student has booked four
 * sessions with them (two past, two upcoming), so a fresh install shows the whole feature.
 * Idempotent: nothing is added once the mentor has hours.
 */
export async function seedSessions(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: mentorSchedules.instructorId })
    .from(mentorSchedules)
    .where(eq(mentorSchedules.instructorId, DEMO_INSTRUCTOR_ID))
  if (existing) return
  await db.insert(mentorSchedules).values({
    instructorId: DEMO_INSTRUCTOR_ID,
    ...DEMO_HOURS,
    policy: { ...DEFAULT_POLICY },
  })
  const types = await db
    .insert(sessionTypes)
    .values(DEMO_TYPES.map((type) => ({ instructorId: DEMO_INSTRUCTOR_ID, ...type })))
    .returning()
  const [student] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, DEMO_STUDENT_EMAIL), eq(users.role, 'student')))
  if (!student) return
  const [mentor] = await db
    .select({ name: instructors.name })
    .from(instructors)
    .where(eq(instructors.id, DEMO_INSTRUCTOR_ID))
  const today = DateTime.fromJSDate(now, { zone: DEMO_HOURS.timeZone }).startOf('day')
  for (const [index, demo] of DEMO_BOOKINGS.entries()) {
    const type = types[demo.type]!
    const start = startOf(demo, today, now)
    const startsAt = start.toJSDate()
    const endsAt = start.plus({ minutes: type.durationMinutes }).toJSDate()
    const bookedAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 5 * 86_400_000)
    const [booking] = await db
      .insert(bookings)
      .values({
        instructorId: DEMO_INSTRUCTOR_ID,
        sessionTypeId: type.id,
        studentId: student.id,
        status: 'confirmed',
        title: type.title,
        durationMinutes: type.durationMinutes,
        priceCents: type.priceCents,
        startsAt,
        endsAt,
        bufferBeforeMinutes: DEMO_HOURS.bufferBeforeMinutes,
        bufferAfterMinutes: DEMO_HOURS.bufferAfterMinutes,
        blockedFrom: startsAt,
        blockedUntil: new Date(endsAt.getTime() + DEMO_HOURS.bufferAfterMinutes * 60_000),
        mentorTimeZone: DEMO_HOURS.timeZone,
        studentTimeZone: 'Europe/London',
        policy: { ...DEFAULT_POLICY },
        meetingToken: randomBytes(20).toString('base64url'),
        sequence: 1,
        // Told already, and reminded of the past ones.
        notifiedSequence: 1,
        notifiedStatus: 'confirmed',
        ...(demo.days < 0 ? { reminded24hAt: startsAt, reminded1hAt: startsAt } : {}),
        // The older past session was marked held by its mentor.
        ...(demo.days < -1
          ? { outcome: 'held' as const, outcomeBy: 'mentor' as const, outcomeAt: endsAt }
          : {}),
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning()
    if (booking && demo.days < -1) {
      const reviewedAt = new Date(endsAt.getTime() + 86_400_000)
      await db.insert(sessionReviews).values({
        bookingId: booking.id,
        instructorId: DEMO_INSTRUCTOR_ID,
        studentId: student.id,
        ...DEMO_REVIEW,
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      })
    }
    if (!booking || type.priceCents === 0) continue
    const [first = 'Sam', last = 'Student'] = student.name.split(' ')
    const key = `seed-demo-session-${index}`
    const [order] = await db
      .insert(orders)
      .values({
        userId: student.id,
        email: student.email,
        billing: { firstName: first, lastName: last, country: 'GB', email: student.email },
        paymentMethod: 'card',
        status: 'paid',
        subtotalCents: type.priceCents,
        totalCents: type.priceCents,
        idempotencyKey: key,
        requestHash: key,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning({ id: orders.id })
    const [line] = await db
      .insert(orderLines)
      .values({
        orderId: order!.id,
        position: 0,
        kind: 'session',
        bookingId: booking.id,
        title: `${type.title} with ${mentor?.name ?? 'your mentor'}`,
        unitPriceCents: type.priceCents,
        quantity: 1,
        lineTotalCents: type.priceCents,
        paidCents: type.priceCents,
      })
      .returning({ id: orderLines.id })
    await db.update(bookings).set({ orderId: order!.id }).where(eq(bookings.id, booking.id))
    await db.insert(earnings).values({
      instructorId: DEMO_INSTRUCTOR_ID,
      orderLineId: line!.id,
      kind: 'sale',
      ...saleAmounts(type.priceCents, DEFAULT_PLATFORM_FEE_PERCENT),
      availableAt: availableFrom(bookedAt),
      createdAt: bookedAt,
    })
    await db.insert(orderEvents).values({
      orderId: order!.id,
      fromStatus: null,
      toStatus: 'paid',
      actorId: null,
      actorName: 'Learnlane',
      note: 'Sample session order',
      createdAt: bookedAt,
    })
  }
  await seedThread(db, student.id, now)
}

/** The demo student's conversation with the demo mentor before their next session, all read. */
const DEMO_MESSAGES = [
  {
    side: 'student',
    hoursAgo: 50,
    body: 'Hi Maya! Before our career chat: should I bring my portfolio as a PDF or a link?',
  },
  {
    side: 'mentor',
    hoursAgo: 47,
    body: 'A link is best, so we can click through it together. Pick the two projects you are proudest of.',
  },
  { side: 'student', hoursAgo: 46, body: 'Will do, thank you. See you then!' },
] as const

async function seedThread(db: Db, studentId: string, now: Date): Promise<void> {
  const [mentor] = await db
    .select({ userId: instructorAccounts.userId })
    .from(instructorAccounts)
    .where(eq(instructorAccounts.instructorId, DEMO_INSTRUCTOR_ID))
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000)
  const last = at(DEMO_MESSAGES.at(-1)!.hoursAgo)
  const [thread] = await db
    .insert(messageThreads)
    .values({
      instructorId: DEMO_INSTRUCTOR_ID,
      studentId,
      lastMessageAt: last,
      mentorReadAt: last,
      studentReadAt: last,
      createdAt: at(DEMO_MESSAGES[0].hoursAgo),
    })
    .returning({ id: messageThreads.id })
  await db.insert(messages).values(
    DEMO_MESSAGES.map((message) => ({
      threadId: thread!.id,
      senderId: message.side === 'student' ? studentId : (mentor?.userId ?? null),
      side: message.side,
      body: message.body,
      // Read long ago: no e-mail digest tells anyone about them.
      notifiedAt: at(message.hoursAgo),
      createdAt: at(message.hoursAgo),
    })),
  )
}
