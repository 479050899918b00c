import type { CouponTerms } from '@app/domain/cart'
import { hasNoControlCharacters, isWellFormedText } from '@app/domain/text'
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { couponRedemptions, coupons, courses, enrolments, products } from '../db/schema/index'

export interface CourseItemRow {
  id: number
  title: string
  priceCents: number
}

export interface ProductItemRow {
  id: number
  title: string
  priceCents: number
  stock: number
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
        .select({ id: courses.id, title: courses.title, priceCents: courses.priceCents })
        .from(courses)
        .where(and(inArray(courses.id, [...ids]), eq(courses.status, 'published')))
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

    /** How often this customer (account id, or a guest's lower-cased e-mail) used the coupon. */
    async customerRedemptions(couponId: number, customerKey: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(
          and(
            eq(couponRedemptions.couponId, couponId),
            eq(couponRedemptions.customerKey, customerKey),
          ),
        )
      return row?.n ?? 0
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
