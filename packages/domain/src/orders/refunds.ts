import { z } from 'zod'

/** How long after its payment a course can be refunded on request. */
export const REFUND_WINDOW_DAYS = 30
/** Below this share of its lessons completed (and without a certificate), a refund is granted at once. */
export const AUTO_REFUND_MAX_PROGRESS = 0.25

const DAY_MS = 24 * 60 * 60 * 1000

/** The last moment a refund can be asked for an order paid at `paidAt`. */
export function refundableUntil(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS)
}

export interface CourseRefundFacts {
  paidAt: Date
  now: Date
  lessonsCompleted: number
  lessonsTotal: number
  hasCertificate: boolean
}

/**
 * What a student's refund request of a course comes to: granted at once within the window when
 * less than a quarter of the lessons are complete and no certificate was issued; within the window
 * otherwise, a request for the admin; after it, a refusal.
 */
export function courseRefundDecision(
  facts: CourseRefundFacts,
): { kind: 'grant' } | { kind: 'review'; why: string } | { kind: 'refuse'; why: string } {
  if (facts.now.getTime() > refundableUntil(facts.paidAt).getTime()) {
    return {
      kind: 'refuse',
      why: `Courses can be refunded within ${REFUND_WINDOW_DAYS} days of payment, and that time has passed`,
    }
  }
  if (facts.hasCertificate) {
    return { kind: 'review', why: 'A certificate was issued for this course' }
  }
  const share = facts.lessonsTotal === 0 ? 0 : facts.lessonsCompleted / facts.lessonsTotal
  if (share >= AUTO_REFUND_MAX_PROGRESS) {
    return {
      kind: 'review',
      why: `${facts.lessonsCompleted} of ${facts.lessonsTotal} lessons are complete`,
    }
  }
  return { kind: 'grant' }
}

export const REFUND_STATES = ['pending', 'granted', 'declined'] as const
export const RefundStateSchema = z.enum(REFUND_STATES)
export type RefundState = z.infer<typeof RefundStateSchema>

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: 'Refund requested',
  granted: 'Refunded',
  declined: 'Refund declined',
}

/** Why a product's refund waits for the admin: the item comes back first. */
export const PRODUCT_REFUND_REVIEW = 'Products are refunded once our team has the item back'

/** `POST /api/me/orders/:id/refunds`: which course (or product) of the order, and why. */
export const RefundRequestInputSchema = z
  .object({
    courseId: z.number({ error: 'Choose the course to refund' }).int().positive().optional(),
    productId: z.number({ error: 'Choose the product to refund' }).int().positive().optional(),
    reason: z
      .string({ error: 'Tell us why you ask for a refund' })
      .trim()
      .min(3, 'Tell us why you ask for a refund')
      .max(1000, 'A reason is at most 1000 characters'),
  })
  .refine((input) => (input.courseId === undefined) !== (input.productId === undefined), {
    message: 'Choose the course or the product to refund',
    path: ['courseId'],
  })
export type RefundRequestInput = z.infer<typeof RefundRequestInputSchema>

/** A refund of one line, as its buyer and the admin see it. */
export const RefundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  /** The course refunded, or 0 for a product (then `productId`). */
  courseId: z.number().int(),
  productId: z.number().int().nullable(),
  title: z.string(),
  state: RefundStateSchema,
  amountCents: z.number().int(),
  reason: z.string(),
  /** Why it went to the admin (progress, certificate), or null when granted at once. */
  reviewReason: z.string().nullable(),
  /** The admin's answer when declined or granted by hand. */
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type Refund = z.infer<typeof RefundSchema>

/** The admin's list: each request with who asked. */
export const AdminRefundSchema = RefundSchema.extend({
  studentName: z.string(),
  studentEmail: z.string(),
})
export type AdminRefund = z.infer<typeof AdminRefundSchema>
export const AdminRefundListSchema = z.object({ items: z.array(AdminRefundSchema) })
export type AdminRefundList = z.infer<typeof AdminRefundListSchema>

export const AdminRefundQuerySchema = z.object({
  state: RefundStateSchema.optional().catch(undefined),
})

/** `POST /api/admin/refunds/:id`: grant or decline a pending request. */
export const RefundDecisionSchema = z.object({
  decision: z.enum(['grant', 'decline'], { error: 'Choose grant or decline' }),
  note: z.string().trim().max(500, 'A note is at most 500 characters').optional(),
})
export type RefundDecision = z.infer<typeof RefundDecisionSchema>
