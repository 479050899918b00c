import {
  PASSWORD_MESSAGES,
  type AccountKind,
  type LoginInput,
  type MessageResponse,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type RegisterInput,
  type TokenResponse,
  type VerifyEmailInput,
} from '@app/domain/auth'
import { ApiError, api } from '../../../lib/api-client'

/** POST /api/auth/{teacher|student}/login: the signed token. */
export function loginAccount(kind: AccountKind, input: LoginInput): Promise<TokenResponse> {
  return api.post<TokenResponse>(`/auth/${kind}/login`, input)
}

/** POST /api/auth/{teacher|student}/register. */
export function registerAccount(kind: AccountKind, input: RegisterInput): Promise<unknown> {
  return api.post(`/auth/${kind}/register`, input)
}

/**
 * The server's `error` field when it sent one, else `fallback` (the spec's 'Login failed!'):
 * a network failure or a body without `error` has no message of the server's own.
 */
export function serverErrorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError) || err.status === 0) return fallback
  return /^Request failed \(\d+\)$/.test(err.message) ? fallback : err.message
}

/** POST /api/auth/password-reset/request: the same neutral answer whether or not it exists. */
export function requestPasswordReset(input: PasswordResetRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/password-reset/request', input)
}

/** POST /api/auth/password-reset/confirm: the token from the link travels in the body. */
export function confirmPasswordReset(input: PasswordResetConfirm): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/password-reset/confirm', input)
}

/** POST /api/auth/verify-email. */
export function verifyEmail(input: VerifyEmailInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/verify-email', input)
}

const passwordMessages: readonly string[] = Object.values(PASSWORD_MESSAGES)

/**
 * The server's refusal of a new password (`{ error, field: 'password' }`: a common or guessable
 * one), to show next to the password field; null for any other failure.
 */
export function passwordFieldError(err: unknown): string | null {
  return err instanceof ApiError && err.status === 400 && passwordMessages.includes(err.message)
    ? err.message
    : null
}
