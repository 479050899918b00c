import { z } from 'zod'

/** Every non-2xx body of the product's own API. */
export const ErrorBodySchema = z.object({ error: z.string() })
export type ErrorBody = z.infer<typeof ErrorBodySchema>

/** A refused order: with the buyer's order awaiting payment that already holds a course, if any. */
export const OrderConflictBodySchema = ErrorBodySchema.extend({
  openOrderId: z.string().optional(),
})
export type OrderConflictBody = z.infer<typeof OrderConflictBodySchema>

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
})
export type Health = z.infer<typeof HealthSchema>

/** The first message of a failed zod parse, as shown to people. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input'
}
