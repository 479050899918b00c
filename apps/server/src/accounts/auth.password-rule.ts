import { PASSWORD_MESSAGES } from '@app/domain/auth'
import { dictionary } from '@zxcvbn-ts/language-common'
import { BadRequestError } from '../lib/errors'

/**
 * The server's half of the password rule (the length half is the shared schema's): a new password
 * must not be a known common or breached one, the account's e-mail, its local part or its name,
 * nor one character repeated. Applies to new passwords only (registration, reset, settings);
 * logging in accepts any existing password.
 */

/** A 400 that belongs to the form's password field: sent as `{ error, field: 'password' }`. */
export class PasswordRuleError extends BadRequestError {
  readonly field = 'password'
  constructor(message: string = PASSWORD_MESSAGES.tooCommon) {
    super(message)
  }
}

let common: Set<string> | undefined
/** ~49,000 common passwords, lower-cased; built on first use, then kept. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary['passwords-common'] as readonly string[]).map((p) => p.toLowerCase()),
  )
  return common
}

const fold = (value: string) => value.normalize('NFKC').toLowerCase()

/** True when `password` is too easy to guess for this account; the message says what to do. */
export function isGuessablePassword(
  password: string,
  account: { email: string; name?: string | undefined },
): boolean {
  const folded = fold(password)
  const trimmed = folded.trim()
  const compact = trimmed.replace(/\s+/g, '')
  const list = commonPasswords()
  if (list.has(folded) || list.has(trimmed) || list.has(compact)) return true
  if (new Set(compact).size <= 1) return true
  const email = fold(account.email.trim())
  const personal = [email, email.split('@')[0] ?? '', fold(account.name?.trim() ?? '')]
  return personal.some(
    (value) => value !== '' && (trimmed === value || compact === value.replace(/\s+/g, '')),
  )
}

/** Throws {@link PasswordRuleError} when a new password is common or guessable. */
export function assertNewPasswordAllowed(
  password: string,
  account: { email: string; name?: string | undefined },
): void {
  if (isGuessablePassword(password, account)) throw new PasswordRuleError()
}
