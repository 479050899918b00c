import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceCart } from '../cart/index'
import { shareCents } from '../money/index'
import {
  availableFrom,
  balances,
  DEFAULT_PLATFORM_FEE_PERCENT,
  refundAmounts,
  saleAmounts,
  type BalanceEntry,
} from './index'

const DAY = 24 * 60 * 60 * 1000
const start = new Date('2026-01-01T00:00:00Z')

describe('sale and refund amounts', () => {
  it('splits what a line paid into the fee and the net, to the cent', () => {
    expect(saleAmounts(8929, 20)).toEqual({ grossCents: 8929, feeCents: 1786, netCents: 7143 })
    expect(saleAmounts(0, 20)).toEqual({ grossCents: 0, feeCents: 0, netCents: 0 })
  })

  it('takes back exactly what the sale gave', () => {
    const sale = saleAmounts(12345, 20)
    const refund = refundAmounts(sale)
    expect(sale.grossCents + refund.grossCents).toBe(0)
    expect(sale.feeCents + refund.feeCents).toBe(0)
    expect(sale.netCents + refund.netCents).toBe(0)
  })

  it('keeps a sale pending for the refund window, then makes it available', () => {
    const entries = [{ netCents: 1000, availableAt: availableFrom(start) }]
    expect(balances(entries, 0, new Date(start.getTime() + 29 * DAY))).toEqual({
      pendingCents: 1000,
      availableCents: 0,
      paidOutCents: 0,
    })
    expect(balances(entries, 400, new Date(start.getTime() + 30 * DAY))).toEqual({
      pendingCents: 0,
      availableCents: 600,
      paidOutCents: 400,
    })
  })
})

/** A random order of courses by mentors 1-4, maybe with a coupon, and what happens to it after. */
const orderArb = fc.record({
  lines: fc.array(
    fc.record({
      mentor: fc.integer({ min: 1, max: 4 }),
      unitPriceCents: fc.integer({ min: 0, max: 60_000 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  coupon: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({
        kind: fc.constant('fixed' as const),
        value: fc.integer({ min: 1, max: 90_000 }),
      }),
    ),
    { nil: null },
  ),
  paidOnDay: fc.integer({ min: 0, max: 120 }),
  /** Which lines are refunded, and how many days after payment (within the window). */
  refunds: fc.array(fc.record({ line: fc.nat(3), afterDays: fc.integer({ min: 0, max: 29 }) }), {
    maxLength: 4,
  }),
  feePercent: fc.constantFrom(DEFAULT_PLATFORM_FEE_PERCENT, 0, 12.5, 30),
})

describe('the ledger against the orders', () => {
  it('reconciles to the cent over 10,000 random orders, and no balance ever goes below zero', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { minLength: 1, maxLength: 12 }), (orders) => {
        interface Event {
          at: number
          mentor: number
          entry: BalanceEntry & { grossCents: number; feeCents: number }
        }
        const events: Event[] = []
        for (const order of orders) {
          const totals = priceCart(
            order.lines.map((line, i) => ({
              kind: 'course' as const,
              id: i + 1,
              unitPriceCents: line.unitPriceCents,
              quantity: 1,
            })),
            order.coupon,
          )
          // What each line paid: its total less its share of the discount (as checkout stores it).
          const shares = shareCents(
            totals.discountCents,
            totals.lines.map((l) => l.lineTotalCents),
          )
          const paid = totals.lines.map((l, i) => l.lineTotalCents - shares[i]!)
          expect(paid.reduce((a, b) => a + b, 0)).toBe(totals.totalCents)

          const paidAt = start.getTime() + order.paidOnDay * DAY
          const sales = paid.map((cents) => saleAmounts(cents, order.feePercent))
          const refunded = new Map<number, number>()
          for (const r of order.refunds) {
            if (r.line < order.lines.length && !refunded.has(r.line)) {
              refunded.set(r.line, paidAt + r.afterDays * DAY)
            }
          }
          let ledgerGross = 0
          sales.forEach((sale, i) => {
            if (sale.grossCents === 0) return
            expect(sale.feeCents + sale.netCents).toBe(sale.grossCents)
            expect(sale.netCents).toBeGreaterThanOrEqual(0)
            const mentor = order.lines[i]!.mentor
            const availableAt = availableFrom(new Date(paidAt))
            events.push({ at: paidAt, mentor, entry: { ...sale, availableAt } })
            ledgerGross += sale.grossCents
            const refundAt = refunded.get(i)
            if (refundAt !== undefined) {
              const back = refundAmounts(sale)
              events.push({
                at: refundAt,
                mentor,
                entry: { ...back, availableAt },
              })
              ledgerGross += back.grossCents
            }
          })
          // The ledger holds what the order kept: its total less what was refunded.
          const kept = paid.reduce((sum, cents, i) => sum + (refunded.has(i) ? 0 : cents), 0)
          expect(ledgerGross).toBe(kept)
        }

        // In time order, each mentor is paid out all that is available whenever money is moved,
        // and no mentor's balances ever go below zero.
        events.sort((a, b) => a.at - b.at)
        const seen = new Map<number, BalanceEntry[]>()
        const paidOut = new Map<number, number>()
        for (const event of events) {
          const entries = [...(seen.get(event.mentor) ?? []), event.entry]
          seen.set(event.mentor, entries)
          const now = new Date(event.at)
          const before = balances(entries, paidOut.get(event.mentor) ?? 0, now)
          expect(before.availableCents).toBeGreaterThanOrEqual(0)
          expect(before.pendingCents).toBeGreaterThanOrEqual(0)
          paidOut.set(event.mentor, (paidOut.get(event.mentor) ?? 0) + before.availableCents)
        }
        for (const [mentor, entries] of seen) {
          const end = balances(entries, paidOut.get(mentor) ?? 0, new Date(8.64e15))
          expect(end.pendingCents).toBe(0)
          expect(end.availableCents).toBeGreaterThanOrEqual(0)
          const net = entries.reduce((sum, e) => sum + e.netCents, 0)
          expect(end.availableCents + end.paidOutCents).toBe(net)
        }
      }),
      // About 10,000 orders: 1,500 runs of up to 12 orders each (6.5 on average).
      { numRuns: 1500 },
    )
  })
})
