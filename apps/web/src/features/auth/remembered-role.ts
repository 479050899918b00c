import { isAccountKind, type AccountKind } from '@app/domain/roles'
import { preferenceKeys } from '../../config/storage-keys'

/** The role last used to log in or register on this browser, or null. */
export function rememberedRole(): AccountKind | null {
  try {
    const value = localStorage.getItem(preferenceKeys.lastLoginRole)
    return isAccountKind(value) ? value : null
  } catch {
    return null
  }
}

/** Kept after a successful login or registration, for the next visit to the login page. */
export function rememberRole(kind: AccountKind): void {
  try {
    localStorage.setItem(preferenceKeys.lastLoginRole, kind)
  } catch {
    // Storage can be unavailable (private mode): the login page then starts on Mentor.
  }
}
