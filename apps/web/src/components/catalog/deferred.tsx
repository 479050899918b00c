import {
  Suspense,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react'
import { flushEarlyEvents } from '../../lib/early-events'
import { isHydrating } from '../../lib/hydration'
import './deferred.css'

/**
 * A section's expected height in pixels on a phone (< 768 px), a tablet (768-1023 px) and a wider
 * screen: the space held while the browser skips drawing it. The closer it is, the less the page
 * below moves when the section is drawn (a visitor jumping to the footer sees it stay put).
 */
export interface DeferredHeight {
  phone: number
  tablet: number
  desktop: number
}

interface DeferredProps {
  height: DeferredHeight
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
 * Committed with the section's content, so once it has hydrated: marks the section live
 * (`data-live`) and replays the taps held on it meanwhile (src/early/early-events.ts).
 */
function MarkLive({ section }: { section: RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => {
    section.current?.setAttribute('data-live', '')
    flushEarlyEvents()
  }, [section])
  return null
}

/**
 * A below-the-fold section: always in the page (rendered on the server, so find-in-page, crawlers
 * and screen readers have it), but the browser skips its layout and paint until it nears the
 * screen (`content-visibility: auto`) and hydrates it only then.
 */
export function Deferred({ height, children }: DeferredProps) {
  const id = useId()
  // Decided as the section first renders, with the page around it: React hydrates the section's
  // own content later, apart, when the rest of the page may be done hydrating.
  const [waits] = useState(() => typeof window !== 'undefined' && isHydrating())
  const section = useRef<HTMLDivElement>(null)
  return (
    <div
      ref={section}
      className="deferred"
      data-deferred={id}
      style={
        {
          '--deferred-phone': `${height.phone}px`,
          '--deferred-tablet': `${height.tablet}px`,
          '--deferred-desktop': `${height.desktop}px`,
        } as CSSProperties
      }
    >
      <Suspense fallback={<div className="deferred__placeholder" />}>
        <HydrateWhenNear id={id} waits={waits} />
        {children}
        <MarkLive section={section} />
      </Suspense>
    </div>
  )
}
