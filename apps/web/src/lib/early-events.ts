import type {} from '../early/early-events'

/**
 * Replays the clicks, submits and typing the page's inline early-events script held while the
 * part they touched was not live yet (src/early/early-events.ts). Call it once a part went live;
 * the replay runs once the current work has finished (a React commit calling this), as the
 * clicks it replays would have.
 */
export function flushEarlyEvents(): void {
  queueMicrotask(() => window.__earlyEvents?.flush())
}

/** The app could not start: the early-events script stops holding anything. */
export function stopEarlyEvents(): void {
  window.__earlyEvents?.stop()
}
