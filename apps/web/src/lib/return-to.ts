import { sessionKeys } from '../config/storage-keys'

/** Only a path of this site ("/shop-checkout"), never another host ("//evil.test", "https:..."). */
function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
}

/**
 * Remembers where to come back to after logging in (checkout sends a visitor to /login or
 * /register and wants them back with the same cart). Kept in session storage: this tab only.
 */
export function rememberReturnTo(path: string): void {
  if (!isLocalPath(path)) return
  try {
    sessionStorage.setItem(sessionKeys.returnTo, path)
  } catch {
    // Storage blocked: the login then lands on the dashboard as usual.
  }
}

/** The pending return path, removed as it is read; null when there is none. */
export function takeReturnTo(): string | null {
  try {
    const value = sessionStorage.getItem(sessionKeys.returnTo)
    sessionStorage.removeItem(sessionKeys.returnTo)
    return isLocalPath(value) ? value : null
  } catch {
    return null
  }
}
