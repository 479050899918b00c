import { availableFrom, DEFAULT_PLATFORM_FEE_PERCENT, saleAmounts } from '@app/domain/earnings'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../client'
import {
  courseAuthoring,
  courseClaims,
  courses,
  earnings,
  instructorAccounts,
  instructors,
  orderEvents,
  orderLines,
  orders,
  users,
} from '../schema/index'
import { DEMO_MENTOR_EMAIL, DEMO_STUDENT_EMAIL } from './users'

/** The catalog mentor the demo mentor account teaches as. */
export const DEMO_INSTRUCTOR_ID = 1
/** The demo account's name before it took its instructor's name. */
const OLD_DEMO_MENTOR_NAME = 'Maya Mentor'

/**
 * The demo student's purchases of instructor 1's courses (the courses the learning seed enrols
 * them in): the demo mentor's Best Selling Courses and Order History show real sales.
 */
const DEMO_SALES = [
  { key: 'seed-demo-sale-1', courseIds: [1, 3], daysAgo: 40 },
  { key: 'seed-demo-sale-2', courseIds: [26, 40], daysAgo: 12 },
] as const

/**
 * The demo mentor account is instructor 1 of the catalog: it owns that instructor's courses
 * (published ones and the unpublished draft, which shows as pending on its dashboard) and carries
 * the same name, so one person shows one name. Idempotent.
 */
export async function seedAuthoring(db: Db): Promise<void> {
  const [mentor] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.email, DEMO_MENTOR_EMAIL), eq(users.role, 'teacher')))
  const [instructor] = await db
    .select({ id: instructors.id, name: instructors.name })
    .from(instructors)
    .where(eq(instructors.id, DEMO_INSTRUCTOR_ID))
  if (!mentor || !instructor) return
  if (mentor.name === OLD_DEMO_MENTOR_NAME) {
    await db.update(users).set({ name: instructor.name }).where(eq(users.id, mentor.id))
  }
  await db
    .insert(instructorAccounts)
    .values({ userId: mentor.id, instructorId: DEMO_INSTRUCTOR_ID })
    .onConflictDoNothing()
  // The instructor's unpublished catalog courses are awaiting publication.
  const drafts = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.instructorId, DEMO_INSTRUCTOR_ID), eq(courses.status, 'draft')))
  if (drafts.length) {
    await db
      .insert(courseAuthoring)
      .values(drafts.map((d) => ({ courseId: d.id, state: 'pending' as const })))
      .onConflictDoNothing()
  }
  await seedDemoSales(db)
}

async function seedDemoSales(db: Db): Promise<void> {
  const [student] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, DEMO_STUDENT_EMAIL), eq(users.role, 'student')))
  if (!student) return
  const [first = 'Sam', last = 'Student'] = student.name.split(' ')
  // Course orders: no address to ship to.
  const billing = { firstName: first, lastName: last, country: 'US', email: student.email }
  for (const sale of DEMO_SALES) {
    const bought = await db
      .select({ id: courses.id, title: courses.title, priceCents: courses.priceCents })
      .from(courses)
      .where(and(eq(courses.instructorId, DEMO_INSTRUCTOR_ID)))
    const lines = sale.courseIds.flatMap((id) => bought.filter((c) => c.id === id))
    if (lines.length !== sale.courseIds.length) continue
    const total = lines.reduce((sum, c) => sum + c.priceCents, 0)
    const createdAt = new Date(Date.UTC(2026, 0, 15) - sale.daysAgo * 86_400_000)
    const [order] = await db
      .insert(orders)
      .values({
        userId: student.id,
        email: student.email,
        billing,
        paymentMethod: 'paypal',
        status: 'completed',
        subtotalCents: total,
        totalCents: total,
        idempotencyKey: sale.key,
        requestHash: sale.key,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id })
    if (!order) continue
    const inserted = await db
      .insert(orderLines)
      .values(
        lines.map((c, position) => ({
          orderId: order.id,
          position,
          kind: 'course' as const,
          courseId: c.id,
          title: c.title,
          unitPriceCents: c.priceCents,
          quantity: 1,
          lineTotalCents: c.priceCents,
          paidCents: c.priceCents,
        })),
      )
      .returning({ id: orderLines.id, paidCents: orderLines.paidCents })
    // The mentor's ledger holds the sample sales as it would have written them when paid.
    await db.insert(earnings).values(
      inserted.map((line) => ({
        instructorId: DEMO_INSTRUCTOR_ID,
        orderLineId: line.id,
        kind: 'sale' as const,
        ...saleAmounts(line.paidCents, DEFAULT_PLATFORM_FEE_PERCENT),
        availableAt: availableFrom(createdAt),
        createdAt,
      })),
    )
    await db
      .insert(courseClaims)
      .values(lines.map((c) => ({ userId: student.id, courseId: c.id, orderId: order.id })))
      .onConflictDoNothing()
    await db.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: 'completed',
      actorId: null,
      actorName: 'Learnlane',
      note: 'Sample order',
      createdAt,
    })
  }
}
