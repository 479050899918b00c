import { describe, expect, it } from 'vitest'
import { hasControlCharacters, ProductReviewInputSchema } from './index'

const valid = {
  rating: 5,
  firstName: 'Robin',
  email: 'robin@example.test',
  phone: '+44 7700 900123',
  title: 'Great',
  message: 'Lovely.\nWould buy again.',
}

describe('hasControlCharacters', () => {
  it.each([
    ['plain text', 'Hello, world', false, false],
    ['a NUL byte', 'a\u0000b', false, true],
    ['an escape', 'a\u001b[31m', false, true],
    ['DEL', 'a\u007f', false, true],
    ['a C1 control', 'a\u0085', false, true],
    ['a line break in one line', 'a\nb', false, true],
    ['a line break in a message', 'a\r\nb\tc', true, false],
    ['a NUL byte in a message', 'a\u0000', true, true],
    ['accents and emoji', 'Crème brûlée 🍮', false, false],
  ])('%s', (_name, text, multiline, expected) => {
    expect(hasControlCharacters(text, multiline)).toBe(expected)
  })
})

describe('ProductReviewInputSchema', () => {
  it('accepts the form with a message over several lines', () => {
    expect(ProductReviewInputSchema.parse(valid)).toEqual(valid)
  })

  it.each([
    ['firstName', 'Rob\u0000', 'First name contains characters that are not allowed'],
    ['title', 'Great\nTitle', 'Title contains characters that are not allowed'],
    ['message', 'Nice\u0000', 'Message contains characters that are not allowed'],
  ])('refuses a control character in %s', (field, value, message) => {
    const result = ProductReviewInputSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
