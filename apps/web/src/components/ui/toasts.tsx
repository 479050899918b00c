import { lazy, Suspense, useSyncExternalStore } from 'react'
import type * as ToasterModule from './toaster'

// Toasts follow a user's action (log in, register, log out), never the first paint, so their
// code and stylesheet load with the first one instead of with every page.
type Toasts = typeof ToasterModule

let toasterModule: Promise<Toasts> | undefined
const hosts = new Set<() => void>()

function loadToasts(): Promise<Toasts> {
  if (!toasterModule) {
    toasterModule = import('./toaster')
    for (const wake of hosts) wake()
  }
  return toasterModule
}

/** Shows a toast: 2 s for success, 4 s for errors, at most 20 at once (the spec's timings). */
export const notify = {
  success(message: string): void {
    void loadToasts().then(({ showToast }) => showToast('success', message))
  },
  error(message: string): void {
    void loadToasts().then(({ showToast }) => showToast('error', message))
  },
}

const Toaster = lazy(loadToasts)

function subscribe(wake: () => void): () => void {
  hosts.add(wake)
  return () => hosts.delete(wake)
}

/**
 * Where toasts appear. Mounts the toaster once the first toast is asked for; a toast made before
 * it mounts still shows, for its full time (the toast library keeps them in a store). Its styles
 * are a stylesheet of its own, so nothing writes CSS into the page at run time.
 */
export function ToastHost() {
  const isNeeded = useSyncExternalStore(
    subscribe,
    () => toasterModule !== undefined,
    () => false,
  )
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
