import { canAccess, isRole, type Area, type Role } from '@app/domain/roles'
import { jwtDecode } from 'jwt-decode'
import { storageKeys } from '../../config/storage-keys'

export interface Session {
  token: string | null
  role: Role | null
  name: string | null
  email: string | null
}

export const signedOut: Session = { token: null, role: null, name: null, email: null }

/**
 * Reads the stored token once. A token that is not a string, misses a part, has bad base64 or
 * bad JSON (jwt-decode's "invalid token" cases), carries no known role or has expired, means no role.
 */
export function readSession(token: unknown, now: number = Date.now()): Session {
  if (typeof token !== 'string' || !token) return signedOut
  try {
    const claims = jwtDecode<{ role?: unknown; name?: unknown; email?: unknown; exp?: unknown }>(
      token,
    )
    if (!isRole(claims.role)) return signedOut
    // An expired token would be refused by the server anyway: do not look signed in with it.
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return signedOut
    return {
      token,
      role: claims.role,
      name: typeof claims.name === 'string' ? claims.name : null,
      email: typeof claims.email === 'string' ? claims.email : null,
    }
  } catch {
    return signedOut
  }
}

export function readStoredSession(): Session {
  try {
    return readSession(localStorage.getItem(storageKeys.token))
  } catch {
    return signedOut
  }
}

/** Whether the stored token's role may open an area (loaders use it before fetching anything). */
export function storedSessionMayOpen(area: Area): boolean {
  return canAccess(readStoredSession().role, area)
}
