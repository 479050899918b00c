import { describe, expect, it } from 'vitest'
import { canAccess, EMAIL_PATTERN, LoginInputSchema, RegisterInputSchema } from './index'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message

describe('canAccess', () => {
  it.each([
    ['teacher', 'instructor', true],
    ['admin', 'instructor', true],
    ['student', 'instructor', false],
    ['student', 'student', true],
    ['admin', 'student', true],
    ['teacher', 'student', false],
    ['admin', 'admin', true],
    ['teacher', 'admin', false],
    [null, 'instructor', false],
    ['TEACHER', 'instructor', false],
    [42, 'student', false],
  ] as const)('role %s on the %s area: %s', (role, area, expected) => {
    expect(canAccess(role, area)).toBe(expected)
  })
})

describe('EMAIL_PATTERN', () => {
  it.each(['a@b.co', 'first.last@school.edu', 'x_y-z@sub.domain.info'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true)
  })
  it.each(['plain', 'a@b', 'a@b.c', 'a@b.abcde', 'a b@c.de', 'a+tag@b.co'])(
    'rejects %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false)
    },
  )
})

describe('LoginInputSchema', () => {
  it.each([
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'bad', password: 'x' }, 'Invalid email address'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ password: 'x' }, 'Email is required'],
  ])('rejects %o with "%s"', (input, message) => {
    expect(firstMessage(LoginInputSchema.safeParse(input))).toBe(message)
  })
  it('trims the e-mail', () => {
    expect(LoginInputSchema.parse({ email: ' a@b.co ', password: 'x' }).email).toBe('a@b.co')
  })
})

describe('RegisterInputSchema', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@b.co',
    password: 'a long pass phrase',
    confirmPassword: 'a long pass phrase',
  }
  it('accepts a complete form', () => {
    expect(RegisterInputSchema.safeParse(valid).success).toBe(true)
  })
  it.each([
    [{ name: '  ' }, 'Full Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ password: '' }, 'Password is required'],
    [{ confirmPassword: '' }, 'Confirm Password is required'],
    [{ confirmPassword: 'other' }, 'Passwords do not match'],
    [{ name: '\u200b\u200b' }, 'Full Name must contain visible characters'],
    [{ name: '\u0007' }, 'Full Name must contain visible characters'],
    [{ name: '\ufeff\u00ad' }, 'Full Name must contain visible characters'],
    [{ name: 'A\u0000da' }, 'Full Name contains characters that are not allowed'],
    [{ name: 'Ada\nLovelace' }, 'Full Name contains characters that are not allowed'],
    [{ name: 'Ada\ud800' }, 'Full Name contains characters that are not allowed'],
  ])('rejects %o with "%s"', (change, message) => {
    expect(firstMessage(RegisterInputSchema.safeParse({ ...valid, ...change }))).toBe(message)
  })
  it('puts the mismatch message on confirmPassword', () => {
    const result = RegisterInputSchema.safeParse({ ...valid, confirmPassword: 'other' })
    expect(result.success ? [] : result.error.issues[0]!.path).toEqual(['confirmPassword'])
  })
  it('normalises the name to NFC', () => {
    expect(RegisterInputSchema.parse({ ...valid, name: ' Zoe\u0308 ' }).name).toBe('Zo\u00eb')
  })
})
