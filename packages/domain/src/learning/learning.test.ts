import { describe, expect, it } from 'vitest'
import { certificateHours, LessonPositionInputSchema, progressOf, progressPercent } from './index'

describe('progressPercent', () => {
  it.each([
    [0, 12, 0],
    [1, 12, 5],
    [6, 12, 50],
    [9, 12, 75],
    [10, 12, 80],
    [11, 12, 90],
    [12, 12, 100],
    [8, 10, 80],
    [99, 100, 95],
    [0, 0, 0],
  ])('%i of %i lessons reads %i%%', (completed, total, percent) => {
    expect(progressPercent(completed, total)).toBe(percent)
  })

  it('reads 100% only when every lesson is complete', () => {
    for (let total = 1; total <= 40; total += 1) {
      expect(progressPercent(total - 1, total)).toBeLessThan(100)
    }
  })

  it('carries the counts beside the percent', () => {
    expect(progressOf(10, 12)).toEqual({ completedLessons: 10, totalLessons: 12, percent: 80 })
  })
})

describe('certificateHours', () => {
  it('gives the course length in hours to one decimal', () => {
    expect(certificateHours(90)).toBe(1.5)
    expect(certificateHours(200)).toBe(3.3)
  })
})

describe('LessonPositionInputSchema', () => {
  it.each([[-1], [1.5], [90_000]])('refuses %s seconds', (seconds) => {
    expect(LessonPositionInputSchema.safeParse({ seconds }).success).toBe(false)
  })
  it('takes whole seconds', () => {
    expect(LessonPositionInputSchema.parse({ seconds: 42 })).toEqual({ seconds: 42 })
  })
})
