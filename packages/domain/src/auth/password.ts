import { z } from 'zod'

/**
 * The rule for a new password (registration, reset, settings), after NIST SP 800-63B-4: length
 * over composition. At least 15 characters (a password alone signs in), at most 128, counted as
 * Unicode code points so an emoji is one character; every printable character and the space are
 * allowed and no mix of kinds is demanded. The server also refuses common and guessable passwords
 * (the list is large, so that check never ships to the browser). Logging in accepts any existing
 * password: the rule applies only when a password is chosen.
 */
export const PASSWORD_MIN_LENGTH = 15
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  notAllowed: 'Use letters, digits, spaces and symbols only',
  /** Sent by the server with `field: 'password'`; the forms show it next to the password. */
  tooCommon: 'This password is too common. Choose a longer phrase that is only yours.',
} as const

/** What a new-password field should say under it before anything is typed. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A phrase of a few words is easy to remember.`

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The password's length in Unicode code points (what a person counts as characters). */
export function passwordLength(password: string): number {
  let count = 0
  for (const _ of password) count += 1
  return count
}

/** The first reason `password` breaks the length and character rule, or null when it is fine. */
export function newPasswordProblem(password: string): string | null {
  // Each code point takes one or two UTF-16 units: past twice the limit it is too long for sure.
  if (password.length > PASSWORD_MAX_LENGTH * 2) return PASSWORD_MESSAGES.tooLong
  if (CONTROL.test(password) || LONE_SURROGATE.test(password)) return PASSWORD_MESSAGES.notAllowed
  const length = passwordLength(password)
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  return null
}

/**
 * A new password field: `required` when empty, else the first broken rule. One message at a
 * time, and never an aborting one, so the form's other checks (the retyped password) still run.
 */
export function newPasswordSchema(required: string) {
  return z.string({ error: required }).superRefine((value, ctx) => {
    const message = value.length === 0 ? required : newPasswordProblem(value)
    if (message) ctx.addIssue({ code: 'custom', message })
  })
}
