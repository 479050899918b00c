import type { TokenClaims } from '@app/domain/auth'
import {
  balances,
  monthOf,
  type Earnings,
  type PayoutInput,
  type PlatformEarnings,
} from '@app/domain/earnings'
import { centsToDecimal } from '@app/domain/money'
import { formatOrderNumber } from '@app/domain/orders'
import { ConflictError, NotFoundError } from '../../lib/errors'
import type { EarningsRepository } from './earnings.repository'

/** The last `count` months ending with the one `now` is in, oldest first ("2026-11"). */
function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))
    return monthOf(d)
  })
}

/** One CSV field: quoted when it holds a comma, quote or line break; formulas neutralised. */
function csvField(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export interface EarningsDeps {
  feePercent: number
  now?: () => Date
}

/** The mentors' money: a mentor's own view and statement, the admin's view and payouts. */
export function createEarningsService(repo: EarningsRepository, deps: EarningsDeps) {
  const now = deps.now ?? (() => new Date())

  /**
   * The caller's instructor id; -1 (no entries, no payouts) for a mentor-side account without a
   * mentor profile yet, such as an admin, whose earnings are simply empty.
   */
  async function instructorFor(caller: TokenClaims): Promise<number> {
    return (await repo.instructorOf(caller.sub)) ?? -1
  }

  /** GET /api/admin/earnings. */
  async function platform(): Promise<PlatformEarnings> {
    const [{ ledger, paid }, { rows, paid: paidBy }] = [await repo.months(), await repo.mentors()]
    const months = new Map<string, PlatformEarnings['months'][number]>()
    const month = (key: string) => {
      const found = months.get(key) ?? {
        month: key,
        grossCents: 0,
        feeCents: 0,
        refundsCents: 0,
        payoutsCents: 0,
      }
      months.set(key, found)
      return found
    }
    for (const row of ledger) {
      Object.assign(month(row.month), {
        grossCents: Number(row.grossCents),
        feeCents: Number(row.feeCents),
        refundsCents: Number(row.refundsCents),
      })
    }
    for (const row of paid) month(row.month).payoutsCents = Number(row.cents)
    const at = now()
    const mentors = new Map<number, { name: string; entries: typeof rows }>()
    for (const row of rows) {
      const mentor = mentors.get(row.instructorId) ?? { name: row.name, entries: [] }
      mentor.entries.push(row)
      mentors.set(row.instructorId, mentor)
    }
    return {
      months: [...months.values()].sort((a, b) => b.month.localeCompare(a.month)),
      mentors: [...mentors].map(([instructorId, mentor]) => ({
        instructorId,
        name: mentor.name,
        ...balances(mentor.entries, paidBy.get(instructorId) ?? 0, at),
      })),
    }
  }

  return {
    /** GET /api/instructor/earnings. */
    async mine(caller: TokenClaims): Promise<Earnings> {
      const instructorId = await instructorFor(caller)
      const [rows, paid] = [await repo.entriesOf(instructorId), await repo.payoutsOf(instructorId)]
      const at = now()
      const paidOut = paid.reduce((sum, p) => sum + p.amountCents, 0)
      const totals = balances(rows, paidOut, at)
      const thisMonth = monthOf(at)
      const byMonth = new Map<string, number>()
      for (const row of rows) {
        const month = monthOf(row.at)
        byMonth.set(month, (byMonth.get(month) ?? 0) + row.netCents)
      }
      return {
        feePercent: deps.feePercent,
        netThisMonthCents: byMonth.get(thisMonth) ?? 0,
        netAllTimeCents: rows.reduce((sum, row) => sum + row.netCents, 0),
        pendingCents: totals.pendingCents,
        availableCents: totals.availableCents,
        paidOutCents: totals.paidOutCents,
        months: lastMonths(at, 12).map((month) => ({ month, netCents: byMonth.get(month) ?? 0 })),
        entries: rows.slice(0, 200).map((row) => ({
          at: row.at.toISOString(),
          kind: row.kind,
          orderNumber: formatOrderNumber(row.orderNumber),
          courseId: row.courseId ?? 0,
          courseTitle: row.courseTitle,
          grossCents: row.grossCents,
          feeCents: row.feeCents,
          netCents: row.netCents,
          state: row.availableAt.getTime() > at.getTime() ? 'pending' : 'available',
          availableAt: row.availableAt.toISOString(),
        })),
        payouts: paid.map((p) => ({
          amountCents: p.amountCents,
          paidOn: String(p.paidOn),
          reference: p.reference,
        })),
      }
    },

    /** GET /api/instructor/earnings/statement.csv?month=YYYY-MM: the month's entries as CSV. */
    async statement(caller: TokenClaims, month: string): Promise<string> {
      const instructorId = await instructorFor(caller)
      const [year, mon] = month.split('-').map(Number) as [number, number]
      const from = new Date(Date.UTC(year, mon - 1, 1))
      const to = new Date(Date.UTC(year, mon, 1))
      const rows = await repo.entriesOf(instructorId, { from, to })
      const header = [
        'Date',
        'Type',
        'Order',
        'Course',
        'Paid',
        'Platform fee',
        'Net',
        'Available on',
      ]
      const lines = [...rows]
        .reverse()
        .map((row) =>
          [
            row.at.toISOString().slice(0, 10),
            row.kind === 'sale' ? 'Sale' : 'Refund',
            formatOrderNumber(row.orderNumber),
            row.courseTitle,
            centsToDecimal(row.grossCents),
            centsToDecimal(row.feeCents),
            centsToDecimal(row.netCents),
            row.availableAt.toISOString().slice(0, 10),
          ]
            .map(csvField)
            .join(','),
        )
      const net = rows.reduce((sum, row) => sum + row.netCents, 0)
      return (
        [header.join(','), ...lines, `Total,,,,,,${centsToDecimal(net)},`].join('\r\n') + '\r\n'
      )
    },

    platform,

    /** POST /api/admin/earnings/payouts: only from what is available, checked under the mentor's lock. */
    async payout(input: PayoutInput, actor: TokenClaims): Promise<PlatformEarnings> {
      await repo.transaction(async (r) => {
        const mentor = await r.lockInstructor(input.instructorId)
        if (!mentor) throw new NotFoundError('No mentor has this id')
        const [entries, paid] = [
          await r.entriesOf(input.instructorId),
          await r.payoutsOf(input.instructorId),
        ]
        const { availableCents } = balances(
          entries,
          paid.reduce((sum, p) => sum + p.amountCents, 0),
          now(),
        )
        if (input.amountCents > availableCents) {
          throw new ConflictError(
            `Only ${centsToDecimal(Math.max(0, availableCents))} is available to pay ${mentor.name}`,
          )
        }
        await r.insertPayout({
          instructorId: input.instructorId,
          amountCents: input.amountCents,
          paidOn: input.paidOn,
          reference: input.reference,
          createdBy: actor.sub,
        })
      })
      return platform()
    },
  }
}
export type EarningsService = ReturnType<typeof createEarningsService>
