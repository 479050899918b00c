import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the viewport, and from then on. Used to fetch
 * and start heavy widgets (carousels, forms) only when someone scrolls towards them.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (isNear || !ref.current) return
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
