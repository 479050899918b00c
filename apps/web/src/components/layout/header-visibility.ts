/** The header's vertical offset while hidden (SPEC section 2). */
export const HEADER_HIDDEN_OFFSET = -100
/** Above this scroll position the header always stays visible. */
export const HEADER_ALWAYS_VISIBLE_BELOW = 250

/**
 * The header hide/show rule: always visible under 250 px of scroll; beyond that it hides while
 * scrolling down and shows again on scrolling up; no movement keeps the current state.
 */
export function isHeaderHidden(
  scrollY: number,
  previousScrollY: number,
  wasHidden: boolean,
): boolean {
  if (scrollY < HEADER_ALWAYS_VISIBLE_BELOW) return false
  if (scrollY > previousScrollY) return true
  if (scrollY < previousScrollY) return false
  return wasHidden
}
