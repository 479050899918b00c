import { describe, expect, it } from 'vitest'
import { applyRatingChange, CourseReviewInputSchema, ReviewReplyInputSchema } from './index'

describe('applyRatingChange', () => {
  it('moves a large sample average by one new rating, not by the few stored reviews', () => {
    const next = applyRatingChange({ rating: 4.9, count: 315_475 }, { kind: 'add', rating: 1 })
    expect(next.count).toBe(315_476)
    expect(next.rating).toBeCloseTo((4.9 * 315_475 + 1) / 315_476, 10)
  })

  it('makes the first rating the average', () => {
    expect(applyRatingChange({ rating: 0, count: 0 }, { kind: 'add', rating: 4 })).toEqual({
      rating: 4,
      count: 1,
    })
  })

  it('adjusts the average on an edit without changing the count', () => {
    expect(applyRatingChange({ rating: 4, count: 2 }, { kind: 'edit', from: 5, to: 1 })).toEqual({
      rating: 2,
      count: 2,
    })
  })

  it('takes a removed rating back out, down to no ratings', () => {
    expect(applyRatingChange({ rating: 3, count: 2 }, { kind: 'remove', rating: 5 })).toEqual({
      rating: 1,
      count: 1,
    })
    expect(applyRatingChange({ rating: 4, count: 1 }, { kind: 'remove', rating: 4 })).toEqual({
      rating: 0,
      count: 0,
    })
  })

  it('undoes an add exactly when the same rating is removed', () => {
    const start = { rating: 4.6, count: 1_234 }
    const added = applyRatingChange(start, { kind: 'add', rating: 2 })
    const back = applyRatingChange(added, { kind: 'remove', rating: 2 })
    expect(back.count).toBe(start.count)
    expect(back.rating).toBeCloseTo(start.rating, 10)
  })
})

describe('CourseReviewInputSchema', () => {
  const valid = { rating: 5, title: 'Clear and practical', message: 'Loved it.\nWould recommend.' }

  it('accepts a rating, a title and a message over several lines', () => {
    expect(CourseReviewInputSchema.parse({ ...valid, title: '  Clear  ' }).title).toBe('Clear')
  })

  it.each([
    [{ ...valid, rating: 0 }, 'Choose a rating from 1 to 5 stars'],
    [{ ...valid, rating: 6 }, 'Choose a rating from 1 to 5 stars'],
    [{ ...valid, rating: 4.5 }, 'Choose a rating from 1 to 5 stars'],
    [{ ...valid, title: '   ' }, 'Title is required'],
    [{ ...valid, title: 'x'.repeat(121) }, 'Title is at most 120 characters'],
    [{ ...valid, title: 'a\u0000b' }, 'Title contains characters that are not allowed'],
    [{ ...valid, title: 'two\nlines' }, 'Title contains characters that are not allowed'],
    [{ ...valid, message: '' }, 'Message is required'],
    [{ ...valid, message: 'bell\u0007' }, 'Message contains characters that are not allowed'],
  ])('refuses %j with "%s"', (input, message) => {
    const result = CourseReviewInputSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})

describe('ReviewReplyInputSchema', () => {
  it('needs some text', () => {
    expect(ReviewReplyInputSchema.safeParse({ body: ' ' }).error?.issues[0]?.message).toBe(
      'Write your reply',
    )
    expect(ReviewReplyInputSchema.parse({ body: ' Thanks! ' }).body).toBe('Thanks!')
  })
})
