import { lazy, Suspense, useSyncExternalStore } from 'react'
import type * as ToastLibrary from 'react-hot-toast'

// Toasts follow a user's action (log in, register, log out), never the first paint, so their
// library loads with the first one instead of with every page.
type ToastModule = typeof ToastLibrary

let toastModule: Promise<ToastModule> | undefined
const hosts = new Set<() => void>()

function loadToasts(): Promise<ToastModule> {
  if (!toastModule) {
    toastModule = import('react-hot-toast')
    for (const wake of hosts) wake()
  }
  return toastModule
}

/** Shows a toast: 2 s for success, 4 s for errors, at most 20 at once (the spec's timings). */
export const notify = {
  success(message: string): void {
    void loadToasts().then(({ toast }) => toast.success(message))
  },
  error(message: string): void {
    void loadToasts().then(({ toast }) => toast.error(message))
  },
}

const Toaster = lazy(() => loadToasts().then((m) => ({ default: m.Toaster })))

function subscribe(wake: () => void): () => void {
  hosts.add(wake)
  return () => hosts.delete(wake)
}

/**
 * Where toasts appear. Mounts react-hot-toast's Toaster once the first toast is asked for; a
 * toast made before it mounts still shows, for its full time (the library keeps them in a store).
 */
export function ToastHost() {
  const isNeeded = useSyncExternalStore(
    subscribe,
    () => toastModule !== undefined,
    () => false,
  )
  if (!isNeeded) return null
  // react-hot-toast's defaults are the spec's timings: 2 s success, 4 s error, at most 20.
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" toastOptions={{ className: 'toast' }} />
    </Suspense>
  )
}
