import { notify } from '../../components/ui/toasts'
import { paths } from '../../config/paths'
import { storageKeys } from '../../config/storage-keys'
import { hardNavigate } from './hard-navigate'

/** The spec's pause between the toast and the redirect. */
export const LOGOUT_REDIRECT_MS = 1000

/**
 * Logout (SPEC section 4): toast 'Logout Success', drop the token and session storage, then a
 * full page load of /login after 1 s (the role is only read at load).
 */
export function logout(): void {
  notify.success('Logout Success')
  try {
    localStorage.removeItem(storageKeys.token)
    sessionStorage.clear()
  } catch {
    // Storage can be unavailable (private mode); the reload below still signs the page out.
  }
  window.setTimeout(() => hardNavigate(paths.login), LOGOUT_REDIRECT_MS)
}
