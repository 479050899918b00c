import { z } from 'zod'
import { CourseSummarySchema } from '../catalog/schemas'

/** A student's place in a course, created when an order with that course is paid. */
export const EnrolmentSchema = z.object({
  courseId: z.number().int(),
  enrolledAt: z.string(),
  /** The order that paid for it; null for enrolments made another way (seed, admin). */
  orderId: z.string().nullable(),
  course: CourseSummarySchema,
})
export type Enrolment = z.infer<typeof EnrolmentSchema>

export const EnrolmentListSchema = z.object({ items: z.array(EnrolmentSchema) })
export type EnrolmentList = z.infer<typeof EnrolmentListSchema>
