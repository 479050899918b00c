import {
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'

/**
 * Parts of a server-rendered page that hydrate on their own, after the page's first pass: each is
 * a Suspense boundary, which React hydrates in small slices of work instead of one long task, and
 * whose HTML stays as the server rendered it until its code has arrived.
 */
const waiting = new Set<string>()
const hydrated = new Set<string>()
const onSettled = new Set<() => void>()

function markHydrated(id: string) {
  hydrated.add(id)
  waiting.delete(id)
  if (waiting.size) return
  for (const callback of [...onSettled]) callback()
  onSettled.clear()
}

/** Calls `callback` once every island rendered so far has hydrated: at once if none waits. */
export function whenIslandsHydrated(callback: () => void): () => void {
  if (!waiting.size) {
    callback()
    return () => {}
  }
  onSettled.add(callback)
  return () => onSettled.delete(callback)
}

function IslandHydrated({ id }: { id: string }) {
  // Committed together with the island's content, so only once all of it has hydrated.
  useLayoutEffect(() => markHydrated(id), [id])
  return null
}

/**
 * A part of the page that hydrates apart from the rest (see above), rendered identically on the
 * server and in the browser. Nothing shows in its place while a page rendered in the browser
 * waits for its code, so its code should be loaded first there (see `lazyPart`).
 */
export function Island({ children }: { children: ReactNode }) {
  const id = useId()
  if (typeof window !== 'undefined' && !hydrated.has(id)) waiting.add(id)
  return (
    <Suspense fallback={null}>
      {children}
      <IslandHydrated id={id} />
    </Suspense>
  )
}

/**
 * A component whose code is a separate chunk, for use inside an `Island`: `load()` fetches it (and
 * may be called ahead, e.g. as the page starts); once loaded, it renders at once, without
 * suspending again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; load: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component
      return component
    }))
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })))
  function Part(props: P) {
    // Chosen once per mount: changing component types would mount the part again.
    const [Loaded] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Loaded {...props} />
  }
  return { Component: Part, load: loadOnce }
}
