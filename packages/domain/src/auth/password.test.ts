import { describe, expect, it } from 'vitest'
import {
  NewPasswordFormSchema,
  PasswordResetConfirmSchema,
  RECOVERY_MESSAGES,
  RegisterInputSchema,
  VerifyEmailInputSchema,
} from './index'
import { newPasswordProblem, passwordLength, PASSWORD_MESSAGES } from './password'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message)

describe('newPasswordProblem', () => {
  it.each([
    ['a'.repeat(14), PASSWORD_MESSAGES.tooShort],
    ['correct horse', PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(129), PASSWORD_MESSAGES.tooLong],
    ['x'.repeat(100_000), PASSWORD_MESSAGES.tooLong],
    ['tab\tinside the phrase', PASSWORD_MESSAGES.notAllowed],
    ['line\nbreak in the phrase', PASSWORD_MESSAGES.notAllowed],
    ['a lone surrogate \ud800 here', PASSWORD_MESSAGES.notAllowed],
  ])('refuses %j with "%s"', (password, message) => {
    expect(newPasswordProblem(password)).toBe(message)
  })

  it.each([
    ['exactly fifteen', 'a'.repeat(15)],
    ['exactly 128', 'b'.repeat(128)],
    ['only lower-case letters and spaces', 'correct horse battery staple'],
    ['every printable ASCII symbol', ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'],
    ['letters from other scripts', 'Grüße aus Köln, 東京 und Kraków'],
  ])('accepts %s, with no rule on kinds of characters', (_label, password) => {
    expect(newPasswordProblem(password)).toBeNull()
  })

  it('counts code points, not UTF-16 units', () => {
    const emoji = '🔑'.repeat(15)
    expect(emoji.length).toBe(30)
    expect(passwordLength(emoji)).toBe(15)
    expect(newPasswordProblem(emoji)).toBeNull()
    expect(newPasswordProblem('🔑'.repeat(14))).toBe(PASSWORD_MESSAGES.tooShort)
    expect(newPasswordProblem('🔑'.repeat(128))).toBeNull()
    expect(newPasswordProblem('🔑'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong)
  })
})

describe('RegisterInputSchema password rule', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@b.co',
    password: 'a long pass phrase',
    confirmPassword: 'a long pass phrase',
  }
  it('asks for at least 15 characters and reports only that for a short password', () => {
    const result = RegisterInputSchema.safeParse({ ...valid, password: 'Secret#1' })
    expect(messages(result)).toEqual(['Use at least 15 characters', 'Passwords do not match'])
  })
  it('asks for at most 128 characters', () => {
    const long = 'p'.repeat(129)
    const result = RegisterInputSchema.safeParse({
      ...valid,
      password: long,
      confirmPassword: long,
    })
    expect(messages(result)).toEqual(['Use at most 128 characters'])
  })
  it('says only "Password is required" for an empty password', () => {
    const result = RegisterInputSchema.safeParse({ ...valid, password: '' })
    expect(messages(result)[0]).toBe('Password is required')
    expect(messages(result)).not.toContain('Use at least 15 characters')
  })
  it('keeps the password exactly as typed (spaces included)', () => {
    const password = '  spaced out phrase  '
    expect(
      RegisterInputSchema.parse({ ...valid, password, confirmPassword: password }).password,
    ).toBe(password)
  })
})

describe('NewPasswordFormSchema and PasswordResetConfirmSchema', () => {
  const form = { password: 'a long pass phrase', confirmPassword: 'a long pass phrase' }
  it.each([
    [{ password: '' }, 'New password is required'],
    [{ password: 'short one', confirmPassword: 'short one' }, 'Use at least 15 characters'],
    [{ confirmPassword: '' }, 'Retype the new password'],
    [{ confirmPassword: 'a different phrase' }, 'Passwords do not match'],
  ])('refuses %o with "%s"', (change, message) => {
    expect(messages(NewPasswordFormSchema.safeParse({ ...form, ...change }))[0]).toBe(message)
  })
  it('needs the token from the link', () => {
    expect(messages(PasswordResetConfirmSchema.safeParse({ ...form, token: ' ' }))).toEqual([
      RECOVERY_MESSAGES.resetInvalid,
    ])
    expect(PasswordResetConfirmSchema.safeParse({ ...form, token: 'abc' }).success).toBe(true)
  })
  it('refuses a verification request without a token', () => {
    expect(messages(VerifyEmailInputSchema.safeParse({}))).toEqual([
      RECOVERY_MESSAGES.verifyInvalid,
    ])
  })
})
