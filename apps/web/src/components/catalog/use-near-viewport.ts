import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the viewport, and from then on. Used to fetch
 * and start heavy widgets (carousels, forms) only when someone scrolls towards them.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  // False on the server and while hydrating, so both render the same thing.
  const [isNear, setIsNear] = useState(false)
  useEffect(() => {
    if (isNear || !ref.current) return
    if (typeof IntersectionObserver === 'undefined') {
      // Without a way to tell (old browsers, tests), as if near: on the next turn, after hydrating.
      const timer = setTimeout(() => setIsNear(true))
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setIsNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [isNear, ref, margin])
  return isNear
}
