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
