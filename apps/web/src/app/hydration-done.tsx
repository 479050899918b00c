import { useEffect } from 'react'
import { setHydrating } from '../lib/hydration'

/**
 * Marks the end of hydrating a server-rendered page (its effect runs once the first screen has
 * hydrated, or rendered for pages rendered in the browser), and says so on `<html data-app-ready>`
 * for tools that must wait until the page answers to clicks. Rendered on the server too, so both
 * trees have the same shape and the same ids.
 */
export function HydrationDone() {
  useEffect(() => {
    setHydrating(false)
    document.documentElement.setAttribute('data-app-ready', '')
  }, [])
  return null
}
