import { Suspense, useRef, type ReactNode } from 'react'
import { useNearViewport } from './use-near-viewport'

interface DeferredProps {
  /** Space held for the section until it renders (keeps the scrollbar and anchors steady). */
  minHeight: number
  children: ReactNode
}

/**
 * Renders a below-the-fold section (usually a lazy component) once the visitor scrolls within
 * 600 px of it, so the first screen paints and settles without paying for the rest.
 */
export function Deferred({ minHeight, children }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null)
  const isNear = useNearViewport(ref, '600px')
  return (
    <div ref={ref} style={isNear ? undefined : { minHeight }}>
      {isNear ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : null}
    </div>
  )
}
