import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * Renders its children in a second pass, right after the first paint, as a transition: React
 * then builds them in small slices between frames instead of in one long task. For the parts of a
 * page that start below the first screen, so the first screen shows sooner and the page stays
 * responsive while the rest is built. Children appear within a frame or two.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(false)
  useEffect(() => {
    startTransition(() => setIsShown(true))
  }, [])
  return isShown ? children : null
}
