import { z } from 'zod'
import { percentOf } from '../money/index'
import { REFUND_WINDOW_DAYS } from '../orders/refunds'

/** The platform's share of each sale unless configured otherwise (PLATFORM_FEE_PERCENT). */
export const DEFAULT_PLATFORM_FEE_PERCENT = 20
/** A sale's money waits this long (the refund window) before the mentor can be paid it. */
export const EARNINGS_HOLD_DAYS = REFUND_WINDOW_DAYS

const DAY_MS = 24 * 60 * 60 * 1000

/** One ledger entry: a sale of a course line (positive) or its refund (the exact negation). */
export interface LedgerAmounts {
  grossCents: number
  feeCents: number
  netCents: number
}

/** What a line paid (`paidCents`, its coupon share taken off) splits into: the fee and the mentor's net. */
export function saleAmounts(paidCents: number, feePercent: number): LedgerAmounts {
  const feeCents = percentOf(paidCents, feePercent)
  return { grossCents: paidCents, feeCents, netCents: paidCents - feeCents }
}

/** A refund takes back exactly what its sale gave: gross, fee and net. */
export function refundAmounts(sale: LedgerAmounts): LedgerAmounts {
  return { grossCents: -sale.grossCents, feeCents: -sale.feeCents, netCents: -sale.netCents }
}

/** When a sale made at `paidAt` can be paid out to its mentor. */
export function availableFrom(paidAt: Date): Date {
  return new Date(paidAt.getTime() + EARNINGS_HOLD_DAYS * DAY_MS)
}

export interface BalanceEntry {
  netCents: number
  availableAt: Date
}

export interface Balances {
  /** Net of sales still in their refund window (refunds of them counted). */
  pendingCents: number
  /** Net past the window, less what was paid out. */
  availableCents: number
  paidOutCents: number
}

/**
 * A mentor's balances at `now`: entries not yet available are pending, the rest is available
 * once the payouts are taken off. A refund's entry takes its sale's `availableAt`, so a refund
 * within the window comes out of the pending money it belongs to, never out of money paid out.
 */
export function balances(
  entries: readonly BalanceEntry[],
  payoutsCents: number,
  now: Date,
): Balances {
  let pendingCents = 0
  let earnedCents = 0
  for (const entry of entries) {
    if (entry.availableAt.getTime() > now.getTime()) pendingCents += entry.netCents
    else earnedCents += entry.netCents
  }
  return { pendingCents, availableCents: earnedCents - payoutsCents, paidOutCents: payoutsCents }
}

/** "2026-11": the month an entry counts in (UTC). */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7)

export const EarningEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['sale', 'refund']),
  orderNumber: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  /** 'pending' until the refund window has passed, then 'available'. */
  state: z.enum(['pending', 'available']),
  availableAt: z.string(),
})
export type EarningEntry = z.infer<typeof EarningEntrySchema>

/** GET /api/instructor/earnings: the mentor's money, month by month and sale by sale. */
export const EarningsSchema = z.object({
  feePercent: z.number(),
  netThisMonthCents: z.number().int(),
  netAllTimeCents: z.number().int(),
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
  paidOutCents: z.number().int(),
  /** The last 12 months, oldest first, with the net earned in each. */
  months: z.array(z.object({ month: z.string(), netCents: z.number().int() })),
  entries: z.array(EarningEntrySchema),
  payouts: z.array(
    z.object({
      amountCents: z.number().int(),
      paidOn: z.string(),
      reference: z.string(),
    }),
  ),
})
export type Earnings = z.infer<typeof EarningsSchema>

/** GET /api/admin/earnings: the platform's money per month, and each mentor's balances. */
export const PlatformEarningsSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      grossCents: z.number().int(),
      feeCents: z.number().int(),
      refundsCents: z.number().int(),
      payoutsCents: z.number().int(),
    }),
  ),
  mentors: z.array(
    z.object({
      instructorId: z.number().int(),
      name: z.string(),
      pendingCents: z.number().int(),
      availableCents: z.number().int(),
      paidOutCents: z.number().int(),
    }),
  ),
})
export type PlatformEarnings = z.infer<typeof PlatformEarningsSchema>

/** POST /api/admin/earnings/payouts: money sent to a mentor, from what is available. */
export const PayoutInputSchema = z.object({
  instructorId: z
    .number({ error: 'Choose a mentor' })
    .int()
    .positive()
    .max(2_147_483_647, 'Choose a mentor'),
  amountCents: z
    .number({ error: 'Enter the amount' })
    .int()
    .positive('Enter the amount')
    .max(1_000_000_000, 'A payout is at most $10,000,000.00'),
  paidOn: z.iso
    .date({ error: 'Enter the date it was paid' })
    .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', 'Enter the date it was paid'),
  reference: z
    .string({ error: 'Enter the transfer reference' })
    .trim()
    .min(1, 'Enter the transfer reference')
    .max(120, 'A reference is at most 120 characters'),
})
export type PayoutInput = z.infer<typeof PayoutInputSchema>
