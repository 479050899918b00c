/**
 * A full page load. Signing in or out goes through one, because the session (the role) is read
 * once when the app loads. Kept in its own module so tests can replace it.
 */
export function hardNavigate(url: string): void {
  window.location.assign(url)
}
