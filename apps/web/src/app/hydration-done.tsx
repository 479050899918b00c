import { useEffect } from 'react'
import { whenIslandsHydrated } from '../components/ui/island'
import { flushEarlyEvents } from '../lib/early-events'
import { setHydrating } from '../lib/hydration'

/**
 * Marks the end of hydrating a server-rendered page: once the first pass has hydrated (this
 * effect) and then every island of the page — the chrome and the page itself, each hydrated on its
 * own once its code has arrived (components/ui/island.tsx). It says so on `<html data-app-ready>`
 * for tools that must wait until the page answers to clicks, and the clicks, submits and typing
 * held until then (src/early/early-events.ts) are replayed. Rendered on the server too, so both
 * trees have the same shape and the same ids.
 */
export function HydrationDone() {
  useEffect(
    () =>
      whenIslandsHydrated(() => {
        setHydrating(false)
        document.documentElement.setAttribute('data-app-ready', '')
        flushEarlyEvents()
      }),
    [],
  )
  return null
}
