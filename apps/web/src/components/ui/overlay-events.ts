/**
 * Route changes close every open overlay (SPEC section 2: modals, menus and side panels).
 * The layout announces a navigation; dialogs, sheets and dropdowns listen. A plain DOM event
 * keeps the primitives free of the router, so they also work in isolation and in tests.
 */
const ROUTE_CHANGE_EVENT = 'learnlane:route-change'

export function announceRouteChange(): void {
  window.dispatchEvent(new Event(ROUTE_CHANGE_EVENT))
}

/** Calls `close` on every route change; returns the unsubscribe function. */
export function onRouteChange(close: () => void): () => void {
  window.addEventListener(ROUTE_CHANGE_EVENT, close)
  return () => window.removeEventListener(ROUTE_CHANGE_EVENT, close)
}
