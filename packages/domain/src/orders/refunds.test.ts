import { describe, expect, it } from 'vitest'
import { courseRefundDecision, refundableUntil, REFUND_WINDOW_DAYS } from './refunds'

const paidAt = new Date('2026-11-01T12:00:00Z')
const day = 24 * 60 * 60 * 1000
const facts = (overrides: Partial<Parameters<typeof courseRefundDecision>[0]> = {}) => ({
  paidAt,
  now: new Date(paidAt.getTime() + day),
  lessonsCompleted: 0,
  lessonsTotal: 8,
  hasCertificate: false,
  ...overrides,
})

describe('course refunds', () => {
  it('grants at once below a quarter of the lessons, without a certificate', () => {
    expect(courseRefundDecision(facts({ lessonsCompleted: 1 }))).toEqual({ kind: 'grant' })
    expect(courseRefundDecision(facts({ lessonsCompleted: 0, lessonsTotal: 0 }))).toEqual({
      kind: 'grant',
    })
  })

  it('sends it to the admin from a quarter of the lessons, or with a certificate', () => {
    expect(courseRefundDecision(facts({ lessonsCompleted: 2 }))).toEqual({
      kind: 'review',
      why: '2 of 8 lessons are complete',
    })
    expect(courseRefundDecision(facts({ hasCertificate: true }))).toMatchObject({ kind: 'review' })
  })

  it('is open for 30 days from payment, to the millisecond', () => {
    const last = refundableUntil(paidAt)
    expect(last.getTime() - paidAt.getTime()).toBe(REFUND_WINDOW_DAYS * day)
    expect(courseRefundDecision(facts({ now: last }))).toEqual({ kind: 'grant' })
    expect(courseRefundDecision(facts({ now: new Date(last.getTime() + 1) }))).toMatchObject({
      kind: 'refuse',
    })
  })
})
