import { Suspense, use, useId, useState, type ReactNode } from 'react'
import { isHydrating } from '../../lib/hydration'

interface DeferredProps {
  /** The section's expected height: space held while the browser skips drawing it. */
  minHeight: number
  children: ReactNode
}

/** One promise per section (by its render-stable id): settled once the section nears the screen. */
const nearby = new Map<string, Promise<void>>()

function whenNear(id: string): Promise<void> {
  let promise = nearby.get(id)
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.querySelector(`[data-deferred="${CSS.escape(id)}"]`)
      if (!element || typeof IntersectionObserver === 'undefined') return resolve()
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return
          observer.disconnect()
          resolve()
        },
        { rootMargin: '600px 0px' },
      )
      observer.observe(element)
    })
    nearby.set(id, promise)
  }
  return promise
}

/**
 * Holds hydration of a section the server rendered until it nears the screen: React keeps the
 * server's HTML in place (content, links and text all there) and loads and wires the section's
 * code only then. Pages rendered in the browser show the section at once.
 */
function HydrateWhenNear({ id, waits }: { id: string; waits: boolean }) {
  if (waits) use(whenNear(id))
  return null
}

/**
 * A below-the-fold section: always in the page (rendered on the server, so find-in-page, crawlers
 * and screen readers have it), but the browser skips its layout and paint until it nears the
 * screen (`content-visibility: auto`) and hydrates it only then.
 */
export function Deferred({ minHeight, children }: DeferredProps) {
  const id = useId()
  // Decided as the section first renders, with the page around it: React hydrates the section's
  // own content later, apart, when the rest of the page may be done hydrating.
  const [waits] = useState(() => typeof window !== 'undefined' && isHydrating())
  return (
    <div
      data-deferred={id}
      style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${minHeight}px` }}
    >
      <Suspense fallback={<div style={{ minHeight }} />}>
        <HydrateWhenNear id={id} waits={waits} />
        {children}
      </Suspense>
    </div>
  )
}
