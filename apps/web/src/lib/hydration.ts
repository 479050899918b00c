let hydrating = false

/**
 * True from the start of hydrating a server-rendered page until it has hydrated: parts of the
 * page may then wait (keeping the server's HTML) before loading their code.
 */
export function isHydrating(): boolean {
  return hydrating
}

export function setHydrating(value: boolean): void {
  hydrating = value
}

/**
 * Resolves in a later task of the browser's event loop, so that work split around it runs as
 * several short tasks (a tap in between is answered) instead of one long one.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
