import type { CouponTerms } from '@app/domain/cart'
import type { OrderStatus } from '@app/domain/orders'
import { hasNoControlCharacters, isWellFormedText } from '@app/domain/text'
import { and, count, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  couponRedemptions,
  coupons,
  courseAuthoring,
  courseClaims,
  courses,
  enrolments,
  instructors,
  orders,
  products,
  bookings,
} from '../db/schema/index'

export interface CourseItemRow {
  id: number
  title: string
  priceCents: number
  /** The instructor's uploaded cover, or null (the web draws one). */
  coverFileId: string | null
}

export interface ProductItemRow {
  id: number
  title: string
  priceCents: number
  stock: number
}

export interface SessionItemRow {
  id: number
  title: string
  mentorName: string
  instructorId: number
  studentId: string
  status: string
  orderId: string | null
  priceCents: number
  startsAt: Date
  holdExpiresAt: Date | null
}

export interface CouponRow extends CouponTerms {
  id: number
  description: string
}

/**
 * What a cart is priced from: current course and product prices, coupons and how often a
 * customer used them. Pass a transaction to read (and lock) inside it.
 */
export function createCartRepository(db: Db) {
  return {
    /** Published courses among `ids`; a draft or unknown id is simply missing. */
    publishedCourses(ids: readonly number[]): Promise<CourseItemRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .select({
          id: courses.id,
          title: courses.title,
          priceCents: courses.priceCents,
          coverFileId: courseAuthoring.coverFileId,
        })
        .from(courses)
        .leftJoin(courseAuthoring, eq(courseAuthoring.courseId, courses.id))
        .where(and(inArray(courses.id, [...ids]), eq(courses.status, 'published')))
    },

    /** Session bookings among `ids` (a session line's id is its booking's). */
    sessions(ids: readonly number[]): Promise<SessionItemRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .select({
          id: bookings.id,
          title: bookings.title,
          mentorName: instructors.name,
          instructorId: bookings.instructorId,
          studentId: bookings.studentId,
          status: bookings.status,
          orderId: bookings.orderId,
          priceCents: bookings.priceCents,
          startsAt: bookings.startsAt,
          holdExpiresAt: bookings.holdExpiresAt,
        })
        .from(bookings)
        .innerJoin(instructors, eq(instructors.id, bookings.instructorId))
        .where(inArray(bookings.id, [...ids]))
    },

    products(ids: readonly number[]): Promise<ProductItemRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .select({
          id: products.id,
          title: products.title,
          priceCents: products.priceCents,
          stock: products.stock,
        })
        .from(products)
        .where(inArray(products.id, [...ids]))
    },

    /**
     * The coupon with this (upper-cased) code. `lock` takes the row lock until the transaction
     * ends, so limits checked now still hold when its use is counted.
     */
    async findCoupon(code: string, lock = false): Promise<CouponRow | null> {
      // No code holds control characters or broken text, and PostgreSQL refuses a NUL outright.
      if (!isWellFormedText(code) || !hasNoControlCharacters(code)) return null
      const query = db
        .select({
          id: coupons.id,
          code: coupons.code,
          kind: coupons.kind,
          value: coupons.value,
          description: coupons.description,
          minSubtotalCents: coupons.minSubtotalCents,
          expiresAt: coupons.expiresAt,
          usageLimit: coupons.usageLimit,
          usedCount: coupons.usedCount,
          perCustomerLimit: coupons.perCustomerLimit,
        })
        .from(coupons)
        .where(eq(coupons.code, code))
      const [row] = lock ? await query.for('update') : await query
      return row ?? null
    },

    /** How often one customer (the account, or any of the e-mail addresses) used the coupon. */
    async customerRedemptions(
      couponId: number,
      customer: { userId: string | null; emails: readonly string[] },
    ): Promise<number> {
      const who = [
        ...(customer.userId ? [eq(couponRedemptions.userId, customer.userId)] : []),
        ...(customer.emails.length ? [inArray(couponRedemptions.email, [...customer.emails])] : []),
      ]
      if (who.length === 0) return 0
      const [row] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), or(...who)))
      return row?.n ?? 0
    },

    /** The account's open orders that already claim some of `courseIds`. */
    openClaims(
      userId: string,
      courseIds: readonly number[],
    ): Promise<{ courseId: number; orderId: string; number: number; status: OrderStatus }[]> {
      if (courseIds.length === 0) return Promise.resolve([])
      return db
        .select({
          courseId: courseClaims.courseId,
          orderId: orders.id,
          number: orders.number,
          status: orders.status,
        })
        .from(courseClaims)
        .innerJoin(orders, eq(orders.id, courseClaims.orderId))
        .where(and(eq(courseClaims.userId, userId), inArray(courseClaims.courseId, [...courseIds])))
    },

    /** Which of `courseIds` the account is already enrolled in. */
    async enrolledCourseIds(userId: string, courseIds: readonly number[]): Promise<number[]> {
      if (courseIds.length === 0) return []
      const rows = await db
        .select({ courseId: enrolments.courseId })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), inArray(enrolments.courseId, [...courseIds])))
      return rows.map((r) => r.courseId)
    },
  }
}
export type CartRepository = ReturnType<typeof createCartRepository>
