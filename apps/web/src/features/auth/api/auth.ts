import type { AccountKind, LoginInput, RegisterInput, TokenResponse } from '@app/domain/auth'
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
