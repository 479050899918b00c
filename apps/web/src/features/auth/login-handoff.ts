import { isAccountKind, type AccountKind } from '@app/domain/roles'

/**
 * What a registration hands to the login page: the e-mail and the role just used. It travels in
 * the router's state, never in the URL, so no personal field lands in an address bar, a shared
 * link or a server log.
 */
export interface LoginHandoff {
  email?: string
  role?: AccountKind
}

/** The hand-off found in a location's state; anything else there is ignored. */
export function readLoginHandoff(state: unknown): LoginHandoff {
  if (!state || typeof state !== 'object') return {}
  const { email, role } = state as Record<string, unknown>
  return {
    ...(typeof email === 'string' && email.length <= 254 ? { email } : {}),
    ...(isAccountKind(role) ? { role } : {}),
  }
}
