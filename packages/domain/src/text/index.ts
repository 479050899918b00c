import { z } from 'zod'

/**
 * Shared rules for free text people type (names, titles, messages). Text is NFC-normalised and
 * trimmed; control characters (NUL included) and lone UTF-16 surrogates are refused with a clear
 * message instead of reaching the database, and a value made only of invisible characters
 * (zero-width spaces, fillers, format marks) is refused because it would look blank.
 */

/** C0 and C1 control characters, DEL included; `multiline` text may hold tab and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Characters that render as nothing: controls, format and combining marks, separators, fillers. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{Mn}\p{Me}\s\u115F\u1160\u2800\u3164\uFFA0]/gu

/** True when `value` has no control characters (tab and line breaks allowed if `multiline`). */
export const hasNoControlCharacters = (value: string, multiline = false): boolean =>
  !(multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value)

/** True when `value` is well-formed UTF-16 (no lone surrogate). */
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value)

/** True when `value` holds at least one character that is visible on screen. */
export const hasVisibleCharacters = (value: string): boolean =>
  value.replace(INVISIBLE, '').length > 0

export interface TextOptions {
  /** The field's label as the form shows it, e.g. 'Full Name'. */
  label: string
  /** Longest accepted length after normalising, with its message. */
  max: number
  tooLong?: string
  /** Allow tab and line breaks (a message body). */
  multiline?: boolean
}

/** Messages of {@link requiredText}, by label. */
export const TEXT_MESSAGES = {
  required: (label: string) => `${label} is required`,
  invisible: (label: string) => `${label} must contain visible characters`,
  notAllowed: (label: string) => `${label} contains characters that are not allowed`,
  tooLong: (label: string) => `${label} is too long`,
} as const

/**
 * A required line (or block, with `multiline`) of human text: normalised to NFC, trimmed, not
 * empty, visible, free of control characters and lone surrogates, at most `max` characters.
 */
export function requiredText({ label, max, tooLong, multiline = false }: TextOptions) {
  return z
    .string({ error: TEXT_MESSAGES.required(label) })
    .refine(isWellFormedText, { message: TEXT_MESSAGES.notAllowed(label) })
    .normalize('NFC')
    .trim()
    .min(1, TEXT_MESSAGES.required(label))
    .refine(hasVisibleCharacters, { message: TEXT_MESSAGES.invisible(label) })
    .refine((value) => hasNoControlCharacters(value, multiline), {
      message: TEXT_MESSAGES.notAllowed(label),
      abort: true,
    })
    .max(max, tooLong ?? TEXT_MESSAGES.tooLong(label))
}

/**
 * Text that may be left empty (a comment, a note): blank becomes '', anything else is held to the
 * rules of {@link requiredText}: normalised, visible, free of control characters and lone
 * surrogates, at most `max` characters.
 */
export function optionalText({ label, max, tooLong, multiline = false }: TextOptions) {
  return z
    .string({ error: `${label} must be text` })
    .refine(isWellFormedText, { message: TEXT_MESSAGES.notAllowed(label) })
    .normalize('NFC')
    .trim()
    .refine((value) => value === '' || hasVisibleCharacters(value), {
      message: TEXT_MESSAGES.invisible(label),
    })
    .refine((value) => hasNoControlCharacters(value, multiline), {
      message: TEXT_MESSAGES.notAllowed(label),
      abort: true,
    })
    .max(max, tooLong ?? TEXT_MESSAGES.tooLong(label))
}

/**
 * An e-mail address as one customer: trimmed, in one Unicode form and lower case. Two spellings
 * of the same address count as the same person for per-customer limits.
 */
export function normalEmail(address: string): string {
  return address.trim().normalize('NFC').toLowerCase()
}
